'use client';

import type { Market } from '@sportsbook/contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocale } from '../i18n/provider.tsx';
import { matchChannelOf, publicChannelOf } from './channels.ts';
import { liveStore, type MatchLive, NO_MARKETS, type OutcomeLive, type OutcomeSeed } from './live-store.ts';
import {
  getPushSnapshot,
  getServerPushSnapshot,
  type PushSnapshot,
  subscribeChannel,
  subscribePushState,
} from './push-client.ts';

/**
 * A match's live fields: the server-rendered `seed` until push changes them. Subscribes the page to
 * `public:{locale}`, and with `matchChannel` to the match's own channel (every market) too.
 */
export function useMatchLive(seed: MatchLive, { matchChannel = false } = {}): MatchLive {
  const locale = useLocale();
  const id = seed.id;
  const own = matchChannel ? matchChannelOf(locale, id) : null;
  // One effect for both channels (every listing row runs this: issue 13 counts effects per row).
  useEffect(() => {
    const stops = [publicChannelOf(locale), own].map((channel) =>
      channel === null ? null : subscribeChannel(channel, liveStore.handlePublication),
    );
    return () => {
      for (const stop of stops) stop?.();
    };
  }, [locale, own]);
  // The seed is registered when the subscription starts or the seed changes.
  const subscribe = useCallback(
    (listener: () => void) => {
      liveStore.seedMatch(seed);
      return liveStore.subscribeMatch(id, listener);
    },
    [seed, id],
  );
  const live = useSyncExternalStore(
    subscribe,
    () => liveStore.getMatch(id),
    () => undefined,
  );
  return live ?? seed;
}

/** Whether a match takes bets now, as push last said; `seed` (the server's answer) until then. */
export function useMatchBettable(matchId: number, seed: boolean): boolean {
  const subscribe = useCallback(
    (listener: () => void) => liveStore.subscribeMatch(matchId, listener),
    [matchId],
  );
  const live = useSyncExternalStore(
    subscribe,
    () => liveStore.getMatchBettable(matchId),
    () => undefined,
  );
  return live ?? seed;
}

/**
 * One outcome's odds, active flag and market status: the server-rendered seed until push changes it,
 * seeded into the store, re-rendering only when this outcome changes.
 */
export function useOutcome(
  matchId: number,
  marketKey: string,
  outcomeId: string,
  seed: OutcomeSeed,
): OutcomeLive {
  const { odds, active, marketStatus } = seed;
  useEffect(
    () => liveStore.seedOutcome(matchId, marketKey, outcomeId, { odds, active, marketStatus }),
    [matchId, marketKey, outcomeId, odds, active, marketStatus],
  );
  const subscribe = useCallback(
    (listener: () => void) => liveStore.subscribeOutcome(matchId, marketKey, outcomeId, listener),
    [matchId, marketKey, outcomeId],
  );
  const live = useSyncExternalStore(
    subscribe,
    () => liveStore.getOutcome(matchId, marketKey, outcomeId),
    () => undefined,
  );
  return live ?? { odds, active, marketStatus, flash: null };
}

/** A market's status: the server-rendered one until push changes it. */
export function useMarketStatus(matchId: number, marketKey: string, seed: number): number {
  useEffect(() => liveStore.seedMarket(matchId, marketKey, seed), [matchId, marketKey, seed]);
  const subscribe = useCallback(
    (listener: () => void) => liveStore.subscribeMarket(matchId, marketKey, listener),
    [matchId, marketKey],
  );
  const live = useSyncExternalStore(
    subscribe,
    () => liveStore.getMarketStatus(matchId, marketKey),
    () => undefined,
  );
  return live ?? seed;
}

/** The match's lines pushed while the calling component is mounted (see LiveStore.getPushedMarkets). */
export function usePushedMarkets(matchId: number): readonly Market[] {
  const subscribe = useCallback(
    (listener: () => void) => liveStore.subscribePushedMarkets(matchId, listener),
    [matchId],
  );
  return useSyncExternalStore(
    subscribe,
    () => liveStore.getPushedMarkets(matchId),
    () => NO_MARKETS,
  );
}

/** Live matches that started after the server rendered the live list (`renderedIds`). */
export function useLiveAppended(renderedIds: readonly number[]) {
  const key = renderedIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are compared by value (key)
  useEffect(() => liveStore.trackLiveList(renderedIds), [key]);
  return useSyncExternalStore(liveStore.subscribeLiveList, liveStore.getLiveAppended, () => EMPTY);
}
const EMPTY: readonly never[] = [];

/** Connection and channel states of the page's push client. */
export function usePushState(): PushSnapshot {
  return useSyncExternalStore(subscribePushState, getPushSnapshot, getServerPushSnapshot);
}
