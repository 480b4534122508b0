import type { Player } from '@sportsbook/contract';
import { ApiRequestError, readCookie } from '../../lib/api.ts';
import { bearerToken, setBearerToken } from '../../lib/bearer.ts';
import { openModal } from '../modals/modal-store.ts';
import { currentQueryClient } from '../query/current.ts';
import { fetchResource, removeResources, setResource } from '../resource/store.ts';
import { AuthStatus } from './auth-status.ts';
import { dispatchAuth, getAuthStatus } from './auth-store.ts';
import { EXPECTED_401, platformApi, platformKeys, playerResource } from './queries.ts';
import { CSRF_COOKIE, ErrorCode } from './routes.ts';
import { postToTabs } from './tab-channel.ts';

/** Puts a signed-in player in the store and the status machine (after sign-in or the profile fetch). */
export function applyPlayer(player: Player): void {
  setResource(platformKeys.player(), player);
  dispatchAuth({ type: 'profile', isLoggedIn: player.is_logged_in });
}

/**
 * Forgets the player here: profile, accounts, stars, limits (everything under `platform`, in the
 * resource store and in the query client if one was made) and the session hint cookie.
 */
export function clearSession(): void {
  removeResources(platformKeys.all);
  currentQueryClient()?.removeQueries({ queryKey: platformKeys.all });
  setBearerToken(null);
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: dropping the session hint; the server clears its own cookies
    document.cookie = `${CSRF_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  }
  dispatchAuth({ type: 'signed_out' });
}

/**
 * Asks for the profile when a session may exist (the readable CSRF cookie is there): unknown →
 * pending → logged_in or not_logged_in. A refused session was an expired one: sign-in reopens.
 */
export async function loadSession(locale: string): Promise<void> {
  if (!readCookie(CSRF_COOKIE) && !bearerToken()) {
    dispatchAuth({ type: 'signed_out' });
    return;
  }
  dispatchAuth({ type: 'fetch' });
  try {
    const player = await fetchResource({ ...playerResource(locale), meta: EXPECTED_401, staleMs: 0 });
    applyPlayer(player);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearSession();
      if (!handleLimitCode(error.code)) openModal('sign_in', { expired: true });
    } else {
      dispatchAuth({ type: 'signed_out' });
    }
  }
}

/** Opens the modal of a session-ending limit code; false for other codes. */
function handleLimitCode(code: string): boolean {
  if (code === ErrorCode.sessionLimitReached) {
    openModal('out_of_session_limit');
    postToTabs({ type: 'out_of_session_limit' });
    return true;
  }
  if (code === ErrorCode.activityLimitReached) {
    openModal('activity_limit_reached');
    postToTabs({ type: 'activity_limit_reached' });
    return true;
  }
  return false;
}

/**
 * A 401 (or the session-limit 403 of the reality check) ended the session (SPEC §8): sign out here
 * and in the other tabs, then open the modal that says why, or the session-expired sign-in.
 */
export function sessionEnded(error: ApiRequestError): void {
  if (getAuthStatus() !== AuthStatus.loggedIn) return;
  clearSession();
  postToTabs({ type: 'signed_out' });
  if (!handleLimitCode(error.code)) openModal('sign_in', { expired: true });
}

/** Signs out (SPEC §4): the server first, then user, accounts and the rest of the player's state. */
export async function signOut(locale: string): Promise<void> {
  try {
    await platformApi.signOut(locale);
  } catch {
    // Already signed out on the server (401) or unreachable: forget the session here anyway.
  }
  clearSession();
  postToTabs({ type: 'signed_out' });
}
