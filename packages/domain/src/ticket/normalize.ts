import {
  bonusOddsFor,
  type Rational,
  roundStakeToCurrency,
  stakeRescaled,
  systemStakeFrom,
  totalOddsOf,
} from '../bet-math.ts';
import { BetType, isBettableMatchStatus } from '../status.ts';
import type { SystemType } from '../system-types.ts';
import {
  pricedBetOf,
  type Selection,
  StakeSource,
  type TicketBet,
  TicketPhase,
  type TicketSettings,
  type TicketState,
} from './slip.ts';

import { currencyOfBet } from './state.ts';

/** The normalisation after every transition (the rules in reducer.ts's header). */

function keepLastPerMatch(selections: readonly Selection[]): Selection[] {
  const lastIndex = new Map<number, number>();
  selections.forEach((s, i) => {
    lastIndex.set(s.matchId, i);
  });
  return selections.filter((s, i) => lastIndex.get(s.matchId) === i);
}

export function uniqueById(selections: readonly Selection[]): Selection[] {
  const seen = new Set<string>();
  return selections.filter((s) => {
    if (seen.has(s.id)) return false;
    seen.add(s.id);
    return true;
  });
}

function sameRational(a: Rational, b: Rational): boolean {
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

/** The bet's shape fixed by the rules in this module's header; null when the bet must go. */
function normalizeShape(bet: TicketBet, systemTypes: readonly SystemType[]): TicketBet | null {
  let selections = uniqueById(bet.selections);
  if (bet.betType === BetType.customBet) {
    if (selections.length === 0) return null;
    if (selections.some((s) => !isBettableMatchStatus(s.matchStatus))) return null;
    return selections === bet.selections ? bet : { ...bet, selections };
  }
  if (bet.betType === BetType.combo || bet.betType === BetType.system || selections.length > 1) {
    selections = keepLastPerMatch(selections);
  }
  const n = selections.length;
  if (n === 0) return null;
  const base = { ...bet, selections, customOdds: null };
  if (n === 1) return { ...base, betType: BetType.single, systemType: null };
  if (bet.betType === BetType.single || bet.betType === BetType.combo) {
    return { ...base, betType: BetType.combo, systemType: null };
  }
  const current = bet.systemType;
  if (current && current.totalCount === n && systemTypes.some((t) => t.id === current.id)) return base;
  const sized = systemTypes.filter((t) => t.totalCount === n);
  const next = sized.find((t) => t.winCount === current?.winCount) ?? sized[0];
  if (!next) return { ...base, betType: BetType.combo, systemType: null };
  return { ...base, betType: BetType.system, systemType: next };
}

function normalizeMoney(
  bet: TicketBet,
  previous: TicketBet | undefined,
  settings: TicketSettings,
): TicketBet {
  const odds = bet.selections.map((s) => s.acceptedOdds);
  const bonusOdds =
    bet.betType === BetType.single || bet.betType === BetType.combo
      ? (bonusOddsFor(bet.bonus, odds) ?? null)
      : null;
  let next: TicketBet = bet.bonusOdds === bonusOdds ? bet : { ...bet, bonusOdds };
  if (next.freebetStake > 0) {
    return next.stake === next.freebetStake ? next : { ...next, stake: next.freebetStake };
  }
  if (previous && next.stakeSource === StakeSource.potentialWin && next.stake > 0) {
    const oldOdds = totalOddsOf(pricedBetOf(previous));
    const newOdds = totalOddsOf(pricedBetOf(next));
    if (!sameRational(oldOdds, newOdds)) {
      let stake = roundStakeToCurrency(
        stakeRescaled(next.stake, oldOdds, newOdds),
        currencyOfBet(next, settings),
      );
      if (next.betType === BetType.system && next.systemType) {
        stake = systemStakeFrom(stake, next.systemType.combinations);
      }
      next = { ...next, stake };
    }
  }
  return next;
}

function hasChangedOdds(bets: readonly TicketBet[]): boolean {
  return bets.some((b) => b.betType !== BetType.customBet && b.selections.some((s) => s.isChanged));
}

/** How a transition may move the phase: 'edit' (player edits) or 'update' (data updates). */
export type PhaseRule = 'edit' | 'update';

/**
 * Normalises bets, derived fields and the phase of `next`, a transition from `previous` (see the module
 * header). Rule 'update' recomputes the phase only while editing (INITIAL or ODDS_CHANGED); 'edit' also
 * leaves SUCCESS and ERROR for INITIAL or ODDS_CHANGED.
 */
export function normalizeTicket(
  previous: TicketState,
  next: TicketState,
  rule: PhaseRule = 'update',
): TicketState {
  const before = new Map(previous.bets.map((b) => [b.id, b]));
  const bets: TicketBet[] = [];
  for (const bet of next.bets) {
    const shaped = normalizeShape(bet, next.systemTypes);
    if (shaped) bets.push(normalizeMoney(shaped, before.get(shaped.id), next.settings));
  }
  const selectedOutcomeIds = [...new Set(bets.flatMap((b) => b.selections.map((s) => s.id)))];
  let state: TicketState = { ...next, bets, selectedOutcomeIds };
  const phase = state.ticketState;
  const editable = phase === TicketPhase.initial || phase === TicketPhase.oddsChanged;
  if (rule === 'edit' ? !state.inProgress : editable) {
    const target = hasChangedOdds(bets) ? TicketPhase.oddsChanged : TicketPhase.initial;
    state = { ...state, ticketState: target };
    if (!editable) state = { ...state, error: null, processingBets: [] };
  }
  return state;
}
