import { describe, expect, it } from 'vitest';
import {
  acceptLanguageLocale,
  canonicalLocale,
  DEFAULT_LOCALE_CONFIG,
  errorAppLocale,
  isRtlLocale,
  type LocaleConfig,
  localeDirection,
  localizedPath,
  matchLocale,
  pushChannelLocale,
  resolveLocaleAlias,
  SUPPORTED_LOCALES,
  splitLocaleFromPath,
  switchLocaleInUrl,
} from '../src/index.ts';

const hidden: LocaleConfig = { locales: ['en', 'de', 'pt-BR'], localeInUrl: false };
const shown: LocaleConfig = { locales: ['en', 'de', 'pt-BR'], localeInUrl: true };

describe('locale names', () => {
  it('spells tags canonically and resolves aliases', () => {
    expect(canonicalLocale('pt_br')).toBe('pt-BR');
    expect(canonicalLocale('ZH-hans-cn')).toBe('zh-Hans-CN');
    expect(resolveLocaleAlias('no')).toBe('nb');
    expect(resolveLocaleAlias('tl')).toBe('fil');
    expect(resolveLocaleAlias('br')).toBe('pt-BR');
    expect(resolveLocaleAlias('vn')).toBe('vi');
    expect(resolveLocaleAlias('sr')).toBe('sr-ME');
    expect(resolveLocaleAlias('de')).toBe('de');
  });

  it('knows right-to-left locales', () => {
    for (const locale of ['ar', 'he', 'fa', 'ur', 'ar-EG']) expect(isRtlLocale(locale)).toBe(true);
    for (const locale of ['en', 'de', 'tr', 'arn']) expect(isRtlLocale(locale)).toBe(false);
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('en')).toBe('ltr');
  });

  it('ships Hebrew, Persian and Urdu, right to left, with the legacy Hebrew code iw', () => {
    for (const locale of ['he', 'fa', 'ur']) {
      expect(SUPPORTED_LOCALES).toContain(locale);
      expect(localeDirection(locale)).toBe('rtl');
    }
    expect(acceptLanguageLocale('iw-IL,iw;q=0.9,en;q=0.5')).toBe('he');
    expect(acceptLanguageLocale('fa-IR,fa;q=0.9')).toBe('fa');
    expect(acceptLanguageLocale('ur-PK')).toBe('ur');
  });

  it('matches a requested locale to a supported one', () => {
    expect(matchLocale('de-CH', ['en', 'de'])).toBe('de');
    expect(matchLocale('pt', ['en', 'pt-BR'])).toBe('pt-BR');
    expect(matchLocale('br', ['en', 'pt-BR'])).toBe('pt-BR');
    expect(matchLocale('PT-br', ['en', 'pt-BR'])).toBe('pt-BR');
    expect(matchLocale('fr', ['en', 'de'])).toBeUndefined();
  });

  it('picks the error page locale with fallbacks', () => {
    expect(errorAppLocale('de')).toBe('de');
    expect(errorAppLocale('es')).toBe('es-MX');
    expect(errorAppLocale('es-AR')).toBe('es-MX');
    expect(errorAppLocale('pt-BR')).toBe('pt');
    expect(errorAppLocale('br')).toBe('pt');
    expect(errorAppLocale('zh-TW')).toBe('zh-CN');
    expect(errorAppLocale('no')).toBe('en');
    expect(errorAppLocale('ar')).toBe('en');
  });

  it('maps pt-BR to pt for push channels only', () => {
    expect(pushChannelLocale('pt-BR')).toBe('pt');
    expect(pushChannelLocale('br')).toBe('pt');
    expect(pushChannelLocale('de')).toBe('de');
  });

  it('has the product defaults', () => {
    expect(SUPPORTED_LOCALES[0]).toBe('en');
    expect(SUPPORTED_LOCALES).toEqual(
      expect.arrayContaining([
        'de',
        'es',
        'pt-BR',
        'ru',
        'tr',
        'ar',
        'he',
        'fa',
        'ur',
        'fr',
        'it',
        'pl',
        'ja',
      ]),
    );
    expect(DEFAULT_LOCALE_CONFIG).toEqual({ locales: SUPPORTED_LOCALES, localeInUrl: false });
  });
});

