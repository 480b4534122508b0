'use client';

import { lazy, Suspense } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';

/** The link and the player's bonus list load once a player is signed in, not with a visitor's page. */
const BadgeLink = lazy(() => import('./bonus-badge-link.tsx').then((m) => ({ default: m.BadgeLink })));

/**
 * The header's link to /promotions with the number of the player's usable or unseen bonuses; it reads
 * the bonus list the toast keeps fresh (`bonus_issued`, mark-as-seen). Players only: the list query is
 * disabled for visitors, and a 401 signs out (no retry), which disables it.
 */
export function BonusBadge() {
  const status = useAuthStatus();
  if (status !== AuthStatus.loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <BadgeLink />
    </Suspense>
  );
}
