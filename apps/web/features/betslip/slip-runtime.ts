'use client';

import { TICKET_STORAGE_KEY } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';
import { loadNamespace } from '../i18n/load-namespace.ts';
import { BET_CODE_PARAM, PENDING_CLICKS_STORAGE_KEY, QUICK_BET_STORAGE_KEY } from './slip-keys.ts';
import { storedSlipOpen } from './slip-ui.ts';

/**
 * The bet slip's runtime (the ticket's rules and store, the quick bet, the slip's controller and
 * filled views: slip-runtime-impl.ts) loads on first use, not with every page (issue 13, first-load
 * bytes): at the first odds click, quick-bet switch, custom bet or host message, on the first pointer
 * or focus on odds (a preload), or at once when the page starts with something to restore (a stored
 * ticket, quick bet or odds clicks the slip did not take yet, a `?betcode=` link, the sheet left open). Until then the panel shows the empty
 * slip and odds buttons read the selection index (selection-index.ts).
 */
export type SlipRuntime = typeof import('./slip-runtime-impl.ts');

let runtime: SlipRuntime | null = null;
let loading: Promise<SlipRuntime> | null = null;
const listeners = new Set<() => void>();

/** Loads the runtime once; a failed load (a chunk that did not arrive) is tried again next time. */
export function loadSlipRuntime(): Promise<SlipRuntime> {
  // Its texts (the `betslip` namespace) come along, so the filled slip does not wait for them after.
  loadNamespace('betslip', document.documentElement.lang).catch(() => {
    // The slip's components ask again (useT('betslip')).
  });
  loading ??= import('./slip-runtime-impl.ts').then(
    (module) => {
      runtime = module;
      for (const listener of [...listeners]) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the runtime is loaded and knows the betting settings (an action would run at once). */
export function slipReadyNow(): boolean {
  return runtime?.slipSettingsKnown() ?? false;
}

/**
 * Runs `action` with the runtime once the slip knows its settings (the ticket's rules follow them);
 * at once when that is so already.
 */
export function withSlip(action: (slip: SlipRuntime) => void): void {
  const loaded = runtime;
  if (loaded) {
    loaded.whenSlipSettingsKnown(() => action(loaded));
    return;
  }
  loadSlipRuntime().then(
    (slip) => slip.whenSlipSettingsKnown(() => action(slip)),
    (error: unknown) => console.warn('[bet slip] could not load:', error),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The runtime once loaded (null on the server, while hydrating and before it loads). */
export function useSlipRuntime(): SlipRuntime | null {
  return useSyncExternalStore(
    subscribe,
    () => runtime,
    () => null,
  );
}

function quickBetSavedOn(json: string | null): boolean {
  try {
    return json !== null && (JSON.parse(json) as { isEnabled?: unknown }).isEnabled === true;
  } catch {
    return false;
  }
}

/** Whether the page starts with a slip to restore, so the runtime should load now. */
export function slipNeededAtStart(): boolean {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(TICKET_STORAGE_KEY) || storage.getItem(PENDING_CLICKS_STORAGE_KEY)) return true;
    if (quickBetSavedOn(storage.getItem(QUICK_BET_STORAGE_KEY))) return true;
  } catch {
    // Storage denied: nothing was kept.
  }
  return new URL(window.location.href).searchParams.has(BET_CODE_PARAM) || storedSlipOpen();
}
