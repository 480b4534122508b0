import 'server-only';
import {
  type CountersBody,
  CountersResponse,
  Event,
  MarketsResponse,
  MatchesResponse,
  ResolveResponse,
  SportsResponse,
  TournamentsResponse,
} from '@sportsbook/contract';
import { cache } from 'react';
import { isNotFoundError } from '../../lib/api';
import {
  fetchCounters,
  fetchMarkets,
  fetchMatch,
  fetchMatches,
  fetchResolve,
  fetchSports,
  fetchTournaments,
  type MatchesParams,
  type Schemas,
  type TournamentsParams,
} from './queries';

// Server components fetch through these: responses are checked against the contract, and each
// distinct call is made once per request (React cache) even when the nav and the page both ask.
const schemas: Schemas = {
  sports: SportsResponse,
  tournaments: TournamentsResponse,
  matches: MatchesResponse,
  event: Event,
  markets: MarketsResponse,
  counters: CountersResponse,
  resolve: ResolveResponse,
};

const key = (value: unknown) => JSON.stringify(value);

const sportsCached = cache((locale: string, context: string) =>
  fetchSports(locale, context || undefined, schemas),
);
export const getSports = (locale: string, context?: string) => sportsCached(locale, context ?? '');

const tournamentsCached = cache((locale: string, params: string) =>
  fetchTournaments(locale, JSON.parse(params) as TournamentsParams, schemas),
);
export const getTournaments = (locale: string, params: TournamentsParams) =>
  tournamentsCached(locale, key(params));

const countersCached = cache((locale: string, body: string) =>
  fetchCounters(locale, JSON.parse(body) as CountersBody, schemas),
);
export const getCounters = (locale: string, body: CountersBody) => countersCached(locale, key(body));

const matchesCached = cache((locale: string, params: string) =>
  fetchMatches(locale, JSON.parse(params) as MatchesParams, schemas),
);
export const getMatches = (locale: string, params: MatchesParams) => matchesCached(locale, key(params));

export const getMatch = cache((locale: string, id: number) => fetchMatch(locale, id, schemas));

export const getMarkets = cache((locale: string, matchId: number, groupKey?: string) =>
  fetchMarkets(locale, matchId, groupKey, schemas),
);

/** What /[sport]/[slug] names, or null when the API does not know it (404 or invalid slug). */
export const resolvePath = cache(async (locale: string, sport: string, slug?: string) => {
  try {
    return await fetchResolve(locale, sport, slug, schemas);
  } catch (error) {
    if (isNotFoundError(error) || (error as { status?: number }).status === 400) return null;
    throw error;
  }
});
