import { ALERT_AUTO_CLOSE_MS } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';

/** Alert tones (SPEC §2 Toasts and alerts: payment notifications are success, warning or error). */
export type AlertTone = 'success' | 'warning' | 'error' | 'info';

/** One alert: already translated text, so any feature can raise one. */
export interface AlertData {
  tone: AlertTone;
  title: string;
  message?: string;
  /** data-alert attribute, for tests and styles (e.g. `quick-deposit-success`). */
  name: string;
  /** Makes the text a button (e.g. the bonus toast opens the bonus detail); choosing it closes the alert. */
  onSelect?: () => void;
  /** A line under the message saying what choosing the alert does. */
  selectHint?: string;
  /**
   * Waits its turn instead of replacing an alert that does not (a bonus toast never hides a payment's
   * result): shown when the current one closes; a newer waiting alert replaces an older one.
   */
  waitsTurn?: boolean;
}

type ShownAlert = AlertData & { id: number };

interface AlertState {
  current: ShownAlert | null;
}

let state: AlertState = { current: null };
/** An alert waiting for the current one to close (see AlertData.waitsTurn). */
let waiting: { alert: ShownAlert; autoCloseMs: number } | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(next: AlertState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Shows an alert, replacing the one shown (one at a time, SPEC §2); it closes itself after
 * ALERT_AUTO_CLOSE_MS. Returns its id.
 */
export function showAlert(alert: AlertData, autoCloseMs: number = ALERT_AUTO_CLOSE_MS): number {
  const shown = { ...alert, id: nextId++ };
  if (alert.waitsTurn && state.current && !state.current.waitsTurn) {
    waiting = { alert: shown, autoCloseMs };
    return shown.id;
  }
  if (!alert.waitsTurn) waiting = null;
  show(shown, autoCloseMs);
  return shown.id;
}

function show(alert: ShownAlert, autoCloseMs: number): void {
  if (timer) clearTimeout(timer);
  emit({ current: alert });
  timer = setTimeout(() => dismissAlert(alert.id), autoCloseMs);
}

/**
 * Closes the alert shown (only that one when `id` is given; a waiting alert with that id is dropped),
 * then shows the one waiting its turn, if any.
 */
export function dismissAlert(id?: number): void {
  if (id !== undefined && waiting?.alert.id === id) {
    waiting = null;
    return;
  }
  if (!state.current || (id !== undefined && state.current.id !== id)) return;
  if (timer) clearTimeout(timer);
  timer = undefined;
  const next = waiting;
  waiting = null;
  if (next) show(next.alert, next.autoCloseMs);
  else emit({ current: null });
}

/** The alert shown, outside React. */
export function currentAlert(): (AlertData & { id: number }) | null {
  return state.current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The alert shown, for components. */
export function useCurrentAlert() {
  return useSyncExternalStore(
    subscribe,
    () => state.current,
    () => null,
  );
}
