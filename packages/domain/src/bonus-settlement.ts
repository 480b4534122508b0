/**
 * What a settled free bet pays (SPEC §9 bonus types). The stake of a free bet was the bonus, never the
 * player's cash, so a settlement pays cash only for what the variant promises. Money in subunits.
 */
import type { SettledPayout } from './bet-math.ts';
import { BetResult, BonusType } from './status.ts';

/** Where the stake of a lost no-risk free bet goes back: as cash or as a new free bet of that amount. */
export type NoRiskRefund = 'cash' | 'freebet';

/** The money movements of a settled free bet. */
export interface FreebetSettlement {
  /** Cash credited as the free bet's win, in subunits (0: none). */
  readonly win: number;
  /** Cash credited as the no-risk refund of a lost bet, in subunits (0: none). */
  readonly refundCash: number;
  /** Amount of a new free bet issued as the no-risk refund of a lost bet (0: none). */
  readonly refundFreebet: number;
  /** The free bet is given back unspent (a refunded or cancelled bet). */
  readonly restore: boolean;
}

/**
 * Settlement of a free bet of `type` and `stake` whose bet settled as `settled` (the domain's
 * settledPayout or canceledPayout of the bet at its stake):
 * - `freebet`: a win pays the winnings only (payout − stake; the stake is not returned);
 * - `freebet_only_win`: the same, and only a win pays anything: a refund spends the free bet too;
 * - `freebet_all_win`: a win pays the whole payout, stake included;
 * - `freebet_no_risk`: a win pays the winnings; a loss gives the stake back as cash or as a new free
 *   bet (`noRiskRefund`).
 * A fully refunded or cancelled bet gives the free bet back unspent, except for `freebet_only_win`.
 */
export function freebetSettlement(
  type: string,
  stake: number,
  settled: SettledPayout,
  noRiskRefund: NoRiskRefund = 'cash',
): FreebetSettlement {
  const none = { win: 0, refundCash: 0, refundFreebet: 0, restore: false };
  const refunded = settled.result === BetResult.refundEntire || settled.result === BetResult.canceled;
  if (refunded) return type === BonusType.freebetOnlyWin ? none : { ...none, restore: true };
  if (settled.payout <= 0) {
    if (type !== BonusType.freebetNoRisk) return none;
    return noRiskRefund === 'cash' ? { ...none, refundCash: stake } : { ...none, refundFreebet: stake };
  }
  if (type === BonusType.freebetAllWin) return { ...none, win: settled.payout };
  return { ...none, win: Math.max(0, settled.payout - stake) };
}

/** Free-bet variants whose win does not return the stake. */
const STAKE_KEPT: readonly string[] = [BonusType.freebet, BonusType.freebetNoRisk, BonusType.freebetOnlyWin];

/**
 * What a winning bet pays the player, from its potential return (stake × odds, the bet's
 * `potential_win`): less the stake for a free bet whose stake is not returned (`freebet`,
 * `freebet_no_risk`, `freebet_only_win`), as `freebetSettlement` pays it. The slip and My Bets show it.
 */
export function bonusPotentialWin(
  bonusType: string | null | undefined,
  stake: number,
  potentialReturn: number,
): number {
  if (!bonusType || !STAKE_KEPT.includes(bonusType)) return potentialReturn;
  return Math.max(0, potentialReturn - stake);
}
