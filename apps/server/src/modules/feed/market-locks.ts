import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Bet stops against placements, per match: a placement holds a shared lock on the matches it bets on
 * from before it reads their markets until it commits; the feed takes the exclusive lock on the
 * matches it writes, in the transaction that writes them. A suspension therefore commits either
 * before a placement reads the market (which then refuses the bet) or after that placement
 * committed: no bet commits at a price whose suspension committed first. PostgreSQL advisory locks
 * queue fairly: placements that come after a waiting bet stop wait behind it instead of keeping it
 * out (row locks FOR SHARE would let overlapping placements starve it). Both sides lock in ascending
 * match id order, so they never deadlock. On PGlite (one connection) the locks never wait.
 */
const LOCK_CLASS = 7401;

const uniqueSorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Placement, inside a statement of its own (one round trip with the player's lock): a scalar subquery
 * taking the shared locks on these matches, in ascending id order, until the transaction ends. Read
 * the markets in a later statement (its snapshot starts after the locks are granted).
 */
export function lockMatchesForBetsSql(matchIds: readonly number[] | SQLWrapper) {
  // A statement built once passes the ids as a parameter (an int array; the query sorts them).
  const ids = Array.isArray(matchIds) ? `{${uniqueSorted(matchIds).join(',')}}` : matchIds;
  return sql`(
    SELECT count(*) FROM (
      SELECT pg_advisory_xact_lock_shared(${LOCK_CLASS}::int, s.id) AS l
      FROM (SELECT DISTINCT unnest(${ids}::int[]) AS id ORDER BY 1) s) locks)`;
}

/** Feed: exclusive locks on the matches it is about to write, until its transaction ends. */
export async function lockMatchesForWrite(db: Db, matchIds: readonly number[]): Promise<void> {
  const ids = uniqueSorted(matchIds);
  if (ids.length === 0) return;
  await db.execute(sql`
    SELECT pg_advisory_xact_lock(${LOCK_CLASS}::int, s.id)
    FROM (SELECT unnest(${`{${ids.join(',')}}`}::int[]) AS id ORDER BY 1) s`);
}
