import type { Event, MatchesResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { TEST_NOW, V2 } from '../helpers/app.ts';
import { createSeededTestDatabase } from '../helpers/db.ts';

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database & { close(): Promise<void> };

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await buildApp({
    database,
    config: testConfig(),
    feed: { now: TEST_NOW, incidents: false },
    catalogueCacheMs: 60_000,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${V2}${url}`, headers });
const feedEvent = async (body: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });
  expect(res.statusCode).toBe(200);
};
const listOf = (res: { json(): unknown }) => (res.json() as MatchesResponse).data;
/** The main market's odds of `id` in a listing response. */
const oddsIn = (res: { json(): unknown }, id: number) =>
  listOf(res)
    .find((e) => e.id === id)
    ?.main_market?.outcomes.map((o) => o.odds);
const firstOf = async (query: string): Promise<Event> => {
  const event = listOf(await get(`/matches?${query}`))[0];
  if (!event) throw new Error(`no match for ${query}`);
  return event;
};

const LIVE = 'match_status=1&sport_key=soccer&limit=5';
const PREMATCH = 'match_status=0&sport_key=tennis&limit=5';

describe('catalogue response cache', () => {
  it('serves a repeated listing from memory, byte for byte, per language', async () => {
    const first = await get('/matches?limit=5');
    const second = await get('/matches?limit=5');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    for (const name of ['content-type', 'cache-control', 'content-language', 'vary', 'etag']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    const german = await get('/matches?limit=5', { 'accept-language': 'de' });
    expect(german.headers['x-cache']).toBe('miss');
    expect(german.headers['content-language']).toBe('de');
    expect(german.headers.etag).not.toBe(first.headers.etag);
  });

  it('shows odds changed through the feed on the very next request, with a new ETag', async () => {
    const match = await firstOf(LIVE);
    const before = await get(`/matches?${LIVE}`);
    expect((await get(`/matches?${LIVE}`)).headers['x-cache']).toBe('hit');
    await feedEvent({ type: 'odds', matchId: match.id, factor: 1.2 });
    const after = await get(`/matches?${LIVE}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(oddsIn(after, match.id)).not.toEqual(oddsIn(before, match.id));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const page = await get(`/matches/${match.id}`);
    expect((page.json() as Event).main_market?.outcomes.map((o) => o.odds)).toEqual(oddsIn(after, match.id));
  });

  it('answers 304 to a matching If-None-Match until the data changes', async () => {
    const match = await firstOf(LIVE);
    const url = `/matches/${match.id}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const same = await get(url, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe(first.headers['cache-control']);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    await feedEvent({ type: 'goal', matchId: match.id, team: 'home' });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const score = (res: typeof first) =>
      (res.json() as { statistics: { total_score: { home: number } } }).statistics.total_score.home;
    expect(score(changed)).toBe(score(first) + 1);
    // The same ETag on a fresh read of unchanged data (the entry rebuilt) is still a 304.
    const again = await get(url, { 'if-none-match': String(changed.headers.etag), 'accept-language': 'en' });
    expect(again.statusCode).toBe(304);
  });

  it('keeps pages and listings the feed did not touch through writes to other matches', async () => {
    const live = await firstOf(LIVE);
    const prematch = await firstOf(PREMATCH);
    await get(`/matches/${prematch.id}`);
    await get(`/matches/${prematch.id}/markets`);
    await get(`/matches?${PREMATCH}`);
    await get(`/matches?${LIVE}`);
    await feedEvent({ type: 'odds', matchId: live.id, factor: 1.1 });
    expect((await get(`/matches/${prematch.id}`)).headers['x-cache']).toBe('hit');
    expect((await get(`/matches/${prematch.id}/markets`)).headers['x-cache']).toBe('hit');
    expect((await get(`/matches?${PREMATCH}`)).headers['x-cache']).toBe('hit');
    expect((await get(`/matches?${LIVE}`)).headers['x-cache']).toBe('miss');
  });

  it('drops listings when a match changes status, so a kick-off moves it at once', async () => {
    const prematch = await firstOf(PREMATCH);
    const liveTennis = 'match_status=1&sport_key=tennis&limit=50';
    await get(`/matches?${PREMATCH}`);
    await get(`/matches?${liveTennis}`);
    await feedEvent({ type: 'start', matchId: prematch.id });
    expect(listOf(await get(`/matches?${PREMATCH}`)).map((e) => e.id)).not.toContain(prematch.id);
    expect(listOf(await get(`/matches?${liveTennis}`)).map((e) => e.id)).toContain(prematch.id);
    const page = (await get(`/matches/${prematch.id}`)).json() as Event;
    expect(page.status).toBe(1);
  });

  it('a burst of 50 for a missing entry reads once; a write during a burst is never hidden', async () => {
    const url = '/matches?limit=20&sort_by=start_time:asc';
    const burst = await Promise.all(Array.from({ length: 50 }, () => get(url)));
    expect(burst.filter((r) => r.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);

    const match = await firstOf(LIVE);
    const listing = `/matches?${LIVE}&page=1`;
    const [, ...rest] = await Promise.all([
      feedEvent({ type: 'odds', matchId: match.id, factor: 0.9 }),
      ...Array.from({ length: 50 }, () => get(listing)),
    ]);
    expect(rest.every((r) => r.statusCode === 200)).toBe(true);
    const page = (await get(`/matches/${match.id}`)).json() as Event;
    const odds = page.main_market?.outcomes.map((o) => o.odds);
    expect(oddsIn(await get(listing), match.id)).toEqual(odds);
  });

  it('never caches for signed-in callers or errors', async () => {
    await get('/sports', { cookie: 'sb_session=abc' });
    expect((await get('/sports', { cookie: 'sb_session=abc' })).headers['x-cache']).toBeUndefined();
    await get('/matches/999999');
    expect((await get('/matches/999999')).headers['x-cache']).toBeUndefined();
  });
});
