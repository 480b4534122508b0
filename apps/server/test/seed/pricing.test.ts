import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fairSumOf,
  MARGIN,
  type MatchState,
  type ModelKind,
  modelFromRatings,
  PREMATCH_STATE,
  type PricedMarket,
  priceMatch,
  priceQuotes,
  quoteMatch,
  quoteOutrightWinner,
} from '../../src/modules/feed/pricing/index.ts';
import { expectedOverround, overround, roundingTolerance } from './helpers.ts';

const KINDS: ModelKind[] = [
  'soccer',
  'ice-hockey',
  'basketball',
  'handball',
  'cricket',
  'tennis',
  'volleyball',
  'table-tennis',
  'esports',
];
const ctx = { home: 'Home', away: 'Away' };
const find = (markets: PricedMarket[], id: number, specifier = '') =>
  markets.find((m) => m.marketId === id && m.specifier === specifier);
const odds = (m: PricedMarket | undefined, outcome: string) =>
  m?.outcomes.find((o) => o.id === outcome)?.odds ?? Number.NaN;

describe('pricing', () => {
  it('every market of every sport sums to (1 + margin) × its fair sum up to rounding, for any ratings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.integer({ min: 1200, max: 2100 }),
        fc.integer({ min: 1200, max: 2100 }),
        (kind, home, away) => {
          const markets = priceMatch(
            modelFromRatings(kind, home, away, { depth: 'full' }),
            PREMATCH_STATE,
            ctx,
          );
          expect(markets.length).toBeGreaterThan(0);
          for (const m of markets) {
            const list = m.outcomes.map((o) => o.odds);
            expect(Math.abs(overround(list) - expectedOverround(m.marketId))).toBeLessThanOrEqual(
              roundingTolerance(list),
            );
            expect(Math.min(...list)).toBeGreaterThanOrEqual(1010);
          }
        },
      ),
      { numRuns: 60, seed: 42 },
    );
  });

  it("every market's fair probabilities sum to its fair sum: 1, or 2 for double chance (overlapping outcomes)", () => {
    const states: MatchState[] = [
      PREMATCH_STATE,
      { minute: 30, score: { home: 1, away: 0 } },
      { minute: 70, score: { home: 1, away: 2 }, periodScores: [{ home: 1, away: 1 }] },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.integer({ min: 1200, max: 2100 }),
        fc.integer({ min: 1200, max: 2100 }),
        fc.constantFrom(...states),
        (kind, home, away, state) => {
          for (const q of quoteMatch(modelFromRatings(kind, home, away, { depth: 'full' }), state, ctx)) {
            const sum = q.outcomes.reduce((t, o) => t + o.probability, 0);
            const fair = fairSumOf(q.marketId);
            if (q.marketId === 11) {
              // Draw no bet refunds a draw: its two outcomes sum to 1 − P(draw), priced on the decided results.
              expect(sum).toBeLessThan(1);
              continue;
            }
            // Score grids are truncated at 12 goals a side (ice hockey's highest means lose up to ~1 %),
            // and correct score drops a negligible "any other score".
            expect(Math.abs(sum - fair), `${kind} ${q.marketId}|${q.specifier}`).toBeLessThan(0.02);
          }
        },
      ),
      { numRuns: 80, seed: 7 },
    );
  });

  it('prices double chance as the union of its 1X2 outcomes with the one margin (home or draw ≈ 1.38 at equal ratings)', () => {
    const implied = (m: PricedMarket | undefined, id: string) => 1000 / odds(m, id);
    for (const [kind, home, away] of [
      ['soccer', 1500, 1500],
      ['soccer', 1800, 1450],
      ['soccer', 1400, 1750],
      // Handball draws are rare: "home or away" prices under 1.01 unless the sides are close, and then
      // the market is not offered (as any market whose favourite would).
      ['handball', 1500, 1500],
      ['ice-hockey', 1600, 1500],
    ] as const) {
      const markets = priceMatch(modelFromRatings(kind, home, away, { depth: 'full' }), PREMATCH_STATE, ctx);
      const pairs: [number, number][] =
        kind === 'soccer'
          ? [
              [1, 10],
              [60, 63],
            ]
          : [[1, 10]];
      for (const [resultId, dcId] of pairs) {
        const result = find(markets, resultId);
        const dc = find(markets, dcId);
        expect(dc, `${kind} ${dcId}`).toBeDefined();
        for (const [id, a, b] of [
          ['home_draw', 'home', 'draw'],
          ['home_away', 'home', 'away'],
          ['draw_away', 'draw', 'away'],
        ] as const) {
          // The union's implied probability is the sum of its two results' (both carry one margin),
          // up to the rounding of three odds to thousandths.
          const tolerance = roundingTolerance([odds(dc, id), odds(result, a), odds(result, b)]);
          expect(Math.abs(implied(dc, id) - implied(result, a) - implied(result, b))).toBeLessThanOrEqual(
            tolerance,
          );
          expect(odds(dc, id)).toBeLessThan(Math.min(odds(result, a), odds(result, b)));
        }
      }
    }
    // At equal ratings (home advantage included) home or draw is about 1.38, not 2.76.
    const even = find(priceMatch(modelFromRatings('soccer', 1500, 1500), PREMATCH_STATE, ctx), 10);
    expect(odds(even, 'home_draw')).toBeGreaterThan(1300);
    expect(odds(even, 'home_draw')).toBeLessThan(1450);
  });

  it('gives the stronger side shorter odds in every sport', () => {
    for (const kind of KINDS) {
      const markets = priceMatch(modelFromRatings(kind, 1800, 1550, { depth: 'full' }), PREMATCH_STATE, ctx);
      const main = markets.find((m) => m.groups.includes('main') && m.specifier === '');
      expect(odds(main, 'home'), kind).toBeLessThan(odds(main, 'away'));
      const flipped = priceMatch(modelFromRatings(kind, 1550, 1800, { depth: 'full' }), PREMATCH_STATE, ctx);
      const flippedMain = flipped.find((m) => m.marketId === main?.marketId && m.specifier === '');
      expect(odds(flippedMain, 'home'), kind).toBeGreaterThan(odds(flippedMain, 'away'));
    }
  });

  it('prices over 0.5 goals shorter than over 5.5 and keeps totals monotone', () => {
    const markets = priceMatch(
      modelFromRatings('soccer', 1650, 1600, { depth: 'full' }),
      PREMATCH_STATE,
      ctx,
    );
    const lines = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5].map((l) => odds(find(markets, 18, `total=${l}`), 'over'));
    const present = lines.filter((o) => !Number.isNaN(o));
    expect(present.length).toBeGreaterThanOrEqual(4);
    expect(present).toEqual([...present].sort((a, b) => a - b));
    expect(odds(find(markets, 18, 'total=2.5'), 'over')).toBeLessThan(
      odds(find(markets, 18, 'total=4.5'), 'over'),
    );
  });

  it('offers a full soccer menu of ≥ 20 markets and marks one most-balanced line per lined market', () => {
    const markets = priceMatch(
      modelFromRatings('soccer', 1750, 1700, { depth: 'full' }),
      PREMATCH_STATE,
      ctx,
    );
    expect(markets.length).toBeGreaterThanOrEqual(20);
    const ids = new Set(markets.map((m) => m.marketId));
    for (const id of [1, 10, 11, 14, 16, 18, 29, 45, 60, 68]) expect(ids.has(id), String(id)).toBe(true);
    for (const id of new Set(markets.filter((m) => m.specifier).map((m) => m.marketId))) {
      expect(markets.filter((m) => m.marketId === id && m.mostBalanced)).toHaveLength(1);
    }
  });

  it('re-prices in play: a level score late shortens the draw; decided and near-certain markets are not offered', () => {
    const model = modelFromRatings('soccer', 1600, 1600, { depth: 'full' });
    const pre = priceMatch(model, PREMATCH_STATE, ctx);
    const live = priceMatch(
      model,
      { minute: 60, score: { home: 1, away: 1 }, periodScores: [{ home: 1, away: 0 }] },
      ctx,
    );
    expect(odds(find(live, 1), 'draw')).toBeLessThan(odds(find(pre, 1), 'draw'));
    expect(find(live, 18, 'total=0.5')).toBeUndefined();
    expect(find(live, 18, 'total=1.5')).toBeUndefined();
    expect(odds(find(live, 18, 'total=2.5'), 'over')).toBeLessThan(odds(find(pre, 18, 'total=2.5'), 'over'));
    const decided = priceMatch(
      model,
      { minute: 88, score: { home: 3, away: 0 }, periodScores: [{ home: 2, away: 0 }] },
      ctx,
    );
    expect(find(decided, 1)).toBeUndefined();
    expect(live.some((m) => m.marketId === 60)).toBe(false);
    expect(live.length).toBeGreaterThan(0);
  });

  it('prices an outright winner market over a field with one margin', () => {
    const field = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      name: `Team ${i}`,
      rating: 1900 - i * 30,
    }));
    const [market] = priceQuotes([quoteOutrightWinner({ family: 'outright', temperature: 90 }, field)]);
    const list = market?.outcomes.map((o) => o.odds) ?? [];
    expect(list).toHaveLength(20);
    expect(Math.abs(overround(list) - (1 + MARGIN))).toBeLessThanOrEqual(roundingTolerance(list));
    expect(list).toEqual([...list].sort((a, b) => a - b));
  });
});
