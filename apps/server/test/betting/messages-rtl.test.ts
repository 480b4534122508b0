import { describe, expect, it } from 'vitest';
import { BET_MESSAGE_KEYS, betMessage } from '../../src/modules/betting/messages.ts';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('bet error texts in Hebrew, Persian and Urdu', () => {
  it.each(['he', 'fa', 'ur'])('%s: every key is translated with the English placeholders', (locale) => {
    const problems: string[] = [];
    for (const key of BET_MESSAGE_KEYS) {
      const english = betMessage(key, 'en');
      const text = betMessage(key, locale);
      if (text === english || /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, '')))
        problems.push(`untranslated ${key}`);
      if (placeholders(text).join() !== placeholders(english).join()) problems.push(`placeholders of ${key}`);
    }
    expect(problems).toEqual([]);
  });

  it('fills amounts into the translated text', () => {
    expect(betMessage('error.place_bets.bet_limit_exceeded', 'he', { amount: '10.00 EUR' })).toBe(
      'סכום ההימור גבוה ממגבלת ההימור שלך, 10.00 EUR להימור.',
    );
  });
});
