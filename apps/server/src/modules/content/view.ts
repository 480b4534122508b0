import { defaultLayout, LayoutDocument, type LayoutResponse } from '@sportsbook/contract';
import type { LayoutRow } from './queries.ts';

/** The shipped document of `page` (version 0) while none is stored. */
export function defaultLayoutView(page: string): LayoutResponse {
  return { page, version: 0, source: 'default', updated_at: null, document: defaultLayout(page) };
}

/** A stored row as the API answers it (the document parsed again: defaults of newer settings filled). */
export function layoutView(row: LayoutRow): LayoutResponse {
  return {
    page: row.page,
    version: row.version,
    source: row.state,
    updated_at: row.updatedAt.toISOString(),
    document: LayoutDocument.parse(row.document),
    ...(row.state === 'draft' && row.previewToken ? { preview_token: row.previewToken } : {}),
  };
}
