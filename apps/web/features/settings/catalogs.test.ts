import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../i18n/messages.ts';

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

const SOURCES = [
  'settings/account-page.tsx',
  'settings/profile-card.tsx',
  'settings/settings-card.tsx',
  'auth/sign-up-identity.tsx',
  'auth/sign-up-modal.tsx',
];

/** Every `t('…')` key written literally in the account, settings and sign-up sources, and the templated ones. */
function keysUsed(): string[] {
  const keys = new Set<string>([
    ...['none', 'higher', 'any'].map((mode) => `account.settings.oddsChange.${mode}`),
    'auth.error.underage',
    'account.field.date_of_birth',
  ]);
  for (const file of SOURCES) {
    const text = readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
    for (const match of text.matchAll(/\bt\('([\w.]+)'/g)) if (match[1]) keys.add(match[1]);
  }
  return [...keys];
}

describe('sign-up and settings messages', () => {
  it('are in every shipped locale with the placeholders of the English text', () => {
    const en = getMessages('en');
    const keys = keysUsed();
    expect(keys.length).toBeGreaterThan(20);
    for (const locale of SUPPORTED_LOCALES) {
      const messages = getMessages(locale);
      for (const key of keys) {
        const english = en[key];
        expect(english, key).toBeTypeOf('string');
        const text = messages[key];
        expect(text, `${locale} ${key}`).toBeTypeOf('string');
        expect(placeholders(text ?? ''), `${locale} ${key}`).toEqual(placeholders(english ?? ''));
        if (locale !== 'en' && key.startsWith('account.settings.'))
          expect(text, `${locale} ${key}`).not.toBe(english);
      }
    }
  });
});
