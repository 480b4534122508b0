'use client';

import type { SelectionInput, TicketState } from '@sportsbook/domain';
import { selectionIdOf } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus } from '../auth/auth-store.ts';
import { openModal } from '../modals/modal-store.ts';
import { outcomeClickEvent, pushDataLayer } from './analytics.ts';
import { isQuickBetClick } from './quick-bet.ts';
import { quickBetStore } from './quick-bet-store.ts';
import { setSlipUi } from './slip-ui.ts';
import { ticketStore } from './ticket-store.ts';

const SERVER_TICKET = ticketStore.getState();

/** The whole ticket, for the panel (re-renders on every change of the ticket). */
export function useTicket(): TicketState {
  return useSyncExternalStore(ticketStore.subscribe, ticketStore.getState, () => SERVER_TICKET);
}

let settingsReady = false;
const waiting: SelectionInput[] = [];
const waitingActions: (() => void)[] = [];

/** Whether the betting settings reached the ticket (or failed for good). */
export function slipSettingsKnown(): boolean {
  return settingsReady;
}

/**
 * Runs `action` once the betting settings reached the ticket (or failed for good): at once when they
 * have, else synchronously with `markSettingsReady`, before the restore that starts in the same
 * commit (a click waiting for the slip is its first selection, and opens the sheet).
 */
export function whenSlipSettingsKnown(action: () => void): void {
  if (settingsReady) action();
  else waitingActions.push(action);
}

/**
 * The betting settings arrived (or failed for good): toggles clicked before are applied now. The
 * slip's rules depend on them (several singles per provider, odds policy), so a click made before
 * they are known waits instead of following the defaults.
 */
export function markSettingsReady(): void {
  if (settingsReady) return;
  settingsReady = true;
  for (const selection of waiting.splice(0)) applyToggle(selection);
  for (const action of waitingActions.splice(0)) action();
}

/**
 * What an odds click does: with quick bet on and the match live, a quick placement (sign-in first
 * when signed out); otherwise the slip toggle.
 */
export function selectOutcome(selection: SelectionInput): void {
  if (!isQuickBetClick(quickBetStore.getState(), selection)) {
    toggleSelection(selection);
    return;
  }
  if (getAuthStatus() !== AuthStatus.loggedIn) {
    openModal('sign_in');
    return;
  }
  quickBetStore.dispatch({ type: 'selectionClicked', selection, isLoggedIn: true });
  setSlipUi({ open: true });
}

/**
 * Adds the outcome to the slip, or removes it when it is there (SPEC §4), and tells the data layer
 * (SPEC §7: outcome_add_click / outcome_delete_click) when the slip accepted the change.
 */
export function toggleSelection(selection: SelectionInput): void {
  if (settingsReady) applyToggle(selection);
  else waiting.push(selection);
}

function applyToggle(selection: SelectionInput): void {
  const id = selectionIdOf(selection);
  const before = ticketStore.isSelected(id);
  ticketStore.dispatch({ type: 'selectionToggled', selection });
  const after = ticketStore.isSelected(id);
  if (after !== before) pushDataLayer(outcomeClickEvent(selection, after));
}
