import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import en from '../../messages/cashier/en.json';
import { translatedCatalogues } from '../i18n/catalogue-files.ts';
import { getMessages } from '../i18n/messages.ts';
import { ENTRY_KINDS, LEDGER_KINDS } from './types.ts';

const CATALOGS = translatedCatalogues('cashier');
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** Every `t('cashier.…')` key written literally in the feature's sources. */
function keysUsedInSources(): string[] {
  const dir = import.meta.dirname;
  const keys = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(/t\('(cashier\.[\w.]+)'/g)) if (match[1]) keys.add(match[1]);
  }
  return [...keys];
}

describe('cashier catalogs', () => {
  it('exist for every supported locale and are what the page gets', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(SUPPORTED_LOCALES.filter((l) => l !== 'en').sort());
    expect(getMessages('ar')['cashier.deposit.button']).toBe(CATALOGS.ar?.['cashier.deposit.button']);
  });

  it('hold every key the sources use, the templated ones included', () => {
    const templated = [
      ...[
        'empty',
        'invalid_format',
        'negative',
        'too_many_decimals',
        'too_large',
        'zero',
        'below_min',
        'above_max',
      ].map((code) => `cashier.amount.error.${code}`),
      ...['success', 'pending', 'failed'].flatMap((k) => [
        `cashier.notification.${k}.title`,
        `cashier.notification.${k}.message`,
      ]),
      ...['success', 'error', 'pending'].flatMap((k) => [
        `cashier.quick.${k}.title`,
        `cashier.quick.${k}.message`,
        `cashier.return.${k}.title`,
        `cashier.return.${k}.message`,
      ]),
      ...['all', ...LEDGER_KINDS].map((kind) => `cashier.history.kind.${kind}`),
      ...ENTRY_KINDS.map((kind) => `cashier.history.entry.${kind}`),
      // failure_code values of a declined payment (contract Payment.failure_code).
      ...['card_declined', 'card_expired', 'card_not_supported', 'card_number_invalid', 'provider_error'].map(
        (code) => `cashier.failure.${code}`,
      ),
      ...['deposit_limit_exceeded', 'self_excluded', 'cooling_off'].flatMap((code) => [
        `cashier.failure.${code}`,
        `cashier.error.${code}`,
      ]),
    ];
    for (const key of [...keysUsedInSources(), ...templated]) expect(en, key).toHaveProperty([key]);
  });

  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    it(`${locale}: every English message is translated with the same placeholders`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en as Record<string, string>)) {
        expect(catalog[key], `${locale} ${key}`).not.toBe('');
        expect(placeholders(catalog[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
      }
    });
  }
});
