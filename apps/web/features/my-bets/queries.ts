import type {
  AutoCashoutResponse,
  Bet,
  BetsResponse,
  CashoutResponse,
  ShareCodeCreateBody,
  ShareCodeCreateResponse,
} from '@sportsbook/contract';
import { API_PREFIX, BetsRoute } from '@sportsbook/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { platformKeys } from '../auth/queries.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useQuery } from '../query/hooks.ts';
import { applyBetChanged, applyCashoutChanged, type BetListFilters, joinBetPages } from './bet-list.ts';

const BETS_PATH = `${API_PREFIX.bets}${BetsRoute.bets}`;
const CASHOUT_PATH = `${API_PREFIX.bets}${BetsRoute.cashout}`;
const AUTO_CASHOUT_PATH = `${API_PREFIX.bets}${BetsRoute.autoCashout}`;
const SHARE_CODE_PATH = `${API_PREFIX.bets}${BetsRoute.shareCode}`;

/** Bets per page request (SPEC §9: bet list page size 500, fetch-all 500 per page). */
export const BETS_PAGE_LIMIT = 500;

/**
 * Query keys of the player's bets. They sit under `platform`, so signing out drops them with the rest
 * of the player's data and the next player never sees them.
 */
export const betKeys = {
  all: () => [...platformKeys.all, 'bets'] as const,
  lists: () => [...platformKeys.all, 'bets', 'list'] as const,
  list: (filters: BetListFilters) => [...platformKeys.all, 'bets', 'list', filters] as const,
};

/** Every bet matching the filters: GET /bets page by page (limit 500) until the last page, newest first. */
export async function fetchAllBets(
  locale: string,
  filters: BetListFilters,
  signal?: AbortSignal,
): Promise<Bet[]> {
  const pages: Bet[][] = [];
  let page = 1;
  let lastPage = 1;
  do {
    const response = await apiFetch<BetsResponse>(BETS_PATH, {
      locale,
      searchParams: { status: filters.status, result: filters.result, page, limit: BETS_PAGE_LIMIT },
      ...(signal ? { init: { signal } } : {}),
    });
    pages.push(response.data);
    lastPage = response.pagination.last_page;
    page += 1;
  } while (page <= lastPage);
  return joinBetPages(pages);
}

/** The signed-in player's bets under these filters (disabled for visitors). */
export function useBets(filters: BetListFilters) {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: betKeys.list(filters),
    queryFn: ({ signal }) => fetchAllBets(locale, filters, signal),
    enabled: status === AuthStatus.loggedIn,
    // Push keeps the lists current while they are cached; a remount within a minute needs no refetch.
    staleTime: 60_000,
  });
}

/** POST /bets/cashout: pays the current offer when it is at least `toCashout`. */
export function cashoutBet(locale: string, betId: number, toCashout: number): Promise<Bet> {
  return apiFetch<CashoutResponse>(CASHOUT_PATH, {
    locale,
    init: { method: 'POST', body: JSON.stringify({ bet_id: betId, to_cashout: toCashout }) },
  }).then((response) => response.data);
}

/**
 * POST /bets/cashout with `amount`: a partial cash out at the offer now (at least `toCashout`); the
 * answer is the bet still open at its smaller stake (or cashed out when `amount` was the whole offer).
 */
export function partialCashoutBet(
  locale: string,
  betId: number,
  toCashout: number,
  amount: number,
): Promise<Bet> {
  return apiFetch<CashoutResponse>(CASHOUT_PATH, {
    locale,
    init: { method: 'POST', body: JSON.stringify({ bet_id: betId, to_cashout: toCashout, amount }) },
  }).then((response) => response.data);
}

/** POST /bets/auto-cashout: sets (a target in subunits) or removes (null) the bet's auto cash-out rule. */
export function setAutoCashout(locale: string, betId: number, target: number | null): Promise<Bet> {
  return apiFetch<AutoCashoutResponse>(AUTO_CASHOUT_PATH, {
    locale,
    init: { method: 'POST', body: JSON.stringify({ bet_id: betId, target }) },
  }).then((response) => response.data);
}

/** GET /bets/{id}: one bet as it is now (its current cash-out offer after a refused cash out). */
export function fetchBet(locale: string, betId: number): Promise<Bet> {
  return apiFetch<{ data: Bet }>(`${BETS_PATH}/${betId}`, { locale }).then((response) => response.data);
}

/** POST /bets/share-code with the bet's selections: a code for a `?betcode=` link. */
export function createShareCode(locale: string, bet: Bet): Promise<string> {
  const body: ShareCodeCreateBody = {
    bets: [
      {
        selections: bet.selections.map((s) => ({
          match_id: s.match.id,
          market_id: s.market.id,
          specifier: s.specifier,
          outcome_id: s.outcome.id,
          odds: s.odds,
        })),
        ...(bet.system ? { system_id: bet.system.id } : {}),
        ...(bet.custom_odds !== null ? { custom_odds: bet.custom_odds } : {}),
      },
    ],
  };
  return apiFetch<ShareCodeCreateResponse>(SHARE_CODE_PATH, {
    locale,
    init: { method: 'POST', body: JSON.stringify(body) },
  }).then((response) => response.code);
}

function filtersOfKey(key: readonly unknown[]): BetListFilters | null {
  const filters = key[key.length - 1];
  return typeof filters === 'object' && filters !== null ? (filters as BetListFilters) : null;
}

/** Folds a changed bet (push `bet_changed` or a cash-out answer) into every cached bet list. */
export function updateCachedBet(queryClient: QueryClient, bet: Bet): void {
  for (const [key, list] of queryClient.getQueriesData<readonly Bet[]>({ queryKey: betKeys.lists() })) {
    const filters = filtersOfKey(key);
    if (!list || !filters) continue;
    const next = applyBetChanged(list, bet, filters);
    if (next !== list) queryClient.setQueryData(key, next);
  }
}

/** Sets a bet's cash-out offer (push `bet_cashout_changed`) in every cached bet list. */
export function updateCachedCashout(queryClient: QueryClient, betId: number, toCashout: number | null): void {
  for (const [key, list] of queryClient.getQueriesData<readonly Bet[]>({ queryKey: betKeys.lists() })) {
    if (!list) continue;
    const next = applyCashoutChanged(list, betId, toCashout);
    if (next !== list) queryClient.setQueryData(key, next);
  }
}
