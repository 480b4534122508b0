/**
 * Bet maths in integers only (SPEC §3, §9): stakes and wins are integer subunits, odds are integer
 * thousandths of decimal odds. Products of odds are kept exact as BigInt rationals and rounded once.
 *
 * Rounding rules (all towards the house, so a payout never exceeds its exact value):
 * - Combined odds are the exact product of the selection odds (and bonus odds), truncated to whole
 *   thousandths: 1.555 × 1.555 = 2.418025 gives 2418.
 * - A win is `floor(stake × odds / 1000)` subunits, computed from the truncated combined odds, so that the
 *   win equals stake × the odds the player sees.
 * - A system stake is split evenly: each combination gets `floor(stake / combinations)` subunits; the
 *   remainder is not staked (validation rejects system stakes that leave one; see `systemStakeSplit`).
 * - Results saturate at Number.MAX_SAFE_INTEGER (combined odds of 16 long shots exceed 2^53 thousandths).
 */
import { decimalPartsFrom } from './decimal.ts';
import type { Currency } from './money.ts';
import { type BetResult, BetResult as BetResults, BetType, BonusType } from './status.ts';
import { combinationsOf } from './system-types.ts';
import { ODDS_SCALE, type Odds, type Subunits } from './units.ts';

const SCALE = BigInt(ODDS_SCALE);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** An exact non-negative rational: `numerator / denominator`, denominator above 0. */
export interface Rational {
  /** Numerator, ≥ 0. */
  readonly numerator: bigint;
  /** Denominator, > 0. */
  readonly denominator: bigint;
}

/** What the maths needs to know about a bet; the slip's bet and a placed bet both map onto it. */
export interface PricedBet {
  /** single, combo, system or custom_bet. */
  readonly betType: BetType;
  /** Total stake in subunits (for a system: over all combinations). */
  readonly stake: Subunits;
  /** Odds of each selection in thousandths, in slip order. */
  readonly odds: readonly Odds[];
  /** For custom bets: the bet builder's price in thousandths. */
  readonly customOdds?: Odds | undefined;
  /** For system bets: combinations of `winCount` out of `odds.length` selections. */
  readonly systemWinCount?: number | undefined;
  /** Bonus odds multiplier in thousandths (1050 = +5 %), applied on top of single and combo odds. */
  readonly bonusOdds?: number | undefined;
}

function saturated(value: bigint): number {
  return Number(value > MAX_SAFE ? MAX_SAFE : value < 0n ? 0n : value);
}

/** `value` as non-negative integer subunits: floored, clamped to 0 ... Number.MAX_SAFE_INTEGER. */
function subunitsOf(value: bigint): Subunits {
  return saturated(value) as Subunits;
}

/** Exact combined odds of a combo, in thousandths: Π odds / 1000^(n-1), times bonusOdds/1000 if given. Empty → 1000. */
export function comboOddsExact(odds: readonly Odds[], bonusOdds?: number): Rational {
  let numerator = 1n;
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= SCALE;
  }
  numerator *= SCALE;
  if (bonusOdds !== undefined) {
    numerator *= BigInt(bonusOdds);
    denominator *= SCALE;
  }
  return { numerator, denominator };
}

function truncatedBig(exact: Rational): bigint {
  return exact.numerator / exact.denominator;
}

/** floor(stake × odds / 1000) in BigInt, unsaturated. */
function winBig(stake: Subunits, odds: bigint): bigint {
  if (stake <= 0 || odds <= 0n) return 0n;
  return (BigInt(stake) * odds) / SCALE;
}

/** A rational count of thousandths truncated to whole thousandths (the documented odds rounding). */
export function truncateOdds(exact: Rational): Odds {
  return saturated(exact.numerator / exact.denominator) as Odds;
}

/**
 * Combined odds of a combo in thousandths: the exact product of `odds` (times `bonusOdds`/1000 when given)
 * truncated to whole thousandths; 1000 for no selections; saturates at Number.MAX_SAFE_INTEGER.
 */
