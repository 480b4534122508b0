'use client';

import { lazy, Suspense, useState } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';

/** The channel's event handling (balance, bets, payment alerts) loads once a player signs in. */
const PlayerChannel = lazy(() => import('./player-channel.tsx').then((m) => ({ default: m.PlayerChannel })));

/**
 * Mounted once by the locale layout: from the first time the player is signed in it mounts the
 * private push channel (player-channel.tsx), which follows sign-outs and new players itself.
 */
export function PlayerPush() {
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  const [wanted, setWanted] = useState(false);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <PlayerChannel />
    </Suspense>
  );
}
