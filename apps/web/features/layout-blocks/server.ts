import 'server-only';
import {
  ContentRoute,
  defaultLayout,
  LAYOUT_SLOTS,
  type LayoutDocument,
  LayoutPageKey,
  LayoutResponse,
} from '@sportsbook/contract';
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

async function fetchResponse(page: string, preview?: string): Promise<LayoutResponse | null> {
  try {
    return await apiFetch(layoutPath(page), {
      locale: 'en',
      schema: LayoutResponse,
      ...(preview ? { searchParams: { preview } } : {}),
    });
  } catch {
    return null;
  }
}

async function fetchLayout(page: string, preview?: string): Promise<LayoutDocument | null> {
  const response = await fetchResponse(page, preview);
  return response ? (response.document as LayoutDocument) : null;
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

/** Custom pages whose answer this web server keeps (the oldest goes first): any slug can be asked for. */
const MAX_CUSTOM_KEPT = 100;
const customRead = new Map<string, { at: number; document: Promise<LayoutDocument | null> }>();

/** Whether `slug` may name a custom block page: a layout page key that is neither home nor a slot. */
export function isCustomLayoutSlug(slug: string): boolean {
  return (
    slug !== 'home' &&
    !(LAYOUT_SLOTS as readonly string[]).includes(slug) &&
    LayoutPageKey.safeParse(slug).success
  );
}

async function fetchStored(slug: string, preview?: string): Promise<LayoutDocument | null> {
  const response = await fetchResponse(slug, preview);
  return response && response.source !== 'default' ? (response.document as LayoutDocument) : null;
}

/**
 * The block document of a custom page (`/pages/<slug>`) an operator stored through the content API:
 * published, or its draft under a `preview` token; null when none is stored (the API's empty default)
 * or the API cannot be reached. Read at most every 3 s, like the home page.
 */
export const getCustomLayout = cache(
  async (slug: string, preview?: string): Promise<LayoutDocument | null> => {
    if (!isCustomLayoutSlug(slug)) return null;
    if (preview) return fetchStored(slug, preview);
    const now = Date.now();
    const kept = customRead.get(slug);
    if (kept && now - kept.at < LAYOUT_TTL_MS) return kept.document;
    const document = fetchStored(slug);
    customRead.delete(slug);
    customRead.set(slug, { at: now, document });
    if (customRead.size > MAX_CUSTOM_KEPT) customRead.delete(customRead.keys().next().value as string);
    return document;
  },
);
