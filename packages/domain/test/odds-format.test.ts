import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOdds,
  fractionFromOdds,
  isOddsType,
  MAX_ODDS,
  MIN_ODDS,
  ODDS_TYPES,
  type Odds,
  OddsType,
  oddsFromAmerican,
  oddsFromDecimalString,
  oddsFromFractional,
  oddsFromHongKong,
  oddsFromIndonesian,
  oddsFromMalaysian,
  oddsFromThousandths,
  parseOdds,
} from '../src/index.ts';

const odds = (thousandths: number): Odds => oddsFromThousandths(thousandths);

describe('formatOdds', () => {
  // [thousandths, european, hongkong, american, indonesian, malaysian, british]
  const table: [number, string, string, string, string, string, string][] = [
    [2000, '2.00', '1.00', '+100', '+1.00', '1.00', '1/1'],
    [2500, '2.50', '1.50', '+150', '+1.50', '-0.67', '6/4'],
    [1500, '1.50', '0.50', '-200', '-2.00', '0.50', '1/2'],
    [1005, '1.01', '0.01', '-20000', '-200.00', '0.01', '1/200'],
    [1333, '1.33', '0.33', '-300', '-3.00', '0.33', '1/3'],
    [1667, '1.67', '0.67', '-150', '-1.50', '0.67', '4/6'],
    [1010, '1.01', '0.01', '-10000', '-100.00', '0.01', '1/100'],
    [1909, '1.91', '0.91', '-110', '-1.10', '0.91', '10/11'],
    [1727, '1.73', '0.73', '-138', '-1.38', '0.73', '8/11'],
    [1730, '1.73', '0.73', '-137', '-1.37', '0.73', '8/11'],
    [2005, '2.01', '1.01', '+101', '+1.01', '-1.00', '1/1'],
    [1999, '2.00', '1.00', '-100', '-1.00', '1.00', '1/1'],
    [3000, '3.00', '2.00', '+200', '+2.00', '-0.50', '2/1'],
    [101_000, '101.00', '100.00', '+10000', '+100.00', '-0.01', '100/1'],
    [1001, '1.00', '0.00', '-100000', '-1000.00', '0.00', '1/1000'],
    [1_001_000, '1001.00', '1000.00', '+100000', '+1000.00', '-0.00', '1000/1'],
  ];

  it.each(table)('formats %i as %s / %s / %s / %s / %s / %s', (n, eu, hk, us, indo, my, uk) => {
    expect(formatOdds(odds(n), OddsType.european)).toBe(eu);
    expect(formatOdds(odds(n), OddsType.hongkong)).toBe(hk);
    expect(formatOdds(odds(n), OddsType.american)).toBe(us);
    expect(formatOdds(odds(n), OddsType.indonesian)).toBe(indo);
    expect(formatOdds(odds(n), OddsType.malaysian)).toBe(my);
    expect(formatOdds(odds(n), OddsType.british)).toBe(uk);
  });

  it('shows european odds with 3 decimals on request', () => {
    expect(formatOdds(odds(1005), OddsType.european, { decimals: 3 })).toBe('1.005');
    expect(formatOdds(odds(2000), OddsType.european, { decimals: 3 })).toBe('2.000');
  });

  it('rounds european odds half up on the thousandths', () => {
    expect(formatOdds(odds(1004), OddsType.european)).toBe('1.00');
    expect(formatOdds(odds(1005), OddsType.european)).toBe('1.01');
    expect(formatOdds(odds(1015), OddsType.european)).toBe('1.02');
    expect(formatOdds(odds(1994), OddsType.european)).toBe('1.99');
    expect(formatOdds(odds(1995), OddsType.european)).toBe('2.00');
  });

  it('returns reduced fractions', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_ODDS, max: MAX_ODDS }), (n) => {
        const { numerator, denominator } = fractionFromOdds(odds(n));
        const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
        expect(gcd(numerator, denominator)).toBe(1);
      }),
    );
  });
});

