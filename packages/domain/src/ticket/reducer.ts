/**
 * The bet slip as a pure reducer (SPEC §4 "Ticket (bet slip) phases"). `ticketReducer(state, action)` never
 * throws and never performs side effects: it queues them in `state.effects` for the host, which drops them
 * with `effectsHandled` once done. After every transition the bets are normalised:
 * - a bet without selections is removed; a selection id appears once per bet;
 * - a combo or system keeps one selection per match (the latest added replaces an earlier one);
 * - a combo or system with one selection becomes a single; a single with several becomes a combo;
 * - a system whose size matches no offered type becomes a system of the matching size (same win count when
 *   offered, else the smallest) or, when none exists, a combo;
 * - a custom bet is dropped when any selection's match is not prematch or live;
 * - bonus odds follow the chosen bonus, a free-bet stake above 0 replaces the stake, and a stake typed as a
 *   potential win is rescaled by old / new total odds.
 */
import { roundStakeToCurrency, stakeForPotentialWin } from '../bet-math.ts';
import { BetType, isBettableMatchStatus, ProviderStatus } from '../status.ts';
import { isOdds, type Subunits } from '../units.ts';
import type { TicketAction } from './actions.ts';
import { normalizeTicket, uniqueById } from './normalize.ts';
import {
  isFreebetBonus,
  pricedBetOf,
  type Selection,
  StakeSource,
  TicketPhase,
  type TicketSettings,
  type TicketState,
} from './slip.ts';
import { currencyOfBet, emptyBet, isProviderActive, selectionWithMarket, withEffects } from './state.ts';
import {
  addSelection,
  betIdFrom,
  bonusesUpdated,
  bonusSelected,
  changeBetType,
  mapSelections,
  newSelection,
  placeFailed,
  removeSelections,
  resetToInitial,
  updateBet,
} from './transitions.ts';

export type { TicketAction } from './actions.ts';
export { normalizeTicket, type PhaseRule } from './normalize.ts';
export {
  createTicketState,
  emptyBet,
  selectionWithMarket,
  selectionWithOdds,
  type TicketStateOptions,
  withEffects,
} from './state.ts';

const EDIT_ACTIONS: ReadonlySet<TicketAction['type']> = new Set([
  'selectionToggled',
  'customBetAdded',
  'customOddsUpdated',
  'selectionsRemoved',
  'unavailableSelectionsRemoved',
  'ticketCleared',
  'betTypeChanged',
  'systemTypeChanged',
  'stakeChanged',
  'potentialWinChanged',
  'oddsChangesAccepted',
  'bonusSelected',
]);

/**
 * The next ticket state after `action` (SPEC §4). Pure and total: unknown bet ids, invalid odds and actions
 * that do not apply in the current phase leave the state unchanged; edits are ignored while in progress.
 */
export function ticketReducer(state: TicketState, action: TicketAction): TicketState {
  if (!action || typeof action !== 'object') return state;
  if (state.inProgress && EDIT_ACTIONS.has(action.type)) return state;
  return (
    selectionEdit(state, action) ??
    stakeEdit(state, action) ??
    dataUpdate(state, action) ??
    placement(state, action) ??
    state
  );
}

