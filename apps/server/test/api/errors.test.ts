import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, V2 } from '../helpers/app.ts';

// Bad input is the client's fault: a 4xx with `{code, message, details?}`, never a 500.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('fixture');
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };

const validationCases = [
  '/matches?page=0',
  '/matches?page=-1',
  '/matches?page=1.5',
  '/matches?limit=10000',
  '/matches?limit=0',
  '/matches?limit=abc',
  '/matches?type=banana',
  '/matches?match_status=done',
  '/matches?match_status=9',
  '/matches?sort_by=name',
  '/matches?sort_by=start_time:sideways',
  '/matches?sport_type=underwater',
  '/matches?bettable=maybe',
  '/matches?has_video=2',
  '/matches?start_from=yesterday',
  '/matches?start_from=2026-02-31T00:00:00Z',
  '/matches?start_to=2026-13-01T00:00:00Z',
  '/matches?start_from=2026-03-14',
  '/matches?id=abc',
  '/matches?id=1,-2',
  '/matches?id=99999999999999999999',
  '/matches?category_id=1;DROP%20TABLE%20events',
  `/matches?tournament_id=${encodeURIComponent("' OR 1=1 --")}`,
  `/matches?slug=${encodeURIComponent('1;DROP TABLE events')}`,
  `/matches?sport_key=${encodeURIComponent("soccer' OR '1'='1")}`,
  `/matches?sport_key=${encodeURIComponent('футбол⚽')}`,
  '/matches?max_per_sport=0',
  `/matches?context=${encodeURIComponent("live') --")}`,
  '/matches?context=%00',
  '/matches/abc',
  '/matches/0',
  '/matches/-5',
  '/matches/1.5',
  '/matches/99999999999999999999',
  `/matches/${encodeURIComponent('1;DROP TABLE events')}`,
  '/matches/1/markets?group_key=Main%20Group',
  `/matches/1/markets?group_key=${encodeURIComponent("main' OR 1=1 --")}`,
  '/matches/1/markets?market_id=x',
  '/matches/1/markets?limit=501',
  '/categories/abc',
  '/categories?id=1,x',
  '/tournaments/abc',
  '/tournaments?is_top=perhaps',
  '/sports?sport_type=x',
  '/resolve',
  '/resolve?sport=SOCCER',
  `/resolve?sport=soccer&slug=${encodeURIComponent('1;DROP TABLE events')}`,
  `/resolve?sport=${'a'.repeat(300)}`,
  '/search',
  '/search?q=abc&limit=1000',
  '/search?q=abc&match_status=over',
];

describe('validation errors', () => {
  it.each(validationCases)('%s → 400 validation_error', async (path) => {
    const res = await t.get<ErrorBody>(path);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.message).toBeTypeOf('string');
    expect(res.body.details?.length).toBeGreaterThan(0);
  });

  it('names the offending field', async () => {
    const res = await t.get<ErrorBody>('/matches?limit=10000&type=banana');
    expect(res.body.details?.map((d) => d.path).sort()).toEqual(['limit', 'type.0']);
  });
});

describe('not found', () => {
  it.each([
    '/matches/2147483647',
    '/matches/2147483647/markets',
    '/categories/2147483647',
    '/tournaments/2147483647',
    '/resolve?sport=golf',
  ])('%s → 404 not_found', async (path) => {
    const res = await t.get<ErrorBody>(path);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it.each(['/nope', '/matches/1/odds/extra', '/api/nothing', `${V2}/sports/1/extra`])(
    '%s → 404 route_not_found',
    async (path) => {
      const res = await t.get<ErrorBody>(path);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('route_not_found');
    },
  );

  it('is a route_not_found for a method the route does not have', async () => {
    const res = await t.inject({ method: 'DELETE', url: `${V2}/sports` });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().code).toBe('route_not_found');
  });
});

describe('hostile but valid input', () => {
  it.each(["' OR 1=1 --", '1;DROP TABLE events', 'ñandú ⚽ 足球', 'مباراة', '\\\\\\', 'abc\u0000def', '%_%'])(
    'search %j answers 200 without matching everything',
    async (q) => {
      const res = await t.get<{ events: unknown[] }>(`/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.events).toEqual([]);
    },
  );

  it('survives a URL that cannot be decoded', async () => {
    const res = await t.inject({ method: 'GET', url: `${V2}/matches/%E0%A4%A` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('ignores unknown query parameters', async () => {
    expect((await t.get('/sports?foo=bar')).status).toBe(200);
  });
});

describe('request bodies', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.inject({ method: 'POST', url: `${V2}/counters`, payload, headers: { 'content-type': contentType } });

  it('malformed JSON → 400 bad_request', async () => {
    const res = await post('{"sport_ids": [1,');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().code).toBe('bad_request');
  });

  it('wrong field types → 400 validation_error', async () => {
    for (const body of [
      '{"sport_ids":"1"}',
      '{"sport_ids":[0]}',
      '{"match_status":[7]}',
      '{"start_from":"soon"}',
    ]) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json<ErrorBody>().code, body).toBe('validation_error');
    }
  });

  it('an unsupported content type is a 4xx with bad_request', async () => {
    const res = await post('<ids>1</ids>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().code).toBe('bad_request');
  });

  it('a body that is too large is a 413 with bad_request', async () => {
    const res = await post(JSON.stringify({ sport_ids: Array.from({ length: 100_000 }, (_, i) => i + 1) }));
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().code).toBe('bad_request');
  });
});

describe('server errors', () => {
  it('a failure inside a handler is a 500 internal_error without internals', async () => {
    const { buildApp } = await import('../../src/app.ts');
    const { testConfig } = await import('../../src/config.ts');
    const broken = {
      ...t.database,
      db: new Proxy(t.database.db, {
        get: () => {
          throw new Error('secret: db exploded');
        },
      }),
    };
    const app = await buildApp({ database: broken, config: testConfig() });
    const res = await app.inject({ method: 'GET', url: `${V2}/sports` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Internal server error' });
    expect(res.body).not.toContain('secret');
    await app.close();
  });
});
