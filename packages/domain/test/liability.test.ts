import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertMoney,
  type ExposureTotals,
  type LiabilityBet,
  type LiabilityCaps,
  LiabilityScope,
  liabilityRefusals,
  liabilityRoom,
  type OutcomeKey,
  type RatedCurrency,
  type Subunits,
  sumConverted,
} from '../src/index.ts';

const EUR: RatedCurrency = { code: 'EUR', subunits: 2, rate: '1' };
const USD: RatedCurrency = { code: 'USD', subunits: 2, rate: '1.08' };
const BTC: RatedCurrency = { code: 'BTC', subunits: 8, rate: '0.000016' };
const RATED: Record<string, RatedCurrency> = { EUR, USD, BTC };
const currencyOf = (code: string) => RATED[code] as RatedCurrency;

const caps: LiabilityCaps = {
  currency: EUR,
  outcome: 10_000_000 as Subunits,
  market: 15_000_000 as Subunits,
};
const home: OutcomeKey = { eventId: 1, marketId: 1, specifier: '', outcomeId: '1' };
const draw: OutcomeKey = { ...home, outcomeId: '2' };
const away: OutcomeKey = { ...home, outcomeId: '3' };
const other: OutcomeKey = { eventId: 2, marketId: 1, specifier: '', outcomeId: '1' };

const bet = (payout: number, selections: OutcomeKey[], currency = 'EUR'): LiabilityBet => ({
  currency,
  payout: payout as Subunits,
  selections,
});

describe('convertMoney rounding', () => {
  it('rounds down by default and up on request, exact amounts unchanged', () => {
    expect(convertMoney(1 as Subunits, USD, EUR)).toBe(0);
    expect(convertMoney(1 as Subunits, USD, EUR, 'up')).toBe(1);
    expect(convertMoney(1080 as Subunits, USD, EUR, 'up')).toBe(1000);
  });

  it('sumConverted adds per currency before converting', () => {
    const cents = Array.from({ length: 100 }, () => ({ currency: USD, amount: 1 as Subunits }));
    // 100 × 0.01 USD is 0.92 EUR (rounded down), not 100 × 0.
    expect(sumConverted(cents, EUR)).toBe(92);
    expect(sumConverted(cents, EUR, 'up')).toBe(93);
    expect(sumConverted([...cents, { currency: EUR, amount: 7 as Subunits }], EUR, 'up')).toBe(100);
  });
});

