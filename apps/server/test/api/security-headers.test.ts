import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('API security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('fixture');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends nosniff on JSON answers, errors, unknown routes and undecodable URLs', async () => {
    const responses = await Promise.all([
      t.inject({ method: 'GET', url: '/api/health' }),
      t.inject({ method: 'GET', url: '/api/sportsbook/v2/sports' }),
      t.inject({ method: 'GET', url: '/api/sportsbook/v2/matches?limit=-1' }),
      t.inject({ method: 'GET', url: '/api/nowhere' }),
      t.inject({ method: 'GET', url: '/api/sportsbook/v2/matches/%E0%A4%A' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 400, 404, 400]);
    for (const res of responses)
      expect(res.headers['x-content-type-options'], res.raw.req.url).toBe('nosniff');
  });
});
