import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isRtlLocale, SUPPORTED_LOCALES } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { parsePageFile } from './pages.ts';
import { loadContentPage } from './store.ts';

// The shipped pages (content/pages/<slug>/<locale>.md) read against their English text: a translation
// keeps every section, question, list item, link and number, so none is a summary or out of date.

const shipped = path.join(import.meta.dirname, '..', '..', 'content');
const pagesDir = path.join(shipped, 'pages');
const slugs = readdirSync(pagesDir);

/** Persian and Arabic-Indic digits as ASCII; a decimal comma or Arabic separator as a point ("1,00" → "1.00"). */
function asciiNumbers(text: string): string[] {
  const ascii = text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return (ascii.match(/\d+(?:[.,\u066B]\d+)?/g) ?? []).map((n) => n.replace(/[,\u066B]/, '.')).sort();
}

/** What a translation must keep of its page: headings, list items, quotes, bold labels, links and numbers. */
function outline(file: string) {
  const { body } = parsePageFile(readFileSync(file, 'utf8'));
  const lines = body.split('\n');
  const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;
  const links = [...body.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]).sort();
  return {
    sections: count(/^## /),
    questions: count(/^### /),
    listItems: count(/^- /),
    quoteLines: count(/^>/),
    bold: (body.match(/\*\*/g) ?? []).length / 2,
    links,
    numbers: asciiNumbers(body.replace(/\]\([^)]*\)/g, ']')),
  };
}

describe('shipped content pages', () => {
  it('keep the outline, links and numbers of the English text in every translation', () => {
    for (const slug of slugs) {
      const english = outline(path.join(pagesDir, slug, 'en.md'));
      expect(english.sections, slug).toBeGreaterThan(0);
      for (const file of readdirSync(path.join(pagesDir, slug))) {
        expect(outline(path.join(pagesDir, slug, file)), `${slug}/${file}`).toEqual(english);
      }
    }
  });

  it('show every page in every shipped locale, not the English fallback', async () => {
    for (const slug of slugs) {
      for (const locale of SUPPORTED_LOCALES) {
        const page = await loadContentPage(slug, locale, shipped);
        expect(page?.locale, `${slug} ${locale}`).toBe(locale);
        expect(page?.title, `${slug} ${locale}`).not.toBe('');
        expect(page?.description, `${slug} ${locale}`).not.toBe('');
      }
    }
  });

  it('hold no Latin text in right-to-left pages outside link targets, e-mail addresses and isolated terms', () => {
    for (const slug of slugs) {
      for (const file of readdirSync(path.join(pagesDir, slug))) {
        if (!isRtlLocale(file.replace(/\.md$/, ''))) continue;
        const { title, description, body } = parsePageFile(
          readFileSync(path.join(pagesDir, slug, file), 'utf8'),
        );
        // A Latin term ("3-D Secure") sits between U+2066 and U+2069 so it reads left to right in the line.
        const text = [title, description, body]
          .join('\n')
          .replace(/\]\([^)]*\)/g, ']')
          .replace(/\u2066[^\u2069]*\u2069/g, '')
          .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '');
        expect(text.match(/[A-Za-z]+/g), `${slug}/${file}`).toBeNull();
      }
    }
  });
});
