'use client';

import { lazy, Suspense } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';

const NotificationCentre = lazy(() =>
  import('./notification-centre.tsx').then((m) => ({ default: m.NotificationCentre })),
);

/**
 * The notifications block: the centre of a signed-in player, whose code (panel, paged queries) loads
 * once a player is signed in rather than with every visitor's first page.
 */
export function SignedInNotificationCentre() {
  if (useAuthStatus() !== AuthStatus.loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationCentre />
    </Suspense>
  );
}
