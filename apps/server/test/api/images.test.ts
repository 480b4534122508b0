import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('team crest images', () => {
  let t: TestApp;
  let team: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp('seed');
    const list = await t.get<{ data: { competitors: { home: { id: number; name: string } } }[] }>(
      '/matches?type=match&limit=1',
    );
    const first = list.body.data[0];
    if (!first) throw new Error('the seed has no match');
    team = first.competitors.home;
  });
  afterAll(() => t.close());

  it("serves a team's crest as a cacheable SVG of the asked width, with its initials", async () => {
    const res = await t.inject({ method: 'GET', url: `/api/images/crests/${team.id}.svg?w=40` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<svg [^>]*width="40" height="40"/);
    const initials = team.name
      .split(/[\s\-.]+/)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('');
    expect(res.body).toContain(`>${initials}</text>`);
  });

  it('answers the same bytes to a burst of requests, and 304 to a revalidation', async () => {
    const url = `/api/images/crests/${team.id}.svg?w=20`;
    const all = await Promise.all(Array.from({ length: 50 }, () => t.inject({ method: 'GET', url })));
    expect(new Set(all.map((r) => `${r.statusCode} ${r.headers.etag} ${r.body}`)).size).toBe(1);
    const etag = String(all[0]?.headers.etag);
    const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses widths it does not render and names no team it does not know', async () => {
    const odd = await t.inject({ method: 'GET', url: `/api/images/crests/${team.id}.svg?w=4000` });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'validation_error' });
    const unknown = await t.inject({ method: 'GET', url: '/api/images/crests/99999999.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const bad = await t.inject({ method: 'GET', url: '/api/images/crests/..%2Fetc.svg' });
    expect(bad.statusCode).toBe(400);
  });
});
