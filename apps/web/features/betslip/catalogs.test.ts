import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import en from '../../messages/betslip/en.json';
import { translatedCatalogues } from '../i18n/catalogue-files.ts';
import { getMessages } from '../i18n/messages.ts';

const CATALOGS = translatedCatalogues('betslip');
/** The slip's count is in the shell's catalogue: the panel and tab bar show it before the slip's own texts load. */
const SHELL = translatedCatalogues('shell');
const PLURAL = /\.(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('bet slip catalogs', () => {
  it('exist for every supported locale and are what the page gets', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(SUPPORTED_LOCALES.filter((l) => l !== 'en').sort());
    expect(getMessages('de')['sb.ticket.place']).toBe(CATALOGS.de?.['sb.ticket.place']);
    expect(getMessages('ar')['sb.ticket.place']).toBe(CATALOGS.ar?.['sb.ticket.place']);
  });

  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    it(`${locale}: every English message is translated with the same placeholders`, () => {
      for (const [key, text] of Object.entries(en as Record<string, string>)) {
        if (PLURAL.test(key)) continue;
        expect(catalog[key], `${locale} ${key}`).toBeTypeOf('string');
        expect(catalog[key], `${locale} ${key}`).not.toBe('');
        expect(placeholders(catalog[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
      }
      for (const key of Object.keys(catalog)) {
        const base = key.replace(PLURAL, '.other');
        expect(base in (en as Record<string, string>), `${locale} has unknown key ${key}`).toBe(true);
      }
    });

    it(`${locale}: counted messages have every plural form of the language`, () => {
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const counted = [
        ['sb.ticket.selections', SHELL[locale] ?? {}],
        ['sb.ticket.bonus.points', catalog],
      ] as const;
      for (const [base, messages] of counted) {
        for (const form of forms)
          expect(messages[`${base}.${form}`], `${locale} ${base}.${form}`).toBeTruthy();
      }
    });
  }
});