export function comboOdds(odds: readonly Odds[], bonusOdds?: number): Odds {
  return truncateOdds(comboOddsExact(odds, bonusOdds));
}

/** Win (stake plus profit) in subunits of `stake` subunits at `odds` thousandths: floor(stake × odds / 1000). */
export function winFromOdds(stake: Subunits, odds: Odds | number): Subunits {
  if (stake <= 0 || odds <= 0) return 0 as Subunits;
  return subunitsOf((BigInt(stake) * BigInt(odds)) / SCALE);
}

/** Potential win of a single in subunits: floor(stake × truncate(odds × bonusOdds/1000) / 1000). */
export function singlePotentialWin(stake: Subunits, odds: Odds, bonusOdds?: number): Subunits {
  return comboPotentialWin(stake, [odds], bonusOdds);
}

/** Potential win of a combo in subunits: the stake times the truncated combined (and boosted) odds, floored. */
export function comboPotentialWin(stake: Subunits, odds: readonly Odds[], bonusOdds?: number): Subunits {
  if (odds.length === 0) return 0 as Subunits;
  return subunitsOf(winBig(stake, truncatedBig(comboOddsExact(odds, bonusOdds))));
}

/** Potential win of a custom bet (bet builder) in subunits: floor(stake × customOdds / 1000). */
export function customBetPotentialWin(stake: Subunits, customOdds: Odds): Subunits {
  return winFromOdds(stake, customOdds);
}

/** How a system stake splits over its combinations, all in subunits. */
export interface SystemStakeSplit {
  /** Stake of each combination: floor(stake / combinations). */
  readonly perCombination: Subunits;
  /** Stake actually placed: perCombination × combinations. */
  readonly staked: Subunits;
  /** Stake left over and not placed: stake − staked, from 0 to combinations − 1. */
  readonly remainder: Subunits;
}

/** Splits a system stake evenly over `combinations`; the remainder is not staked. */
export function systemStakeSplit(stake: Subunits, combinations: number): SystemStakeSplit {
  if (combinations <= 0 || stake <= 0) {
    return {
      perCombination: 0 as Subunits,
      staked: 0 as Subunits,
      remainder: Math.max(stake, 0) as Subunits,
    };
  }
  const perCombination = Math.floor(stake / combinations);
  const staked = perCombination * combinations;
  return {
    perCombination: perCombination as Subunits,
    staked: staked as Subunits,
    remainder: (stake - staked) as Subunits,
  };
}

/** Largest stake not above `stake` that splits evenly over `combinations` (a multiple of it), in subunits. */
export function systemStakeFrom(stake: Subunits, combinations: number): Subunits {
  return systemStakeSplit(stake, combinations).staked;
}

/**
 * Potential win of a k-of-n system in subunits: the sum over every k-combination of the combo win of the
 * per-combination stake (see `systemStakeSplit`). 0 unless 1 ≤ winCount ≤ odds.length.
 */
export function systemPotentialWin(stake: Subunits, odds: readonly Odds[], winCount: number): Subunits {
  const combos = combinationsOf(odds, winCount);
  if (combos.length === 0 || winCount < 1) return 0 as Subunits;
  const { perCombination } = systemStakeSplit(stake, combos.length);
  let total = 0n;
  for (const combo of combos) total += winBig(perCombination, truncatedBig(comboOddsExact(combo)));
  return subunitsOf(total);
}

/**
 * Potential win of any bet in subunits. A single holding several selections (before the slip turns it into
 * a combo) counts as one single per selection at the same stake. Bonus odds apply to singles and combos only.
 */
export function potentialWinOf(bet: PricedBet): Subunits {
  switch (bet.betType) {
    case BetType.single: {
      let total = 0n;
      for (const o of bet.odds) total += BigInt(singlePotentialWin(bet.stake, o, bet.bonusOdds));
      return subunitsOf(total);
    }
    case BetType.combo:
      return comboPotentialWin(bet.stake, bet.odds, bet.bonusOdds);
    case BetType.system:
      return systemPotentialWin(bet.stake, bet.odds, bet.systemWinCount ?? 0);
    case BetType.customBet:
      return bet.customOdds === undefined
        ? (0 as Subunits)
        : customBetPotentialWin(bet.stake, bet.customOdds);
  }
}

