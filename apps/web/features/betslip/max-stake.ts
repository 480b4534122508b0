'use client';

import type { MaxStakeBody, MaxStakeResponse } from '@sportsbook/contract';
import type { Subunits, TicketBet } from '@sportsbook/domain';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useAccounts } from '../auth/queries.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useQueries } from '../query/hooks.ts';
import { maxStakeBodyOf } from './slip-logic.ts';

/** Contract API_PREFIX.bets + BetsRoute.maxStake (spelled out: the contract's runtime pulls in zod). */
const MAX_STAKE_PATH = '/api/sportsbook/v3/bets/max-stake';
/** Odds tick often on live matches: the maximum is asked for once they have been still this long. */
export const MAX_STAKE_DEBOUNCE_MS = 400;
const MAX_STAKE_STALE_MS = 30_000;

/**
 * Query key of one maximum. It sits below `platform` so that sign-out drops it (player data: the
 * balance and bet limit cap it), and carries the balance so that a balance change asks again.
 */
export const maxStakeKey = (locale: string, balance: number | null, body: MaxStakeBody) =>
  ['platform', 'max-stake', locale, balance, body] as const;

/** POST /bets/max-stake (a read, but cookie-authenticated POST: apiFetch adds the CSRF header). */
export function fetchMaxStake(locale: string, body: MaxStakeBody): Promise<MaxStakeResponse> {
  return apiFetch<MaxStakeResponse>(MAX_STAKE_PATH, {
    locale,
    init: { method: 'POST', body: JSON.stringify(body) },
  });
}

/** `value` once it has not changed (by its JSON form) for `ms`. */
export function useDebouncedJson<T>(value: T, ms: number): T {
  const json = JSON.stringify(value);
  const [settled, setSettled] = useState(json);
  useEffect(() => {
    if (json === settled) return;
    const timer = setTimeout(() => setSettled(json), ms);
    return () => clearTimeout(timer);
  }, [json, settled, ms]);
  return JSON.parse(settled) as T;
}

/**
 * The maximum stake of each slip bet by bet id, for a signed-in player (visitors get none): asked
 * again, debounced, when a bet's selections, odds, system type or the balance change; the previous
 * answer stays while the next one loads. A bet whose maximum is unknown is missing.
 */
export function useMaxStakes(bets: readonly TicketBet[]): Readonly<Record<string, Subunits>> {
  const locale = useLocale();
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  const accounts = useAccounts().data;
  const active = accounts?.find((a) => a.active) ?? accounts?.[0];
  const balance = active ? active.available_to_bet_with_locked_cents : null;
  const wanted = signedIn
    ? bets.flatMap((bet) => {
        const body = maxStakeBodyOf(bet);
        return body ? [{ id: bet.id, body }] : [];
      })
    : [];
  const settled = useDebouncedJson(wanted, MAX_STAKE_DEBOUNCE_MS);
  const results = useQueries({
    queries: settled.map(({ body }) => ({
      queryKey: maxStakeKey(locale, balance, body),
      queryFn: () => fetchMaxStake(locale, body),
      enabled: signedIn,
      staleTime: MAX_STAKE_STALE_MS,
    })),
  });
  // The last answer per bet stands in while a changed bet is asked again (new key, no data yet).
  const last = useRef<Record<string, { currency: string; max: Subunits }>>({});
  const byBet: Record<string, Subunits> = {};
  if (!signedIn) {
    last.current = {};
    return byBet;
  }
  settled.forEach(({ id, body }, index) => {
    const data = results[index]?.data;
    if (data && data.currency === body.currency) {
      last.current[id] = { currency: data.currency, max: data.max_stake as Subunits };
    }
  });
  for (const { id, body } of wanted) {
    const known = last.current[id];
    // An answer for another currency (a switch in flight) is no maximum for this bet.
    if (known && known.currency === body.currency) byBet[id] = known.max;
  }
  return byBet;
}
