import type {
  CountersBody,
  CountersResponse,
  Event,
  MarketsResponse,
  MatchesResponse,
  ResolveResponse,
  SearchResponse,
  Sport,
  Tournament,
} from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, type ResponseSchema, type SearchParamValue } from '../../lib/api';

/**
 * How long catalogue data stays fresh in the query cache. Live data changes by push (a later issue),
 * so even live lists can stay fresh for a while; the catalogue tree barely changes.
 */
export const STALE = {
  /** Sports, categories, leagues: the tree changes a few times a day. */
  catalogueTree: 5 * 60_000,
  /** Match counts per sport, category, league. */
  counters: 60_000,
  /** Prematch listings and match details. */
  matches: 30_000,
  /** Markets and odds of one match. */
  markets: 10_000,
  /** Path resolution (slug → kind). */
  resolve: 5 * 60_000,
  /** Search results for one query: kept while the user refines the query and comes back to it. */
  search: 60_000,
} as const;

/** Query parameters of GET /matches as this app sends them (contract MatchesQuery, wire format). */
export interface MatchesParams {
  sport_key?: string | readonly string[];
  sport_type?: 'regular' | 'cyber';
  category_id?: number | readonly number[];
  tournament_id?: number | readonly number[];
  match_status?: string | readonly string[];
  type?: string | readonly string[];
  sort_by?: string | readonly string[];
  start_from?: string;
  start_to?: string;
  bettable?: boolean;
  max_per_sport?: number;
  context?: string;
  page?: number;
  limit?: number;
}

export interface TournamentsParams {
  sport_key?: string;
  sport_type?: 'regular' | 'cyber';
  category_id?: number;
  is_top?: boolean;
  context?: string;
  limit?: number;
}

/** Optional response schemas: the server passes the contract schemas, the browser skips zod. */
export interface Schemas {
  sports?: ResponseSchema<{ data: Sport[] }>;
  tournaments?: ResponseSchema<{ data: Tournament[] }>;
  matches?: ResponseSchema<MatchesResponse>;
  event?: ResponseSchema<Event>;
  markets?: ResponseSchema<MarketsResponse>;
  counters?: ResponseSchema<CountersResponse>;
  resolve?: ResponseSchema<ResolveResponse>;
  search?: ResponseSchema<SearchResponse>;
}

type Params = Readonly<Record<string, SearchParamValue>>;

// --- sports ---
export const sportKeys = {
  all: ['sports'] as const,
  list: (locale: string, context?: string) => [...sportKeys.all, locale, context ?? ''] as const,
};
export async function fetchSports(locale: string, context?: string, schemas: Schemas = {}): Promise<Sport[]> {
  const body = await apiFetch('/sports', { locale, searchParams: { context }, schema: schemas.sports });
  return (body as { data: Sport[] }).data;
}
export const sportsQuery = (locale: string, context?: string) =>
  queryOptions({
    queryKey: sportKeys.list(locale, context),
    queryFn: () => fetchSports(locale, context),
    staleTime: STALE.catalogueTree,
  });

// --- tournaments (leagues) ---
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (locale: string, params: TournamentsParams) => [...tournamentKeys.all, locale, params] as const,
};
export async function fetchTournaments(
  locale: string,
  params: TournamentsParams,
  schemas: Schemas = {},
): Promise<Tournament[]> {
  const body = await apiFetch('/tournaments', {
    locale,
    searchParams: { limit: 500, ...params } as Params,
    schema: schemas.tournaments,
  });
  return (body as { data: Tournament[] }).data;
}
export const tournamentsQuery = (locale: string, params: TournamentsParams) =>
  queryOptions({
    queryKey: tournamentKeys.list(locale, params),
    queryFn: () => fetchTournaments(locale, params),
    staleTime: STALE.catalogueTree,
  });