/** Stake the bet really takes from the balance in subunits: the stake, or for a system the evenly split part. */
export function stakedAmountOf(bet: PricedBet): Subunits {
  if (bet.betType === BetType.system) {
    return systemStakeSplit(bet.stake, combinationsCountOf(bet)).staked;
  }
  if (bet.betType === BetType.single && bet.odds.length > 1) return (bet.stake * bet.odds.length) as Subunits;
  return bet.stake;
}

function combinationsCountOf(bet: PricedBet): number {
  const k = bet.systemWinCount ?? 0;
  const n = bet.odds.length;
  if (k < 1 || k > n) return 0;
  let c = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i++) c = (c * BigInt(n - Math.min(k, n - k) + i)) / BigInt(i);
  return Number(c);
}

/**
 * Exact total odds of a bet in thousandths, as used to rescale a stake typed as a potential win: single and
 * combo → the (boosted) product; custom bet → customOdds; system → the mean of its combinations' truncated
 * combined odds. 1000 when it has none.
 */
export function totalOddsOf(bet: PricedBet): Rational {
  switch (bet.betType) {
    case BetType.single:
    case BetType.combo:
      if (bet.odds.length === 0) return { numerator: SCALE, denominator: 1n };
      return { numerator: truncatedBig(comboOddsExact(bet.odds, bet.bonusOdds)), denominator: 1n };
    case BetType.customBet:
      return { numerator: BigInt(bet.customOdds ?? ODDS_SCALE), denominator: 1n };
    case BetType.system: {
      const combos = combinationsOf(bet.odds, bet.systemWinCount ?? 0);
      if (combos.length === 0) return { numerator: SCALE, denominator: 1n };
      let sum = 0n;
      for (const combo of combos) sum += truncatedBig(comboOddsExact(combo));
      return { numerator: sum, denominator: BigInt(combos.length) };
    }
  }
}

/**
 * The stake rescaled when total odds move from `oldOdds` to `newOdds`, keeping the potential win
 * (stakeSource potentialWin, SPEC §4): floor(stake × old / new) subunits.
 */
export function stakeRescaled(stake: Subunits, oldOdds: Rational, newOdds: Rational): Subunits {
  if (stake <= 0 || newOdds.numerator === 0n) return 0 as Subunits;
  return subunitsOf(
    (BigInt(stake) * oldOdds.numerator * newOdds.denominator) / (oldOdds.denominator * newOdds.numerator),
  );
}

/**
 * Largest stake in subunits whose potential win is at most `maxPayout` subunits, capped by `maxStake` when
 * given. For systems the result is a multiple of the combinations count (no unstaked remainder).
 */
export function maxStakeFor(
  bet: Omit<PricedBet, 'stake'>,
  maxPayout: Subunits,
  maxStake?: Subunits,
): Subunits {
  const cap = Math.min(maxPayout, maxStake ?? Number.MAX_SAFE_INTEGER);
  if (cap <= 0) return 0 as Subunits;
  const unit = bet.betType === BetType.system ? combinationsCountOf({ ...bet, stake: 0 as Subunits }) : 1;
  if (unit <= 0) return 0 as Subunits;
  const winAt = (units: number) => potentialWinOf({ ...bet, stake: (units * unit) as Subunits });
  // Every odds is at least 1000, so the win is at least the stake: a stake above maxPayout never fits.
  let low = 0;
  let high = Math.floor(cap / unit);
  while (low < high) {
    const mid = low + Math.ceil((high - low) / 2);
    if (winAt(mid) <= maxPayout) low = mid;
    else high = mid - 1;
  }
  return (low * unit) as Subunits;
}

