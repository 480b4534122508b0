/**
 * Cash out of a bonus bet follows the rules of its settlement (bonus-settlement.ts). The server prices
 * and pays it; the web app shows the server's `to_cashout`, which is this figure. Money in subunits,
 * odds in thousandths.
 */
import { BonusType } from './status.ts';
import type { Subunits } from './units.ts';

/** Free-bet variants whose win never returns the stake the player did not pay. */
const STAKE_NOT_RETURNED: readonly string[] = [
  BonusType.freebet,
  BonusType.freebetOnlyWin,
  // Cashing out ends the no-risk cover, so what is left is a plain free bet: its stake is not paid.
  BonusType.freebetNoRisk,
];

const FREEBETS: readonly string[] = [...STAKE_NOT_RETURNED, BonusType.freebetAllWin];

/**
 * The cash-out offer of a bet with a bonus of `bonusType`, from `value`, the offer the bet would get
 * as a cash bet at the same stake and odds (a combo boost's value is already at its boosted odds):
 * - `freebet`, `freebet_only_win`: value − stake (the free bet's stake was never the player's cash, and
 *   a win would not return it); no offer when that is not above 0;
 * - `freebet_no_risk`: as `freebet`: cashing out ends the no-risk cover (a lost bet's refund), so the
 *   offer is the winnings part only (a partial cash out ends it for the part paid; the stake left open
 *   keeps its cover);
 * - `freebet_all_win`: value (a win returns the stake too, so the bet is worth what a cash bet is);
 * - a combo boost or no bonus: value.
 */
export function bonusCashoutOffer(
  bonusType: string | null | undefined,
  stake: number,
  value: number | null,
): Subunits | null {
  if (value === null || value <= 0) return null;
  if (!bonusType || !STAKE_NOT_RETURNED.includes(bonusType)) return value as Subunits;
  const offer = value - stake;
  return offer > 0 ? (offer as Subunits) : null;
}

/** Ledger kinds a cash out pays in: bonus money in the kinds its settlement uses. */
export type CashoutLedgerKind = 'cashout' | 'freebet_win' | 'comboboost_win';

/**
 * How `amount` cashed out of a bet with this bonus is paid, one ledger row per part (zero parts left
 * out), as settlement pays the same bet:
 * - a free bet of any variant: all of it as `freebet_win` (bonus money, never mixed with cash);
 * - a combo boost at `odds` (thousandths, above 1000): the part the bet would pay unboosted,
 *   floor(amount × 1000 / odds), as `cashout`, and what the boost added as `comboboost_win`;
 * - no bonus: all of it as `cashout`.
 */
export function bonusCashoutMoves(
  bonus: { type: string; odds?: number | null | undefined } | null | undefined,
  amount: number,
): { delta: number; kind: CashoutLedgerKind }[] {
  if (amount <= 0) return [];
  if (bonus && FREEBETS.includes(bonus.type)) return [{ delta: amount, kind: 'freebet_win' }];
  const odds = bonus?.type === BonusType.comboboost ? (bonus.odds ?? 0) : 0;
  if (odds <= 1000) return [{ delta: amount, kind: 'cashout' }];
  const base = Number((BigInt(amount) * 1000n) / BigInt(odds));
  const moves: { delta: number; kind: CashoutLedgerKind }[] = [];
  if (base > 0) moves.push({ delta: base, kind: 'cashout' });
  if (amount - base > 0) moves.push({ delta: amount - base, kind: 'comboboost_win' });
  return moves;
}

/**
 * The most a cash-out offer of the bet can reach, the ceiling of an auto cash-out target: its
 * potential win, for a free bet that does not return its stake the potential win without it (0 when
 * nothing is left).
 */
export function bonusCashoutCeiling(
  bonusType: string | null | undefined,
  stake: number,
  potentialWin: number,
): Subunits {
  return bonusCashoutOffer(bonusType, stake, potentialWin) ?? (0 as Subunits);
}
