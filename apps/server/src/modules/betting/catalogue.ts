import type { Provider } from '@sportsbook/contract';
import { isBettableMatchStatus, type MatchStatus } from '@sportsbook/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type CompetitorJson,
  categories,
  events,
  type LocalizedText,
  markets,
  type OutcomeJson,
  providers,
  sports,
  tournaments,
} from '../../db/schema.ts';
import { providerStatusesOf } from '../feed/providers.ts';
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

const matchColumns = {
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
};

interface MatchRow {
  id: number;
  type: string;
  urnId: string;
  slug: string;
  status: number;
  startTime: Date;
  provider: string;
  competitors: unknown;
  statistics: Record<string, unknown> | null;
  model: Record<string, unknown>;
  sportId: number;
  sportKey: string;
  sportName: LocalizedText;
  categoryId: number;
  categoryName: LocalizedText;
  tournamentId: number;
  tournamentName: LocalizedText;
}

function matchInfoOf(r: MatchRow): MatchInfo {
  return {
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
  };
}

/** Matches (with sport, category and tournament) by id. */
export async function loadMatches(db: Db, ids: readonly number[]): Promise<Map<number, MatchInfo>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(matchColumns)
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
    .where(inArray(events.id, unique));
  return new Map(rows.map((r) => [r.id, matchInfoOf(r)]));
}

/** A market a selection is on: match, market type and specifier. */
export interface MarketKey {
  eventId: number;
  marketId: number;
  specifier: string;
}

function uniqueKeyCount(keys: readonly MarketKey[]): number {
  return new Set(keys.map((k) => marketKeyOf(k.eventId, k.marketId, k.specifier))).size;
}

/** `(event_id, market_id, specifier) IN (...)` over distinct keys (null for none). */
function marketKeysCondition(keys: readonly MarketKey[]): SQL | null {
  const unique = new Map(keys.map((k) => [marketKeyOf(k.eventId, k.marketId, k.specifier), k]));
  if (unique.size === 0) return null;
  const tuples = [...unique.values()].map(
    (k) => sql`(${k.eventId}::int, ${k.marketId}::int, ${k.specifier}::text)`,
  );
  return sql`(${markets.eventId}, ${markets.marketId}, ${markets.specifier}) in (${sql.join(tuples, sql`, `)})`;
}

const marketColumns = {
  eventId: markets.eventId,
  marketId: markets.marketId,
  specifier: markets.specifier,
  status: markets.status,
  name: markets.name,
  outcomes: markets.outcomes,
  provider: markets.provider,
};

/** These markets (only), by `marketKeyOf`: what bets on them need, without the rest of their matches' menus. */
export async function loadMarketsByKey(db: Db, keys: readonly MarketKey[]): Promise<Map<string, MarketInfo>> {
  const condition = marketKeysCondition(keys);
  if (!condition) return new Map();
  const rows = await db.select(marketColumns).from(markets).where(condition);
  return new Map(rows.map((r) => [marketKeyOf(r.eventId, r.marketId, r.specifier), r]));
}

/** What pricing selections needs from the catalogue, read together. */
export interface SelectionCatalogue {
  matches: Map<number, MatchInfo>;
  /** The selections' markets only, by `marketKeyOf`. */
  marketMap: Map<string, MarketInfo>;
  statuses: Readonly<Partial<Record<Provider, string>>>;
}

/**
 * The matches of these selections (with sport, category and tournament), their markets and every
 * provider's status, in one query (a placement reads them inside its transaction: one round trip
 * instead of three, and only the markets bet on rather than whole menus).
 */
export async function loadSelectionCatalogue(
  db: Db,
  keys: readonly MarketKey[],
): Promise<SelectionCatalogue> {
  const eventIds = [...new Set(keys.map((k) => k.eventId))];
  const condition = marketKeysCondition(keys);
  if (eventIds.length === 0 || !condition) {
    const rows = await db.select({ id: providers.id, status: providers.status }).from(providers);
    return { matches: new Map(), marketMap: new Map(), statuses: providerStatusesOf(rows) };
  }
  const rows = await db
    .select({
      ...matchColumns,
      market: marketColumns,
      providerStatuses: sql<Record<
        string,
        string
      > | null>`(select json_object_agg(${providers.id}, ${providers.status}) from ${providers})`,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
    .leftJoin(markets, and(eq(markets.eventId, events.id), condition))
    .where(inArray(events.id, eventIds))
    // Named per shape (the text only depends on how many matches and markets): PostgreSQL parses it
    // once per connection and soon plans it once (a generic plan) instead of on every placement.
    .prepare(`selection_catalogue_${eventIds.length}_${uniqueKeyCount(keys)}`)
    .execute();
  const matches = new Map<number, MatchInfo>();
  const marketMap = new Map<string, MarketInfo>();
  let statusRows: { id: string; status: string }[] | null = null;
  for (const r of rows) {
    if (!matches.has(r.id)) matches.set(r.id, matchInfoOf(r));
    const m = r.market;
    if (m) marketMap.set(marketKeyOf(m.eventId, m.marketId, m.specifier), m);
    statusRows ??= Object.entries(parseJson(r.providerStatuses) ?? {}).map(([id, status]) => ({
      id,
      status: String(status),
    }));
  }
  if (statusRows === null) {
    // None of the matches exists: the statuses on their own.
    statusRows = await db.select({ id: providers.id, status: providers.status }).from(providers);
  }
  return { matches, marketMap, statuses: providerStatusesOf(statusRows) };
}

/** A json column of a raw SQL expression: parsed by node-postgres and PGlite, a string otherwise. */
function parseJson(value: unknown): Record<string, unknown> | null {
  if (value == null) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
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
