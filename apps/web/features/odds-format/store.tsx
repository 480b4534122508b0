'use client';

import { isOddsType } from '@sportsbook/domain';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { ODDS_COOKIE, ODDS_STORAGE_KEY, type OddsTypeName } from './odds-type.ts';

// One module-level store: every odds button subscribes, so a switch re-renders all of them at once.
let current: OddsTypeName | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function persist(type: OddsTypeName): void {
  try {
    localStorage.setItem(ODDS_STORAGE_KEY, type);
  } catch {
    // Storage can be unavailable (private mode, embedded frames); the cookie still carries it.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
  document.cookie = `${ODDS_COOKIE}=${type}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** Switches the odds format for the whole page and remembers it (localStorage and cookie). */
export function setOddsType(type: OddsTypeName): void {
  persist(type);
  if (type === current) return;
  current = type;
  for (const listener of listeners) listener();
}

const ServerOddsType = createContext<OddsTypeName>('european');

/**
 * Seeds the store with the server's choice (cookie) and, after hydration, adopts a different choice
 * saved in localStorage (then the cookie is rewritten so the next server render agrees).
 */
export function OddsTypeProvider({ initial, children }: { initial: OddsTypeName; children: ReactNode }) {
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(ODDS_STORAGE_KEY);
    } catch {}
    setOddsType(isOddsType(stored) ? stored : (current ?? initial));
  }, [initial]);
  return <ServerOddsType.Provider value={initial}>{children}</ServerOddsType.Provider>;
}

/** Calls `listener` when the odds format changes (for hooks that fold several stores into one). */
export const subscribeOddsType = subscribe;

/** The server's odds format (the cookie's), what hydration renders. */
export function useServerOddsType(): OddsTypeName {
  return useContext(ServerOddsType);
}

/** The current odds format outside React; `initial` until the page adopted one. */
export function currentOddsType(initial: OddsTypeName): OddsTypeName {
  return current ?? initial;
}

/** The current odds format; components re-render when it changes. */
export function useOddsType(): OddsTypeName {
  const initial = useContext(ServerOddsType);
  return useSyncExternalStore(
    subscribe,
    () => current ?? initial,
    () => initial,
  );
}
