'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { matchChannelOf } from '../live/channels.ts';
import { subscribeChannel } from '../live/push-client.ts';
import { useQuery, useQueryClient } from '../query/hooks.ts';
import { postCustomOdds } from './api.ts';
import { customOddsBody, MIN_PICKS, movesBuilderPrice, type Pick, picksKey } from './picks.ts';

/** How long a bet-builder price stays fresh without push saying the match moved. */
export const STALE_CUSTOM_ODDS = 10_000;
/** Quiet time after the last pick before the price is asked (a player picks several in a row). */
export const PICK_DEBOUNCE_MS = 250;
/** At most one refresh per this span while push keeps moving the match (ticks come in bursts). */
export const PUSH_REFRESH_MS = 1_000;

export const customOddsKeys = {
  all: ['custom-odds'] as const,
  match: (locale: string, matchId: number) => [...customOddsKeys.all, locale, matchId] as const,
  of: (locale: string, matchId: number, picks: string) =>
    [...customOddsKeys.match(locale, matchId), picks] as const,
};

/** `value` once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Marks the match's builder prices stale whenever push changes its markets, status or score (at most
 * once per PUSH_REFRESH_MS), so the price shown is refetched; the match channel is shared with the
 * page's other live parts (reference counted).
 */
function useRefreshOnPush(locale: string, matchId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = subscribeChannel(matchChannelOf(locale, matchId), (data) => {
      if (timer !== null || !movesBuilderPrice(data, matchId)) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: customOddsKeys.match(locale, matchId) });
      }, PUSH_REFRESH_MS);
    });
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [locale, matchId, queryClient]);
}

/**
 * The bet-builder price of `picks` (POST /bets/custom/odds), asked once the picks have settled and
 * again when push moves the match. `current` is false while the answer shown belongs to earlier
 * picks (a new price is on its way).
 */
export function useBuilderPrice(locale: string, matchId: number, picks: readonly Pick[]) {
  useRefreshOnPush(locale, matchId);
  const asked = useDebounced(picks, PICK_DEBOUNCE_MS);
  const askedKey = picksKey(asked);
  const query = useQuery({
    queryKey: customOddsKeys.of(locale, matchId, askedKey),
    queryFn: () => postCustomOdds(locale, customOddsBody(matchId, asked)),
    enabled: asked.length >= MIN_PICKS,
    placeholderData: keepPreviousData,
    staleTime: STALE_CUSTOM_ODDS,
  });
  const current = askedKey === picksKey(picks) && !query.isPlaceholderData && query.data !== undefined;
  return {
    answer: current ? query.data : undefined,
    current,
    pending: picks.length >= MIN_PICKS && (!current || query.isFetching),
    failed: current ? false : query.isError && askedKey === picksKey(picks),
  };
}
