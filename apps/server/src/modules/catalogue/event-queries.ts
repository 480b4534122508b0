import type { SortKey, SortSpec } from '@sportsbook/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, events, markets, sports, tournaments } from '../../db/schema.ts';
import { effectivePriority, sportColumns } from './queries.ts';

// Events and their markets (queries.ts holds sports, categories, tournaments and counters). All SQL is
// built with Drizzle's query builder or `sql` tagged templates: user input is always a bound parameter.

/** Market status 0 (not allowed) is never shown; 1 is open for betting (SPEC §4). */
const MARKET_HIDDEN = 0;
const MARKET_OPEN = 1;
/** Statuses a bettable event may have: prematch, live. */
export const NOT_FINISHED_STATUSES = [0, 1];

// --- events ------------------------------------------------------------------------------------------

export interface EventFilter {
  ids?: number[] | undefined;
  types: string[];
  slug?: string | undefined;
  sportId?: number | undefined;
  sportKeys?: string[] | undefined;
  sportType?: string | undefined;
  categoryIds?: number[] | undefined;
  tournamentIds?: number[] | undefined;
  statuses?: number[] | undefined;
  startFrom?: Date | undefined;
  startTo?: Date | undefined;
  bettable?: boolean | undefined;
  hasVideo?: boolean | undefined;
}

const hasOpenMarket = sql`exists (select 1 from ${markets} where ${markets.eventId} = ${events.id} and ${markets.status} = ${MARKET_OPEN})`;

/** An event is bettable when prematch or live with an open market (reads the `events` table by name). */
export const bettableEvent = and(inArray(events.status, NOT_FINISHED_STATUSES), hasOpenMarket) as SQL;

function eventWhere(f: EventFilter): SQL | undefined {
  const bettable = bettableEvent;
  return and(
    inArray(events.type, f.types as 'match'[]),
    f.ids ? inArray(events.id, f.ids) : undefined,
    f.slug ? eq(events.slug, f.slug) : undefined,
    f.sportId !== undefined ? eq(events.sportId, f.sportId) : undefined,
    f.sportKeys ? inArray(sports.key, f.sportKeys) : undefined,
    f.sportType ? eq(sports.type, f.sportType as 'regular') : undefined,
    f.categoryIds ? inArray(events.categoryId, f.categoryIds) : undefined,
    f.tournamentIds ? inArray(events.tournamentId, f.tournamentIds) : undefined,
    f.statuses ? inArray(events.status, f.statuses) : undefined,
    f.startFrom ? gte(events.startTime, f.startFrom) : undefined,
    f.startTo ? lte(events.startTime, f.startTo) : undefined,
    f.bettable === true ? bettable : f.bettable === false ? not(bettable as SQL) : undefined,
    f.hasVideo !== undefined ? eq(events.hasVideo, f.hasVideo) : undefined,
  );
}

function sortExpressions(key: SortKey, context: string | undefined): SQL[] {
  switch (key) {
    case 'start_time':
      return [sql`${events.startTime}`];
    case 'bets_count':
      return [sql`${events.betsCount}`];
    case 'sport':
      return [effectivePriority(sports, context), sql`${sports.id}`];
    case 'category':
      return [effectivePriority(categories, context), sql`${categories.id}`];
    case 'tournament_id':
      return [sql`${events.tournamentId}`];
    case 'priority':
      return [effectivePriority(tournaments, context), effectivePriority(sports, context)];
  }
}

/** ORDER BY terms for a sort spec, with start time and id as tie-breakers so pages never overlap. */
export function eventOrder(spec: readonly SortSpec[], context: string | undefined): SQL[] {
  const terms = spec.flatMap(({ key, dir }) =>
    sortExpressions(key, context).map((e) => (dir === 'desc' ? desc(e) : asc(e))),
  );
  if (!spec.some((s) => s.key === 'start_time')) terms.push(asc(events.startTime));
  terms.push(asc(events.id));
  return terms;
}

/** Selects `fields` from events joined with their sport, category and tournament. */
function eventsFrom<F extends SelectedFields>(db: Db, fields: F) {
  // Dynamic builders mutate in place; the joins do not change the shape of `fields`.
  const qb = db.select(fields).from(events).$dynamic();
  qb.innerJoin(sports, eq(sports.id, events.sportId));
  qb.innerJoin(categories, eq(categories.id, events.categoryId));
  qb.innerJoin(tournaments, eq(tournaments.id, events.tournamentId));
  return qb;
}

/**
 * One page of event ids matching `f` in `order`, and the total. With `maxPerSport`, only the first
 * `maxPerSport` events of each sport (in the same order) count, via row_number() per sport.
 */
