import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FRACTIONAL_LADDER,
  formatOdds,
  ladderPriceFor,
  MAX_ODDS,
  MIN_ODDS,
  type Odds,
  OddsType,
  oddsFromFractional,
  oddsFromThousandths,
} from '../src/index.ts';

const odds = (thousandths: number): Odds => oddsFromThousandths(thousandths);
const british = (thousandths: number) => formatOdds(odds(thousandths), OddsType.british);

describe('fractional odds on the bookmakers ladder', () => {
  it('shows conventional prices instead of raw reduced fractions', () => {
    expect(british(11_107)).toBe('10/1'); // 283/28 as a reduced fraction
    expect(british(1364)).toBe('4/11');
    expect(british(2375)).toBe('11/8');
    expect(british(4333)).toBe('100/30');
    expect(british(3500)).toBe('5/2');
    expect(british(2500)).toBe('6/4');
    expect(british(1615)).toBe('8/13');
    expect(british(1667)).toBe('4/6');
    expect(british(1730)).toBe('8/11'); // not 73/100
    expect(british(2360)).toBe('11/8'); // between 5/4 (2.25) and 11/8 (2.375), nearer 11/8
    expect(british(2300)).toBe('5/4');
  });

  it('takes the shorter price when odds sit exactly between two prices', () => {
    // 2/1 is 3.0 and 9/4 is 3.25: 3.125 is halfway.
    expect(british(3125)).toBe('2/1');
    expect(british(3126)).toBe('9/4');
  });

  it('reads every ladder price typed in back as the same price', () => {
    for (const { numerator, denominator, odds: ladderOdds } of FRACTIONAL_LADDER) {
      const text = `${numerator}/${denominator}`;
      expect(oddsFromFractional(text), text).toBe(ladderOdds);
      expect(formatOdds(oddsFromFractional(text), OddsType.british)).toBe(text);
    }
  });

  it('has one price per thousandth, shortest first, from 1/1000 to 1000/1', () => {
    const all = FRACTIONAL_LADDER.map((price) => price.odds);
    expect(all[0]).toBe(MIN_ODDS);
    expect(all.at(-1)).toBe(MAX_ODDS);
    for (let i = 1; i < all.length; i++) expect(all[i]).toBeGreaterThan(all[i - 1] as number);
  });

  it('always shows the nearest ladder price, and showing it again changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_ODDS, max: MAX_ODDS }), (n) => {
        const shown = ladderPriceFor(odds(n));
        expect(FRACTIONAL_LADDER).toContain(shown);
        const distance = Math.abs(shown.odds - n);
        for (const other of FRACTIONAL_LADDER)
          expect(Math.abs(other.odds - n)).toBeGreaterThanOrEqual(distance);
        const text = formatOdds(odds(n), OddsType.british);
        expect(text).toBe(`${shown.numerator}/${shown.denominator}`);
        expect(formatOdds(oddsFromFractional(text), OddsType.british)).toBe(text);
      }),
    );
  });
});
