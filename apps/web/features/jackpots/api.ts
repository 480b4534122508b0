'use client';

import type { Jackpot, JackpotHitsResponse, JackpotsResponse } from '@sportsbook/contract';
import { JackpotsRoute } from '@sportsbook/contract/routes';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { SKIP_REPORT } from '../error-reporting/state.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useResource } from '../resource/use-resource.ts';
import { useJackpotsEnabled } from './enabled.ts';
import { jackpotKeys } from './keys.ts';
import {
  ANNOUNCED_HIT_STATUSES,
  isReportedJackpotError,
  JACKPOT_HITS_REFETCH_MS,
  JACKPOT_REFETCH_MS,
} from './model.ts';

/** SPEC §8: the query error reporter skips jackpot fetch failures with status 400, 404 or 500. */
const JACKPOT_META = { [SKIP_REPORT]: (error: unknown) => !isReportedJackpotError(error) };

/** The jackpot calls of SPEC §7. */
export const jackpotsApi = {
  list: (locale: string) =>
    apiFetch<JackpotsResponse>(JackpotsRoute.jackpots, { locale, searchParams: { limit: 4 } }),
  hits: (locale: string, mine: boolean) =>
    apiFetch<JackpotHitsResponse>(JackpotsRoute.hits, {
      locale,
      searchParams: mine
        ? { for_user: true, unseen: true, status: [...ANNOUNCED_HIT_STATUSES], limit: 10 }
        : { status: [...ANNOUNCED_HIT_STATUSES], limit: 10 },
    }),
  markSeen: (locale: string, ids: readonly number[]) =>
    apiFetch<{ ids: number[] }>(JackpotsRoute.hitsSeen, {
      locale,
      init: { method: 'POST', body: JSON.stringify({ ids }) },
    }),
};

/**
 * The active jackpots (getJackpots), refetched every 15 s; the first one is the one shown. `initial`
 * (the one the server read) stands in until the first reading, without entering the store.
 */
export function useJackpots(initial?: Jackpot | null) {
  const locale = useLocale();
  const enabled = useJackpotsEnabled();
  return useResource(
    {
      key: jackpotKeys.list(locale),
      fetch: () => jackpotsApi.list(locale),
      staleMs: JACKPOT_REFETCH_MS,
      meta: JACKPOT_META,
    },
    { enabled, refetchMs: JACKPOT_REFETCH_MS, placeholder: initial ? { data: [initial] } : undefined },
  );
}

/** Latest hits of every player (the leaderboard), refetched every 60 s. */
export function useJackpotHits() {
  const locale = useLocale();
  const enabled = useJackpotsEnabled();
  return useResource(
    {
      key: jackpotKeys.hits(locale, 'all'),
      fetch: () => jackpotsApi.hits(locale, false),
      staleMs: JACKPOT_HITS_REFETCH_MS,
      meta: JACKPOT_META,
    },
    { enabled, refetchMs: JACKPOT_HITS_REFETCH_MS },
  );
}

/** The signed-in player's unseen approved or paid hits, refetched every 60 s. */
export function useMyUnseenHits() {
  const locale = useLocale();
  const on = useJackpotsEnabled();
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  return useResource(
    {
      key: jackpotKeys.hits(locale, 'mine'),
      fetch: () => jackpotsApi.hits(locale, true),
      staleMs: 0,
      meta: JACKPOT_META,
    },
    { enabled: on && signedIn, refetchMs: JACKPOT_HITS_REFETCH_MS },
  );
}
