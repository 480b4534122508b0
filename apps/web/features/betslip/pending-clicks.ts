'use client';

import { type SelectionInput, selectionIdOf } from '@sportsbook/domain';
import { slipIndex } from './selection-index.ts';
import { PENDING_CLICKS_STORAGE_KEY } from './slip-keys.ts';
import { type SlipRuntime, slipReadyNow, withSlip } from './slip-runtime.ts';

/**
 * Odds clicks made before the slip's runtime is ready (it loads on first use, slip-runtime.ts). They
 * show at once (the selection index marks them), a second click on the same odds takes one back, and
 * they stay in session storage until the slip takes them, so a page left straight after a tap does
 * not lose it: the next page's slip takes it.
 */
let queue: SelectionInput[] | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function pending(): SelectionInput[] {
  if (queue) return queue;
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(PENDING_CLICKS_STORAGE_KEY) ?? '[]');
    queue = Array.isArray(stored) ? (stored as SelectionInput[]) : [];
  } catch {
    queue = [];
  }
  return queue;
}

function keep(next: SelectionInput[]): void {
  queue = next;
  try {
    if (next.length === 0) storage()?.removeItem(PENDING_CLICKS_STORAGE_KEY);
    else storage()?.setItem(PENDING_CLICKS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or denied: the clicks wait in this page only.
  }
}

/** Whether odds clicks wait for the slip (this page's or a page left before the slip took them). */
export function hasPendingClicks(): boolean {
  return pending().length > 0;
}

/**
 * The slip takes the waiting clicks in order; the index then shows the ticket as it is. Clicks made on
 * a page left before the slip took them (`carried`) join the slip as a restore does: they only toggle
 * (never a quick bet placed on another page) and do not open the phone sheet.
 */
function applyPending(slip: SlipRuntime, carried: boolean): void {
  const clicks = pending();
  keep([]);
  if (carried) {
    slip.withoutOpeningSheet(() => {
      for (const selection of clicks) slip.toggleSelection(selection);
    });
  } else {
    for (const selection of clicks) slip.selectOutcome(selection);
  }
  slipIndex.setSelected(slip.ticketStore.getState().selectedOutcomeIds);
}

/**
 * Hands the waiting clicks to the slip once it is ready (loading its runtime if need be); `carried`
 * when they were made on a page left before (the page start finds them in session storage).
 */
export function applyPendingClicksWhenReady(carried = false): void {
  withSlip((slip) => applyPending(slip, carried));
}

/**
 * What an odds click does: the slip's `selectOutcome` (a toggle or a quick bet) at once when the slip
 * is ready, else the click waits (shown selected) and the runtime loads.
 */
export function selectOutcome(selection: SelectionInput): void {
  if (slipReadyNow() && !hasPendingClicks()) {
    withSlip((slip) => slip.selectOutcome(selection));
    return;
  }
  const id = selectionIdOf(selection);
  const clicks = pending();
  const next = clicks.some((s) => selectionIdOf(s) === id)
    ? clicks.filter((s) => selectionIdOf(s) !== id)
    : [...clicks, selection];
  keep(next);
  slipIndex.setSelected(next.map((s) => selectionIdOf(s)));
  applyPendingClicksWhenReady();
}
