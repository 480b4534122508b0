import { SEARCH_SIMILARITY_THRESHOLD, SearchRelevance, searchKey, searchTrigrams } from '@sportsbook/domain';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, events, sports, tournaments } from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql.ts';
import { effectivePriority } from './queries.ts';

// Search over the generated `search_key` columns (migration 0011): `|team|team|` of search keys, written
// by the database's sb_search_key. With pg_trgm a typo is found through its word similarity (`<%`, served
// by the GIN trigram index on events; pg_trgm.word_similarity_threshold, default 0.6, is the domain's
// SEARCH_SIMILARITY_THRESHOLD); without it (PGlite) through the share of the query's trigrams the text
// contains, by scanning. User text is always a bound parameter.

/** How the database can match a misspelt query. */
export type FuzzyMode = 'trigram-index' | 'scan';

/** Whether pg_trgm is installed (the migration creates it where it can). */
export async function fuzzyModeOf(db: Db): Promise<FuzzyMode> {
  const rows = await db.execute<{ trgm: boolean }>(
    sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as trgm`,
  );
  return rowsOf<{ trgm: boolean }>(rows)[0]?.trgm ? 'trigram-index' : 'scan';
}

/**
 * The query as the database keys names (sb_search_key): no case, accents or punctuation. Plain ASCII
 * is keyed here (the domain's searchKey and the function's ASCII path agree on it, as the search test
 * checks character by character), anything else by the database itself.
 */
export async function searchKeyOf(db: Db, text: string): Promise<string> {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  if (/^[\u0001-\u007f]*$/.test(text)) return searchKey(text);
  const rows = await db.execute<{ key: string | null }>(sql`select sb_search_key(${text}) as key`);
  return rowsOf<{ key: string | null }>(rows)[0]?.key ?? '';
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const NO_MATCH = sql`false`;

interface Fuzzy {
  /** The text is the query with a typo or so. */
  match: SQL;
  /** How close (0..1), higher first. */
  score: SQL<number>;
}

/** `mode` null: correctly spelt matches only. */
function fuzzy(column: AnyPgColumn, key: string, mode: FuzzyMode | null): Fuzzy {
  if (mode === null) return { match: NO_MATCH, score: sql<number>`0::float8` };
  if (mode === 'trigram-index') {
    return {
      match: sql`(${key} <% ${column})`,
      // Strict: whole words, so "barcelna" is closer to Barcelona than to Barcelos.
      score: sql<number>`strict_word_similarity(${key}, ${column})`,
    };
  }
  const grams = searchTrigrams(key);
  if (grams.length === 0) return { match: NO_MATCH, score: sql<number>`0::float8` };
  // Word-padded text (bars become spaces), so "  b" (a word starting with b) is "% b%".
  const padded = sql`(' ' || replace(${column}, '|', ' ') || ' ')`;
  const hits = sql.join(
    grams.map(
      (g) => sql`(case when ${padded} like ${`%${escapeLike(g.replace(/^ {2}/, ' '))}%`} then 1 else 0 end)`,
    ),
    sql` + `,
  );
  const score = sql<number>`((${hits})::float8 / ${grams.length})`;
  return { match: sql`(${score} >= ${SEARCH_SIMILARITY_THRESHOLD})`, score };
}

/**
 * SearchRelevance of a search-key column, as packages/domain ranks a name: a whole name (exact), a
 * name or word starting with the query (prefix), the query anywhere (contains), a near miss (similar).
 */
function relevance(column: AnyPgColumn, key: string, near: Fuzzy): SQL<number> {
  const k = escapeLike(key);
  return sql<number>`(case
    when ${column} like ${`%|${k}|%`} then ${SearchRelevance.exact}
    when ${column} like ${`%|${k}%`} or ${column} like ${`% ${k}%`} then ${SearchRelevance.prefix}
    when ${column} like ${`%${k}%`} then ${SearchRelevance.contains}
    when ${near.match} then ${SearchRelevance.similar}
    else ${SearchRelevance.none} end)`;
}

function textMatch(column: AnyPgColumn, key: string, near: Fuzzy): SQL {
  const like = sql`${column} like ${`%${escapeLike(key)}%`}`;
  return near.match === NO_MATCH ? like : (or(like, near.match) as SQL);
}

/**
 * Tournaments whose name in any locale matches `key` (with `mode`, also misspelt): best relevance first,
 * then priority.
 */
export function selectTournamentMatches(
  db: Db,
  key: string,
  mode: FuzzyMode | null,
  f: { sportType?: string | undefined },
) {
  const near = fuzzy(tournaments.searchKey, key, mode);
  return db
    .select({ tournament: tournaments, category: categories, sport: sports })
    .from(tournaments)
    .innerJoin(sports, eq(sports.id, tournaments.sportId))
    .innerJoin(categories, eq(categories.id, tournaments.categoryId))
    .where(
      and(
        textMatch(tournaments.searchKey, key, near),
        f.sportType ? eq(sports.type, f.sportType as 'regular') : undefined,
      ),
    )
    .orderBy(
      relevance(tournaments.searchKey, key, near),
      desc(near.score),
      desc(effectivePriority(tournaments, undefined)),
      asc(tournaments.id),
    );
}

export interface EventSearch {
  key: string;
  /** How to match a misspelt query; null: correctly spelt matches only. */
  mode: FuzzyMode | null;
  types: string[];
  statuses: number[];
  sportType?: string | undefined;
  /** Events of a league whose name matches match too. */
  byLeague: boolean;
  limit: number;
}

/**
 * Ids of matching events, ranked as packages/domain's rankSearch orders matches: a team named exactly
 * first, then (for a misspelt query) the closest names, then live first, then relevance of their team
 * names (prefix, contains, similar, found by league), matches before outrights, then start time.
 */
export async function selectSearchEventIds(db: Db, s: EventSearch): Promise<number[]> {
  const near = fuzzy(events.searchKey, s.key, s.mode);
  const leagueIds = db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(textMatch(tournaments.searchKey, s.key, fuzzy(tournaments.searchKey, s.key, s.mode)));
  // `= any(array(…))` is computed once, so the tournament index and the trigram index serve the OR.
  const found = or(
    textMatch(events.searchKey, s.key, near),
    s.byLeague ? sql`${events.tournamentId} = any(array(${leagueIds}))` : undefined,
  );
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        found,
        inArray(events.type, s.types as 'match'[]),
        inArray(events.status, s.statuses),
        s.sportType
          ? inArray(
              events.sportId,
              db
                .select({ id: sports.id })
                .from(sports)
                .where(eq(sports.type, s.sportType as 'regular')),
            )
          : undefined,
      ),
    )
    .orderBy(
      sql`case when ${events.searchKey} like ${`%|${escapeLike(s.key)}|%`} then 0 else 1 end`,
      desc(near.score),
      sql`case when ${events.status} in (1, 2) then 0 else 1 end`,
      relevance(events.searchKey, s.key, near),
      sql`case when ${events.type} = 'match' then 0 else 1 end`,
      asc(events.startTime),
      asc(events.id),
    )
    .limit(s.limit);
  return rows.map((r) => r.id);
}
