import type { TrackerIncidentKind } from '@sportsbook/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, matchIncidents, sports } from '../../db/schema.ts';
import type { IncidentRow } from '../feed/incidents.ts';

/** What the widgets need of a match: its sport and whether it has video; null when no such match. */
export async function matchFacts(
  db: Db,
  id: number,
): Promise<{ sportKey: string; hasVideo: boolean } | null> {
  const [row] = await db
    .select({ sportKey: sports.key, hasVideo: events.hasVideo })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(and(eq(events.id, id), eq(events.type, 'match')));
  return row ?? null;
}

/**
 * Incident counts of a match per kind and side (basketball `score` as points), in a fixed order: the
 * statistics answer is built in this order, and a GROUP BY alone comes back in whatever order the
 * plan gives (hash or sort), which PostgreSQL may change between two reads of the same rows.
 */
export async function incidentCounts(
  db: Db,
  id: number,
): Promise<{ kind: string; side: 'home' | 'away'; n: number }[]> {
  const rows = await db
    .select({
      kind: matchIncidents.kind,
      side: matchIncidents.side,
      n: sql<number>`cast(sum(case when ${matchIncidents.kind} = 'score' then coalesce(${matchIncidents.points}, 1) else 1 end) as int)`,
    })
    .from(matchIncidents)
    .where(and(eq(matchIncidents.eventId, id), sql`${matchIncidents.side} is not null`))
    .groupBy(matchIncidents.kind, matchIncidents.side)
    .orderBy(matchIncidents.kind, matchIncidents.side);
  return rows.map((r) => ({ kind: r.kind, side: r.side as 'home' | 'away', n: Number(r.n) }));
}

/** The newest `limit` incidents of a match, newest first. */
export async function latestIncidents(db: Db, id: number, limit: number): Promise<IncidentRow[]> {
  const rows = await db
    .select()
    .from(matchIncidents)
    .where(eq(matchIncidents.eventId, id))
    .orderBy(desc(matchIncidents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    kind: r.kind as TrackerIncidentKind,
    side: r.side,
    points: r.points,
    period: r.period,
    matchTime: r.matchTime,
    score: r.score,
    createdAt: r.createdAt,
  }));
}