/**
 * Whether the bet's own stake is at most maxStakeFor(bet, maxPayout), without that search (about 30
 * potential wins in BigInt): a stake that is a whole number of units (a system's combinations), not
 * above maxPayout, and whose potential win fits is one of the stakes the search chooses the largest of
 * (the win never falls as the stake grows). False: only maxStakeFor tells.
 */
export function stakeWithinMaxPayout(bet: PricedBet, maxPayout: Subunits): boolean {
  const unit = bet.betType === BetType.system ? combinationsCountOf(bet) : 1;
  if (unit <= 0 || bet.stake % unit !== 0 || bet.stake > maxPayout) return false;
  return potentialWinOf(bet) <= maxPayout;
}

/** The largest stake in subunits whose potential win does not exceed `potentialWin` (stake typed as a win). */
export function stakeForPotentialWin(bet: Omit<PricedBet, 'stake'>, potentialWin: Subunits): Subunits {
  return maxStakeFor(bet, potentialWin);
}

/** Digits of a fiat stake: fiat stakes are whole cents even when the currency counts finer subunits. */
export const FIAT_STAKE_DIGITS = 2;

/** Stake step of a currency in subunits: 10^(subunits − 2) for a fiat currency with over 2 digits, else 1. */
export function stakeStepOf(currency: Currency): number {
  if (currency.fiat !== true || currency.subunits <= FIAT_STAKE_DIGITS) return 1;
  return 10 ** (currency.subunits - FIAT_STAKE_DIGITS);
}

/**
 * A stake rounded down to what the currency accepts (fiat rounding, SPEC §5): a non-negative integer count of
 * subunits, and for fiat currencies with more than 2 subunit digits a multiple of `stakeStepOf`. Negative,
 * NaN and fractional input are floored to the nearest accepted stake (0 at least).
 */
export function roundStakeToCurrency(stake: number, currency: Currency): Subunits {
  if (!(stake > 0)) return 0 as Subunits;
  const whole = Math.min(Math.floor(stake), Number.MAX_SAFE_INTEGER);
  const step = stakeStepOf(currency);
  return (whole - (whole % step)) as Subunits;
}

/** Whether the stake already respects the currency's rounding (see `roundStakeToCurrency`). */
export function isStakeRoundedForCurrency(stake: Subunits, currency: Currency): boolean {
  return Number.isSafeInteger(stake) && stake >= 0 && roundStakeToCurrency(stake, currency) === stake;
}

/**
 * A stake converted between currencies: `rate` is a decimal string or number of major `to` units per major
 * `from` unit ("1.0835"); the exact result is floored to subunits and rounded by `roundStakeToCurrency`.
 * 0 when the rate is not a plain non-negative decimal.
 */
export function stakeConverted(
  stake: Subunits,
  from: Currency,
  to: Currency,
  rate: string | number,
): Subunits {
  const parts = decimalPartsFrom(rate);
  if (!parts || parts.negative || stake <= 0) return 0 as Subunits;
  const numerator = BigInt(stake) * parts.numerator * 10n ** BigInt(to.subunits);
  const denominator = parts.denominator * 10n ** BigInt(from.subunits);
  return roundStakeToCurrency(saturated(numerator / denominator), to);
}

/** A combo boost range (SPEC §3): `bonus_odds` in thousandths applies for min_count ... max_count selections. */
export interface ComboBoostRange {
  /** Fewest suitable selections, inclusive. */
  readonly min_count: number;
  /** Most suitable selections, inclusive. */
  readonly max_count: number;
  /** Multiplier of the combined odds in thousandths (1100 = +10 %). */
  readonly bonus_odds: number;
}

/**
 * Bonus odds of a lootbox-type bonus in thousandths: 1000, a neutral multiplier (the lootbox rewards in
 * boxes, not odds); sent as the bonus `odds` of the placement payload.
 */
export const LOOTBOX_BONUS_ODDS = 1000;

