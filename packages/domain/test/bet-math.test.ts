import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BetResult,
  BetType,
  bonusOddsFor,
  type Currency,
  canceledPayout,
  cashedOutPayout,
  combinationsOf,
  comboOdds,
  comboPotentialWin,
  customBetPotentialWin,
  isStakeRoundedForCurrency,
  LOOTBOX_BONUS_ODDS,
  maxStakeFor,
  type Odds,
  type PricedBet,
  potentialWinOf,
  roundStakeToCurrency,
  SelectionResult,
  type Subunits,
  settledPayout,
  singlePotentialWin,
  stakeConverted,
  stakeForPotentialWin,
  stakeRescaled,
  stakeWithinMaxPayout,
  systemPotentialWin,
  systemStakeSplit,
  totalOddsOf,
  winFromOdds,
} from '../src/index.ts';

const o = (n: number) => n as Odds;
const s = (n: number) => n as Subunits;
const EUR: Currency = { code: 'EUR', subunits: 2, fiat: true };
const USD: Currency = { code: 'USD', subunits: 2, fiat: true };
const FINE: Currency = { code: 'KWD', subunits: 4, fiat: true };
const BTC: Currency = { code: 'BTC', subunits: 8, fiat: false };

const oddsArb = fc.integer({ min: 1001, max: 1_001_000 }).map(o);
const stakeArb = fc.integer({ min: 0, max: 10_000_000 }).map(s);

