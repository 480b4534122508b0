import { useSyncExternalStore } from 'react';
import { type AuthEvent, AuthStatus, nextAuthStatus } from './auth-status.ts';

let status: AuthStatus = AuthStatus.unknown;
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

/** Applies an auth event (SPEC §4 status machine). */
export function dispatchAuth(event: AuthEvent): void {
  const next = nextAuthStatus(status, event);
  if (next === status) return;
  const wasLoggedIn = status === AuthStatus.loggedIn;
  status = next;
  for (const listener of listeners) listener();
  if (wasLoggedIn && next === AuthStatus.notLoggedIn) for (const listener of signOutListeners) listener();
}

/** The auth status, outside React. */
export function getAuthStatus(): AuthStatus {
  return status;
}

/** Calls `listener` after every change of the auth status; returns the unsubscribe function. */
export function subscribeAuthStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The auth status for components; `unknown` during server rendering and hydration. */
export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(
    subscribeAuthStatus,
    () => status,
    () => AuthStatus.unknown,
  );
}

/**
 * Runs `listener` whenever a signed-in player becomes signed out (sign-out, 401, session limit), so
 * features holding player state (quick bet, bet slip) clear it. Returns the unsubscribe function.
 */
export function onSignedOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => {
    signOutListeners.delete(listener);
  };
}
