import type { Provider } from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markets, matchIncidents } from '../../db/schema.ts';
import type { MarketRow } from '../catalogue/event-queries.ts';
import type { IncidentRow } from './incidents.ts';
import { lockMatchesForWrite } from './market-locks.ts';
import type { ProviderStatusValue } from './providers.ts';
import type { MarketsChange } from './work.ts';

export const marketKey = (m: { marketId: number; specifier: string }) => `${m.marketId}|${m.specifier}`;

/** Changes collected during one step or dev event, written and published together. */
export class Changes {
  readonly events = new Map<
    number,
    { id: number; status: number; stage: string | null; statistics: Record<string, unknown> | null }
  >();
  readonly statusChanged = new Set<number>();
  /** Changed market rows per event (new rows have id 0 until inserted). */
  readonly markets = new Map<number, Map<string, MarketRow>>();
  readonly headline = new Map<number, Set<number>>();
  readonly urn = new Map<number, string>();
  readonly providers: { provider: Provider; status: ProviderStatusValue }[] = [];
  /** Matches to publish in full (new fixtures, kick-offs). */
  readonly full = new Set<number>();
  /** Tracker incidents (possession, shots, goals, points ...), in order. */
  readonly incidents: IncidentRow[] = [];

  market(eventId: number, urnId: string, headline: Set<number>, row: MarketRow): void {
    let map = this.markets.get(eventId);
    if (!map) {
      map = new Map();
      this.markets.set(eventId, map);
    }
    map.set(marketKey(row), row);
    this.urn.set(eventId, urnId);
    this.headline.set(eventId, headline);
  }

  get empty(): boolean {
    return (
      this.events.size === 0 &&
      this.markets.size === 0 &&
      this.providers.length === 0 &&
      this.full.size === 0 &&
      this.incidents.length === 0
    );
  }
}

const CHUNK = 1000;

/**
 * Writes the changed match rows and market rows in one transaction at `now`, holding the matches'
 * bet-stop locks (market-locks.ts): placements on them read either all of it or none of it.
 */
export async function writeChanges(db: Db, changes: Changes, now: Date): Promise<void> {
  const at = now.toISOString();
  const updates: MarketRow[] = [];
  const inserts: MarketRow[] = [];
  for (const map of changes.markets.values()) {
    for (const m of map.values()) {
      m.updatedAt = now;
      (m.id === 0 ? inserts : updates).push(m);
    }
  }
  updates.sort((a, b) => a.id - b.id);
  await db.transaction(async (tx) => {
    await lockMatchesForWrite(tx as unknown as Db, [...changes.events.keys(), ...changes.markets.keys()]);
    if (changes.events.size > 0) {
      const rows = [...changes.events.values()].sort((a, b) => a.id - b.id);
      await tx.execute(sql`
        UPDATE events AS e SET status = v.status, stage = v.stage, statistics = v.statistics, updated_at = ${at}::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id int, status smallint, stage text, statistics jsonb)
        WHERE e.id = v.id`);
    }
    for (let i = 0; i < updates.length; i += CHUNK) {
      const chunk = updates.slice(i, i + CHUNK).map((m) => ({
        id: m.id,
        status: m.status,
        outcomes: m.outcomes,
        most_balanced: m.mostBalanced,
        next_bet_stop: m.nextBetStop ? m.nextBetStop.toISOString() : null,
      }));
      await tx.execute(sql`
        UPDATE markets AS m SET status = v.status, outcomes = v.outcomes, most_balanced = v.most_balanced,
          next_bet_stop = v.next_bet_stop, updated_at = ${at}::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          AS v(id int, status smallint, outcomes jsonb, most_balanced boolean, next_bet_stop timestamptz)
        WHERE m.id = v.id`);
    }
    if (inserts.length > 0) {
      const ids = await tx
        .insert(markets)
        .values(inserts.map(({ id: _id, ...rest }) => rest))
        .onConflictDoNothing()
        .returning({
          id: markets.id,
          eventId: markets.eventId,
          marketId: markets.marketId,
          specifier: markets.specifier,
        });
      const byKey = new Map(ids.map((r) => [`${r.eventId}|${r.marketId}|${r.specifier}`, r.id]));
      for (const m of inserts) m.id = byKey.get(`${m.eventId}|${m.marketId}|${m.specifier}`) ?? 0;
    }
    for (let i = 0; i < changes.incidents.length; i += CHUNK) {
      const chunk = changes.incidents.slice(i, i + CHUNK);
      const ids = await tx
        .insert(matchIncidents)
        .values(chunk.map(({ id: _id, ...rest }) => rest))
        .returning({ id: matchIncidents.id });
      // Ids follow the order of the VALUES list (one sequence, one statement).
      const sorted = ids.map((r) => r.id).sort((a, b) => a - b);
      chunk.forEach((row, j) => {
        row.id = sorted[j] ?? 0;
      });
    }
  });
}

/** The ids of a change for settlement and offers (matches settled: a market settled -3 or cancelled -4). */
export function changedIds(changes: Changes): { eventIds: number[]; settledEventIds: number[] } {
  const eventIds = [...new Set([...changes.markets.keys(), ...changes.events.keys()])];
  const settledEventIds = [...changes.markets]
    .filter(([, map]) => [...map.values()].some((m) => m.status === -3 || m.status === -4))
    .map(([id]) => id);
  return { eventIds, settledEventIds };
}

/** A change as caches see it (`listings`: which events a listing holds may have changed). */
export interface MarketsWritten extends MarketsChange {
  listings: boolean;
}

/**
 * Whether a change may move events in or out of a listing (or reorder it): a status changed (kick-off,
 * stop, finish), new events, a provider's status. Prices, scores and clocks only change the events.
 */
export function changesListings(changes: Changes): boolean {
  if (changes.statusChanged.size > 0 || changes.full.size > 0 || changes.providers.length > 0) return true;
  for (const e of changes.events.values()) if (e.status !== 1) return true;
  return false;
}
