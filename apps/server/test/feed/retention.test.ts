import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { events, markets, matchIncidents } from '../../src/db/schema.ts';
import { DEFAULT_RETENTION, pruneFinished } from '../../src/modules/feed/retention.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  payload,
  V3,
} from '../betting/helpers.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { createFeedApp, MINUTE } from './helpers.ts';

// Retention of the feed's finished matches (modules/feed/retention.ts): a running demo must not grow
// without end, and nothing a player can still see (a bet, the /results week) may go.

const DAY = 86_400_000;
const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms);

async function finish(db: Db, id: number, startedAgoMs: number) {
  await db
    .update(events)
    .set({ status: 4, startTime: ago(startedAgoMs) })
    .where(eq(events.id, id));
}

async function addIncidents(db: Db, id: number, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    eventId: id,
    kind: 'attack',
    side: 'home' as const,
    score: { home: 0, away: 0 },
    createdAt: new Date(TEST_NOW.getTime() - i),
  }));
  await db.insert(matchIncidents).values(rows);
}

const incidentsOf = async (db: Db, id: number) =>
  (
    await db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(matchIncidents)
      .where(eq(matchIncidents.eventId, id))
  )[0]?.n;
const exists = async (db: Db, id: number) =>
  (await db.select({ id: events.id }).from(events).where(eq(events.id, id))).length === 1;

describe('feed retention', () => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await createBettingApp();
  });
  afterAll(() => t.close());

  it('deletes old finished matches without bets, keeps a match with a bet (its incidents go), a recent one and a live one', async () => {
    const picks = await openSelections(t.db, 8);
    const ids = [...new Set(picks.map((p) => p.match_id))];
    const [old, withBet, recent, live] = ids;
    if (!old || !withBet || !recent || !live)
      throw new Error('the small seed has fewer than 4 bettable matches');
    const betOn = picks.find((p) => p.match_id === withBet);
    const player = await t.player('retention@example.test');
    await t.credit(player.userId, 10_000);
    const placed = await player.post(`${V3}/bets`, payload([betOn as OpenSelection], 100), {
      headers: key(),
    });
    expect(placed.status).toBe(200);

    await finish(t.db, old, 20 * DAY);
    await finish(t.db, withBet, 20 * DAY);
    await finish(t.db, recent, 3 * DAY);
    await t.db
      .update(events)
      .set({ status: 1, startTime: ago(20 * DAY) })
      .where(eq(events.id, live));
    for (const id of [old, withBet, recent, live]) await addIncidents(t.db, id, 5);

    const pruned = await pruneFinished(t.db, TEST_NOW, DEFAULT_RETENTION);

    // The incidents of the three finished matches over two days old, then the one old match without bets.
    expect(pruned).toEqual({ events: 1, incidents: 15 });
    expect(await exists(t.db, old)).toBe(false);
    expect(await t.db.select().from(markets).where(eq(markets.eventId, old))).toEqual([]);
    // The bet's match stays for My Bets, without its tracker incidents.
    expect(await exists(t.db, withBet)).toBe(true);
    expect(await incidentsOf(t.db, withBet)).toBe(0);
    const bets = await player.get<{ data: { selections: { match: { id: number } }[] }[] }>(`${V3}/bets`);
    expect(bets.body.data[0]?.selections[0]?.match.id).toBe(withBet);
    // Three days old: on the /results week, incidents gone after two days, the match kept.
    expect(await exists(t.db, recent)).toBe(true);
    expect(await incidentsOf(t.db, recent)).toBe(0);
    expect(await incidentsOf(t.db, live)).toBe(5);
    expect(await exists(t.db, live)).toBe(true);

    // Nothing left to prune: a second run changes nothing.
    expect(await pruneFinished(t.db, TEST_NOW, DEFAULT_RETENTION)).toEqual({ events: 0, incidents: 0 });
  });
});

describe('feed retention in the running feed', () => {
  it('prunes with the fixtures check, every ten simulated minutes', async () => {
    const f = await createFeedApp();
    try {
      const db = f.database.db;
      const [match] = await db
        .select({ id: events.id })
        .from(events)
        .where(inArray(events.status, [0]))
        .limit(1);
      if (!match) throw new Error('no prematch match in the small seed');
      await finish(db, match.id, 20 * DAY);
      await f.feed.tick(11 * MINUTE);
      expect(await exists(db, match.id)).toBe(false);
    } finally {
      await f.close();
    }
  });
});