describe('odds parsers', () => {
  it('reads decimal text, rounding half up to thousandths', () => {
    expect(oddsFromDecimalString('2.5')).toBe(2500);
    expect(oddsFromDecimalString(' 2.50 ')).toBe(2500);
    expect(oddsFromDecimalString('1,333')).toBe(1333);
    expect(oddsFromDecimalString('1.0049')).toBe(1005);
    expect(oddsFromDecimalString('1.0005')).toBe(1001);
    expect(oddsFromDecimalString('101')).toBe(101_000);
    for (const bad of ['1', '1.0004', '', 'abc', '-2', '1e3', '2.5.1', '1001.001']) {
      expect(() => oddsFromDecimalString(bad), bad).toThrow(RangeError);
    }
  });

  it('reads fractional odds', () => {
    expect(oddsFromFractional('5/2')).toBe(3500);
    expect(oddsFromFractional('1/3')).toBe(1333);
    expect(oddsFromFractional('2/3')).toBe(1667);
    expect(oddsFromFractional('10/11')).toBe(1909);
    expect(oddsFromFractional('100/1')).toBe(101_000);
    expect(oddsFromFractional('Evens')).toBe(2000);
    expect(oddsFromFractional(' 6 / 4 ')).toBe(2500);
    for (const bad of ['0/1', '1/0', '5/', '5', '1/3000', '-1/2', '1.5/2']) {
      expect(() => oddsFromFractional(bad), bad).toThrow(RangeError);
    }
  });

  it('reads american odds, +100 and -100 both being evens', () => {
    expect(oddsFromAmerican(150)).toBe(2500);
    expect(oddsFromAmerican('+150')).toBe(2500);
    expect(oddsFromAmerican(-200)).toBe(1500);
    expect(oddsFromAmerican('+100')).toBe(2000);
    expect(oddsFromAmerican(-100)).toBe(2000);
    expect(oddsFromAmerican(-110)).toBe(1909);
    expect(oddsFromAmerican(-300)).toBe(1333);
    for (const bad of [99, -99.5, 0, '', 'x', Number.NaN]) {
      expect(() => oddsFromAmerican(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('reads hong kong, indonesian and malaysian odds', () => {
    expect(oddsFromHongKong('1.50')).toBe(2500);
    expect(oddsFromHongKong(0.333)).toBe(1333);
    expect(() => oddsFromHongKong(0)).toThrow(RangeError);
    expect(() => oddsFromHongKong('-1')).toThrow(RangeError);

    expect(oddsFromIndonesian('+1.00')).toBe(2000);
    expect(oddsFromIndonesian('-1.00')).toBe(2000);
    expect(oddsFromIndonesian('-2.00')).toBe(1500);
    expect(oddsFromIndonesian(1.5)).toBe(2500);
    expect(() => oddsFromIndonesian('0.5')).toThrow(RangeError);

    expect(oddsFromMalaysian('1.00')).toBe(2000);
    expect(oddsFromMalaysian('-1.00')).toBe(2000);
    expect(oddsFromMalaysian('0.50')).toBe(1500);
    expect(oddsFromMalaysian('-0.50')).toBe(3000);
    expect(oddsFromMalaysian('-0.67')).toBe(2493);
    expect(() => oddsFromMalaysian('1.5')).toThrow(RangeError);
    expect(() => oddsFromMalaysian('0')).toThrow(RangeError);
  });

  it('knows the odds types', () => {
    expect(ODDS_TYPES).toEqual(['european', 'british', 'hongkong', 'american', 'indonesian', 'malaysian']);
    expect(isOddsType('american')).toBe(true);
    expect(isOddsType('decimal')).toBe(false);
  });
});

describe('round trips', () => {
  const anyOdds = fc.integer({ min: MIN_ODDS, max: MAX_ODDS }).map(odds);
  // Where a format's figure is not rounded to zero (1.001 is "0.00" in hong kong odds).
  const range: Record<OddsType, fc.Arbitrary<Odds>> = {
    european: fc.integer({ min: 1005, max: MAX_ODDS }).map(odds),
    british: anyOdds,
    hongkong: fc.integer({ min: 1005, max: MAX_ODDS }).map(odds),
    american: anyOdds,
    indonesian: anyOdds,
    malaysian: fc.integer({ min: 1005, max: 201_000 }).map(odds),
  };

  it('gives back exactly the same odds for the exact fraction and 3-decimal european', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const { numerator, denominator } = fractionFromOdds(o);
        expect(oddsFromFractional(`${numerator}/${denominator}`)).toBe(o);
        expect(oddsFromDecimalString(formatOdds(o, OddsType.european, { decimals: 3 }))).toBe(o);
      }),
    );
  });

  it.each(ODDS_TYPES)('is stable for %s: parsing the shown figure again changes nothing', (type) => {
    fc.assert(
      fc.property(range[type], (o) => {
        const once = parseOdds(formatOdds(o, type), type);
        expect(parseOdds(formatOdds(once, type), type)).toBe(once);
      }),
    );
  });

  it('stays within the rounding of linear formats (half a hundredth of decimal odds)', () => {
    fc.assert(
      fc.property(range.european, (o) => {
        const linear: OddsType[] = [OddsType.european, OddsType.hongkong];
        if (o >= 2000) linear.push(OddsType.american, OddsType.indonesian);
        if (o <= 2000) linear.push(OddsType.malaysian);
        for (const type of linear) {
          expect(Math.abs(parseOdds(formatOdds(o, type), type) - o)).toBeLessThanOrEqual(5);
        }
      }),
    );
  });

  it('stays within half a unit of the shown negative figures', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_ODDS, max: 1999 }).map(odds), (o) => {
        const shown = Number(formatOdds(o, OddsType.american));
        const back = parseOdds(formatOdds(o, OddsType.american), OddsType.american);
        const exact = -100_000 / (back - 1000);
        // 0.5 for the figure's rounding plus what rounding to thousandths moves it.
        expect(Math.abs(exact - shown)).toBeLessThanOrEqual(0.5 + (shown * shown) / 200_000);
      }),
    );
  });
});
