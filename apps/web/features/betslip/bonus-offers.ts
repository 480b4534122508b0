'use client';

import type { Bonus, BonusesResponse } from '@sportsbook/contract';
import {
  type BonusType,
  type OfferedBonus,
  sameSlipBonuses,
  slipBonusesFor,
  type TicketState,
} from '@sportsbook/domain';
import { useEffect, useMemo } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useQuery } from '../query/hooks.ts';
import { SLIP_BONUSES_KEY } from './slip-bonuses-key.ts';
import { ticketStore } from './ticket-store.ts';

/** Contract API_PREFIX.sportsbook + BonusesRoute.bonuses (spelled out: the contract's runtime pulls in zod). */
const BONUSES_PATH = '/api/sportsbook/v2/bonuses';
/** Enough for every bonus a player holds at once; the list is newest first. */
const OFFER_LIMIT = 100;
const OFFERS_STALE_MS = 30_000;

/** Query key of the slip's bonus offers: below `platform`, so sign-out drops them. */
export const slipBonusesKey = (locale: string) => [...SLIP_BONUSES_KEY, locale] as const;

/** GET /bonuses?isAvailable=true: the player's bonuses usable or activatable now. */
export function fetchSlipBonuses(locale: string): Promise<BonusesResponse> {
  return apiFetch<BonusesResponse>(BONUSES_PATH, {
    locale,
    searchParams: { isAvailable: true, limit: OFFER_LIMIT },
  });
}

const epochMs = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** One issued bonus as the slip's eligibility needs it. */
export function offerOf(bonus: Bonus): OfferedBonus {
  const validTo = [epochMs(bonus.valid_to), epochMs(bonus.issued.expired_at)].filter(
    (v): v is number => v !== null,
  );
  return {
    id: bonus.id,
    type: bonus.type as BonusType,
    status: bonus.issued.computed_status,
    minOdds: bonus.min_odds,
    maxOdds: bonus.max_odds,
    selectionCountFrom: bonus.selection_count_from,
    selectionCountTo: bonus.selection_count_to,
    matchStatus: bonus.match_status,
    currency: bonus.issued.currency,
    amount: bonus.issued.amount,
    validFrom: epochMs(bonus.valid_from),
    validTo: validTo.length > 0 ? Math.min(...validTo) : null,
    usesCount: bonus.issued.uses_count ?? bonus.uses_count,
    timesUsed: bonus.issued.times_used,
    ranges: bonus.ranges,
    pointsPerBet: bonus.points_per_bet,
    eventConditions: bonus.event_conditions,
    farmOncePerEvent: bonus.farm_once_per_event,
    farmedEventIds: bonus.issued.farming_stats?.farmed_event_ids ?? [],
  };
}

/** The signed-in player's bonuses offered to slip bets (none for visitors). */
export function useSlipBonusOffers(): readonly OfferedBonus[] {
  const locale = useLocale();
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  const query = useQuery({
    queryKey: slipBonusesKey(locale),
    queryFn: () => fetchSlipBonuses(locale),
    enabled: signedIn,
    staleTime: OFFERS_STALE_MS,
  });
  const data = signedIn ? query.data : undefined;
  return useMemo(() => (data ? data.data.map(offerOf) : NONE), [data]);
}
const NONE: readonly OfferedBonus[] = [];

/**
 * Keeps each slip bet's available bonuses in step with the offers and the bet (SPEC §4): whenever
 * either changes, the bet gets the bonuses it may use now; the reducer then clears a free bet no
 * longer offered and picks a combo boost, hunting or tournament bonus by default.
 */
export function syncSlipBonuses(state: TicketState, offers: readonly OfferedBonus[], nowMs: number): void {
  for (const bet of state.bets) {
    if (bet.betId !== null) continue;
    const bonuses = slipBonusesFor(bet, offers, nowMs);
    if (!sameSlipBonuses(bet.availableBonuses, bonuses)) {
      ticketStore.dispatch({ type: 'bonusesUpdated', betId: bet.id, bonuses });
    }
  }
}

/** The controller's hook: runs `syncSlipBonuses` now and after every ticket change, with the latest offers. */
export function useSlipBonusSync(): void {
  const offers = useSlipBonusOffers();
  useEffect(() => {
    const sync = () => syncSlipBonuses(ticketStore.getState(), offers, Date.now());
    sync();
    return ticketStore.subscribe(sync);
  }, [offers]);
}
