import { describe, expect, it } from 'vitest';
import { formatBalanceAmount, formatSignedAmount, referenceOf } from './transaction-format.ts';

describe('transaction amounts', () => {
  it('formats signed subunits exactly, without floats', () => {
    expect(formatSignedAmount(2500, 'EUR', 'en')).toBe('+25.00 EUR');
    expect(formatSignedAmount(-5, 'EUR', 'en')).toBe('\u22120.05 EUR');
    expect(formatSignedAmount(123_456_789, 'BTC', 'en')).toBe('+1.23456789 BTC');
    expect(formatSignedAmount(9_007_199_254_740_991, 'EUR', 'en')).toBe('+90,071,992,547,409.91 EUR');
    expect(formatBalanceAmount(100_000, 'EUR', 'de')).toBe('1.000,00 EUR');
  });

  it('isolates the amount in right-to-left locales', () => {
    expect(formatSignedAmount(2500, 'EUR', 'ar')).toMatch(/^\u2066\+.* EUR\u2069$/);
  });

  it('reads payment and bet references', () => {
    expect(referenceOf('pay_abc12345')).toEqual({ type: 'payment', id: 'pay_abc12345' });
    expect(referenceOf('bet:42')).toEqual({ type: 'bet', id: '42' });
    expect(referenceOf(null)).toBeNull();
    expect(referenceOf('other')).toBeNull();
  });
});
