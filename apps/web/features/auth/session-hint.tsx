'use client';

import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether the request that rendered the page carried the session hint cookie (a session may exist).
 * Without it the visitor is known to be signed out from the first render, on the server and in the
 * browser alike, so hydration has no auth change to re-render (every row's favourite star did).
 * Pages rendered outside the provider assume a session may exist, as before.
 */
const SessionHint = createContext(true);

export function SessionHintProvider({ hint, children }: { hint: boolean; children: ReactNode }) {
  return <SessionHint.Provider value={hint}>{children}</SessionHint.Provider>;
}

/** The server render's session hint (see SessionHintProvider). */
export function useSessionHint(): boolean {
  return useContext(SessionHint);
}
