import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, events, sports, tournaments } from '../../db/schema.ts';

// All SQL here is built with Drizzle's query builder or `sql` tagged templates: user input is always a
// bound parameter, never concatenated into the statement.

type PriorityTable = { id: AnyPgColumn; priority: AnyPgColumn; priorities: AnyPgColumn };

/** The context priority when the entity has one for `context`, else its plain priority. */
export function effectivePriority(table: PriorityTable, context: string | undefined): SQL<number> {
  if (!context) return sql<number>`${table.priority}`;
  return sql<number>`coalesce((${table.priorities} ->> ${context}::text)::int, ${table.priority})`;
}

/** Higher priority first, then id: the order of every catalogue list. */
function byPriority(table: PriorityTable, context: string | undefined): SQL[] {
  return [desc(effectivePriority(table, context)), asc(table.id)];
}

// --- sports, categories, tournaments ---------------------------------------------------------------

export const sportColumns = {
  id: sports.id,
  urnId: sports.urnId,
  key: sports.key,
  type: sports.type,
  provider: sports.provider,
  name: sports.name,
  priority: sports.priority,
  priorities: sports.priorities,
  mainMarketId: sports.mainMarketId,
  secondaryMarketId: sports.secondaryMarketId,
  mainMarketOutcomesCount: sports.mainMarketOutcomesCount,
  secondaryMarketOutcomesCount: sports.secondaryMarketOutcomesCount,
};
export type SportRow = typeof sports.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;

export function selectSports(
  db: Db,
  f: { sportType?: string | undefined; keys?: string[] | undefined; ids?: number[] },
  context?: string,
) {
  const where = and(
    f.sportType ? eq(sports.type, f.sportType as 'regular') : undefined,
    f.keys ? inArray(sports.key, f.keys) : undefined,
    f.ids ? inArray(sports.id, f.ids) : undefined,
  );
  return db
    .select(sportColumns)
    .from(sports)
    .where(where)
    .orderBy(...byPriority(sports, context));
}

export interface CategoryFilter {
  sportKeys?: string[] | undefined;
  sportType?: string | undefined;
  ids?: number[] | undefined;
  slug?: string | undefined;
  sportId?: number | undefined;
}

function categoryWhere(f: CategoryFilter): SQL | undefined {
  return and(
    f.sportKeys ? inArray(sports.key, f.sportKeys) : undefined,
    f.sportType ? eq(sports.type, f.sportType as 'regular') : undefined,
    f.ids ? inArray(categories.id, f.ids) : undefined,
    f.slug ? eq(categories.slug, f.slug) : undefined,
    f.sportId !== undefined ? eq(categories.sportId, f.sportId) : undefined,
  );
}

export async function selectCategories(
  db: Db,
  f: CategoryFilter,
  page: { limit: number; offset: number },
  context?: string,
) {
  const where = categoryWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ category: categories, sport: sports })
      .from(categories)
      .innerJoin(sports, eq(sports.id, categories.sportId))
      .where(where)
      .orderBy(...byPriority(sports, context), ...byPriority(categories, context))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(categories)
      .innerJoin(sports, eq(sports.id, categories.sportId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface TournamentFilter extends CategoryFilter {
  categoryIds?: number[] | undefined;
  isTop?: boolean | undefined;
}

function tournamentWhere(f: TournamentFilter): SQL | undefined {
  return and(
    f.sportKeys ? inArray(sports.key, f.sportKeys) : undefined,
    f.sportType ? eq(sports.type, f.sportType as 'regular') : undefined,
    f.ids ? inArray(tournaments.id, f.ids) : undefined,
    f.slug ? eq(tournaments.slug, f.slug) : undefined,
    f.sportId !== undefined ? eq(tournaments.sportId, f.sportId) : undefined,
    f.categoryIds ? inArray(tournaments.categoryId, f.categoryIds) : undefined,
    f.isTop !== undefined ? eq(tournaments.isTop, f.isTop) : undefined,
  );
}

export async function selectTournaments(
  db: Db,
  f: TournamentFilter,
  page: { limit: number; offset: number },
  context?: string,
) {
  const where = tournamentWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ tournament: tournaments, category: categories, sport: sports })
      .from(tournaments)
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .innerJoin(categories, eq(categories.id, tournaments.categoryId))
      .where(where)
      .orderBy(
        ...byPriority(sports, context),
        ...byPriority(tournaments, context),
        ...byPriority(categories, context),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(tournaments)
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// --- counters ----------------------------------------------------------------------------------------

export type CounterLevel = 'sport' | 'category' | 'tournament';
const levelColumn = { sport: events.sportId, category: events.categoryId, tournament: events.tournamentId };

/** Event counts per (id, type) at one level, over events with the given statuses and start window. */
export function selectCounts(
  db: Db,
  level: CounterLevel,
  ids: number[],
  f: { statuses: number[]; startFrom?: Date | undefined; startTo?: Date | undefined },
) {
  const col = levelColumn[level];
  return db
    .select({ id: col, type: events.type, n: count() })
    .from(events)
    .where(
      and(
        inArray(col, ids),
        inArray(events.status, f.statuses),
        f.startFrom ? gte(events.startTime, f.startFrom) : undefined,
        f.startTo ? lte(events.startTime, f.startTo) : undefined,
      ),
    )
    .groupBy(col, events.type);
}

// --- resolve (search: search.ts) -------------------------------------------------------------------

export async function selectSportByKey(db: Db, key: string) {
  const [row] = await db.select(sportColumns).from(sports).where(eq(sports.key, key)).limit(1);
  return row;
}

export async function selectEventIdBySlug(db: Db, sportId: number, slug: string) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.sportId, sportId), eq(events.slug, slug)))
    .limit(1);
  return row?.id;
}
