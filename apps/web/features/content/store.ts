import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ContentPageEntry,
  contentLocaleChain,
  isBuiltinPage,
  isValidSlug,
  type ParsedPage,
  parsePageFile,
  parsePagesConfig,
} from './pages.ts';

/**
 * Where the pages live: `CONTENT_DIR`, else `content/` of the web app (the server's working
 * directory). Files are read on each request, so an operator's new or edited page shows at once.
 */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');
}

/** A page ready to render: its text in `locale` (the locale of the file found, maybe the fallback). */
export interface ContentPage extends ParsedPage {
  slug: string;
  locale: string;
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The configured pages (`pages.json`); none when the file is missing. Bad entries are logged and skipped. */
export async function readPagesConfig(dir = contentDir()): Promise<ContentPageEntry[]> {
  const text = await readText(path.join(dir, 'pages.json'));
  if (text === null) return [];
  const { pages, rejected } = parsePagesConfig(JSON.parse(text));
  if (rejected.length > 0)
    console.warn(`content/pages.json: invalid or repeated page slugs skipped: ${rejected}`);
  return pages;
}

/**
 * A page's Markdown in the best file for `locale` (locale, its language, then English), or null when
 * the slug is invalid, not configured (built-in pages always are) or has no file at all.
 */
export async function loadContentPage(
  slug: string,
  locale: string,
  dir = contentDir(),
): Promise<ContentPage | null> {
  if (!isValidSlug(slug)) return null;
  if (!isBuiltinPage(slug) && !(await readPagesConfig(dir)).some((page) => page.slug === slug)) return null;
  for (const candidate of contentLocaleChain(locale)) {
    const text = await readText(path.join(dir, 'pages', slug, `${candidate}.md`));
    if (text !== null) return { slug, locale: candidate, ...parsePageFile(text) };
  }
  return null;
}

/** Slugs of the configured pages the footer links, in configuration order. */
export async function footerPages(dir = contentDir()): Promise<string[]> {
  return (await readPagesConfig(dir)).filter((page) => page.footer).map((page) => page.slug);
}
