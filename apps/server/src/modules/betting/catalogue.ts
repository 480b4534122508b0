import type { Provider } from '@sportsbook/contract';
import { isBettableMatchStatus, type MatchStatus } from '@sportsbook/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type CompetitorJson,
  categories,
  events,
  type LocalizedText,
  markets,
  type OutcomeJson,
  sports,
  tournaments,
} from '../../db/schema.ts';
import type { CurrentPrice } from './pricing.ts';

/** What bets need to know about a match, read fresh from the catalogue. */
export interface MatchInfo {
  id: number;
  type: string;
  urnId: string;
  slug: string;
  status: number;
  startTime: Date;
  provider: string;
  competitors: { home?: CompetitorJson; away?: CompetitorJson } | CompetitorJson[];
  statistics: Record<string, unknown> | null;
  /** The pricing model's parameters (events.model; `{}` for events without one). */
  model: Record<string, unknown>;
  sport: { id: number; key: string; name: LocalizedText };
  category: { id: number; name: LocalizedText };
  tournament: { id: number; name: LocalizedText };
}

export interface MarketInfo {
  eventId: number;
  marketId: number;
  specifier: string;
  status: number;
  name: LocalizedText;
  outcomes: OutcomeJson[];
  provider: string;
}

export const marketKeyOf = (eventId: number, marketId: number, specifier: string) =>
  `${eventId}|${marketId}|${specifier}`;

/** Matches (with sport, category and tournament) by id. */
export async function loadMatches(db: Db, ids: readonly number[]): Promise<Map<number, MatchInfo>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      type: events.type,
      urnId: events.urnId,
      slug: events.slug,
      status: events.status,
      startTime: events.startTime,
      provider: events.provider,
      competitors: events.competitors,
      statistics: events.statistics,
      model: events.model,
      sportId: sports.id,
      sportKey: sports.key,
      sportName: sports.name,
      categoryId: categories.id,
      categoryName: categories.name,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
    .where(inArray(events.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        type: r.type,
        urnId: r.urnId,
        slug: r.slug,
        status: r.status,
        startTime: r.startTime,
        provider: r.provider,
        competitors: r.competitors as MatchInfo['competitors'],
        statistics: r.statistics,
        model: r.model,
        sport: { id: r.sportId, key: r.sportKey, name: r.sportName },
        category: { id: r.categoryId, name: r.categoryName },
        tournament: { id: r.tournamentId, name: r.tournamentName },
      },
    ]),
  );
}

/** Every market of these matches, by `marketKeyOf`. */
export async function loadMarkets(db: Db, eventIds: readonly number[]): Promise<Map<string, MarketInfo>> {
  const unique = [...new Set(eventIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: markets.eventId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      status: markets.status,
      name: markets.name,
      outcomes: markets.outcomes,
      provider: markets.provider,
    })
    .from(markets)
    .where(inArray(markets.eventId, unique));
  return new Map(rows.map((r) => [marketKeyOf(r.eventId, r.marketId, r.specifier), r]));
}

/** Whether an outcome is bettable now and at what odds (SPEC §4: match prematch/live, market 1, outcome active, provider active). */
export function currentPriceOf(
  match: MatchInfo | undefined,
  market: MarketInfo | undefined,
  outcomeId: string,
  providerStatuses: Readonly<Partial<Record<Provider, string>>>,
): CurrentPrice & { outcome: OutcomeJson | undefined; providerActive: boolean } {
  const outcome = market?.outcomes.find((o) => String(o.id) === outcomeId);
  const providerActive = match ? providerStatuses[match.provider as Provider] !== 'inactive' : true;
  const bettable =
    match !== undefined &&
    match.type === 'match' &&
    isBettableMatchStatus(match.status as MatchStatus) &&
    market?.status === 1 &&
    outcome?.active === true &&
    providerActive;
  return { bettable, odds: outcome?.odds ?? 0, outcome, providerActive };
}