/** Index of the combo boost range covering `selectionCount`, or -1 when none does. */
export function activeComboBoostRangeIndex(
  ranges: readonly ComboBoostRange[],
  selectionCount: number,
): number {
  return ranges.findIndex((r) => selectionCount >= r.min_count && selectionCount <= r.max_count);
}

/** A bonus as far as odds go: its type, and for comboboost its ranges and minimum odds per selection. */
export interface OddsBonus {
  /** Bonus type (SPEC §9). */
  readonly type: BonusType | string;
  /** Combo boost ranges; ignored for other types. */
  readonly ranges?: readonly ComboBoostRange[] | undefined;
  /** Smallest selection odds in thousandths that count towards the boost; all count when absent. */
  readonly minOdds?: number | undefined;
}

/**
 * Bonus odds in thousandths (SPEC §5): for comboboost the active range's bonus_odds by the count of suitable
 * selections (odds at least minOdds), for lootbox LOOTBOX_BONUS_ODDS, otherwise undefined (no bonus odds).
 */
export function bonusOddsFor(
  bonus: OddsBonus | null | undefined,
  selectionOdds: readonly Odds[],
): number | undefined {
  if (!bonus) return undefined;
  if (bonus.type === BonusType.lootbox) return LOOTBOX_BONUS_ODDS;
  if (bonus.type !== BonusType.comboboost) return undefined;
  const suitable = selectionOdds.filter((o) => bonus.minOdds === undefined || o >= bonus.minOdds).length;
  const ranges = bonus.ranges ?? [];
  const index = activeComboBoostRangeIndex(ranges, suitable);
  return index < 0 ? undefined : ranges[index]?.bonus_odds;
}

/** How one selection settled. */
export const SelectionResult = {
  /** Won: counts at its odds. */
  win: 'win',
  /** Lost: the combination pays nothing. */
  lose: 'lose',
  /** Void (refunded): counts as odds 1.000. */
  void: 'void',
  /** Half won, half refunded (Asian lines): counts as (odds + 1000) / 2. */
  halfWin: 'half_win',
  /** Half lost, half refunded: counts as 0.5 (half the stake returned). */
  halfLose: 'half_lose',
} as const;
/** A selection's settlement result. */
export type SelectionResult = (typeof SelectionResult)[keyof typeof SelectionResult];

/** A settled bet: the result of SPEC §3 and the payout in subunits (0 when lost). */
export interface SettledPayout {
  /** Bet result. */
  readonly result: BetResult;
  /** Amount paid back to the player in subunits, stake included. */
  readonly payout: Subunits;
}

/** A selection's settled factor in half-thousandths (exact for half wins). */
function halfFactor(odds: Odds, result: SelectionResult): bigint {
  switch (result) {
    case SelectionResult.win:
      return 2n * BigInt(odds);
    case SelectionResult.lose:
      return 0n;
    case SelectionResult.void:
      return 2n * SCALE;
    case SelectionResult.halfWin:
      return BigInt(odds) + SCALE;
    case SelectionResult.halfLose:
      return SCALE;
  }
}

/** Settled odds of one combination in thousandths: the exact product of factors, (boosted,) truncated. */
function settledComboOdds(
  odds: readonly Odds[],
  results: readonly SelectionResult[],
  bonusOdds?: number,
): bigint {
  let numerator = SCALE;
  let denominator = 1n;
  odds.forEach((o, i) => {
    numerator *= halfFactor(o, results[i] ?? SelectionResult.void);
    denominator *= 2n * SCALE;
  });
  if (bonusOdds !== undefined) {
    numerator *= BigInt(bonusOdds);
    denominator *= SCALE;
  }
  return numerator / denominator;
}

function comboResultOf(results: readonly SelectionResult[]): BetResult {
  if (results.includes(SelectionResult.lose)) return BetResults.loseEntire;
  if (results.every((r) => r === SelectionResult.void)) return BetResults.refundEntire;
  if (results.includes(SelectionResult.halfLose)) return BetResults.refundHalfLoseOther;
  if (results.includes(SelectionResult.halfWin)) return BetResults.refundHalfWinOther;
  return BetResults.winEntire;
}

