import { matchChannel } from '@sportsbook/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { accounts, markets } from '../../src/db/schema.ts';
import { lockMatchesForWrite } from '../../src/modules/feed/market-locks.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  V3,
} from '../betting/helpers.ts';

// Bet stops under load (issue 9 §4): a goal or suspension sent through the feed takes effect while
// placements, settlement and cash-out refresh are queued, and no bet is taken at the old price after it.

let t: BettingTestApp;
let players: PlayerAgent[];
let picks: OpenSelection[];
const onPostgres = Boolean(process.env.DATABASE_URL);
const WAIT = { timeout: 5_000, interval: 20 };

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

const dev = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });

/** Whether a markets_changed publication on the match's channel suspended its markets. */
const suspensionPublished = (matchId: number) =>
  t.publisher
    .on(matchChannel('en', matchId), 'markets_changed')
    .some((d) => (d.message as Loose).markets.some((m: Loose) => m.status === -1));

/** An open outcome of a match in play, at its current price. */
async function liveSelection(matchId: number): Promise<OpenSelection> {
  const rows = await t.db
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, matchId), eq(markets.status, 1)))
    .orderBy(asc(markets.id));
  for (const m of rows) {
    const o = m.outcomes.find((x) => x.active && x.odds > 1100);
    if (o && m.outcomes.every((x) => x.active)) {
      return {
        match_id: matchId,
        market_id: m.marketId,
        specifier: m.specifier,
        outcome_id: String(o.id),
        odds: o.odds,
      };
    }
  }
  throw new Error(`match ${matchId} has no open market`);
}

const place = (i: number, s: OpenSelection) =>
  (players[i % players.length] as PlayerAgent).post(`${V3}/bets`, payload([s], 100), { headers: key() });

/** Holds the players' account rows (on PGlite: the one connection) until `release` is called. */
function holdAccounts() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = false;
  const done = t.db.transaction(async (tx) => {
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        inArray(
          accounts.userId,
          players.map((p) => p.userId),
        ),
      )
      .orderBy(asc(accounts.id))
      .for('update');
    locked = true;
    await held;
  });
  return { release, done, isLocked: () => locked };
}

beforeAll(async () => {
  t = await createBettingApp();
  players = [];
  for (let i = 0; i < 3; i++) {
    const p = await t.player(`stop-${i}@example.test`);
    await t.credit(p.userId, 1_000_000);
    players.push(p);
  }
  picks = await openSelections(t.db, 3);
});
afterAll(() => t.close());

