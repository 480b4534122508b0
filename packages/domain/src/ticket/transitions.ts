import {
  canSwitchToCombo,
  canSwitchToSingle,
  canSwitchToSystem,
  canUseMultipleSingles,
} from '../bet-validation.ts';
import { BetType, isBettableMatchStatus } from '../status.ts';
import type { SystemType } from '../system-types.ts';
import { isOdds, type Subunits } from '../units.ts';
import type { TicketAction } from './actions.ts';
import { GENERIC_ERROR_ALERT, isOddsErrorCode, placeBetErrorMessageKey } from './messages.ts';
import { normalizeTicket, uniqueById } from './normalize.ts';
import { refusedPriceFor, refusedPricesOf } from './odds-refusal.ts';
import {
  type BetErrorResponse,
  DEFAULT_BONUS_TYPES,
  isFreebetBonus,
  type Selection,
  type SelectionInput,
  type SlipBonus,
  StakeSource,
  selectionFrom,
  type TicketBet,
  TicketPhase,
  type TicketSettings,
  type TicketState,
} from './slip.ts';
import { currencyOfBet, emptyBet, isProviderActive, selectionWithOdds, withEffects } from './state.ts';

/** The steps of the slip's transitions (reducer.ts puts them together). */

export type Counter = { next: number };

export function betIdFrom(counter: Counter): string {
  return `bet-${counter.next++}`;
}

export function mapSelections(
  state: TicketState,
  fn: (selection: Selection, bet: TicketBet) => Selection,
): readonly TicketBet[] {
  return state.bets.map((bet) => {
    let changed = false;
    const selections = bet.selections.map((s) => {
      const updated = fn(s, bet);
      if (updated !== s) changed = true;
      return updated;
    });
    return changed ? { ...bet, selections } : bet;
  });
}

export function newSelection(input: SelectionInput, settings: TicketSettings): Selection | undefined {
  if (!input || !isOdds(input.odds)) return undefined;
  const selection = selectionFrom(input);
  if (!isOdds(selection.acceptedOdds) || !isOdds(selection.initialOdds)) return undefined;
  return {
    ...selection,
    isSuspended: selection.isSuspended || !isBettableMatchStatus(selection.matchStatus),
    isNotAvailable: !isProviderActive(settings, selection.provider),
  };
}

export function addSelection(state: TicketState, selection: Selection): TicketState {
  const counter = { next: state.nextBetNumber };
  const regular = state.bets.filter((b) => b.betType !== BetType.customBet);
  const currency = state.settings.currency;
  let bets: TicketBet[];
  if (regular.length === 0) {
    bets = [...state.bets, emptyBet(betIdFrom(counter), BetType.single, [selection], currency)];
  } else {
    const regularSelections = regular.flatMap((b) => b.selections);
    const allSingles = regular.every((b) => b.betType === BetType.single);
    if (
      allSingles &&
      canUseMultipleSingles([...regularSelections, selection], state.settings.multiSingleAvailableByProvider)
    ) {
      bets = [...state.bets, emptyBet(betIdFrom(counter), BetType.single, [selection], currency)];
    } else {
      const target = regular.find((b) => b.betType !== BetType.single) ?? (regular[0] as TicketBet);
      const merged: TicketBet = {
        ...target,
        betType: target.betType === BetType.system ? BetType.system : BetType.combo,
        selections: [...regularSelections, selection],
      };
      bets = [];
      for (const bet of state.bets) {
        if (bet.betType === BetType.customBet) bets.push(bet);
        else if (bet.id === target.id) bets.push(merged);
      }
    }
  }
  return { ...state, bets, nextBetNumber: counter.next };
}

export function removeSelections(
  state: TicketState,
  shouldRemove: (s: Selection) => boolean,
  betId?: string,
): TicketState {
  return {
    ...state,
    bets: state.bets.map((bet) =>
      betId === undefined || bet.id === betId
        ? { ...bet, selections: bet.selections.filter((s) => !shouldRemove(s)) }
        : bet,
    ),
  };
}

export function changeBetType(
  state: TicketState,
  action: Extract<TicketAction, { type: 'betTypeChanged' }>,
): TicketState {
  const regular = state.bets.filter((b) => b.betType !== BetType.customBet);
  const first = regular[0];
  if (!first) return state;
  const selections = uniqueById(regular.flatMap((b) => b.selections));
  const custom = state.bets.filter((b) => b.betType === BetType.customBet);
  const placeFirst = (replacement: TicketBet[]) => {
    const out: TicketBet[] = [];
    for (const bet of state.bets) {
      if (bet.betType === BetType.customBet) out.push(bet);
      else if (bet.id === first.id) out.push(...replacement);
    }
    return out.length > 0 ? out : [...replacement, ...custom];
  };
  switch (action.betType) {
    case BetType.single: {
      if (!canSwitchToSingle(selections, state.settings.multiSingleAvailableByProvider)) return state;
      const counter = { next: state.nextBetNumber };
      const singles = selections.map((s, i) =>
        i === 0
          ? { ...first, betType: BetType.single, systemType: null, selections: [s] }
          : {
              ...emptyBet(betIdFrom(counter), BetType.single, [s], currencyOfBet(first, state.settings)),
              stake: first.freebetStake > 0 ? (0 as Subunits) : first.stake,
            },
      );
      return { ...state, bets: placeFirst(singles), nextBetNumber: counter.next };
    }
    case BetType.combo: {
      if (!canSwitchToCombo(selections)) return state;
      return {
        ...state,
        bets: placeFirst([{ ...first, betType: BetType.combo, systemType: null, selections }]),
      };
    }
    case BetType.system: {
      if (!canSwitchToSystem(selections, state.systemTypes)) return state;
      const sized = state.systemTypes.filter((t) => t.totalCount === selections.length);
      const systemType = sized.find((t) => t.id === action.systemTypeId) ?? (sized[0] as SystemType);
      return {
        ...state,
        bets: placeFirst([{ ...first, betType: BetType.system, systemType, selections }]),
      };
    }
    default:
      return state;
  }
}

