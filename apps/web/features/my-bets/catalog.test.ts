import { describe, expect, it } from 'vitest';
import en from '../../messages/bets/en.json';
import { translatedCatalogues } from '../i18n/catalogue-files.ts';

const OTHERS = translatedCatalogues('bets');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('My Bets catalogues', () => {
  it('every cash-out string is translated in every locale, with the same placeholders', () => {
    const keys = Object.keys(en).filter((k) => k.startsWith('bets.cashout.') || k === 'bets.stakeOpen');
    expect(keys.length).toBeGreaterThan(20);
    for (const [locale, catalogue] of Object.entries(OTHERS)) {
      for (const key of keys) {
        const text = catalogue[key];
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${locale} ${key}`).toEqual(
          placeholders((en as Record<string, string>)[key] ?? ''),
        );
      }
    }
  });
});
