import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARGIN,
  impliedProbability,
  jointOdds,
  jointProbability,
  type LegResult,
  MAX_ODDS,
  MIN_ODDS,
  oddsFromProbability,
  oddsFromThousandths,
  overround,
  poissonCdf,
  poissonPmf,
  priceOutcomes,
  soccerResultProbabilities,
  totalGoalsProbabilities,
} from '../src/index.ts';

describe('implied probability and overround', () => {
  it('inverts decimal odds', () => {
    expect(impliedProbability(oddsFromThousandths(2500))).toBe(0.4);
    expect(overround([oddsFromThousandths(2000), oddsFromThousandths(2000)])).toBe(1);
    expect(overround([oddsFromThousandths(1909), oddsFromThousandths(1909)])).toBeCloseTo(1.0477, 4);
  });

  it('turns a probability into clamped odds', () => {
    expect(oddsFromProbability(0.4)).toBe(2500);
    expect(oddsFromProbability(1 / 3)).toBe(3000);
    expect(oddsFromProbability(0.99999)).toBe(MIN_ODDS);
    expect(oddsFromProbability(0)).toBe(MAX_ODDS);
    expect(oddsFromProbability(1e-9)).toBe(MAX_ODDS);
  });
});

describe('priceOutcomes', () => {
  it('has a 6 % default margin', () => {
    expect(DEFAULT_MARGIN).toBe(0.06);
    expect(priceOutcomes([0.5, 0.5])).toEqual([1887, 1887]);
  });

  it('prices a fair book at the true odds and normalises weights', () => {
    expect(priceOutcomes([0.5, 0.5], 0)).toEqual([2000, 2000]);
    expect(priceOutcomes([1, 1, 2], 0)).toEqual([4000, 4000, 2000]);
  });

  it('clamps favourites and impossible outcomes', () => {
    expect(priceOutcomes([0.999, 0.001], 0.06)).toEqual([MIN_ODDS, 943_396]);
    expect(priceOutcomes([1, 0], 0.06)).toEqual([MIN_ODDS, MAX_ODDS]);
  });

  it('prices overlapping outcomes (double chance) against their fair sum, one margin per outcome', () => {
    // Home 0.45, draw 0.27, away 0.28: "home or draw" 0.72, "home or away" 0.73, "draw or away" 0.55.
    const odds = priceOutcomes([0.72, 0.73, 0.55], 0.06, 2);
    expect(odds).toEqual([1310, 1292, 1715]);
    expect(priceOutcomes([0.72, 0.73, 0.55], 0, 2)).toEqual([1389, 1370, 1818]);
    // Not the one-winner price (0.72 / 2 × 1.06 → 2.621), which the fair sum exists to avoid.
    expect(priceOutcomes([0.72, 0.73, 0.55], 0.06)[0]).toBe(2621);
    expect(Math.abs(overround(odds) - 2 * 1.06)).toBeLessThan(0.002);
  });

  it('refuses bad input', () => {
    expect(() => priceOutcomes([0.5, 0.5], 0.06, 0.5)).toThrow(RangeError);
    expect(() => priceOutcomes([0.5, 0.5], 0.06, 3)).toThrow(RangeError);
    expect(() => priceOutcomes([], 0.06)).toThrow(RangeError);
    expect(() => priceOutcomes([0, 0], 0.06)).toThrow(RangeError);
    expect(() => priceOutcomes([-0.1, 1.1], 0.06)).toThrow(RangeError);
    expect(() => priceOutcomes([Number.NaN, 1], 0.06)).toThrow(RangeError);
    expect(() => priceOutcomes([0.5, 0.5], -0.01)).toThrow(RangeError);
    expect(() => priceOutcomes([0.5, 0.5], 1)).toThrow(RangeError);
  });

  it('gives odds whose implied probabilities sum to 1 + margin within rounding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 50, max: 10_000 }), { minLength: 2, maxLength: 30 }),
        fc.double({ min: 0, max: 0.25, noNaN: true }),
        (weights, margin) => {
          const total = weights.reduce((a, b) => a + b, 0);
          // Outside this range the clamp to 1.001 .. 1001 applies, as documented.
          fc.pre(weights.every((w) => (w / total) * (1 + margin) < 1 / 1.0015));
          fc.pre(weights.every((w) => (w / total) * (1 + margin) > 1 / 1000));
          const odds = priceOutcomes(weights, margin);
          // Rounding odds by half a thousandth moves each implied probability by at most 0.5 / odds².
          const tolerance = odds.reduce((sum, o) => sum + 500 / (o - 0.5) ** 2, 0);
          expect(Math.abs(overround(odds) - (1 + margin))).toBeLessThanOrEqual(tolerance);
          for (const o of odds) expect(Number.isInteger(o)).toBe(true);
        },
      ),
    );
  });

  it('keeps the order of the probabilities in the order of the odds', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 10 }), (weights) => {
        const odds = priceOutcomes(weights);
        weights.forEach((w, i) => {
          weights.forEach((v, j) => {
            if (w > v) expect(odds[i]).toBeLessThanOrEqual(odds[j] as number);
          });
        });
      }),
    );
  });
});

