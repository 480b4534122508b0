import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Currency,
  convertMoney,
  formatMoney,
  formatMoneyLocale,
  MoneyInputError,
  moneyFromInput,
  moneyToDecimalString,
  presetStakesIn,
  type Subunits,
  subunitsFrom,
} from '../src/index.ts';

const EUR: Currency = { code: 'EUR', subunits: 2, fiat: true };
const JPY: Currency = { code: 'JPY', subunits: 0, fiat: true };
const BTC: Currency = { code: 'BTC', subunits: 8, fiat: false };
const money = subunitsFrom;

describe('formatMoney', () => {
  it.each([
    [100_000, EUR, '1,000.00'],
    [0, EUR, '0.00'],
    [5, EUR, '0.05'],
    [-123_456, EUR, '-1,234.56'],
    [-5, EUR, '-0.05'],
    [1000, JPY, '1,000'],
    [1_234_567, JPY, '1,234,567'],
    [1, BTC, '0.00000001'],
    [123_456_789, BTC, '1.23456789'],
    [Number.MAX_SAFE_INTEGER, EUR, '90,071,992,547,409.91'],
  ] as const)('formats %i %s as %s', (amount, currency, expected) => {
    expect(formatMoney(money(amount), currency)).toBe(expected);
  });

  it('takes other separators', () => {
    expect(formatMoney(money(100_000), EUR, { groupSeparator: '.', decimalSeparator: ',' })).toBe('1.000,00');
    expect(moneyToDecimalString(money(100_000), EUR)).toBe('1000.00');
  });

  it('rejects a currency with invalid subunit digits', () => {
    expect(() => formatMoney(money(1), { code: 'X', subunits: 1.5 })).toThrow(RangeError);
  });
});

describe('formatMoneyLocale', () => {
  it('uses the locale separators and stays exact', () => {
    expect(formatMoneyLocale(money(123_456), EUR, 'de')).toBe('1.234,56');
    expect(formatMoneyLocale(money(123_456), EUR, 'en')).toBe('1,234.56');
    expect(formatMoneyLocale(money(-5), EUR, 'en')).toBe('-0.05');
    expect(formatMoneyLocale(money(1000), JPY, 'ja')).toBe('1,000');
    expect(formatMoneyLocale(money(Number.MAX_SAFE_INTEGER), EUR, 'en')).toBe('90,071,992,547,409.91');
    expect(formatMoneyLocale(money(1), BTC, 'en')).toBe('0.00000001');
  });
});

describe('moneyFromInput', () => {
  it.each([
    ['12.34', EUR, 1234],
    ['12', EUR, 1200],
    ['12.3', EUR, 1230],
    ['.5', EUR, 50],
    ['12.', EUR, 1200],
    [' 7,5 ', EUR, 750],
    ['+3', EUR, 300],
    ['0', EUR, 0],
    ['15', JPY, 15],
    ['0.00000001', BTC, 1],
    ['1000.00', EUR, 100_000],
    ['۱۲٫۵', EUR, 1250],
    ['۲۵', EUR, 2500],
    ['٢٥,٥٠', EUR, 2550],
  ] as const)('reads %j in %s as %i subunits', (text, currency, expected) => {
    expect(moneyFromInput(text, currency)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', EUR, MoneyInputError.empty],
    ['   ', EUR, MoneyInputError.empty],
    ['-1', EUR, MoneyInputError.negative],
    ['abc', EUR, MoneyInputError.invalidFormat],
    ['1,000.00', EUR, MoneyInputError.invalidFormat],
    ['1e3', EUR, MoneyInputError.invalidFormat],
    ['.', EUR, MoneyInputError.invalidFormat],
    ['1 000', EUR, MoneyInputError.invalidFormat],
    ['1.234', EUR, MoneyInputError.tooManyDecimals],
    ['1.5', JPY, MoneyInputError.tooManyDecimals],
    ['99999999999999999', EUR, MoneyInputError.tooLarge],
  ] as const)('rejects %j in %s with %s', (text, currency, code) => {
    expect(moneyFromInput(text, currency)).toEqual({ ok: false, code });
  });

  it('reads back what formatMoney wrote, for any amount and subunit digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 8 }),
        (n, digits) => {
          const currency = { code: 'X', subunits: digits };
          const text = formatMoney(money(n), currency).replaceAll(',', '');
          expect(moneyFromInput(text, currency)).toEqual({ ok: true, value: n });
        },
      ),
    );
  });
});

describe('convertMoney', () => {
  const EUR = { code: 'EUR', subunits: 2, rate: '1' };
  const USD = { code: 'USD', subunits: 2, rate: '1.08' };
  const BTC = { code: 'BTC', subunits: 8, rate: '0.000016' };
  it('converts through the rates against the default currency, rounding down', () => {
    expect(convertMoney(1000 as Subunits, EUR, USD)).toBe(1080);
    expect(convertMoney(1080 as Subunits, USD, EUR)).toBe(1000);
    expect(convertMoney(1 as Subunits, USD, EUR)).toBe(0);
    expect(convertMoney(10_000 as Subunits, EUR, BTC)).toBe(160_000);
    expect(convertMoney(160_000 as Subunits, BTC, USD)).toBe(10_800);
    expect(convertMoney(123 as Subunits, EUR, EUR)).toBe(123);
  });
  it('never gives more value back than it took (round trip)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (n) => {
        const there = convertMoney(n as Subunits, EUR, USD);
        expect(convertMoney(there, USD, EUR)).toBeLessThanOrEqual(n);
      }),
    );
  });
  it('refuses a malformed or zero rate', () => {
    expect(() => convertMoney(1 as Subunits, { ...EUR, rate: '1e3' }, USD)).toThrow(RangeError);
    expect(() => convertMoney(1 as Subunits, { ...EUR, rate: '0' }, USD)).toThrow(RangeError);
  });
});

describe('presetStakesIn', () => {
  const EUR = { code: 'EUR', subunits: 2, rate: '1' };
  const USD = { code: 'USD', subunits: 2, rate: '1.08' };
  const BTC = { code: 'BTC', subunits: 8, rate: '0.000016' };
  const presets = [100, 500, 1000, 2500] as Subunits[];
  it('keeps the default currency presets, and gives other currencies round converted ones', () => {
    expect(presetStakesIn(presets, EUR, EUR)).toEqual(presets);
    expect(presetStakesIn(presets, EUR, USD)).toEqual([100, 540, 1000, 2700]);
    expect(presetStakesIn(presets, EUR, BTC)).toEqual([1600, 8000, 16_000, 40_000]);
  });
  it('never offers a preset worth more than the original', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 6 }), (list) => {
        const usd = presetStakesIn(list as Subunits[], EUR, USD);
        for (const p of usd) expect(p).toBeGreaterThan(0);
        expect(new Set(usd).size).toBe(usd.length);
        expect(usd.every((p) => list.some((n) => p <= convertMoney(n as Subunits, EUR, USD)))).toBe(true);
      }),
    );
  });
});
