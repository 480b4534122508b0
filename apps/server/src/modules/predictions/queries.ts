import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/lists.ts';

export type Choice = 'home' | 'draw' | 'away';

export interface Counts {
  home: number;
  draw: number;
  away: number;
  total: number;
}

/** The crowd's split on a match. */
export async function voteCounts(db: Db, eventId: number): Promise<Counts> {
  const rows = rowsOf<{ choice: Choice; n: number }>(
    await db.execute(
      sql`select choice, count(*)::int as n from prediction_votes where event_id = ${eventId} group by choice`,
    ),
  );
  const counts: Counts = { home: 0, draw: 0, away: 0, total: 0 };
  for (const row of rows) {
    counts[row.choice] = row.n;
    counts.total += row.n;
  }
  return counts;
}

/** The player's vote on a match, if any. */
export async function ownVote(
  db: Db,
  userId: number,
  eventId: number,
): Promise<{ choice: Choice; createdAt: Date } | null> {
  const [row] = rowsOf<{ choice: Choice; created_at: Date | string }>(
    await db.execute(
      sql`select choice, created_at from prediction_votes where user_id = ${userId} and event_id = ${eventId}`,
    ),
  );
  return row ? { choice: row.choice, createdAt: new Date(row.created_at) } : null;
}

/**
 * Records the vote unless the player already voted (the primary key decides, so a burst of votes
 * keeps exactly one) or the match is no longer upcoming (checked in the same statement).
 */
export async function castVote(
  db: Db,
  userId: number,
  eventId: number,
  choice: Choice,
): Promise<'voted' | 'already' | 'closed'> {
  const inserted = rowsOf<{ event_id: number }>(
    await db.execute(sql`
      insert into prediction_votes (user_id, event_id, choice)
      select ${userId}, id, ${choice} from events where id = ${eventId} and type = 'match' and status = 0
      on conflict do nothing
      returning event_id`),
  );
  if (inserted.length > 0) return 'voted';
  return (await ownVote(db, userId, eventId)) ? 'already' : 'closed';
}