describe('liabilityRefusals', () => {
  it('13 maximum-payout singles on one outcome: the first fits, the other 12 are refused', () => {
    const next = Array.from({ length: 13 }, () => bet(9_999_994, [home]));
    const refused = liabilityRefusals([], next, caps, currencyOf);
    expect(refused.map((r) => r.betIndex)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(refused[0]).toEqual({
      betIndex: 1,
      selectionIndex: 0,
      scope: LiabilityScope.outcome,
      left: 6,
      leftInBetCurrency: 6,
    });
  });

  it('counts open bets; a bet that reaches the cap exactly fits', () => {
    const open = [bet(6_000_000, [home])];
    expect(liabilityRefusals(open, [bet(4_000_000, [home])], caps, currencyOf)).toEqual([]);
    expect(liabilityRefusals(open, [bet(4_000_001, [home])], caps, currencyOf)).toMatchObject([
      { betIndex: 0, left: 4_000_000 },
    ]);
    // Another outcome of another match is not affected.
    expect(liabilityRefusals(open, [bet(9_000_000, [other])], caps, currencyOf)).toEqual([]);
  });

  it('a combo counts its full payout against each leg', () => {
    const open = [bet(8_000_000, [home, other])];
    const refused = liabilityRefusals(open, [bet(3_000_000, [{ ...other }])], caps, currencyOf);
    expect(refused).toMatchObject([{ betIndex: 0, selectionIndex: 0, scope: 'outcome', left: 2_000_000 }]);
    const combo = liabilityRefusals(
      [bet(8_000_000, [other])],
      [bet(3_000_000, [home, other])],
      caps,
      currencyOf,
    );
    expect(combo).toMatchObject([{ betIndex: 0, selectionIndex: 1, scope: 'outcome' }]);
  });

  it('the market cap sums the outcomes of one market, each bet once', () => {
    const open = [bet(7_000_000, [home]), bet(7_000_000, [draw])];
    const refused = liabilityRefusals(open, [bet(2_000_000, [away])], caps, currencyOf);
    expect(refused).toMatchObject([{ scope: LiabilityScope.market, left: 1_000_000 }]);
    expect(liabilityRefusals(open, [bet(1_000_000, [away])], caps, currencyOf)).toEqual([]);
  });

  it('converts other currencies at the platform rates, rounding against the player', () => {
    // 100,000.00 EUR = 108,000.00 USD.
    const open = [bet(5_400_000, [home], 'USD')]; // 50,000.00 EUR
    expect(liabilityRefusals(open, [bet(5_000_000, [home])], caps, currencyOf)).toEqual([]);
    const refused = liabilityRefusals(open, [bet(5_400_001, [home], 'USD')], caps, currencyOf);
    expect(refused).toMatchObject([{ left: 5_000_000, leftInBetCurrency: 5_400_000 }]);
    const btc = liabilityRefusals(open, [bet(80_000_001, [home], 'BTC')], caps, currencyOf);
    expect(btc).toMatchObject([{ left: 5_000_000, leftInBetCurrency: 80_000_000 }]);
  });

  it('property: whatever the order and currencies, accepted bets never take an outcome or market over its cap', () => {
    const outcomes = [home, draw, away, other];
    const arbBet = fc.record({
      payout: fc.integer({ min: 1, max: 6_000_000 }),
      currency: fc.constantFrom('EUR', 'USD', 'BTC'),
      legs: fc.subarray([0, 1, 2, 3], { minLength: 1, maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(arbBet, { maxLength: 30 }), (specs) => {
        const next = specs.map((s) =>
          bet(
            s.currency === 'BTC' ? s.payout * 16 : s.payout,
            s.legs.map((i) => outcomes[i] as OutcomeKey),
            s.currency,
          ),
        );
        const refused = new Set(liabilityRefusals([], next, caps, currencyOf).map((r) => r.betIndex));
        const accepted = next.filter((_, i) => !refused.has(i));
        const totalOn = (match: (k: OutcomeKey) => boolean) =>
          sumConverted(
            accepted
              .filter((b) => b.selections.some(match))
              .map((b) => ({ currency: currencyOf(b.currency), amount: b.payout })),
            EUR,
            'up',
          );
        for (const o of outcomes) {
          expect(totalOn((k) => k.outcomeId === o.outcomeId && k.eventId === o.eventId)).toBeLessThanOrEqual(
            caps.outcome,
          );
          expect(totalOn((k) => k.eventId === o.eventId && k.marketId === o.marketId)).toBeLessThanOrEqual(
            caps.market,
          );
        }
      }),
    );
  });

  it("liabilityRoom: the least room on the bet's outcomes and markets, in the bet's currency", () => {
    const open = [bet(6_000_000, [home]), bet(2_000_000, [other]), bet(8_000_000, [draw])];
    expect(liabilityRoom([], [home], caps, currencyOf, 'EUR')).toBe(10_000_000);
    expect(liabilityRoom(open, [home], caps, currencyOf, 'EUR')).toBe(1_000_000); // market: 15M - 14M
    expect(liabilityRoom(open, [other], caps, currencyOf, 'USD')).toBe(8_640_000);
    expect(liabilityRoom(open, [home, other], caps, currencyOf, 'EUR')).toBe(1_000_000);
    const room = liabilityRoom(open, [away], caps, currencyOf, 'EUR');
    expect(liabilityRefusals(open, [bet(room, [away])], caps, currencyOf)).toEqual([]);
    expect(liabilityRefusals(open, [bet(room + 1, [away])], caps, currencyOf)).toHaveLength(1);
  });
});

describe('open exposure as totals (what the database sums)', () => {
  /** The totals a GROUP BY returns for these bets: per outcome, and per market with each bet once. */
  const totalsOf = (open: LiabilityBet[]): ExposureTotals => {
    const outcomes = new Map<string, { key: OutcomeKey; currency: string; payout: number }>();
    const markets = new Map<
      string,
      { key: Omit<OutcomeKey, 'outcomeId'>; currency: string; payout: number }
    >();
    for (const b of open) {
      const seen = new Set<string>();
      for (const s of b.selections) {
        const o = `${b.currency}|${JSON.stringify(s)}`;
        const entry = outcomes.get(o) ?? { key: s, currency: b.currency, payout: 0 };
        entry.payout += b.payout;
        outcomes.set(o, entry);
        const { outcomeId: _, ...m } = s;
        const mk = `${b.currency}|${JSON.stringify(m)}`;
        if (seen.has(mk)) continue;
        seen.add(mk);
        const me = markets.get(mk) ?? { key: m, currency: b.currency, payout: 0 };
        me.payout += b.payout;
        markets.set(mk, me);
      }
    }
    return { outcomes: [...outcomes.values()], markets: [...markets.values()] };
  };

  it('refuses and leaves room exactly as the bets themselves (a bet on two outcomes of one market counted once there)', () => {
    const open = [
      bet(6_000_000, [home]),
      bet(4_000_000, [home, draw]),
      bet(3_000_000, [away, other], 'USD'),
      bet(2_000_000, [draw]),
    ];
    const next = [bet(1_000_000, [away]), bet(5_000_000, [draw]), bet(1, [home])];
    expect(liabilityRefusals(totalsOf(open), next, caps, currencyOf)).toEqual(
      liabilityRefusals(open, next, caps, currencyOf),
    );
    expect(liabilityRefusals(open, next, caps, currencyOf)).not.toEqual([]);
    for (const s of [home, draw, away, other]) {
      expect(liabilityRoom(totalsOf(open), [s], caps, currencyOf, 'USD')).toBe(
        liabilityRoom(open, [s], caps, currencyOf, 'USD'),
      );
    }
  });
});
