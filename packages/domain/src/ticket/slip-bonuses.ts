/**
 * Bonuses offered to a slip bet (SPEC §4 bonus selection in the slip): the player's issued bonuses
 * filtered by the same rules the server applies at placement (`bonusRefusals`), so the slip offers
 * only what the server would accept. Event conditions, country and verified-only need data the slip
 * does not hold; the server still enforces them (its refusal shows on the bet).
 */
import { bonusOddsFor, type ComboBoostRange, comboOdds } from '../bet-math.ts';
import { type BonusRules, bonusRefusals, FARMING_BONUS_TYPES, isFreebetType } from '../bonus-eligibility.ts';
import { BetType, type BonusType } from '../status.ts';
import type { Odds, Subunits } from '../units.ts';
import type { SlipBonus, TicketBet } from './slip.ts';

/** One issued bonus of the player as the slip needs it (from the bonus lists). */
export interface OfferedBonus {
  readonly id: number | string;
  readonly type: BonusType;
  /** Issued-bonus computed status; only `active` ones are offered. */
  readonly status: string;
  readonly minOdds?: number | null | undefined;
  readonly maxOdds?: number | null | undefined;
  readonly selectionCountFrom?: number | null | undefined;
  readonly selectionCountTo?: number | null | undefined;
  readonly matchStatus?: 'prematch' | 'live' | 'all' | undefined;
  /** Free bets: the amount's currency and the amount in subunits. */
  readonly currency?: string | null | undefined;
  readonly amount?: number | null | undefined;
  /** Validity window in epoch ms. */
  readonly validFrom?: number | null | undefined;
  readonly validTo?: number | null | undefined;
  readonly usesCount?: number | null | undefined;
  readonly timesUsed?: number | undefined;
  readonly ranges?: readonly ComboBoostRange[] | undefined;
}

/** Types a slip bet may carry: free bets, combo boost, and the points bonuses hunting and tournament. */
function offeredInSlip(type: string): boolean {
  if (type === 'lootbox') return false;
  return isFreebetType(type) || type === 'comboboost' || FARMING_BONUS_TYPES.includes(type);
}

const orUndefined = (v: number | null | undefined) => (v === null ? undefined : v);

/** The slip side of an offered bonus (what the reducer and the payload use). */
export function slipBonusOf(offer: OfferedBonus): SlipBonus {
  return {
    id: offer.id,
    type: offer.type,
    ...(offer.type === 'comboboost'
      ? { ranges: offer.ranges ?? [], minOdds: orUndefined(offer.minOdds) }
      : {}),
    ...(isFreebetType(offer.type) && offer.amount != null ? { freebetAmount: offer.amount as Subunits } : {}),
  };
}

/** Whether `bet` may use `offer` now, by the placement rules the slip can check. */
export function slipBonusEligible(bet: TicketBet, offer: OfferedBonus, nowMs: number): boolean {
  if (!offeredInSlip(offer.type)) return false;
  if (bet.selections.length === 0) return false;
  const freebet = isFreebetType(offer.type);
  if (freebet && !(offer.amount != null && offer.amount > 0)) return false;
  const odds = bet.selections.map((s) => s.acceptedOdds);
  const rules: BonusRules = {
    type: offer.type,
    status: offer.status,
    minOdds: orUndefined(offer.minOdds),
    maxOdds: orUndefined(offer.maxOdds),
    selectionCountFrom: orUndefined(offer.selectionCountFrom),
    selectionCountTo: orUndefined(offer.selectionCountTo),
    matchStatus: offer.matchStatus,
    currency: offer.currency,
    amount: offer.amount,
    validFrom: offer.validFrom,
    validTo: offer.validTo,
    usesCount: offer.usesCount,
    timesUsed: offer.timesUsed,
    ranges: offer.ranges,
  };
  const totalOdds = bet.betType === BetType.combo || bet.betType === BetType.single ? comboOdds(odds) : 0;
  const refusals = bonusRefusals(
    rules,
    { verified: true, country: null },
    {
      betType: bet.betType,
      currency: bet.currency,
      stake: freebet ? (offer.amount as number) : bet.stake,
      totalOdds,
      selections: bet.selections.map((s) => ({
        odds: s.acceptedOdds,
        matchStatus: s.matchStatus,
        sportType: '',
        sportId: s.sportKey,
        sportKey: s.sportKey,
        categoryId: '',
        tournamentId: '',
        eventId: s.matchId,
      })),
      bonusOdds: bonusOddsFor(slipBonusOf(offer), odds as readonly Odds[]),
    },
    nowMs,
  );
  return refusals.length === 0;
}

/**
 * The bonuses a slip bet may use now (SPEC §4), in the offers' order: what the reducer's
 * `bonusesUpdated` takes. A chosen free bet that is no longer in the list is then cleared (stake 0),
 * and a combo boost, hunting or tournament bonus is chosen by default.
 */
export function slipBonusesFor(
  bet: TicketBet,
  offers: readonly OfferedBonus[],
  nowMs: number,
): readonly SlipBonus[] {
  return offers.filter((offer) => slipBonusEligible(bet, offer, nowMs)).map(slipBonusOf);
}

/** Whether two bonus lists offer the same bonuses (by id, type, amount and ranges). */
export function sameSlipBonuses(a: readonly SlipBonus[], b: readonly SlipBonus[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What a winning bet pays in subunits, as the slip shows it: the potential return, less the stake for
 * a free bet whose stake is not returned (`freebet`, `freebet_no_risk`, `freebet_only_win`).
 */
export function slipWinOf(
  bet: Pick<TicketBet, 'bonus' | 'freebetStake'>,
  potentialReturn: Subunits,
): Subunits {
  const type = bet.bonus?.type;
  if (!type || !isFreebetType(type) || type === 'freebet_all_win' || bet.freebetStake <= 0) {
    return potentialReturn;
  }
  return Math.max(0, potentialReturn - bet.freebetStake) as Subunits;
}

/** The cash the bets take from the balance: free-bet stakes are not cash (SPEC §4). */
export function cashBets<T extends Pick<TicketBet, 'freebetStake'>>(bets: readonly T[]): T[] {
  return bets.filter((bet) => !(bet.freebetStake > 0));
}
