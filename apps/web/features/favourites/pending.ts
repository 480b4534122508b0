import type { FavouriteType } from '@sportsbook/contract';

/**
 * A star a visitor asked for before signing in: kept for the tab (sessionStorage) so the star is set
 * once they sign in, even when sign-in went through its own page.
 */
const KEY = 'sb_pending_star';

export interface PendingStar {
  type: FavouriteType;
  id: number;
}

/** False once storage was read and held no star: later checks skip reading it again. */
let maybePending = true;

export function rememberStar(star: PendingStar): void {
  maybePending = true;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(star));
  } catch {
    // Storage off (private mode): the star is asked for again after sign-in.
  }
}

/** The pending star, if any, left where it is. */
export function peekPendingStar(): PendingStar | null {
  if (!maybePending) return null;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) {
      maybePending = false;
      return null;
    }
    const pending = JSON.parse(raw) as Partial<PendingStar>;
    return typeof pending.id === 'number' && typeof pending.type === 'string'
      ? { type: pending.type, id: pending.id }
      : null;
  } catch {
    return null;
  }
}

/** Takes the pending star when it is this one (so only one star applies it). */
export function takePendingStar(star: PendingStar): boolean {
  const pending = peekPendingStar();
  if (pending?.type !== star.type || pending.id !== star.id) return false;
  try {
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
