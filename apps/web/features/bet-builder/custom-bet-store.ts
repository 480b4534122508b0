import { BetType, type Odds, type SelectionInput, selectionIdOf } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';
import type { TicketStore } from '../betslip/ticket-store.ts';

/**
 * What the bet builder keeps beside the ticket: the custom bet it asked the slip to add (so the
 * custom-bet modal can add it once the player chooses to replace the one in the slip, SPEC §2
 * Modals, §4), and which slip custom bets the server does not price now.
 */

/** A custom bet as the builder hands it to the slip's reducer (`customBetAdded`). */
export interface CustomBetRequest {
  readonly selections: readonly SelectionInput[];
  readonly customOdds: Odds;
}

interface CustomBetUi {
  /** The request waiting for the player's answer in the custom-bet modal, else null. */
  readonly modal: CustomBetRequest | null;
  /** Slip bet ids of custom bets whose combination the server does not price now. */
  readonly unpriced: ReadonlySet<string>;
}

let ui: CustomBetUi = { modal: null, unpriced: new Set() };
/** Set during `addCustomBet`'s dispatch: the reducer may answer it with the custom-bet modal. */
let requested: CustomBetRequest | null = null;
const listeners = new Set<() => void>();

function emit(next: CustomBetUi): void {
  ui = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The builder's state outside React (tests). */
export function getCustomBetUi(): CustomBetUi {
  return ui;
}

/** What came of an "Add to bet slip": added, the custom-bet modal asked, or refused by the rules. */
export type AddOutcome = 'added' | 'modal' | 'ignored';

/**
 * Adds a custom bet through the reducer's `customBetAdded`. When the ticket already holds one, the
 * reducer queues the custom-bet modal effect instead, and the effect runner calls
 * `showCustomBetModal`, which keeps this request for the modal's "Replace".
 */
export function addCustomBet(store: TicketStore, request: CustomBetRequest): AddOutcome {
  const ids = request.selections.map((s) => selectionIdOf(s));
  requested = request;
  try {
    store.dispatch({
      type: 'customBetAdded',
      selections: request.selections,
      customOdds: request.customOdds,
    });
  } finally {
    requested = null;
  }
  if (ui.modal === request) return 'modal';
  const added = store
    .getState()
    .bets.some(
      (b) =>
        b.betType === BetType.customBet &&
        b.selections.length === ids.length &&
        ids.every((id) => b.selections.some((s) => s.id === id)),
    );
  return added ? 'added' : 'ignored';
}

/** The `openCustomBetModal` effect: opens the modal for the request being added (none: nothing to ask). */
export function showCustomBetModal(): void {
  if (requested) emit({ ...ui, modal: requested });
}

/** The modal's "Replace": the slip's custom bet leaves and the waiting one goes in. */
export function replaceCustomBet(store: TicketStore): void {
  const request = ui.modal;
  emit({ ...ui, modal: null });
  if (!request) return;
  for (const bet of store.getState().bets) {
    if (bet.betType !== BetType.customBet) continue;
    store.dispatch({
      type: 'selectionsRemoved',
      betId: bet.id,
      selectionIds: bet.selections.map((s) => s.id),
    });
  }
  store.dispatch({ type: 'customBetAdded', selections: request.selections, customOdds: request.customOdds });
}

/** The modal's "Keep": the slip stays as it is and the waiting custom bet is dropped. */
export function keepCustomBet(): void {
  if (ui.modal) emit({ ...ui, modal: null });
}

/** Marks a slip custom bet as priced (false) or not priced now (true). */
export function setUnpriced(betId: string, unpriced: boolean): void {
  if (ui.unpriced.has(betId) === unpriced) return;
  const next = new Set(ui.unpriced);
  if (unpriced) next.add(betId);
  else next.delete(betId);
  emit({ ...ui, unpriced: next });
}

/** The request waiting in the custom-bet modal, for components. */
export function useCustomBetModal(): CustomBetRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => ui.modal,
    () => null,
  );
}

/** Whether the server prices a slip custom bet now (false until it says otherwise). */
export function useIsUnpriced(betId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ui.unpriced.has(betId),
    () => false,
  );
}
