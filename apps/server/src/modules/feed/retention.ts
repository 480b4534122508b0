import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/lists.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long the feed's finished matches and their incidents stay in the database. */
export interface Retention {
  /**
   * A finished match (status 4) this long after its start is deleted with its markets, incidents and
   * prediction votes, unless a bet was placed on it (bets keep their matches for My Bets). Longer
   * than the /results pages reach back (seven days).
   */
  eventsMs: number;
  /** A finished match's incidents (tracker, timeline) this long after its start are deleted. */
  incidentsMs: number;
}

export const DEFAULT_RETENTION: Retention = { eventsMs: 14 * DAY, incidentsMs: 2 * DAY };

/** Rows one statement deletes at most: a prune never holds the database for long. */
const BATCH = 2000;

export interface Pruned {
  events: number;
  incidents: number;
}

/**
 * Deletes what the retention keeps no longer, one batch of each kind per call (the feed calls it every
 * ten simulated minutes, so a backlog goes down batch by batch). Without it a running demo grows by
 * hundreds of thousands of incident rows and a few hundred matches a day.
 */
export async function pruneFinished(db: Db, now: Date, retention: Retention): Promise<Pruned> {
  const incidentsBefore = new Date(now.getTime() - retention.incidentsMs);
  const eventsBefore = new Date(now.getTime() - retention.eventsMs);
  const incidents = await db.execute(sql`
    delete from match_incidents where id in (
      select i.id from match_incidents i join events e on e.id = i.event_id
      where e.status = 4 and e.start_time < ${incidentsBefore}
      limit ${BATCH})
    returning 1`);
  const events = await db.execute(sql`
    delete from events where id in (
      select e.id from events e
      where e.type = 'match' and e.status = 4 and e.start_time < ${eventsBefore}
        and not exists (select 1 from bet_selections s where s.event_id = e.id)
      limit ${BATCH})
    returning 1`);
  return { incidents: rowsOf(incidents).length, events: rowsOf(events).length };
}
