import { DEFAULT_SYSTEM_STAKE_MODE, SystemStakeMode } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';

/** Local-storage key of how the player enters system stakes (per line or total). */
export const SYSTEM_STAKE_MODE_KEY = 'sportsbook.betslip.system-stake-mode';

let mode: SystemStakeMode | null = null;
const listeners = new Set<() => void>();

/** The player's system stake mode: the saved one, else per line (domain default). */
export function getSystemStakeMode(): SystemStakeMode {
  if (mode) return mode;
  let saved: string | null = null;
  try {
    saved = typeof window === 'undefined' ? null : window.localStorage.getItem(SYSTEM_STAKE_MODE_KEY);
  } catch {
    // Storage denied: the default.
  }
  mode = saved === SystemStakeMode.total ? SystemStakeMode.total : DEFAULT_SYSTEM_STAKE_MODE;
  return mode;
}

/** Switches the system stake mode and keeps it for the next visit. */
export function setSystemStakeMode(next: SystemStakeMode): void {
  if (next === getSystemStakeMode()) return;
  mode = next;
  try {
    window.localStorage.setItem(SYSTEM_STAKE_MODE_KEY, next);
  } catch {
    // Storage denied: the mode lasts for this page.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The system stake mode, for components. */
export function useSystemStakeMode(): SystemStakeMode {
  return useSyncExternalStore(subscribe, getSystemStakeMode, () => DEFAULT_SYSTEM_STAKE_MODE);
}