describe('acceptLanguageLocale', () => {
  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['nl-NL,nl;q=0.9,en;q=0.5,de;q=0.7', 'de'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'fr'],
    ['it-CH', 'it'],
    ['pl-PL,pl;q=0.9', 'pl'],
    ['ja-JP,ja;q=0.9,en-US;q=0.8', 'ja'],
    ['en;q=0.1,tr', 'tr'],
    ['br', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['nl, *;q=0.1', 'en'],
    ['de;q=0, ru', 'ru'],
    ['nl', 'en'],
    ['', 'en'],
    ['garbage;;;,', 'en'],
  ])('reads %j as %s', (header, expected) => {
    expect(acceptLanguageLocale(header, SUPPORTED_LOCALES)).toBe(expected);
  });

  it('takes a fallback and handles a missing header', () => {
    expect(acceptLanguageLocale(undefined)).toBe('en');
    expect(acceptLanguageLocale('fr', ['de', 'en'], 'en')).toBe('en');
  });
});

describe('localizedPath', () => {
  it('leaves out the default locale when the locale is not in the URL', () => {
    expect(localizedPath('/soccer', 'en', hidden)).toBe('/soccer');
    expect(localizedPath('/', 'en', hidden)).toBe('/');
    expect(localizedPath('/soccer', 'de', hidden)).toBe('/de/soccer');
    expect(localizedPath('/', 'de', hidden)).toBe('/de');
  });

  it('always prefixes when the locale is in the URL', () => {
    expect(localizedPath('/soccer', 'en', shown)).toBe('/en/soccer');
    expect(localizedPath('/', 'en', shown)).toBe('/en');
  });

  it('keeps query and hash', () => {
    expect(localizedPath('/soccer?page=2#betBuilder', 'de', hidden)).toBe('/de/soccer?page=2#betBuilder');
    expect(localizedPath('/?betcode=AB12', 'de', hidden)).toBe('/de?betcode=AB12');
    expect(localizedPath('/#sign-in', 'de', hidden)).toBe('/de#sign-in');
  });

  it('never prefixes external links and bare anchors', () => {
    for (const link of [
      'https://example.com/x',
      'http://example.com',
      'sms:+123',
      'mailto:a@b.c',
      '#betBuilder',
    ]) {
      expect(localizedPath(link, 'de', shown)).toBe(link);
    }
  });

  it('replaces an existing prefix instead of doubling it', () => {
    expect(localizedPath('/de/soccer', 'pt-BR', hidden)).toBe('/pt-BR/soccer');
    expect(localizedPath('/de/soccer', 'en', hidden)).toBe('/soccer');
    expect(localizedPath('soccer', 'de', hidden)).toBe('/de/soccer');
  });
});

describe('splitLocaleFromPath', () => {
  it('finds a configured locale segment', () => {
    expect(splitLocaleFromPath('/de/soccer/germany', hidden)).toEqual({
      locale: 'de',
      rest: '/soccer/germany',
      hadPrefix: true,
    });
    expect(splitLocaleFromPath('/pt-br?x=1', hidden)).toEqual({
      locale: 'pt-BR',
      rest: '/?x=1',
      hadPrefix: true,
    });
    expect(splitLocaleFromPath('/br/live', hidden)).toEqual({
      locale: 'pt-BR',
      rest: '/live',
      hadPrefix: true,
    });
  });

  it('falls back to the default locale', () => {
    expect(splitLocaleFromPath('/soccer', hidden)).toEqual({
      locale: 'en',
      rest: '/soccer',
      hadPrefix: false,
    });
    expect(splitLocaleFromPath('/fr/soccer', hidden)).toEqual({
      locale: 'en',
      rest: '/fr/soccer',
      hadPrefix: false,
    });
    expect(splitLocaleFromPath('/', hidden)).toEqual({ locale: 'en', rest: '/', hadPrefix: false });
    expect(splitLocaleFromPath('/denmark', hidden)).toEqual({
      locale: 'en',
      rest: '/denmark',
      hadPrefix: false,
    });
  });
});

describe('switchLocaleInUrl', () => {
  it('swaps the locale segment keeping query and hash', () => {
    expect(switchLocaleInUrl('/de/soccer?page=2#betBuilder', 'pt-BR', hidden)).toBe(
      '/pt-BR/soccer?page=2#betBuilder',
    );
    expect(switchLocaleInUrl('/de/soccer?page=2', 'en', hidden)).toBe('/soccer?page=2');
    expect(switchLocaleInUrl('/soccer?page=2', 'de', hidden)).toBe('/de/soccer?page=2');
    expect(switchLocaleInUrl('/de', 'en', shown)).toBe('/en');
    expect(switchLocaleInUrl('?x=1', 'de', hidden)).toBe('/de?x=1');
  });

  it('keeps the origin of an absolute URL', () => {
    expect(switchLocaleInUrl('https://bet.example/de/live?x=1', 'en', hidden)).toBe(
      'https://bet.example/live?x=1',
    );
    expect(switchLocaleInUrl('https://bet.example', 'de', hidden)).toBe('https://bet.example/de');
  });
});
