import type { MatchesResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { TEST_NOW, TEST_SEED, V2 } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/db.ts';

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database & { close(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { seed: TEST_SEED, now: TEST_NOW, size: 'small' });
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

describe('catalogue micro-cache', () => {
  it('serves a repeated listing from memory, byte for byte, per language', async () => {
    const first = await get('/matches?limit=5');
    const second = await get('/matches?limit=5');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    const german = await get('/matches?limit=5', { 'accept-language': 'de' });
    expect(german.headers['x-cache']).toBe('miss');
    expect(german.headers['content-language']).toBe('de');
  });

  it('forgets everything when the feed writes, so a goal shows at once', async () => {
    const live = (await get('/matches?match_status=live&sport_key=soccer&limit=1')).json() as MatchesResponse;
    const match = live.data[0];
    expect(match?.type).toBe('match');
    if (match?.type !== 'match') return;
    const before = await get(`/matches/${match.id}`);
    expect((await get(`/matches/${match.id}`)).headers['x-cache']).toBe('hit');
    await app.feed.forceGoal(match.id, 'home');
    const after = await get(`/matches/${match.id}`);
    expect(after.headers['x-cache']).toBe('miss');
    const score = (res: typeof before) =>
      (res.json() as { statistics: { total_score: { home: number } } }).statistics.total_score.home;
    expect(score(after)).toBe(score(before) + 1);
  });

  it('never caches for signed-in callers or errors', async () => {
    await get('/sports', { cookie: 'sb_session=abc' });
    expect((await get('/sports', { cookie: 'sb_session=abc' })).headers['x-cache']).toBeUndefined();
    await get('/matches/999999');
    expect((await get('/matches/999999')).headers['x-cache']).toBeUndefined();
  });
});