// --- counters ---
export const counterKeys = {
  all: ['counters'] as const,
  of: (locale: string, body: CountersBody) => [...counterKeys.all, locale, body] as const,
};
export function fetchCounters(
  locale: string,
  body: CountersBody,
  schemas: Schemas = {},
): Promise<CountersResponse> {
  return apiFetch('/counters', {
    locale,
    init: { method: 'POST', body: JSON.stringify(body) },
    schema: schemas.counters,
  });
}
export const countersQuery = (locale: string, body: CountersBody) =>
  queryOptions({
    queryKey: counterKeys.of(locale, body),
    queryFn: () => fetchCounters(locale, body),
    staleTime: STALE.counters,
  });

// --- matches (events: matches and outrights) ---
export const matchKeys = {
  all: ['matches'] as const,
  list: (locale: string, params: MatchesParams) => [...matchKeys.all, 'list', locale, params] as const,
  detail: (locale: string, id: number) => [...matchKeys.all, 'detail', locale, id] as const,
};
export function fetchMatches(
  locale: string,
  params: MatchesParams,
  schemas: Schemas = {},
): Promise<MatchesResponse> {
  return apiFetch('/matches', { locale, searchParams: params as Params, schema: schemas.matches });
}
export function fetchMatch(locale: string, id: number, schemas: Schemas = {}): Promise<Event> {
  return apiFetch(`/matches/${id}`, { locale, schema: schemas.event });
}
export const matchesQuery = (locale: string, params: MatchesParams) =>
  queryOptions({
    queryKey: matchKeys.list(locale, params),
    queryFn: () => fetchMatches(locale, params),
    staleTime: STALE.matches,
  });
export const matchQuery = (locale: string, id: number) =>
  queryOptions({
    queryKey: matchKeys.detail(locale, id),
    queryFn: () => fetchMatch(locale, id),
    staleTime: STALE.matches,
  });

// --- markets of one match ---
export const marketKeys = {
  all: ['markets'] as const,
  of: (locale: string, matchId: number, groupKey?: string) =>
    [...marketKeys.all, locale, matchId, groupKey ?? ''] as const,
};
export function fetchMarkets(
  locale: string,
  matchId: number,
  groupKey?: string,
  schemas: Schemas = {},
): Promise<MarketsResponse> {
  return apiFetch(`/matches/${matchId}/markets`, {
    locale,
    searchParams: { group_key: groupKey, limit: 500 },
    schema: schemas.markets,
  });
}
export const marketsQuery = (locale: string, matchId: number, groupKey?: string) =>
  queryOptions({
    queryKey: marketKeys.of(locale, matchId, groupKey),
    queryFn: () => fetchMarkets(locale, matchId, groupKey),
    staleTime: STALE.markets,
  });

// --- resolve (what /[sport]/[slug] names) ---
export const resolveKeys = {
  all: ['resolve'] as const,
  of: (locale: string, sport: string, slug?: string) =>
    [...resolveKeys.all, locale, sport, slug ?? ''] as const,
};
export function fetchResolve(
  locale: string,
  sport: string,
  slug?: string,
  schemas: Schemas = {},
): Promise<ResolveResponse> {
  return apiFetch('/resolve', { locale, searchParams: { sport, slug }, schema: schemas.resolve });
}
export const resolveQuery = (locale: string, sport: string, slug?: string) =>
  queryOptions({
    queryKey: resolveKeys.of(locale, sport, slug),
    queryFn: () => fetchResolve(locale, sport, slug),
    staleTime: STALE.resolve,
  });

// --- search (events and tournaments by name) ---
export const searchKeys = {
  all: ['search'] as const,
  /** `q` as sent: trimmed, 3 to 50 characters (domain isValidSearchQuery). */
  results: (locale: string, q: string) => [...searchKeys.all, locale, q] as const,
};
export function fetchSearch(
  locale: string,
  q: string,
  signal?: AbortSignal,
  schemas: Schemas = {},
): Promise<SearchResponse> {
  return apiFetch('/search', { locale, searchParams: { q }, init: { signal }, schema: schemas.search });
}
export const searchQuery = (locale: string, q: string) =>
  queryOptions({
    queryKey: searchKeys.results(locale, q),
    queryFn: ({ signal }) => fetchSearch(locale, q, signal),
    staleTime: STALE.search,
  });
