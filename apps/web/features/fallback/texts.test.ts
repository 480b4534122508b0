import { ERROR_APP_LOCALES, SUPPORTED_LOCALES } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { fallbackDescription } from './fallback-page.tsx';
import { countryName, FALLBACK_LOCALES, FALLBACK_TEXTS, fallbackLocale } from './texts.ts';

describe('fallback texts', () => {
  it('cover every error-app locale and around 30 in all, each with every text', () => {
    for (const locale of ERROR_APP_LOCALES) expect(FALLBACK_LOCALES).toContain(locale);
    expect(FALLBACK_LOCALES.length).toBeGreaterThanOrEqual(30);
    const keys = Object.keys(FALLBACK_TEXTS.en ?? {}).sort();
    for (const [locale, texts] of Object.entries(FALLBACK_TEXTS)) {
      expect(Object.keys(texts).sort(), locale).toEqual(keys);
      expect(texts.blocked, locale).toContain('{countryName}');
    }
  });

  it('have their own texts for every shipped locale', () => {
    for (const locale of SUPPORTED_LOCALES) expect(fallbackLocale(locale)).toBe(locale);
  });

  it('resolves aliases, regions and unknown locales', () => {
    expect(fallbackLocale('no')).toBe('nb');
    expect(fallbackLocale('tl')).toBe('fil');
    expect(fallbackLocale('br')).toBe('pt-BR');
    expect(fallbackLocale('vn')).toBe('vi');
    expect(fallbackLocale('de-AT')).toBe('de');
    expect(fallbackLocale('zh')).toBe('zh-CN');
    expect(fallbackLocale('pt-PT')).toBe('pt');
    expect(fallbackLocale('xx')).toBe('en');
  });

  it('names the blocking country in the page language', () => {
    expect(countryName('fr', 'de')).toBe('Frankreich');
    expect(countryName('nope', 'en')).toBeUndefined();
    expect(fallbackDescription('blocked', 'en', 'DE')).toBe(
      "Sorry, we're not available in Germany right now.",
    );
    expect(fallbackDescription('blocked', 'en')).toBe(
      "Sorry, we're not available in your country right now.",
    );
    expect(fallbackDescription('notFound', 'es')).toBe('Vaya, lo sentimos. No encontramos esa página.');
  });
});
