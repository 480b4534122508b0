'use client';

import { useEffect, useRef } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { platformKeys, usePlayer } from '../auth/queries.ts';
import { notifyPaymentPush } from '../cashier/notify.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { getPushSnapshot, onPushResync, subscribeChannel, subscribePushState } from '../live/push-client.ts';
import { betKeys } from '../my-bets/queries.ts';
import { notificationKeys } from '../notifications/queries.ts';
import { useQueryClient } from '../query/hooks.ts';
import { invalidateResources, readResource } from '../resource/store.ts';
import { handlePlayerPublication, privateChannelOf } from './events.ts';

/**
 * The signed-in player's private push channel (SPEC §7 "Push connection", §6: private updates of
 * accounts, balance and bets), mounted by PlayerPush from the first sign-in. Subscribed only while
 * signed in; a new player means a new channel. When the channel comes back without what it missed,
 * or first listens after the accounts were read (it loads after the page), the bets and accounts
 * are fetched again.
 */
export function PlayerChannel() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const t = useT('cashier');
  const tRef = useRef(t);
  tRef.current = t;
  const status = useAuthStatus();
  const playerId = usePlayer().data?.id;
  const channel =
    status === AuthStatus.loggedIn && playerId !== undefined ? privateChannelOf(locale, playerId) : null;

  useEffect(() => {
    if (channel === null) return;
    const stopPublications = subscribeChannel(channel, (data) => {
      handlePlayerPublication(queryClient, data);
      notifyPaymentPush(tRef.current, data);
    });
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: betKeys.all() });
      void invalidateResources(platformKeys.accounts());
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
    };
    const asked = Date.now();
    const stopResync = onPushResync(refetch);
    const stopCatchUp = catchUpOnceSubscribed(channel, () => {
      // Balances read before the channel listened may have missed a settlement or a payment.
      const readAt = readResource(platformKeys.accounts()).updatedAt;
      if (readAt < asked) refetch();
    });
    return () => {
      stopCatchUp();
      stopResync();
      stopPublications();
    };
  }, [channel, queryClient]);

  return null;
}

/** Calls `then` once, the first time `channel` is subscribed; returns the cancel function. */
function catchUpOnceSubscribed(channel: string, then: () => void): () => void {
  const stop = subscribePushState(() => {
    if (getPushSnapshot().channels[channel] !== 'subscribed') return;
    stop();
    then();
  });
  return stop;
}
