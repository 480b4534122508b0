import { FavouritesErrorCode, type MatchesResponse } from '@sportsbook/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, favourites } from '../../src/db/schema.ts';
import { FavouritesService } from '../../src/modules/favourites/service.ts';
import { type BettingTestApp, createBettingApp, type PlayerAgent, V2 } from '../betting/helpers.ts';
import { Agent } from '../platform/helpers.ts';

let t: BettingTestApp;
let alice: PlayerAgent;
let bob: PlayerAgent;
/** Prematch matches of the seed, in start order (ids and what they belong to). */
let matches: { id: number; tournamentId: number; home: number; away: number; status: number }[];

beforeAll(async () => {
  t = await createBettingApp();
  alice = await t.player('fav-alice@example.test');
  bob = await t.player('fav-bob@example.test');
  const rows = await t.db
    .select({
      id: events.id,
      tournamentId: events.tournamentId,
      competitors: events.competitors,
      status: events.status,
    })
    .from(events)
    .where(and(eq(events.type, 'match'), ne(events.status, 4)))
    .orderBy(asc(events.startTime), asc(events.id));
  matches = rows.map((r) => {
    const c = r.competitors as { home: { id: number }; away: { id: number } };
    return { id: r.id, tournamentId: r.tournamentId, home: c.home.id, away: c.away.id, status: r.status };
  });
  expect(matches.length).toBeGreaterThan(10);
}, 120_000);
afterAll(() => t?.close());

const ids = async (agent: Agent, type: string, query = '') => {
  const res = await agent.get(`${V2}/favourites/${type}${query}`);
  expect(res.status).toBe(200);
  return res.body.ids as number[];
};
const favouriteListing = async (agent: Agent) => {
  const res = await agent.get<MatchesResponse>(`${V2}/matches?favourite=true&limit=500`);
  expect(res.status).toBe(200);
  return { ids: res.body.data.map((e) => e.id).sort((a, b) => a - b), cache: res.headers['cache-control'] };
};

describe('favourites (issue 14)', () => {
  it('are for signed-in players only, and a cookie star needs the CSRF header', async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.get(`${V2}/favourites/matches`)).status).toBe(401);
    expect((await visitor.post(`${V2}/favourites/matches/${matches[0]?.id}`)).status).toBe(401);
    const noCsrf = await alice.post(`${V2}/favourites/matches/${matches[0]?.id}`, undefined, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(await ids(alice, 'matches')).toEqual([]);
  });

  it('star and unstar matches, leagues and teams; both calls are idempotent; newest first', async () => {
    const [m1, m2] = matches;
    if (!m1 || !m2) throw new Error('seed');
    for (const id of [m1.id, m2.id, m1.id]) {
      const res = await alice.post(`${V2}/favourites/matches/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ type: 'matches', id, favourite: true });
    }
    expect(await ids(alice, 'matches')).toEqual([m2.id, m1.id]);
    expect((await alice.post(`${V2}/favourites/leagues/${m1.tournamentId}`)).status).toBe(200);
    expect((await alice.post(`${V2}/favourites/teams/${m2.home}`)).status).toBe(200);
    expect(await ids(alice, 'leagues')).toEqual([m1.tournamentId]);
    expect(await ids(alice, 'teams')).toEqual([m2.home]);

    for (let i = 0; i < 2; i++) {
      const res = await alice.delete(`${V2}/favourites/matches/${m2.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ type: 'matches', id: m2.id, favourite: false });
    }
    expect(await ids(alice, 'matches')).toEqual([m1.id]);
  });

  it('refuse what does not exist (404) and a bad type or id (400), with codes', async () => {
    const missing = await alice.post(`${V2}/favourites/matches/2000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    const team = await alice.post(`${V2}/favourites/teams/2000000000`);
    expect(team.status).toBe(404);
    expect((await alice.post(`${V2}/favourites/players/1`)).body.code).toBe('validation_error');
    expect((await alice.post(`${V2}/favourites/matches/abc`)).status).toBe(400);
    expect((await alice.get(`${V2}/favourites/matches?match_status=soon`)).status).toBe(400);
  });

  it('one player never sees or changes another’s stars', async () => {
    const before = await ids(alice, 'matches');
    expect(before.length).toBeGreaterThan(0);
    expect(await ids(bob, 'matches')).toEqual([]);
    // Bob "unstarring" Alice's match touches only his own (empty) stars.
    expect((await bob.delete(`${V2}/favourites/matches/${before[0]}`)).status).toBe(200);
    expect(await ids(alice, 'matches')).toEqual(before);
    expect((await favouriteListing(bob)).ids).toEqual([]);
  });

  it('GET /matches?favourite=true lists starred matches and matches of starred leagues and teams, privately', async () => {
    const [m1] = matches;
    const team = (await ids(alice, 'teams'))[0];
    if (!m1 || team === undefined) throw new Error('state');
    const expected = matches
      .filter(
        (m) => m.id === m1.id || m.tournamentId === m1.tournamentId || m.home === team || m.away === team,
      )
      .filter((m) => m.status === 0 || m.status === 1)
      .map((m) => m.id)
      .sort((a, b) => a - b);
    const listing = await favouriteListing(alice);
    expect(listing.ids).toEqual(expected);
    expect(listing.cache).toBe('private, no-store');
    // Not shared through the response cache: Bob, right after, gets his own (empty) listing, and a
    // visitor gets none.
    expect((await favouriteListing(bob)).ids).toEqual([]);
    expect((await favouriteListing(new Agent(t.app))).ids).toEqual([]);
  });

  it('narrows starred matches by match_status and bettable', async () => {
    const prematch = matches.find((m) => m.status === 0);
    if (!prematch) throw new Error('seed');
    await bob.post(`${V2}/favourites/matches/${prematch.id}`);
    expect(await ids(bob, 'matches', '?match_status=prematch')).toEqual([prematch.id]);
    expect(await ids(bob, 'matches', '?match_status=finished')).toEqual([]);
    const bettable = await ids(bob, 'matches', '?bettable=true');
    const notBettable = await ids(bob, 'matches', '?bettable=false');
    expect([...bettable, ...notBettable]).toEqual([prematch.id]);
  });

  it('hold under a burst: 50 stars of one match keep one row; 50 stars past the cap stop at the cap', async () => {
    const carol = await t.player('fav-carol@example.test');
    const one = matches[3]?.id;
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => carol.post(`${V2}/favourites/matches/${one}`)),
    );
    expect(burst.every((r) => r.status === 200 && r.body.favourite === true)).toBe(true);
    expect(await ids(carol, 'matches')).toEqual([one]);

    // The cap at 10 (the app keeps 200): 50 different matches starred at once.
    const service = new FavouritesService(t.db, 10);
    const targets = Array.from({ length: 50 }, (_, i) => matches[i % matches.length]?.id ?? 0);
    const outcomes = await Promise.allSettled(targets.map((id) => service.add(carol.userId, 'matches', id)));
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const o of refused) expect((o.reason as { code: string }).code).toBe(FavouritesErrorCode.limit);
    const rows = await t.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, carol.userId), eq(favourites.kind, 'matches')));
    expect(rows.length).toBe(10);
    // Every refusal is for a match left out; every success is one of the ten kept.
    const kept = new Set(rows.map((r) => r.objectId));
    expect(outcomes.map((o) => o.status === 'fulfilled')).toEqual(targets.map((id) => kept.has(id)));
  });
});
