import { describe, expect, it } from 'vitest';
import en from '../../messages/bets/en.json';
import { createTranslator } from '../i18n/translator.ts';
import { betTypeLabel, formatBetMoney } from './format.ts';

const t = createTranslator(en);
const eur = { stake: { value: 0, currency: 'EUR' as const, subunits: 2 } };
const btc = { stake: { value: 0, currency: 'BTC' as const, subunits: 8 } };
const legs = (n: number) => Array.from({ length: n }, () => ({}) as never);

describe('bet formatting', () => {
  it('formats money exactly from subunits with the currency digits', () => {
    expect(formatBetMoney(123_456, eur, 'en')).toBe('1,234.56 EUR');
    expect(formatBetMoney(5, btc, 'en')).toBe('0.00000005 BTC');
    expect(formatBetMoney(123_456, eur, 'de')).toBe('1.234,56 EUR');
  });

  it('keeps an amount left to right inside right-to-left text', () => {
    expect(formatBetMoney(250, eur, 'ar')).toMatch(/^\u2066.*EUR\u2069$/);
  });

  it('names combos by size and systems by k/n', () => {
    expect(betTypeLabel({ type: 'single', selections: legs(1), system: null }, t)).toBe('Single');
    expect(betTypeLabel({ type: 'combo', selections: legs(2), system: null }, t)).toBe('Double');
    expect(betTypeLabel({ type: 'combo', selections: legs(3), system: null }, t)).toBe('Treble');
    expect(betTypeLabel({ type: 'combo', selections: legs(5), system: null }, t)).toBe('Accumulator');
    expect(
      betTypeLabel(
        { type: 'system', selections: legs(3), system: { id: '2/3', win_count: 2, total_count: 3 } },
        t,
      ),
    ).toBe('System 2/3');
    expect(betTypeLabel({ type: 'custom_bet', selections: legs(2), system: null }, t)).toBe('Bet builder');
  });
});