describe('combined odds', () => {
  it('truncates the exact product to thousandths', () => {
    expect(comboOdds([o(1555), o(1555)])).toBe(2418); // 2.418025
    expect(comboOdds([o(2000), o(3000), o(1500)])).toBe(9000);
    expect(comboOdds([])).toBe(1000);
  });

  it('stays exact where floats lose digits (BigInt products)', () => {
    const odds = [o(1_000_573), o(1_000_573), o(1_000_573), o(1_000_573)];
    expect(comboOdds(odds)).toBe(1_002_293_970_726_637);
    // floating point rounds the same product up by one thousandth
    expect(Math.floor(1_000_573 ** 4 / 1e9)).toBe(1_002_293_970_726_638);
  });

  it('saturates at Number.MAX_SAFE_INTEGER', () => {
    expect(comboOdds(Array.from({ length: 16 }, () => o(1_001_000)))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('applies bonus odds on top in the same truncation', () => {
    expect(comboOdds([o(1555), o(1555)], 1100)).toBe(2659); // 2.418025 × 1.1 = 2.6598275
  });
});

describe('potential win', () => {
  it('of a single floors stake × odds', () => {
    expect(singlePotentialWin(s(1000), o(2500))).toBe(2500);
    expect(singlePotentialWin(s(333), o(1501))).toBe(499);
    expect(winFromOdds(s(0), o(2000))).toBe(0);
  });

  it('of a combo uses the truncated combined odds', () => {
    expect(comboPotentialWin(s(1000), [o(1555), o(1555)])).toBe(2418);
    expect(comboPotentialWin(s(1000), [o(1555), o(1555)], 1100)).toBe(2659);
  });

  it('of a system splits the stake over the combinations', () => {
    // 2/3 at 2.0, 3.0, 4.0 with 3.00: 1.00 on each of 6.0, 8.0, 12.0
    expect(systemPotentialWin(s(300), [o(2000), o(3000), o(4000)], 2)).toBe(2600);
    expect(systemStakeSplit(s(1000), 6)).toEqual({ perCombination: 166, staked: 996, remainder: 4 });
  });

  it('of a custom bet uses custom odds', () => {
    expect(customBetPotentialWin(s(1000), o(7350))).toBe(7350);
    expect(
      potentialWinOf({ betType: BetType.customBet, stake: s(200), odds: [o(2000)], customOdds: o(3000) }),
    ).toBe(600);
  });

  it('for any system equals the sum over its combinations computed naively', () => {
    fc.assert(
      fc.property(
        fc.array(oddsArb, { minLength: 3, maxLength: 8 }),
        stakeArb,
        fc.integer({ min: 2, max: 7 }),
        (odds, stake, k) => {
          fc.pre(k < odds.length);
          const combos = combinationsOf(odds, k);
          const per = Math.floor(stake / combos.length);
          let naive = 0n;
          for (const c of combos) {
            const product = c.reduce((p, x) => p * BigInt(x), 1n);
            const truncated = (product * 1000n) / 1000n ** BigInt(c.length);
            naive += (BigInt(per) * truncated) / 1000n;
          }
          const expected = naive > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(naive);
          expect(systemPotentialWin(stake, odds, k)).toBe(expected);
        },
      ),
    );
  });

  it('is an integer, never negative, never above the exact rational value', () => {
    fc.assert(
      fc.property(
        fc.array(oddsArb, { minLength: 1, maxLength: 6 }),
        stakeArb,
        fc.option(fc.integer({ min: 1000, max: 2000 }), { nil: undefined }),
        (odds, stake, bonus) => {
          const win = comboPotentialWin(stake, odds, bonus);
          expect(Number.isSafeInteger(win)).toBe(true);
          expect(win).toBeGreaterThanOrEqual(0);
          const num = odds.reduce((p, x) => p * BigInt(x), BigInt(stake)) * BigInt(bonus ?? 1000);
          const den = 1000n ** BigInt(odds.length + 1);
          expect(BigInt(win) * den <= num).toBe(true);
          // and the win is at least the stake: every odds is above 1.000
          if (win < Number.MAX_SAFE_INTEGER && (bonus ?? 1000) >= 1000)
            expect(win).toBeGreaterThanOrEqual(stake);
        },
      ),
    );
  });
});

describe('maximum stake', () => {
  it('is the largest stake whose potential win fits the maximum payout', () => {
    expect(maxStakeFor({ betType: BetType.single, odds: [o(2500)] }, s(10_000))).toBe(4000);
    expect(maxStakeFor({ betType: BetType.single, odds: [o(2500)] }, s(10_000), s(1000))).toBe(1000);
    expect(maxStakeFor({ betType: BetType.single, odds: [o(2500)] }, s(0))).toBe(0);
  });

  it('is a multiple of the combinations count for a system', () => {
    const max = maxStakeFor(
      { betType: BetType.system, odds: [o(2000), o(3000), o(4000)], systemWinCount: 2 },
      s(2600),
    );
    expect(max).toBe(300);
  });

  it('holds for any bet: the win fits and one more unit does not', () => {
    fc.assert(
      fc.property(
        fc.array(oddsArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (odds, cap) => {
          const bet = { betType: BetType.combo, odds } as const;
          const max = maxStakeFor(bet, s(cap));
          expect(potentialWinOf({ ...bet, stake: max })).toBeLessThanOrEqual(cap);
          if (max < cap) expect(potentialWinOf({ ...bet, stake: s(max + 1) })).toBeGreaterThan(cap);
        },
      ),
    );
  });

  it('says a stake fits only when the search would allow it (placement skips the search then)', () => {
    const betArb = fc.oneof(
      fc.record({
        betType: fc.constant(BetType.single),
        odds: fc.array(oddsArb, { minLength: 1, maxLength: 3 }),
      }),
      fc.record({
        betType: fc.constant(BetType.combo),
        odds: fc.array(oddsArb, { minLength: 2, maxLength: 4 }),
      }),
      fc.record({
        betType: fc.constant(BetType.system),
        odds: fc.array(oddsArb, { minLength: 3, maxLength: 5 }),
        systemWinCount: fc.integer({ min: 1, max: 3 }),
      }),
    );
    fc.assert(
      fc.property(
        betArb,
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (b, stake, cap) => {
          const unstaked = b as Omit<PricedBet, 'stake'>;
          const fits = stakeWithinMaxPayout({ ...unstaked, stake: s(stake) }, s(cap));
          const max = maxStakeFor(unstaked, s(cap));
          if (fits) expect(stake).toBeLessThanOrEqual(max);
          // Singles and combos have no units: the shortcut answers every stake the search allows.
          if (b.betType !== BetType.system) expect(fits).toBe(stake <= max);
        },
      ),
    );
    expect(
      stakeWithinMaxPayout({ betType: BetType.single, odds: [o(2500)], stake: s(4000) }, s(10_000)),
    ).toBe(true);
    expect(
      stakeWithinMaxPayout({ betType: BetType.single, odds: [o(2500)], stake: s(4001) }, s(10_000)),
    ).toBe(false);
    // 100 is no multiple of the 3 combinations: the search decides (it allows at most 300 here, in 3s).
    const system = { betType: BetType.system, odds: [o(2000), o(3000), o(4000)], systemWinCount: 2 } as const;
    expect(stakeWithinMaxPayout({ ...system, stake: s(100) }, s(2600))).toBe(false);
    expect(stakeWithinMaxPayout({ ...system, stake: s(300) }, s(2600))).toBe(true);
  });

  it('gives the stake for a typed potential win', () => {
    expect(stakeForPotentialWin({ betType: BetType.single, odds: [o(2000)] }, s(1001))).toBe(500);
  });
});

describe('fiat rounding', () => {
  it('keeps whole subunits of 2-digit currencies', () => {
    expect(roundStakeToCurrency(1234.7, EUR)).toBe(1234);
    expect(roundStakeToCurrency(-5, EUR)).toBe(0);
    expect(roundStakeToCurrency(Number.NaN, EUR)).toBe(0);
  });

  it('rounds fiat stakes down to cents when the currency counts finer subunits', () => {
    expect(roundStakeToCurrency(123_456, FINE)).toBe(123_400);
    expect(isStakeRoundedForCurrency(s(123_456), FINE)).toBe(false);
    expect(isStakeRoundedForCurrency(s(123_400), FINE)).toBe(true);
  });

  it('leaves crypto stakes at full precision', () => {
    expect(roundStakeToCurrency(123_456_789, BTC)).toBe(123_456_789);
  });

  it('converts a stake between currencies exactly and floors it', () => {
    expect(stakeConverted(s(1000), EUR, USD, '1.0835')).toBe(1083);
    expect(stakeConverted(s(100_000_000), BTC, EUR, '60000.5')).toBe(6_000_050);
    expect(stakeConverted(s(1000), EUR, USD, 'abc')).toBe(0);
  });
});

describe('stake rescaling', () => {
  it('keeps the potential win by old/new total odds', () => {
    const before = totalOddsOf({ betType: BetType.single, stake: s(1000), odds: [o(2000)] });
    const after = totalOddsOf({ betType: BetType.single, stake: s(1000), odds: [o(2500)] });
    expect(stakeRescaled(s(1000), before, after)).toBe(800);
  });
});

describe('bonus odds', () => {
  const ranges = [
    { min_count: 3, max_count: 4, bonus_odds: 1050 },
    { min_count: 5, max_count: 20, bonus_odds: 1100 },
  ];
  it('come from the active comboboost range for the suitable selection count', () => {
    expect(bonusOddsFor({ type: 'comboboost', ranges }, [o(2000), o(2000)])).toBeUndefined();
    expect(bonusOddsFor({ type: 'comboboost', ranges }, [o(2000), o(2000), o(2000)])).toBe(1050);
    expect(
      bonusOddsFor(
        { type: 'comboboost', ranges },
        Array.from({ length: 6 }, () => o(1500)),
      ),
    ).toBe(1100);
    expect(
      bonusOddsFor(
        { type: 'comboboost', ranges, minOdds: 1600 },
        Array.from({ length: 6 }, () => o(1500)),
      ),
    ).toBe(undefined);
  });

  it('are a fixed default for a lootbox and absent otherwise', () => {
    expect(bonusOddsFor({ type: 'lootbox' }, [o(2000)])).toBe(LOOTBOX_BONUS_ODDS);
    expect(bonusOddsFor({ type: 'freebet' }, [o(2000)])).toBeUndefined();
    expect(bonusOddsFor(null, [o(2000)])).toBeUndefined();
  });
});

describe('settled payout', () => {
  const single = (odds: number, stake = 1000): PricedBet => ({
    betType: BetType.single,
    stake: s(stake),
    odds: [o(odds)],
  });
  it.each([
    [SelectionResult.win, BetResult.winEntire, 1900],
    [SelectionResult.lose, BetResult.loseEntire, 0],
    [SelectionResult.void, BetResult.refundEntire, 1000],
    [SelectionResult.halfWin, BetResult.refundHalfWinOther, 1450],
    [SelectionResult.halfLose, BetResult.refundHalfLoseOther, 500],
  ])('single at 1.900 settled %s → %s paying %i', (result, expected, payout) => {
    expect(settledPayout(single(1900), [result])).toEqual({ result: expected, payout });
  });

  it('counts a void combo leg as odds 1.000', () => {
    const bet: PricedBet = { betType: BetType.combo, stake: s(1000), odds: [o(2000), o(3000)] };
    expect(settledPayout(bet, ['win', 'void'])).toEqual({ result: BetResult.winEntire, payout: 2000 });
    expect(settledPayout(bet, ['win', 'lose'])).toEqual({ result: BetResult.loseEntire, payout: 0 });
    expect(settledPayout(bet, ['void', 'void'])).toEqual({ result: BetResult.refundEntire, payout: 1000 });
    expect(settledPayout(bet, ['half_win', 'win'])).toEqual({
      result: BetResult.refundHalfWinOther,
      payout: 4500,
    });
  });

  it('applies bonus odds only when every selection won', () => {
    const bet: PricedBet = {
      betType: BetType.combo,
      stake: s(1000),
      odds: [o(2000), o(3000)],
      bonusOdds: 1100,
    };
    expect(settledPayout(bet, ['win', 'win']).payout).toBe(6600);
    expect(settledPayout(bet, ['win', 'void']).payout).toBe(2000);
  });

  it('pays a system the winning combinations', () => {
    const bet: PricedBet = {
      betType: BetType.system,
      stake: s(300),
      odds: [o(2000), o(3000), o(4000)],
      systemWinCount: 2,
    };
    expect(settledPayout(bet, ['win', 'win', 'lose'])).toEqual({ result: BetResult.winEntire, payout: 600 });
    expect(settledPayout(bet, ['win', 'lose', 'lose'])).toEqual({ result: BetResult.loseEntire, payout: 0 });
    expect(settledPayout(bet, ['void', 'void', 'void'])).toEqual({
      result: BetResult.refundEntire,
      payout: 300,
    });
    expect(settledPayout(bet, ['win', 'win', 'win']).payout).toBe(potentialWinOf(bet));
  });

  it('pays a custom bet at custom odds, refunds it when a leg is void', () => {
    const bet: PricedBet = {
      betType: BetType.customBet,
      stake: s(1000),
      odds: [o(2000), o(1500)],
      customOdds: o(2800),
    };
    expect(settledPayout(bet, ['win', 'win'])).toEqual({ result: BetResult.winEntire, payout: 2800 });
    expect(settledPayout(bet, ['win', 'void'])).toEqual({ result: BetResult.refundEntire, payout: 1000 });
    expect(settledPayout(bet, ['lose', 'void'])).toEqual({ result: BetResult.loseEntire, payout: 0 });
  });

  it('returns the stake of a cancelled bet and the amount of a cash out', () => {
    expect(canceledPayout({ stake: s(700) })).toEqual({ result: BetResult.canceled, payout: 700 });
    expect(cashedOutPayout(s(1234))).toEqual({ result: BetResult.cashedOut, payout: 1234 });
  });

  const resultArb = fc.constantFrom(...Object.values(SelectionResult));
  it('all-win payout equals the potential win, and no payout exceeds it or goes negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(BetType.single, BetType.combo, BetType.system),
        fc.array(oddsArb, { minLength: 3, maxLength: 6 }),
        stakeArb,
        fc.array(resultArb, { minLength: 6, maxLength: 6 }),
        (betType, odds, stake, results) => {
          const bet: PricedBet = {
            betType,
            stake,
            odds: betType === BetType.single ? odds.slice(0, 1) : odds,
            systemWinCount: betType === BetType.system ? 2 : undefined,
          };
          const all = bet.odds.map(() => SelectionResult.win);
          expect(settledPayout(bet, all).payout).toBe(potentialWinOf(bet));
          const { payout } = settledPayout(bet, results);
          expect(Number.isSafeInteger(payout)).toBe(true);
          expect(payout).toBeGreaterThanOrEqual(0);
          expect(payout).toBeLessThanOrEqual(potentialWinOf(bet));
        },
      ),
    );
  });

  it('payout of a single never exceeds the exact rational value', () => {
    fc.assert(
      fc.property(oddsArb, stakeArb, resultArb, (odds, stake, result) => {
        const { payout } = settledPayout({ betType: BetType.single, stake, odds: [odds] }, [result]);
        const factor = { win: 2 * odds, lose: 0, void: 2000, half_win: odds + 1000, half_lose: 1000 }[result];
        expect(BigInt(payout) * 2000n <= BigInt(stake) * BigInt(factor)).toBe(true);
      }),
    );
  });
});
