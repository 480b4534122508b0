import type { Provider } from '@sportsbook/contract';
import { isBettableMatchStatus, type MatchStatus } from '@sportsbook/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inIds } from '../../db/lists.ts';
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
  /** `type` (regular, cyber) is read by the placement only. */
  sport: { id: number; key: string; name: LocalizedText; type?: string };
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
    .where(inIds(events.id, unique));
  return new Map(rows.map((r) => [r.id, matchInfoOf(r)]));
}

/** A market a selection is on: match, market type and specifier. */
export interface MarketKey {
  eventId: number;
  marketId: number;
  specifier: string;
}

/**
 * Markets whose `(event_id, market_id, specifier)` is one of `keys`: a semi-join on three array
 * parameters, `(…) in (select * from unnest($1::int[], $2::int[], $3::text[]))`, whose text and
 * parameter count do not grow with the number of keys (null for none).
 *
 * Root cause of the PGlite freeze this replaces: the condition was a row-valued IN list,
 * `(event_id, market_id, specifier) in ((…), (…), …)`. PostgreSQL's parser turns such a list into a
 * left-deep tree of OR nodes, one level per tuple (transformAExprIn), and the planner walks that tree
 * recursively. In PGlite (PostgreSQL compiled to WebAssembly, run synchronously on Node's main
 * thread) that recursion runs on V8's own stack, which check_stack_depth() does not see (it measures
 * Emscripten's shadow stack, which barely moves). Near 275 tuples on Node's default ~1 MB stack V8
 * throws "Maximum call stack size exceeded" inside the WebAssembly; PGlite's execProtocolRawSync
 * catches every exception but only recovers from PostgreSQL's own error longjmp, so it swallows this
 * one and leaves the backend half way through the statement: the query answers no rows, or the
 * protocol loop spins forever on the main thread (no signal handler or request runs again). A My Bets
 * page of 25 open 16-leg combos, or the cash-out refresh of a few thousand open bets, crossed it.
 * Any query over a list of market keys should use this condition, never a row-valued IN list.
 */
export function marketKeysCondition(keys: readonly MarketKey[]): SQL | null {
  const unique = [...new Map(keys.map((k) => [marketKeyOf(k.eventId, k.marketId, k.specifier), k])).values()];
  if (unique.length === 0) return null;
  const eventIds = sql.param(unique.map((k) => k.eventId));
  const marketIds = sql.param(unique.map((k) => k.marketId));
  const specifiers = sql.param(unique.map((k) => k.specifier));
  return sql`(${markets.eventId}, ${markets.marketId}, ${markets.specifier}) in (select * from unnest(${eventIds}::int[], ${marketIds}::int[], ${specifiers}::text[]))`;
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
 * provider's status, in one query (one round trip instead of three, and only the markets bet on
 * rather than whole menus). A placement reads the same, and more, with placement-read.ts.
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
    .where(inIds(events.id, eventIds))
    // Named (its text is the same for any number of matches and markets, all passed as arrays):
    // PostgreSQL parses it once per connection and soon plans it once instead of on every placement.
    .prepare('selection_catalogue')
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