export function updateBet(state: TicketState, betId: string, fn: (bet: TicketBet) => TicketBet): TicketState {
  return { ...state, bets: state.bets.map((b) => (b.id === betId ? fn(b) : b)) };
}

export function bonusesUpdated(bet: TicketBet, bonuses: readonly SlipBonus[]): TicketBet {
  let next: TicketBet = { ...bet, availableBonuses: bonuses };
  if (next.bonus) {
    const current = bonuses.find((b) => b.id === next.bonus?.id);
    if (!current) {
      next = isFreebetBonus(next.bonus)
        ? { ...next, bonus: null, freebetStake: 0 as Subunits, stake: 0 as Subunits }
        : { ...next, bonus: null };
    } else {
      next = {
        ...next,
        bonus: current,
        freebetStake: isFreebetBonus(current)
          ? (current.freebetAmount ?? (0 as Subunits))
          : next.freebetStake,
      };
    }
  }
  if (!next.bonus) {
    const fallback = bonuses.find((b) => DEFAULT_BONUS_TYPES.includes(b.type));
    if (fallback) next = { ...next, bonus: fallback };
  }
  return next;
}

export function bonusSelected(bet: TicketBet, bonusId: number | string | null): TicketBet {
  const bonus = bonusId === null ? null : bet.availableBonuses.find((b) => b.id === bonusId);
  if (bonus === undefined) return bet;
  if (isFreebetBonus(bonus)) {
    const freebetStake = bonus?.freebetAmount ?? (0 as Subunits);
    return { ...bet, bonus, freebetStake, stake: freebetStake, stakeSource: StakeSource.stake };
  }
  if (isFreebetBonus(bet.bonus)) {
    return {
      ...bet,
      bonus,
      freebetStake: 0 as Subunits,
      stake: 0 as Subunits,
      stakeSource: StakeSource.stake,
    };
  }
  return { ...bet, bonus };
}

export function resetToInitial(state: TicketState): TicketState {
  return { ...state, ticketState: TicketPhase.initial, inProgress: false, processingBets: [], error: null };
}

function errorsByBetMessage(
  response: BetErrorResponse | undefined,
  index: number,
  betId: string,
): string | null {
  const list = response?.data?.errors_by_bet;
  if (!list) return null;
  type Entry = { index?: number; localized_message?: string | null } | null | undefined;
  // An array names each bet by `index` (the server lists only the refused bets); else by position.
  const entries = list as readonly Entry[];
  const indexed = Array.isArray(list) && entries.some((e) => typeof e?.index === 'number');
  const entry = Array.isArray(list)
    ? indexed
      ? entries.find((e) => e?.index === index)
      : entries[index]
    : ((list as Record<string, { localized_message?: string | null } | null | undefined>)[betId] ??
      (list as Record<string, { localized_message?: string | null } | null | undefined>)[String(index)]);
  return entry?.localized_message ?? null;
}

/**
 * After an odds refusal, the slip with the server's current prices under the odds-change policy, back in
 * editing: ODDS_CHANGED when a price now needs acceptance. Null when the refusal names no moved price of
 * a bet being placed (the error view then explains it).
 */
function withRefusedOdds(state: TicketState, details: unknown): TicketState | null {
  const prices = refusedPricesOf(details);
  const policy = state.settings.oddsChangePolicy;
  let moved = false;
  const bets = mapSelections(state, (s, bet) => {
    if (!state.processingBets.includes(bet.id) || bet.betType === BetType.customBet) return s;
    const odds = refusedPriceFor(s, prices);
    if (odds === undefined) return s;
    moved = true;
    return selectionWithOdds(s, odds, policy);
  });
  if (!moved) return null;
  return normalizeTicket(state, { ...resetToInitial(state), bets }, 'update');
}

export function placeFailed(
  state: TicketState,
  action: Extract<TicketAction, { type: 'placeFailed' }>,
): TicketState {
  const code = action.response?.code;
  if (code === undefined || code === null || action.status === 401) {
    return withEffects(resetToInitial(state), { type: 'genericErrorAlert', ...GENERIC_ERROR_ALERT });
  }
  const moved = isOddsErrorCode(code) ? withRefusedOdds(state, action.response?.data?.details) : null;
  if (moved) return moved;
  const processing = state.processingBets;
  const bets = state.bets.map((bet) => {
    const index = processing.indexOf(bet.id);
    return index < 0 ? bet : { ...bet, messagesByBet: errorsByBetMessage(action.response, index, bet.id) };
  });
  return {
    ...state,
    bets,
    ticketState: TicketPhase.error,
    inProgress: false,
    processingBets: [],
    error: {
      code,
      message: placeBetErrorMessageKey(code, action.response?.message),
      details: action.response?.data?.details ?? null,
      isOddsError: isOddsErrorCode(code),
    },
  };
}
