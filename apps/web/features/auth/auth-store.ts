import { useSyncExternalStore } from 'react';
import { readCookie } from '../../lib/api.ts';
import { bearerToken } from '../../lib/bearer.ts';
import { type AuthEvent, AuthStatus, nextAuthStatus } from './auth-status.ts';
import { CSRF_COOKIE } from './routes.ts';
import { useSessionHint } from './session-hint.tsx';

/**
 * In the browser, a page with neither the session hint cookie nor an embed token has no session to
 * ask for: signed out from the start (what the server rendered, see SessionHintProvider). Otherwise
 * unknown until the profile answers.
 */
function initialStatus(): AuthStatus {
  if (typeof document === 'undefined') return AuthStatus.unknown;
  return readCookie(CSRF_COOKIE) || bearerToken() ? AuthStatus.unknown : AuthStatus.notLoggedIn;
}

let status: AuthStatus = initialStatus();
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

const serverUnknown = () => AuthStatus.unknown;
const serverSignedOut = () => AuthStatus.notLoggedIn;

/**
 * The auth status for components. The server render and hydration say `unknown`, or `not_logged_in`
 * when the request had no session hint cookie (useSessionHint).
 */
export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(
    subscribeAuthStatus,
    getAuthStatus,
    useSessionHint() ? serverUnknown : serverSignedOut,
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