/**
 * Payout of a settled bet (SPEC §3 results) from one result per selection (aligned with `bet.odds`; a missing
 * result counts as void). Rules, all in integers:
 * - single and combo: settled odds = exact product of per-selection factors (win → odds, lose → 0, void →
 *   1000, half_win → (odds + 1000) / 2, half_lose → 500) truncated to thousandths; payout = floor(stake ×
 *   settled odds / 1000). Bonus odds apply only when every selection won, in the same truncation, so an all-win
 *   payout equals `potentialWinOf`. Result: lose_entire if any lost, refund_entire if all void,
 *   refund_half_lose_other if any half lost, refund_half_win_other if any half won, else win_entire.
 * - system: the sum over combinations of their combo payouts at the per-combination stake (the unstaked
 *   remainder was never taken). Result: lose_entire when the payout is 0, refund_entire when all void, else
 *   win_entire.
 * - custom bet: all won → stake × customOdds; any lost → 0 (lose_entire); otherwise the stake is refunded
 *   (refund_entire), since a correlated price cannot be recomputed from fewer selections.
 */
export function settledPayout(bet: PricedBet, results: readonly SelectionResult[]): SettledPayout {
  const all = bet.odds.map((_, i) => results[i] ?? SelectionResult.void);
  const allWon = all.every((r) => r === SelectionResult.win);
  switch (bet.betType) {
    case BetType.customBet: {
      if (all.includes(SelectionResult.lose)) return { result: BetResults.loseEntire, payout: 0 as Subunits };
      if (allWon && bet.customOdds !== undefined) {
        return { result: BetResults.winEntire, payout: winFromOdds(bet.stake, bet.customOdds) };
      }
      return { result: BetResults.refundEntire, payout: Math.max(bet.stake, 0) as Subunits };
    }
    case BetType.single:
    case BetType.combo: {
      if (bet.betType === BetType.single && bet.odds.length > 1) {
        let total = 0n;
        bet.odds.forEach((o, i) => {
          total += BigInt(settledPayout({ ...bet, odds: [o] }, [all[i] as SelectionResult]).payout);
        });
        return { result: comboResultOf(all), payout: subunitsOf(total) };
      }
      const odds = settledComboOdds(bet.odds, all, allWon ? bet.bonusOdds : undefined);
      return { result: comboResultOf(all), payout: subunitsOf(winBig(bet.stake, odds)) };
    }
    case BetType.system: {
      const indexes = combinationsOf(
        bet.odds.map((_, i) => i),
        bet.systemWinCount ?? 0,
      );
      if (indexes.length === 0 || (bet.systemWinCount ?? 0) < 1) {
        return { result: BetResults.loseEntire, payout: 0 as Subunits };
      }
      const { perCombination } = systemStakeSplit(bet.stake, indexes.length);
      let total = 0n;
      for (const combo of indexes) {
        const odds = settledComboOdds(
          combo.map((i) => bet.odds[i] as Odds),
          combo.map((i) => all[i] as SelectionResult),
        );
        total += winBig(perCombination, odds);
      }
      const payout = subunitsOf(total);
      const result = all.every((r) => r === SelectionResult.void)
        ? BetResults.refundEntire
        : payout === 0
          ? BetResults.loseEntire
          : BetResults.winEntire;
      return { result, payout };
    }
  }
}

/** Payout of a cancelled bet: the stake returned in full (result canceled). */
export function canceledPayout(bet: Pick<PricedBet, 'stake'>): SettledPayout {
  return { result: BetResults.canceled, payout: Math.max(bet.stake, 0) as Subunits };
}

/** Payout of a cashed-out bet: the accepted cash-out amount in subunits (result cashed_out). */
export function cashedOutPayout(amount: Subunits): SettledPayout {
  return { result: BetResults.cashedOut, payout: Math.max(amount, 0) as Subunits };
}
