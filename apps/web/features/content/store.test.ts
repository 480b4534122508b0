import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILTIN_PAGES } from './pages.ts';
import { footerPages, loadContentPage } from './store.ts';

// A temporary content folder stands in for an operator's; the shipped one is checked at the end.
const dir = mkdtempSync(path.join(tmpdir(), 'content-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

write('pages.json', JSON.stringify({ pages: [{ slug: 'privacy', footer: true }, { slug: 'cookies' }] }));
write('pages/privacy/en.md', '---\ntitle: Privacy notice\n---\nEnglish text.');
write('pages/privacy/de.md', '---\ntitle: Datenschutz\n---\nDeutscher Text.');
write('pages/unlisted/en.md', '# Unlisted\nNot in pages.json.');
write('pages/about/en.md', '# About us\nWho we are.');
write('secret.md', '# Secret');

describe('content store', () => {
  it('serves a configured page in the locale asked for', async () => {
    expect(await loadContentPage('privacy', 'de', dir)).toMatchObject({ locale: 'de', title: 'Datenschutz' });
  });

  it('falls back to English when the locale has no file (a locale added before its text)', async () => {
    expect(await loadContentPage('privacy', 'ja', dir)).toMatchObject({
      locale: 'en',
      title: 'Privacy notice',
    });
    expect(await loadContentPage('about', 'ar', dir)).toMatchObject({ locale: 'en', title: 'About us' });
  });

  it('has no page for unknown, unlisted, file-less or unsafe slugs', async () => {
    expect(await loadContentPage('nothing-here', 'en', dir)).toBeNull();
    expect(await loadContentPage('unlisted', 'en', dir)).toBeNull();
    expect(await loadContentPage('cookies', 'en', dir)).toBeNull();
    expect(await loadContentPage('../secret', 'en', dir)).toBeNull();
    expect(await loadContentPage('privacy', '../../secret', dir)).toMatchObject({ locale: 'en' });
  });

  it('lists the pages the footer links', async () => {
    expect(await footerPages(dir)).toEqual(['privacy']);
    expect(await footerPages(path.join(dir, 'missing'))).toEqual([]);
  });

  it('ships every built-in page in every supported locale (shipped-pages.test.ts reads them)', () => {
    const shipped = path.join(import.meta.dirname, '..', '..', 'content');
    const expected = SUPPORTED_LOCALES.map((locale) => `${locale}.md`).sort();
    for (const slug of BUILTIN_PAGES) {
      expect(readdirSync(path.join(shipped, 'pages', slug)).sort(), slug).toEqual(expected);
    }
  });
});