/** Edits of the selections and bet types; undefined for another action. */
function selectionEdit(state: TicketState, action: TicketAction): TicketState | undefined {
  switch (action.type) {
    case 'selectionToggled': {
      const selection = newSelection(action.selection, state.settings);
      if (!selection) return state;
      const next = state.selectedOutcomeIds.includes(selection.id)
        ? removeSelections(state, (s) => s.id === selection.id)
        : addSelection(state, selection);
      return normalizeTicket(state, next, 'edit');
    }
    case 'customBetAdded': {
      if (!state.settings.customBetEnabled || !isOdds(action.customOdds)) return state;
      if (state.bets.some((b) => b.betType === BetType.customBet)) {
        return withEffects(state, { type: 'openCustomBetModal' });
      }
      const selections: Selection[] = [];
      for (const input of action.selections ?? []) {
        const s = newSelection(input, state.settings);
        if (s) selections.push(s);
      }
      const unique = uniqueById(selections);
      if (unique.length === 0 || (unique.length === 1 && !state.settings.customBetAllowSingle)) return state;
      const counter = { next: state.nextBetNumber };
      const bet = {
        ...emptyBet(betIdFrom(counter), BetType.customBet, unique, state.settings.currency),
        customOdds: action.customOdds,
      };
      return normalizeTicket(
        state,
        { ...state, bets: [...state.bets, bet], nextBetNumber: counter.next },
        'edit',
      );
    }
    case 'customOddsUpdated': {
      if (!isOdds(action.customOdds)) return state;
      const next = updateBet(state, action.betId, (b) =>
        b.betType === BetType.customBet ? { ...b, customOdds: action.customOdds } : b,
      );
      return normalizeTicket(state, next, 'edit');
    }
    case 'selectionsRemoved': {
      const ids = new Set(action.selectionIds ?? []);
      return normalizeTicket(
        state,
        removeSelections(state, (s) => ids.has(s.id), action.betId),
        'edit',
      );
    }
    case 'unavailableSelectionsRemoved':
      return normalizeTicket(
        state,
        removeSelections(state, (s) => s.isSuspended || s.isNotAvailable, action.betId),
        'edit',
      );
    case 'ticketCleared':
      return normalizeTicket(state, { ...state, bets: [] }, 'edit');
    case 'betTypeChanged':
      return normalizeTicket(state, changeBetType(state, action), 'edit');
    case 'systemTypeChanged': {
      const next = updateBet(state, action.betId, (bet) => {
        const type = state.systemTypes.find((t) => t.id === action.systemTypeId);
        if (bet.betType !== BetType.system || !type || type.totalCount !== bet.selections.length) return bet;
        return { ...bet, systemType: type };
      });
      return normalizeTicket(state, next, 'edit');
    }
    default:
      return undefined;
  }
}

/** Edits of stakes, accepted odds and bonuses; undefined for another action. */
function stakeEdit(state: TicketState, action: TicketAction): TicketState | undefined {
  switch (action.type) {
    case 'stakeChanged': {
      const next = updateBet(state, action.betId, (bet) =>
        bet.freebetStake > 0
          ? bet
          : {
              ...bet,
              stake: roundStakeToCurrency(action.stake, currencyOfBet(bet, state.settings)),
              stakeSource: StakeSource.stake,
            },
      );
      return normalizeTicket(state, next, 'edit');
    }
    case 'potentialWinChanged': {
      const next = updateBet(state, action.betId, (bet) => {
        if (bet.freebetStake > 0 || !(action.potentialWin >= 0)) return bet;
        const win = Math.min(Math.floor(action.potentialWin), Number.MAX_SAFE_INTEGER) as Subunits;
        const stake = roundStakeToCurrency(
          stakeForPotentialWin(pricedBetOf(bet), win),
          currencyOfBet(bet, state.settings),
        );
        return { ...bet, stake, stakeSource: StakeSource.potentialWin };
      });
      return normalizeTicket(state, next, 'edit');
    }
    case 'oddsChangesAccepted': {
      const bets = mapSelections(state, (s) =>
        s.isChanged ? { ...s, acceptedOdds: s.odds, isChanged: false } : s,
      );
      return normalizeTicket(state, { ...state, bets, ticketState: TicketPhase.initial }, 'edit');
    }
    case 'bonusSelected':
      return normalizeTicket(
        state,
        updateBet(state, action.betId, (bet) => bonusSelected(bet, action.bonusId)),
        'edit',
      );
    default:
      return undefined;
  }
}

