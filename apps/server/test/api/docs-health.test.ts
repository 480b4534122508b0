import { API_PREFIX, CatalogueRoute } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('empty');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('reports ok and the database driver', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('OpenAPI', () => {
  it('lists every catalogue path with contract components', async () => {
    const res = await t.get<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const route of Object.values(CatalogueRoute)) {
      const path = `${API_PREFIX.sportsbook}${route.replace(/:(\w+)/g, '{$1}')}`;
      expect(res.body.paths, path).toHaveProperty([path]);
    }
    expect(res.body.paths[`${API_PREFIX.sportsbook}/counters`]).toHaveProperty('post');
    const schemas = Object.keys(res.body.components.schemas).join(' ');
    for (const id of ['Match', 'Market', 'Sport', 'Pagination', 'ApiError', 'MatchesResponse']) {
      expect(schemas).toContain(id);
    }
    expect(JSON.stringify(res.body.paths[`${API_PREFIX.sportsbook}/matches`])).toContain(
      '#/components/schemas/',
    );
  });

  it('serves the Swagger UI', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
