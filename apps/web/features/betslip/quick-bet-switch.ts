'use client';

import { useSyncExternalStore } from 'react';

let quickBetOn = false;
const listeners = new Set<() => void>();

/** The quick bet's switch as the runtime's quick bet store says (off until the runtime loads). */
export function setQuickBetOn(on: boolean): void {
  if (on === quickBetOn) return;
  quickBetOn = on;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether quick bet is on (false on the server and until the runtime says otherwise). */
export function useQuickBetOn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => quickBetOn,
    () => false,
  );
}
