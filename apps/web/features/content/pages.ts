import { canonicalLocale, DEFAULT_LOCALE, localeLanguage, resolveLocaleAlias } from '@sportsbook/domain';

// Rules of the content pages (SPEC §2: /general-rules, /about, the help centre and custom pages added
// by configuration). Pure: the files are read by `store.ts`.

/** Pages with a route of their own (`/general-rules` …); any other configured slug is a custom page. */
export const BUILTIN_PAGES = ['general-rules', 'about', 'help-center'] as const;
export type BuiltinPage = (typeof BUILTIN_PAGES)[number];

/** Longest slug accepted (characters). */
export const MAX_SLUG_LENGTH = 64;

/**
 * Whether a page slug is safe to be a URL segment and a folder name: lower-case letters, digits and
 * single hyphens between them ("privacy-policy"), at most 64 characters. Refuses "..", "/", "%2e",
 * upper case and everything else that could name another file.
 */
export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}

/** Whether a slug is one of the pages with their own route. */
export function isBuiltinPage(slug: string): slug is BuiltinPage {
  return (BUILTIN_PAGES as readonly string[]).includes(slug);
}

/** The site path (without locale) of a content page: "/about" for built-in pages, "/pages/<slug>" otherwise. */
export function contentPagePath(slug: string): string {
  return isBuiltinPage(slug) ? `/${slug}` : `/pages/${slug}`;
}

/**
 * The Markdown file names to try for a locale, best first, each a file `<name>.md` in the page's
 * folder: the locale ("pt-BR"), its language ("pt"), then English. A page missing in a locale thus
 * shows in English instead of failing; a locale that is not a tag at all ("../x") goes straight to
 * English.
 */
export function contentLocaleChain(locale: string): string[] {
  const chain: string[] = [];
  if (/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(locale)) {
    const resolved = canonicalLocale(resolveLocaleAlias(locale));
    chain.push(resolved, localeLanguage(resolved));
  }
  chain.push(DEFAULT_LOCALE);
  return [...new Set(chain)];
}

/** A page's Markdown file split into its header fields and its body. */
export interface ParsedPage {
  /** `title:` of the front matter, or the text of the first `# heading` of the body, or "". */
  title: string;
  /** `description:` of the front matter, or "". */
  description: string;
  /** The Markdown after the front matter, without a leading `# heading` that served as the title. */
  body: string;
}

/**
 * Reads a page file: an optional front matter block (`---` lines around `key: value` lines; only
 * `title` and `description` are read, surrounding quotes dropped), then Markdown. Without a title in
 * the front matter, the first level-1 heading is the title and leaves the body.
 */
export function parsePageFile(text: string): ParsedPage {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const fields: Record<string, string> = {};
  let body = source;
  const front = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(source);
  if (front) {
    body = source.slice(front[0].length);
    for (const line of (front[1] ?? '').split('\n')) {
      const match = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
      if (match?.[1]) fields[match[1].toLowerCase()] = unquote((match[2] ?? '').trim());
    }
  }
  let title = fields.title ?? '';
  if (title === '') {
    const heading = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(body);
    if (heading?.[1]) {
      title = heading[1];
      body = body.slice(heading[0].length);
    }
  }
  return { title, description: fields.description ?? '', body: body.trim() };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

/** One page of the content configuration (`content/pages.json`). */
export interface ContentPageEntry {
  slug: string;
  /** Whether the site footer links it. */
  footer: boolean;
}

/**
 * The `pages` list of `content/pages.json` (`{"pages": [{"slug": "privacy", "footer": true}]}`):
 * entries with an invalid or repeated slug are dropped (and named in `rejected`), so one typo in the
 * file hides that page rather than the site.
 */
export function parsePagesConfig(json: unknown): { pages: ContentPageEntry[]; rejected: string[] } {
  const list = typeof json === 'object' && json !== null ? (json as { pages?: unknown }).pages : undefined;
  const pages: ContentPageEntry[] = [];
  const rejected: string[] = [];
  for (const raw of Array.isArray(list) ? list : []) {
    const entry = typeof raw === 'string' ? { slug: raw } : (raw as { slug?: unknown; footer?: unknown });
    const slug = typeof entry?.slug === 'string' ? entry.slug : '';
    if (!isValidSlug(slug) || pages.some((page) => page.slug === slug)) {
      rejected.push(String(slug || JSON.stringify(raw)));
      continue;
    }
    pages.push({ slug, footer: entry.footer === true });
  }
  return { pages, rejected };
}

/**
 * A page body cut before each `## ` heading (outside fenced code), so that each section shows as its
 * own card: the text before the first heading is the first part (maybe empty, then dropped).
 */
export function splitSections(body: string): string[] {
  const sections: string[][] = [[]];
  let fenced = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (!fenced && /^##\s/.test(line)) sections.push([]);
    sections[sections.length - 1]?.push(line);
  }
  return sections.map((lines) => lines.join('\n').trim()).filter((text) => text !== '');
}