describe('poisson', () => {
  it('computes the probability mass', () => {
    expect(poissonPmf(0, 0)).toBe(1);
    expect(poissonPmf(0, 2)).toBe(0);
    expect(poissonPmf(2, 0)).toBeCloseTo(Math.exp(-2), 12);
    expect(poissonPmf(1.5, 3)).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 3) / 6, 12);
    expect(poissonPmf(1.5, 500)).toBe(0);
    expect(() => poissonPmf(-1, 0)).toThrow(RangeError);
    expect(() => poissonPmf(1, 1.5)).toThrow(RangeError);
  });

  it('sums to one', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), (lambda) => {
        expect(poissonCdf(lambda, 60)).toBeCloseTo(1, 9);
      }),
    );
  });

  it('gives 1X2 and over/under probabilities', () => {
    const even = soccerResultProbabilities(1.4, 1.4);
    expect(even.home).toBeCloseTo(even.away, 12);
    expect(even.home + even.draw + even.away).toBeCloseTo(1, 12);
    const strongHome = soccerResultProbabilities(2.5, 0.8);
    expect(strongHome.home).toBeGreaterThan(0.6);
    const totals = totalGoalsProbabilities(2.5, 2.5);
    expect(totals.under).toBeCloseTo(poissonCdf(2.5, 2), 12);
    expect(totals.under + totals.over).toBe(1);
    expect(() => totalGoalsProbabilities(2.5, 2)).toThrow(RangeError);
  });
});

describe('jointProbability and jointOdds', () => {
  /** A small model: two dice-like independent parts, each outcome 0..5 with arbitrary weights. */
  const weights = fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 });
  const scenariosOf = (wx: number[], wy: number[]) => {
    const sx = wx.reduce((a, b) => a + b, 0);
    const sy = wy.reduce((a, b) => a + b, 0);
    return wx.flatMap((px, x) => wy.map((py, y) => ({ p: (px / sx) * (py / sy), value: { x, y } })));
  };
  const subset = fc.subarray([0, 1, 2, 3, 4, 5], { minLength: 1 });
  const on =
    (key: 'x' | 'y', set: number[]) =>
    (v: { x: number; y: number }): LegResult =>
      set.includes(v[key]) ? 'win' : 'lose';

  it('is at most the least marginal, and the product for legs on independent parts', () => {
    fc.assert(
      fc.property(weights, weights, subset, subset, subset, (wx, wy, a, b, c) => {
        const scenarios = scenariosOf(wx, wy);
        const legs = [on('x', a), on('y', b), on('x', c)];
        const together = jointProbability(scenarios, legs).win;
        for (const leg of legs)
          expect(together).toBeLessThanOrEqual(jointProbability(scenarios, [leg]).win + 1e-12);
        const pa = jointProbability(scenarios, [legs[0] as never]).win;
        const pb = jointProbability(scenarios, [legs[1] as never]).win;
        expect(jointProbability(scenarios, [legs[0] as never, legs[1] as never]).win).toBeCloseTo(
          pa * pb,
          12,
        );
      }),
    );
  });

  it('contradictions are not offered; one leg is priced like a market outcome (margin once)', () => {
    fc.assert(
      fc.property(weights, weights, subset, (wx, wy, a) => {
        const scenarios = scenariosOf(wx, wy);
        const rest = [0, 1, 2, 3, 4, 5].filter((x) => !a.includes(x));
        expect(jointOdds(jointProbability(scenarios, [on('x', a), on('x', rest)]))).toBeNull();
        const single = jointProbability(scenarios, [on('x', a)]);
        const odds = jointOdds(single, DEFAULT_MARGIN, { min: 1001, max: 1_001_000 });
        if (single.win * (1 + DEFAULT_MARGIN) < 0.99)
          expect(odds).toBe(oddsFromProbability(single.win * (1 + DEFAULT_MARGIN)));
      }),
    );
  });

  it('a void leg refunds: the price is taken over the results that are not refunded', () => {
    const scenarios = [
      { p: 0.5, value: 'home' },
      { p: 0.25, value: 'draw' },
      { p: 0.25, value: 'away' },
    ];
    const drawNoBet = (v: string): LegResult => (v === 'draw' ? 'void' : v === 'home' ? 'win' : 'lose');
    const j = jointProbability(scenarios, [drawNoBet]);
    expect(j).toEqual({ win: 0.5, refund: 0.25, total: 1 });
    expect(jointOdds(j, 0)).toBe(1500);
    expect(jointOdds(j, 0.06)).toBe(oddsFromProbability((0.5 / 0.75) * 1.06));
  });
});
