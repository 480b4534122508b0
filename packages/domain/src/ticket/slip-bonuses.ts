/**
 * Bonuses offered to a slip bet (SPEC §4 bonus selection in the slip): the player's issued bonuses
 * filtered by the same rules the server applies at placement (`bonusRefusals`), so the slip offers
 * only what the server would accept. Event conditions, country and verified-only need data the slip
 * does not hold; the server still enforces them (its refusal shows on the bet). Points bonuses carry
 * the points the bet would earn (`farmingPointsFor`, the rule the server farms with); a loot box is
 * offered only to a bet that counts toward it. The slip knows a selection's sport and match but not its
 * category or tournament ids: a condition on those does not match here (the server may still farm).
 */
import { bonusOddsFor, type ComboBoostRange, comboOdds, totalOddsOf } from '../bet-math.ts';
import {
  type BonusRules,
  type BonusSelection,
  bonusRefusals,
  type EventCondition,
  FARMING_BONUS_TYPES,
  isFreebetType,
} from '../bonus-eligibility.ts';
import { type FarmingBet, type FarmingRules, farmingCounts, farmingPointsFor } from '../bonus-farming.ts';
import { bonusPotentialWin } from '../bonus-settlement.ts';
import { BetType, type BonusType } from '../status.ts';
import type { Odds, Subunits } from '../units.ts';
import { pricedBetOf, type SlipBonus, type TicketBet } from './slip.ts';

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
  /** Hunting and tournament: points a qualifying cash bet earns. */
  readonly pointsPerBet?: number | null | undefined;
  /** Points bonuses: which selections count (none: any). */
  readonly eventConditions?: readonly EventCondition[] | undefined;
  readonly farmOncePerEvent?: boolean | undefined;
  /** Points bonuses: events farmed already (issued farming_stats). */
  readonly farmedEventIds?: readonly (number | string)[] | undefined;
}

/** Types a slip bet may carry: free bets, combo boost, and the points bonuses (hunting, tournament, lootbox). */
function offeredInSlip(type: string): boolean {
  return isFreebetType(type) || type === 'comboboost' || FARMING_BONUS_TYPES.includes(type);
}

const isPointsType = (type: string) => type === 'hunting' || type === 'tournament';

/** A points bonus's rules as the domain's farming reads them. */
function farmingRulesOf(offer: OfferedBonus): FarmingRules {
  return {
    pointsPerBet: offer.pointsPerBet,
    minOdds: offer.minOdds,
    matchStatus: offer.matchStatus,
    eventConditions: offer.eventConditions,
    farmOncePerEvent: offer.farmOncePerEvent,
  };
}

/**
 * The slip bet as farming reads it, placed with cash (the amount does not change points; a free bet
 * staking it earns none), at its total odds as priced (a chosen combo boost included, as the server).
 */
function farmingBetOf(bet: TicketBet): FarmingBet {
  const total = totalOddsOf(pricedBetOf(bet));
  const selections: BonusSelection[] = bet.selections.map((s) => ({
    odds: s.acceptedOdds,
    matchStatus: s.matchStatus,
    sportType: '',
    sportId: s.sportKey,
    sportKey: s.sportKey,
    categoryId: '',
    tournamentId: '',
    eventId: s.matchId,
  }));
  return {
    cashStake: bet.freebetStake > 0 ? 0 : 1,
    totalOdds: Number(total.numerator / total.denominator),
    selections,
  };
}

const orUndefined = (v: number | null | undefined) => (v === null ? undefined : v);

/**
 * The slip side of an offered bonus (what the reducer and the payload use); with `bet`, a hunting or
 * tournament bonus carries the points that bet would earn.
 */
export function slipBonusOf(offer: OfferedBonus, bet?: TicketBet): SlipBonus {
  return {
    id: offer.id,
    type: offer.type,
    ...(bet && isPointsType(offer.type)
      ? { points: farmingPointsFor(farmingRulesOf(offer), farmingBetOf(bet), offer.farmedEventIds ?? []) }
      : {}),
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
  // A loot box is offered to a bet that counts toward opening it (as if staked with cash).
  if (offer.type === 'lootbox') {
    const farming = { ...farmingBetOf(bet), cashStake: 1 };
    if (!farmingCounts(farmingRulesOf(offer), farming, offer.farmedEventIds ?? [])) return false;
  }
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
  return offers.filter((offer) => slipBonusEligible(bet, offer, nowMs)).map((o) => slipBonusOf(o, bet));
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
  if (bet.freebetStake <= 0) return potentialReturn;
  return bonusPotentialWin(bet.bonus?.type, bet.freebetStake, potentialReturn) as Subunits;
}

/** The cash the bets take from the balance: free-bet stakes are not cash (SPEC §4). */
export function cashBets<T extends Pick<TicketBet, 'freebetStake'>>(bets: readonly T[]): T[] {
  return bets.filter((bet) => !(bet.freebetStake > 0));
}
