'use client';

import { lazy, Suspense, useState } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';

/** The watcher (and the jackpot query code) loads once a player has signed in; it checks the feature flag itself. */
const JackpotHitWatcher = lazy(() =>
  import('./jackpot-hit-watcher.tsx').then((m) => ({ default: m.JackpotHitWatcher })),
);

/** Mounts the jackpot hit watcher from the first sign-in on (it handles a sign-out itself). */
export function JackpotHitGate() {
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  const [wanted, setWanted] = useState(false);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <JackpotHitWatcher />
    </Suspense>
  );
}
