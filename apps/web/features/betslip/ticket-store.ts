import {
  createTicketState,
  OddsChangePolicy,
  type TicketAction,
  type TicketSettings,
  type TicketState,
  ticketReducer,
} from '@sportsbook/domain';

/**
 * The bet slip's state outside React (CONVENTIONS "State"): the domain `ticketReducer` runs here and
 * components read it with `useSyncExternalStore`. Two kinds of listeners: whole-ticket listeners
 * (the panel, the effect runner, persistence) and per-selection listeners, so an odds button
 * re-renders only when its own outcome joins or leaves the slip.
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

/** A ticket store over `initial` (tests make their own; the app uses `ticketStore`). */
export function createTicketStore(initial: TicketState = createTicketState(DEFAULT_TICKET_SETTINGS)) {
  let state = initial;
  let selected = new Set(state.selectedOutcomeIds);
  const listeners = new Set<() => void>();
  const selectionListeners = new Map<string, Set<() => void>>();

  function set(next: TicketState): void {
    if (next === state) return;
    const before = selected;
    state = next;
    selected = new Set(next.selectedOutcomeIds);
    const changed: string[] = [];
    for (const id of before) if (!selected.has(id)) changed.push(id);
    for (const id of selected) if (!before.has(id)) changed.push(id);
    for (const id of changed) {
      const set = selectionListeners.get(id);
      if (set) for (const listener of [...set]) listener();
    }
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
    isSelected: (id) => selected.has(id),
    subscribeSelection(id, listener) {
      let set = selectionListeners.get(id);
      if (!set) {
        set = new Set();
        selectionListeners.set(id, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) selectionListeners.delete(id);
      };
    },
  };
  return store;
}

/** The page's bet slip. */
export const ticketStore: TicketStore = createTicketStore();
