/** Auth status of SPEC §4. */
export const AuthStatus = {
  /** Nothing known yet (first render, before the profile is asked for). */
  unknown: 'unknown',
  /** The profile (GET /player) is being fetched. */
  pending: 'pending',
  /** A profile with an e-mail or auth phone arrived (isLoggedIn). */
  loggedIn: 'logged_in',
  /** No session, an expired one, or signed out. */
  notLoggedIn: 'not_logged_in',
} as const;
export type AuthStatus = (typeof AuthStatus)[keyof typeof AuthStatus];

/** What happens to the auth status. */
export type AuthEvent =
  /** Fetching the profile started. */
  | { type: 'fetch' }
  /** A profile was set (after the fetch or a sign-in); `isLoggedIn` decides the status. */
  | { type: 'profile'; isLoggedIn: boolean }
  /** The fetch failed, the session was refused (401), or the player signed out. */
  | { type: 'signed_out' };

/** The next auth status (SPEC §4: fetching sets pending; setting the profile sets logged_in or not). */
export function nextAuthStatus(status: AuthStatus, event: AuthEvent): AuthStatus {
  switch (event.type) {
    case 'fetch':
      // A refetch of a known player's profile does not hide the signed-in header.
      return status === AuthStatus.loggedIn ? status : AuthStatus.pending;
    case 'profile':
      return event.isLoggedIn ? AuthStatus.loggedIn : AuthStatus.notLoggedIn;
    case 'signed_out':
      return AuthStatus.notLoggedIn;
  }
}
