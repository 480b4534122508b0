import { describe, expect, it } from 'vitest';
import {
  contentLocaleChain,
  contentPagePath,
  isValidSlug,
  MAX_SLUG_LENGTH,
  parsePageFile,
  parsePagesConfig,
  splitSections,
} from './pages.ts';

describe('content page slugs', () => {
  it('accept lower-case words joined by single hyphens', () => {
    for (const slug of ['privacy', 'privacy-policy', 'faq-2026', 'a', 'x'.repeat(MAX_SLUG_LENGTH)]) {
      expect(isValidSlug(slug), slug).toBe(true);
    }
  });

  it('refuse anything that could name another file or is not a clean URL segment', () => {
    for (const slug of [
      '',
      '..',
      '../secrets',
      'a/b',
      'a\\b',
      '%2e%2e',
      'Privacy',
      'privacy.md',
      '-privacy',
      'privacy-',
      'pri--vacy',
      'pri vacy',
      'x'.repeat(MAX_SLUG_LENGTH + 1),
    ]) {
      expect(isValidSlug(slug), slug).toBe(false);
    }
  });

  it('give built-in pages their own path and custom pages one under /pages', () => {
    expect(contentPagePath('general-rules')).toBe('/general-rules');
    expect(contentPagePath('help-center')).toBe('/help-center');
    expect(contentPagePath('privacy')).toBe('/pages/privacy');
  });
});

describe('content locale fallback', () => {
  it('tries the locale, then its language, then English', () => {
    expect(contentLocaleChain('de')).toEqual(['de', 'en']);
    expect(contentLocaleChain('pt-BR')).toEqual(['pt-BR', 'pt', 'en']);
    expect(contentLocaleChain('en')).toEqual(['en']);
    expect(contentLocaleChain('br')).toEqual(['pt-BR', 'pt', 'en']);
    expect(contentLocaleChain('he')).toEqual(['he', 'en']);
  });

  it('goes straight to English for a locale that is not a language tag', () => {
    expect(contentLocaleChain('../../etc/passwd')).toEqual(['en']);
    expect(contentLocaleChain('')).toEqual(['en']);
  });
});

describe('page files', () => {
  it('read title and description from the front matter', () => {
    const page = parsePageFile(
      '---\ntitle: "General rules"\ndescription: How bets work\n---\n\n## Bets\n\nText.\n',
    );
    expect(page).toEqual({ title: 'General rules', description: 'How bets work', body: '## Bets\n\nText.' });
  });

  it('take the first heading as the title when there is no front matter', () => {
    expect(parsePageFile('\uFEFF# Privacy\r\n\r\nWe keep little.\r\n')).toEqual({
      title: 'Privacy',
      description: '',
      body: 'We keep little.',
    });
  });
});

describe('pages configuration', () => {
  it('keeps valid pages in order and names the bad or repeated ones', () => {
    const config = {
      pages: [{ slug: 'privacy', footer: true }, 'cookies', { slug: '../x' }, { slug: 'cookies' }, 3],
    };
    expect(parsePagesConfig(config)).toEqual({
      pages: [
        { slug: 'privacy', footer: true },
        { slug: 'cookies', footer: false },
      ],
      rejected: ['../x', 'cookies', '3'],
    });
  });

  it('is empty for a file without a page list', () => {
    expect(parsePagesConfig(null).pages).toEqual([]);
    expect(parsePagesConfig({ pages: 'privacy' }).pages).toEqual([]);
  });
});

describe('page sections', () => {
  it('start at each level-2 heading, the intro first, headings inside code fences ignored', () => {
    const body = 'Intro.\n\n## Bets\n\nText.\n\n### Sub\n\n## Code\n\n```\n## not a heading\n```';
    expect(splitSections(body)).toEqual([
      'Intro.',
      '## Bets\n\nText.\n\n### Sub',
      '## Code\n\n```\n## not a heading\n```',
    ]);
    expect(splitSections('## Only\ntext')).toEqual(['## Only\ntext']);
  });
});
