import 'server-only';
import { ContentRoute, defaultLayout, type LayoutDocument, LayoutResponse } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { cache } from 'react';
import { apiFetch } from '../../lib/api.ts';

/**
 * How long this web server reuses a layout document it read: an operator's PUT shows on the site
 * within this time, with no rebuild and without an API round trip on every page render.
 */
export const LAYOUT_TTL_MS = 3000;
const read = new Map<string, { at: number; document: Promise<LayoutDocument | null> }>();

const layoutPath = (page: string) => `${API_PREFIX.content}${ContentRoute.layout.replace(':page', page)}`;

async function fetchLayout(page: string, preview?: string): Promise<LayoutDocument | null> {
  try {
    const response = await apiFetch(layoutPath(page), {
      locale: 'en',
      schema: LayoutResponse,
      ...(preview ? { searchParams: { preview } } : {}),
    });
    return response.document as LayoutDocument;
  } catch {
    return null;
  }
}

/**
 * The layout document of `page` (GET /api/content/layouts/{page}), read at most every 3 s by this web
 * server; the shipped default when the API cannot be reached. With a `preview` token: the page's draft,
 * read every time and never kept (null when the token matches no draft).
 */
export const getLayout = cache(async (page: string, preview?: string): Promise<LayoutDocument | null> => {
  if (preview) return fetchLayout(page, preview);
  const now = Date.now();
  const kept = read.get(page);
  const document = kept && now - kept.at < LAYOUT_TTL_MS ? kept.document : fetchLayout(page);
  if (document !== kept?.document) read.set(page, { at: now, document });
  const value = await document;
  if (value === null) {
    read.delete(page);
    return defaultLayout(page);
  }
  return value;
});
