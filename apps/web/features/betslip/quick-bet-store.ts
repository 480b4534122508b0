import { type Currency, type SelectionInput, type Subunits, selectionIdOf } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';
import {
  createQuickBetState,
  type QuickBetAction,
  type QuickBetState,
  quickBetReducer,
} from './quick-bet.ts';
import { QUICK_BET_STORAGE_KEY } from './slip-keys.ts';
import { DEFAULT_TICKET_SETTINGS } from './ticket-store.ts';

export { QUICK_BET_STORAGE_KEY };

/** The quick bet outside React, like the ticket store. */
export function createQuickBetStore(currency: Currency = DEFAULT_TICKET_SETTINGS.currency) {
  let state = createQuickBetState(currency);
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action: QuickBetAction): void {
      const next = quickBetReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    /** Back to off (sign-out clears the quick bet, SPEC §4). */
    reset(): void {
      state = createQuickBetState(state.currency);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type QuickBetStore = ReturnType<typeof createQuickBetStore>;

export const quickBetStore: QuickBetStore = createQuickBetStore();

const SERVER_STATE = quickBetStore.getState();

export function useQuickBet(): QuickBetState {
  return useSyncExternalStore(quickBetStore.subscribe, quickBetStore.getState, () => SERVER_STATE);
}

/** Whether the outcome is the one a quick bet is placing or placed last. */
export function isQuickBetOutcome(state: QuickBetState, selection: SelectionInput): boolean {
  return state.selectedOutcomeIds.includes(selectionIdOf(selection));
}

/** Saves the quick bet's switch, stake and approval for this tab. */
export function saveQuickBet(state: QuickBetState): void {
  try {
    window.sessionStorage.setItem(
      QUICK_BET_STORAGE_KEY,
      JSON.stringify({
        isEnabled: state.isEnabled,
        stake: state.stake,
        currency: state.currency.code,
        isApproved: state.isApproved,
      }),
    );
  } catch {
    // Storage denied: the quick bet lasts for this page.
  }
}

/** Restores the saved quick bet when it was in `currency`. */
export function restoreQuickBet(store: QuickBetStore, currency: Currency): void {
  store.dispatch({ type: 'currencyChanged', currency });
  let saved: { isEnabled?: unknown; stake?: unknown; currency?: unknown; isApproved?: unknown } = {};
  try {
    saved = JSON.parse(window.sessionStorage.getItem(QUICK_BET_STORAGE_KEY) ?? '{}');
  } catch {
    return;
  }
  if (saved.currency !== currency.code) return;
  if (Number.isSafeInteger(saved.stake) && (saved.stake as number) > 0) {
    store.dispatch({ type: 'stakeChanged', stake: saved.stake as Subunits });
  }
  if (saved.isEnabled === true && !store.getState().isEnabled) store.dispatch({ type: 'toggled' });
  if (saved.isApproved === true) store.dispatch({ type: 'approved' });
}
