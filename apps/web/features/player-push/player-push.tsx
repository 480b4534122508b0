'use client';

import { lazy } from 'react';
import { OnceSignedIn } from '../auth/once-signed-in.tsx';

/** The channel's event handling (balance, bets, payment alerts) loads once a player signs in. */
const PlayerChannel = lazy(() => import('./player-channel.tsx').then((m) => ({ default: m.PlayerChannel })));

/**
 * Mounted once by the locale layout: the private push channel (player-channel.tsx), which follows
 * sign-outs and new players itself.
 */
export function PlayerPush() {
  return (
    <OnceSignedIn>
      <PlayerChannel />
    </OnceSignedIn>
  );
}
