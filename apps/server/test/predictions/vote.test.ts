import type { VoteResponse } from '@sportsbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema.ts';
import { type BettingTestApp, createBettingApp, type PlayerAgent, V2 } from '../betting/helpers.ts';
import { Agent } from '../platform/helpers.ts';

let t: BettingTestApp;
let alice: PlayerAgent;
let bob: PlayerAgent;
let upcoming: number[];
let started: number;

beforeAll(async () => {
  t = await createBettingApp();
  alice = await t.player('vote-alice@example.test');
  bob = await t.player('vote-bob@example.test');
  const prematch = await t.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.type, 'match'), eq(events.status, 0), eq(events.sportId, 1)))
    .orderBy(asc(events.startTime));
  upcoming = prematch.map((r) => r.id);
  const [live] = await t.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.type, 'match'), eq(events.status, 1)));
  if (!live || upcoming.length < 3) throw new Error('seed');
  started = live.id;
}, 120_000);
afterAll(() => t?.close());

const read = async (agent: Agent, id: number) => {
  const res = await agent.get<VoteResponse>(`${V2}/vote?match_id=${id}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('predictions (issue 14): GET and POST /vote', () => {
  it('a match reads as a prediction record with an empty split; visitors read it too', async () => {
    const id = upcoming[0] as number;
    const visitor = await read(new Agent(t.app), id);
    expect(visitor).toMatchObject({ prediction_id: id, open: true, mine: null, created_at: null });
    expect(visitor.votes).toEqual({ home: 0, draw: 0, away: 0, total: 0 });
    expect(visitor.data.match_id).toBe(id);
    expect(visitor.data.home_name).not.toBe('');
    expect(visitor.data.sport).toBe('soccer');
    expect(visitor.data.odds_home).toBeGreaterThan(1000);
  });

  it('a player votes once; the split counts every player; a second vote is refused', async () => {
    const id = upcoming[1] as number;
    const first = await alice.post(`${V2}/vote`, { match_id: id, choice: 'home' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ mine: 'home', votes: { home: 1, draw: 0, away: 0, total: 1 } });
    expect(first.body.created_at).not.toBeNull();
    const again = await alice.post(`${V2}/vote`, { match_id: id, choice: 'away' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_voted');
    await bob.post(`${V2}/vote`, { match_id: id, choice: 'draw' });
    expect((await read(bob, id)).votes).toEqual({ home: 1, draw: 1, away: 0, total: 2 });
    expect((await read(alice, id)).mine).toBe('home');
    expect((await read(new Agent(t.app), id)).mine).toBeNull();
  });

  it('refuses visitors, a missing CSRF header, started matches, unknown matches and bad choices', async () => {
    const id = upcoming[2] as number;
    expect((await new Agent(t.app).post(`${V2}/vote`, { match_id: id, choice: 'home' })).status).toBe(401);
    const noCsrf = await alice.post(`${V2}/vote`, { match_id: id, choice: 'home' }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    const closed = await alice.post(`${V2}/vote`, { match_id: started, choice: 'home' });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('vote_closed');
    expect((await read(alice, started)).open).toBe(false);
    const missing = await alice.post(`${V2}/vote`, { match_id: 2_000_000_000, choice: 'home' });
    expect(missing.status).toBe(404);
    const bad = await alice.post(`${V2}/vote`, { match_id: id, choice: 'over' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_error');
    expect((await read(alice, id)).votes.total).toBe(0);
  });

  it('a burst of 50 votes from one player counts once', async () => {
    const id = upcoming[2] as number;
    const carol = await t.player('vote-carol@example.test');
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        carol.post(`${V2}/vote`, { match_id: id, choice: i % 2 ? 'home' : 'away' }),
      ),
    );
    const ok = burst.filter((r) => r.status === 200);
    expect(ok.length).toBe(1);
    expect(burst.filter((r) => r.status === 409 && r.body.code === 'already_voted').length).toBe(49);
    const after = await read(carol, id);
    expect(after.votes.total).toBe(1);
    expect(after.mine).toBe(ok[0]?.body.mine);
  });
});
