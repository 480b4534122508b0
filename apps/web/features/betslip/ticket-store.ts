import {
  createTicketState,
  OddsChangePolicy,
  type TicketAction,
  type TicketSettings,
  type TicketState,
  ticketReducer,
} from '@sportsbook/domain';
import { createSelectionIndex, type SelectionIndex, slipIndex } from './selection-index.ts';

/**
 * The bet slip's state outside React (CONVENTIONS "State"): the domain `ticketReducer` runs here and
 * components read it with `useSyncExternalStore`. Two kinds of listeners: whole-ticket listeners
 * (the panel, the effect runner, persistence) and per-selection listeners (kept by its selection
 * index, selection-index.ts), so an odds button re-renders only when its own outcome joins or leaves
 * the slip. The app's store loads with the slip runtime (slip-runtime.ts), not with every page.
 */
export interface TicketStore {
  getState(): TicketState;
  dispatch(action: TicketAction): void;
  /** Replaces the state by a function of it (restores run the domain's `restoreTicket` this way). */
  update(next: (state: TicketState) => TicketState): void;
  subscribe(listener: () => void): () => void;
  /** Whether the outcome (`selectionIdOf`) is in the slip. */
  isSelected(selectionId: string): boolean;
  subscribeSelection(selectionId: string, listener: () => void): () => void;
}

/** Settings until GET /settings answers: every odds change needs acceptance, EUR. */
export const DEFAULT_TICKET_SETTINGS: TicketSettings = {
  oddsChangePolicy: OddsChangePolicy.none,
  multiSingleAvailableByProvider: {},
  providerStatuses: {},
  customBetEnabled: false,
  customBetAllowSingle: false,
  currency: { code: 'EUR', subunits: 2, fiat: true },
};

/** A ticket store over `initial` writing its selections to `index` (tests make their own; the app uses `ticketStore`). */
export function createTicketStore(
  initial: TicketState = createTicketState(DEFAULT_TICKET_SETTINGS),
  index: SelectionIndex = createSelectionIndex(),
) {
  let state = initial;
  // An empty store leaves the index alone: odds clicks waiting for the slip show there (pending-clicks.ts).
  if (state.selectedOutcomeIds.length > 0) index.setSelected(state.selectedOutcomeIds);
  const listeners = new Set<() => void>();

  function set(next: TicketState): void {
    if (next === state) return;
    state = next;
    // Per-selection listeners (odds buttons) first, then the whole-ticket ones.
    index.setSelected(next.selectedOutcomeIds);
    for (const listener of [...listeners]) listener();
  }

  const store: TicketStore = {
    getState: () => state,
    dispatch: (action) => set(ticketReducer(state, action)),
    update: (next) => set(next(state)),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isSelected: index.isSelected,
    subscribeSelection: index.subscribeSelection,
  };
  return store;
}

/** The page's bet slip; its selections are what `slipIndex` says. */
export const ticketStore: TicketStore = createTicketStore(undefined, slipIndex);
