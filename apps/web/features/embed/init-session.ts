import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import { internalPath } from './host-channel.ts';

/**
 * `/init-sportsbook?path=…` (SPEC §2, §5): the page a host frames to start an embedded session. It
 * waits briefly for the host's session-init and auth token, then replaces itself with `path`.
 */

/** Without a word about the player from the host, the frame moves on this long after announcing itself. */
export const INIT_GRACE_MS = 1500;
/** Whatever happens (a slow or broken API), the player never waits longer than this. */
export const INIT_MAX_WAIT_MS = 8000;

/**
 * Where the session goes: `path` (a single query value) when it is a path of this site, else home;
 * in `locale`, whatever locale prefix `path` carried.
 */
export function initTarget(path: unknown, locale: string): string {
  const value = Array.isArray(path) ? undefined : path;
  return localizedPath(internalPath(value) ?? '/', locale, DEFAULT_LOCALE_CONFIG);
}

/** What the host said about the player so far: nothing, a token, or an empty token (no player). */
export type HostToken = 'none' | 'token' | 'cleared';

export interface InitState {
  /** Since this page started. */
  elapsedMs: number;
  /** Since the bridge announced itself to the host (`initialized`); null before. */
  sinceAnnouncedMs: number | null;
  token: HostToken;
  /** The auth status (features/auth/auth-status.ts). */
  auth: 'unknown' | 'pending' | 'logged_in' | 'not_logged_in';
  /** The signed-in player's accounts (the header balance) have arrived. */
  accountsLoaded: boolean;
}

/**
 * The wait rule: go as soon as the session is settled after the host's token (signed in with the
 * balance loaded, or refused), or an empty token said there is no player; without a token, go
 * INIT_GRACE_MS after the frame announced itself (the host answers `initialized`), once the session is
 * settled; never wait past INIT_MAX_WAIT_MS after the page started.
 */
export function initReady({ elapsedMs, sinceAnnouncedMs, token, auth, accountsLoaded }: InitState): boolean {
  if (elapsedMs >= INIT_MAX_WAIT_MS) return true;
  const settled = auth === 'logged_in' ? accountsLoaded : auth === 'not_logged_in';
  if (token === 'cleared') return auth !== 'pending';
  if (token === 'token') return settled;
  return sinceAnnouncedMs !== null && sinceAnnouncedMs >= INIT_GRACE_MS && settled;
}
