import { moneyFromInput } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { amountErrorOf, amountText } from './use-amount.ts';

const EUR = { code: 'EUR', subunits: 2 };
const range = { min: 500, max: 1_000_000 };
const check = (text: string) => amountErrorOf(moneyFromInput(text, EUR), range);

describe('deposit amount', () => {
  it('accepts amounts inside the currency range, in subunits', () => {
    expect(check('5')).toBeNull();
    expect(check('10000.00')).toBeNull();
    expect(check('12,50')).toBeNull();
  });

  it('refuses empty, malformed, zero and out-of-range amounts with the bound', () => {
    expect(check('')).toEqual({ code: 'empty' });
    expect(check('1.234')).toEqual({ code: 'too_many_decimals' });
    expect(check('0')).toEqual({ code: 'zero' });
    expect(check('4.99')).toEqual({ code: 'below_min', bound: 500 });
    expect(check('10000.01')).toEqual({ code: 'above_max', bound: 1_000_000 });
  });

  it('writes an amount into the field as a plain decimal', () => {
    expect(amountText(123_456 as never, EUR)).toBe('1234.56');
    expect(amountText(5 as never, { code: 'BTC', subunits: 8 })).toBe('0.00000005');
  });
});
