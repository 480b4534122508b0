import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/lists.ts';
import { bettableEvent } from '../catalogue/event-queries.ts';
import type { FavouriteKind } from './view.ts';

/** The table a starred id must exist in, per kind (names are constants, never user input). */
const TARGET: Record<FavouriteKind, SQL> = {
  matches: sql`events`,
  leagues: sql`tournaments`,
  teams: sql`competitors`,
};

export interface StarResult {
  /** The star exists now (added or already there). */
  favourite: boolean;
  /** The starred thing does not exist. */
  missing: boolean;
  /** The player already keeps `max` stars of this kind. */
  full: boolean;
}

/**
 * Stars `id` for the player in one transaction: the player's row lock makes the per-kind cap hold
 * under a burst (50 stars at once never end above `max`); starring twice keeps one row.
 */
export async function addStar(
  db: Db,
  userId: number,
  kind: FavouriteKind,
  id: number,
  max: number,
): Promise<StarResult> {
  return db.transaction(async (tx) => {
    // The lock first, on its own: a count in the same statement would read the snapshot taken
    // before the lock was granted and miss the stars of the transaction it waited for.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [state] = rowsOf<{ exists: boolean; starred: boolean; count: number }>(
      await tx.execute(sql`
        select exists (select 1 from ${TARGET[kind]} where id = ${id}) as exists,
               exists (select 1 from favourites where user_id = ${userId} and kind = ${kind} and object_id = ${id}) as starred,
               (select count(*)::int from favourites where user_id = ${userId} and kind = ${kind}) as count`),
    );
    if (!state?.exists) return { favourite: false, missing: true, full: false };
    if (state.starred) return { favourite: true, missing: false, full: false };
    if (state.count >= max) return { favourite: false, missing: false, full: true };
    await tx.execute(
      sql`insert into favourites (user_id, kind, object_id) values (${userId}, ${kind}, ${id}) on conflict do nothing`,
    );
    return { favourite: true, missing: false, full: false };
  });
}

/** Unstars `id` (nothing to do when it was not starred). */
export async function removeStar(db: Db, userId: number, kind: FavouriteKind, id: number): Promise<void> {
  await db.execute(
    sql`delete from favourites where user_id = ${userId} and kind = ${kind} and object_id = ${id}`,
  );
}

export interface MatchNarrowing {
  statuses?: number[];
  bettable?: boolean;
}

/** The player's starred ids of a kind, newest first; matches narrowed by status and bettable. */
export async function starredIds(
  db: Db,
  userId: number,
  kind: FavouriteKind,
  narrow: MatchNarrowing = {},
): Promise<number[]> {
  const narrowing = kind === 'matches' ? matchNarrowing(narrow) : null;
  const result = narrowing
    ? await db.execute(sql`
        select f.object_id as id from favourites f join events on events.id = f.object_id
         where f.user_id = ${userId} and f.kind = 'matches' ${narrowing}
         order by f.created_at desc, f.object_id desc`)
    : await db.execute(sql`
        select object_id as id from favourites where user_id = ${userId} and kind = ${kind}
         order by created_at desc, object_id desc`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

function matchNarrowing({ statuses, bettable }: MatchNarrowing): SQL | null {
  if (!statuses?.length && bettable === undefined) return null;
  const parts: SQL[] = [];
  if (statuses?.length) {
    parts.push(
      sql`and events.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  // The catalogue's own rule, so a star and the listing never disagree.
  if (bettable !== undefined)
    parts.push(bettable ? sql`and ${bettableEvent}` : sql`and not (${bettableEvent})`);
  return sql.join(parts, sql` `);
}

/**
 * Ids of the events a player follows: starred matches, and matches of starred leagues and teams.
 * The catalogue's `favourite=true` listing is these events.
 */
export async function followedEventIds(db: Db, userId: number): Promise<number[]> {
  const result = await db.execute(sql`
    with f as (select kind, object_id from favourites where user_id = ${userId})
    select e.id from events e
     where e.id in (select object_id from f where kind = 'matches')
        or e.tournament_id in (select object_id from f where kind = 'leagues')
        or (e.type = 'match' and (
              (e.competitors -> 'home' ->> 'id')::int in (select object_id from f where kind = 'teams')
           or (e.competitors -> 'away' ->> 'id')::int in (select object_id from f where kind = 'teams')))`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}
