import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LayoutDocument, LayoutResponse } from '@sportsbook/contract';
import type { Db } from '../../db/client.ts';
import { ContentErrorCode, contentError } from './errors.ts';
import { type LayoutState, layoutRow, writeLayout } from './queries.ts';
import { sanitizeLayout } from './sanitize.ts';
import { defaultLayoutView, layoutView } from './view.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export interface LayoutEdit {
  baseVersion: number;
  draft: boolean;
  document: LayoutDocument;
}

/** Layout documents (SPEC §2): read the published one (or the shipped default), drafts by token, writes. */
export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The published document of `page`, else the shipped default (version 0). */
  async layout(page: string): Promise<LayoutResponse> {
    const row = await layoutRow(this.db, page, 'published');
    return row ? layoutView(row) : defaultLayoutView(page);
  }

  /** The draft of `page` when `token` is its preview token (404 layout_preview_not_found otherwise). */
  async preview(page: string, token: string): Promise<LayoutResponse> {
    const row = await layoutRow(this.db, page, 'draft');
    if (!row?.previewToken || !timingSafeEqual(digest(row.previewToken), digest(token))) {
      throw contentError(ContentErrorCode.previewNotFound);
    }
    return layoutView(row);
  }

  /**
   * Saves `document` (sanitised) as the page's next version, published or as its draft, when
   * `baseVersion` is still the stored version of that state; 409 layout_version_conflict otherwise.
   */
  async write(page: string, edit: LayoutEdit): Promise<LayoutResponse> {
    const state: LayoutState = edit.draft ? 'draft' : 'published';
    const current = await layoutRow(this.db, page, state);
    const row =
      (current?.version ?? 0) === edit.baseVersion
        ? await writeLayout(this.db, {
            page,
            state,
            baseVersion: edit.baseVersion,
            document: sanitizeLayout(edit.document),
            previewToken: edit.draft
              ? (current?.previewToken ?? randomBytes(24).toString('base64url'))
              : null,
            now: this.now(),
          })
        : null;
    if (row) return layoutView(row);
    const latest = await layoutRow(this.db, page, state);
    throw contentError(ContentErrorCode.versionConflict, [
      { path: 'base_version', message: `the current version is ${latest?.version ?? 0}` },
    ]);
  }
}