/** Updates from the feed, the settings, the wallet and the bonuses; undefined for another action. */
function dataUpdate(state: TicketState, action: TicketAction): TicketState | undefined {
  switch (action.type) {
    case 'marketsUpdated': {
      const policy = state.settings.oddsChangePolicy;
      const bets = mapSelections(state, (s, bet) => {
        if (s.matchId !== action.matchId) return s;
        const market = (action.markets ?? []).find((m) => m.id === s.marketId && m.specifier === s.specifier);
        if (!market && !action.complete) return s;
        return selectionWithMarket(s, market, policy, bet.betType === BetType.customBet);
      });
      return normalizeTicket(state, { ...state, bets }, 'update');
    }
    case 'matchStatusChanged': {
      const bettable = isBettableMatchStatus(action.status);
      const bets = mapSelections(state, (s) =>
        s.matchId === action.matchId
          ? { ...s, matchStatus: action.status, isSuspended: bettable ? s.isSuspended : true }
          : s,
      );
      return normalizeTicket(state, { ...state, bets }, 'update');
    }
    case 'providerStatusChanged': {
      const settings = {
        ...state.settings,
        providerStatuses: { ...state.settings.providerStatuses, [action.provider]: action.status },
      };
      const bets = mapSelections(state, (s) =>
        s.provider === action.provider
          ? { ...s, isNotAvailable: action.status !== ProviderStatus.active }
          : s,
      );
      return normalizeTicket(state, { ...state, settings, bets }, 'update');
    }
    case 'settingsChanged': {
      const settings: TicketSettings = {
        ...state.settings,
        ...action.settings,
        currency: state.settings.currency,
      };
      const bets = mapSelections(state, (s) => {
        const isNotAvailable = !isProviderActive(settings, s.provider);
        return isNotAvailable === s.isNotAvailable ? s : { ...s, isNotAvailable };
      });
      return normalizeTicket(state, { ...state, settings, bets }, 'update');
    }
    case 'currencyChanged': {
      const currency = action.currency;
      const bets = state.bets.map((bet) => ({
        ...bet,
        stake: 0 as Subunits,
        stakeSource: StakeSource.sharing,
        currency: currency.code,
        subunits: currency.subunits,
        ...(isFreebetBonus(bet.bonus) ? { bonus: null, freebetStake: 0 as Subunits } : {}),
      }));
      return normalizeTicket(state, { ...state, settings: { ...state.settings, currency }, bets }, 'update');
    }
    case 'bonusesUpdated': {
      const bets = state.bets.map((bet) =>
        action.betId === undefined || bet.id === action.betId
          ? bonusesUpdated(bet, action.bonuses ?? [])
          : bet,
      );
      return normalizeTicket(state, { ...state, bets }, 'update');
    }
    case 'upcomingBonusesUpdated':
      return { ...state, upcomingBonuses: action.bonuses ?? [] };
    default:
      return undefined;
  }
}

/** Placement and the host's bookkeeping; undefined for another action. */
function placement(state: TicketState, action: TicketAction): TicketState | undefined {
  switch (action.type) {
    case 'placeRequested': {
      if (state.inProgress) return state;
      if (!action.isLoggedIn) return withEffects(resetToInitial(state), { type: 'requestSignIn' });
      const betIds = state.bets.filter((b) => b.stake > 0).map((b) => b.id);
      if (betIds.length === 0) return state;
      return withEffects(
        {
          ...state,
          ticketState: TicketPhase.processing,
          inProgress: true,
          processingBets: betIds,
          error: null,
          placedBets: [],
        },
        { type: 'placeBets', betIds },
      );
    }
    case 'placeSucceeded': {
      if (state.ticketState !== TicketPhase.processing) return state;
      const byId = new Map((action.placed ?? []).map((p) => [p.id, p]));
      const placedBets = state.bets
        .filter((b) => state.processingBets.includes(b.id))
        .map((b) => {
          const placed = byId.get(b.id);
          return placed
            ? { ...b, betId: placed.betId, status: placed.status ?? b.status, isVip: placed.isVip ?? b.isVip }
            : b;
        });
      return { ...state, ticketState: TicketPhase.success, inProgress: false, placedBets, error: null };
    }
    case 'placeFailed':
      return state.ticketState === TicketPhase.processing ? placeFailed(state, action) : state;
    case 'placementDismissed': {
      if (state.ticketState !== TicketPhase.success && state.ticketState !== TicketPhase.error) return state;
      const placed = new Set(state.placedBets.map((b) => b.id));
      const bets =
        state.ticketState === TicketPhase.success && !action.keepSelections
          ? state.bets.filter((b) => !placed.has(b.id))
          : state.bets;
      const next = { ...resetToInitial(state), bets, placedBets: [] };
      return normalizeTicket(state, next, 'update');
    }
    case 'restoreStarted':
      return { ...state, isRestoring: true };
    case 'effectsHandled':
      return { ...state, effects: state.effects.filter((e) => e.id > action.upToId) };
    default:
      return undefined;
  }
}