export async function selectEventIds(
  db: Db,
  f: EventFilter,
  order: SQL[],
  page: { limit: number; offset: number },
  maxPerSport?: number,
): Promise<{ ids: number[]; total: number }> {
  const where = eventWhere(f);
  if (maxPerSport === undefined) {
    const [rows, [total]] = await Promise.all([
      eventsFrom(db, { id: events.id })
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
      eventsFrom(db, { n: count() }).where(where),
    ]);
    return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
  }
  const orderSql = sql.join(order, sql`, `);
  const ranked = eventsFrom(db, {
    id: events.id,
    ord: sql<number>`row_number() over (order by ${orderSql})`.as('ord'),
    rn: sql<number>`row_number() over (partition by ${events.sportId} order by ${orderSql})`.as('rn'),
  })
    .where(where)
    .as('ranked');
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: ranked.id })
      .from(ranked)
      .where(lte(ranked.rn, maxPerSport))
      .orderBy(asc(ranked.ord))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(ranked).where(lte(ranked.rn, maxPerSport)),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** Full rows (with sport, category, tournament) of the given events, in no particular order. */
export function selectEventsByIds(db: Db, ids: number[]) {
  return eventsFrom(db, {
    event: {
      id: events.id,
      urnId: events.urnId,
      type: events.type,
      slug: events.slug,
      parentId: events.parentId,
      name: events.name,
      competitors: events.competitors,
      startTime: events.startTime,
      endDate: events.endDate,
      status: events.status,
      stage: events.stage,
      stadium: events.stadium,
      city: events.city,
      provider: events.provider,
      hasVideo: events.hasVideo,
      isProviderStatsAvailable: events.isProviderStatsAvailable,
      statistics: events.statistics,
      topMarkets: events.topMarkets,
    },
    sport: sportColumns,
    category: {
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      countryCode: categories.countryCode,
    },
    tournament: { id: tournaments.id, slug: tournaments.slug, name: tournaments.name },
  }).where(inArray(events.id, ids));
}
export type EventRow = Awaited<ReturnType<typeof selectEventsByIds>>[number];

/** Names of parent events (outright stages under a season). */
export function selectEventNames(db: Db, ids: number[]) {
  return db.select({ id: events.id, name: events.name }).from(events).where(inArray(events.id, ids));
}

/** Number of open markets per event. */
export function selectOpenMarketCounts(db: Db, eventIds: number[]) {
  return db
    .select({ eventId: markets.eventId, n: count() })
    .from(markets)
    .where(and(inArray(markets.eventId, eventIds), eq(markets.status, MARKET_OPEN)))
    .groupBy(markets.eventId);
}

export type MarketRow = typeof markets.$inferSelect;

/** Visible markets of the given events whose market type is one of `marketIds`, or any market of `anyOfEventIds`. */
export function selectHeadlineMarkets(
  db: Db,
  eventIds: number[],
  marketIds: number[],
  anyOfEventIds: number[],
) {
  return db
    .select()
    .from(markets)
    .where(
      and(
        inArray(markets.eventId, eventIds),
        ne(markets.status, MARKET_HIDDEN),
        or(
          marketIds.length > 0 ? inArray(markets.marketId, marketIds) : undefined,
          anyOfEventIds.length > 0 ? inArray(markets.eventId, anyOfEventIds) : undefined,
        ) ?? sql`false`,
      ),
    )
    .orderBy(asc(markets.eventId), ...marketOrder);
}

/** Markets are listed by priority (higher first), then type and line. */
const marketOrder = [desc(markets.priority), asc(markets.marketId), asc(markets.specifier), asc(markets.id)];

export interface MarketFilter {
  groupKey?: string | undefined;
  marketIds?: number[] | undefined;
}

/** One page of an event's visible markets, filtered by group and market type. */
export async function selectEventMarkets(
  db: Db,
  eventId: number,
  f: MarketFilter,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(markets.eventId, eventId),
    ne(markets.status, MARKET_HIDDEN),
    f.groupKey ? sql`${markets.marketGroups} @> ${JSON.stringify([f.groupKey])}::jsonb` : undefined,
    f.marketIds ? inArray(markets.marketId, f.marketIds) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(markets)
      .where(where)
      .orderBy(...marketOrder)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(markets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Visible market count per group key of an event (a market may be in several groups). */
export function selectMarketGroupCounts(db: Db, eventId: number) {
  const key = sql<string>`g.key`;
  return db
    .select({ key, n: sql<number>`count(*)::int` })
    .from(sql`${markets} cross join lateral jsonb_array_elements_text(${markets.marketGroups}) as g(key)`)
    .where(and(eq(markets.eventId, eventId), ne(markets.status, MARKET_HIDDEN)))
    .groupBy(key)
    .orderBy(key);
}