describe('bet stops under load', () => {
  it('a goal is applied ahead of 60 placements in flight; none of them is taken at the old price', async () => {
    const matchId = (picks[0] as OpenSelection).match_id;
    expect((await dev({ type: 'start', matchId })).statusCode).toBe(200);
    const s = await liveSelection(matchId);
    expect((await place(0, s)).status).toBe(200);

    const hold = holdAccounts();
    await vi.waitFor(() => expect(hold.isLocked()).toBe(true), WAIT);
    const placing = Array.from({ length: 60 }, (_, i) => place(i, s));
    // Let the placements reach the database before the goal is sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const goal = dev({ type: 'goal', matchId, team: 'home' });
    if (onPostgres) {
      // The feed has its own connections: the stop is written and published while placements wait.
      await vi.waitFor(() => expect(suspensionPublished(matchId)).toBe(true), WAIT);
    } else {
      // One connection: the stop is first in line for it, ahead of every queued placement (the
      // outcomes below are the assertion; this only waits until the stop is in line).
      await vi.waitFor(() => expect(t.database.gate?.waiting.high).toBe(1), WAIT).catch(() => undefined);
    }
    hold.release();
    await hold.done;
    const results = await Promise.all(placing);
    expect((await goal).statusCode).toBe(200);
    expect(suspensionPublished(matchId)).toBe(true);
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    for (const r of results) {
      expect(r.status).toBe(422);
      expect(r.body.data.errors_by_bet[0].code).toBe('error.selection.suspended');
    }
    // And after it: still refused, at the price sent or any other.
    const after = await Promise.all(Array.from({ length: 10 }, (_, i) => place(i, s)));
    expect(after.map((r) => r.status)).toEqual(Array(10).fill(422));
  });

  it('the suspension is published while settlement and cash-out refresh of an earlier change still run', async () => {
    const [a, b] = picks.slice(1, 3) as [OpenSelection, OpenSelection];
    expect((await place(0, b)).status).toBe(200);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: { eventIds: number[]; published: boolean }[] = [];
    // Stands in for a slow settlement/offer run (thousands of open bets): it waits until released.
    t.app.feed.onMarketsChanged(async ({ eventIds }) => {
      seen.push({ eventIds, published: suspensionPublished(b.match_id) });
      if (eventIds.includes(a.match_id)) await held;
    });
    const moved = dev({ type: 'odds', matchId: a.match_id, factor: 1.2 });
    let stop: ReturnType<typeof dev> | undefined;
    try {
      await vi.waitFor(() => expect(seen).toHaveLength(1), WAIT);
      stop = dev({ type: 'suspend', matchId: b.match_id });
      await vi.waitFor(() => expect(suspensionPublished(b.match_id)).toBe(true), WAIT);
      const refused = await place(1, b);
      expect(refused.status).toBe(422);
      expect(refused.body.data.errors_by_bet[0].code).toBe('error.selection.suspended');
    } finally {
      release();
    }
    expect((await moved).statusCode).toBe(200);
    expect((await stop)?.statusCode).toBe(200);
    // The stop's own settlement/offer work ran after its publication.
    const forStop = seen.find((c) => c.eventIds.includes(b.match_id));
    expect(forStop?.published).toBe(true);
  });

  it('a goal sent while a feed step runs is written and published before the rest of that step', async () => {
    const [x, y] = (await openSelections(t.db, 2, 5)).map((s) => s.match_id) as [number, number];
    for (const matchId of [x, y]) expect((await dev({ type: 'start', matchId })).statusCode).toBe(200);
    t.publisher.clear();
    const step = t.app.feed.step(60_000);
    const goal = t.app.feed.forceGoal(x, 'home');
    await Promise.all([step, goal]);
    const channels = t.publisher.publications.map((p) => p.channel);
    const stopAt = t.publisher.publications.findIndex(
      (p) =>
        p.channel === matchChannel('en', x) &&
        p.data.event_name === 'markets_changed' &&
        (p.data.message as Loose).markets.some((m: Loose) => m.status === -1),
    );
    expect(stopAt).toBeGreaterThanOrEqual(0);
    expect(channels.indexOf(matchChannel('en', y))).toBeGreaterThan(stopAt);
  });

  it.runIf(onPostgres)(
    'a placement that reads a market while its suspension commits is refused, not taken at the old price',
    async () => {
      const s = (await openSelections(t.db, 1, 3))[0] as OpenSelection;
      const [row] = await t.db
        .select({ id: markets.id })
        .from(markets)
        .where(
          and(
            eq(markets.eventId, s.match_id),
            eq(markets.marketId, s.market_id),
            eq(markets.specifier, s.specifier),
          ),
        );
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written = false;
      // A suspension written but not yet committed, as the feed writes it (feed/changes.ts).
      const suspending = t.db.transaction(async (tx) => {
        await lockMatchesForWrite(tx as unknown as Db, [s.match_id]);
        await tx
          .update(markets)
          .set({ status: -1 })
          .where(eq(markets.id, row?.id ?? 0));
        written = true;
        await held;
      });
      await vi.waitFor(() => expect(written).toBe(true), WAIT);
      const placing = place(2, s);
      const waiting = async () => {
        const r = await t.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      };
      // The placement waits for the suspension instead of reading the price it replaces.
      const outcome = await Promise.race([
        placing.then(() => 'placed'),
        vi.waitFor(async () => expect(await waiting()).toBeGreaterThan(0), WAIT).then(() => 'waiting'),
      ]);
      release();
      await suspending;
      const res = await placing;
      expect(outcome).toBe('waiting');
      expect(res.status).toBe(422);
      expect(res.body.data.errors_by_bet[0].code).toBe('error.selection.suspended');
    },
  );
});
