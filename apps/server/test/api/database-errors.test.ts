import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { DATA_EXCEPTION_MESSAGE } from '../../src/plugins/error-handler.ts';
import { createTestDatabase } from '../helpers/db.ts';

// The last line of defence: a value a schema let through but the database refuses (SQLSTATE class
// 22, data exception) is still the client's fault, a 400 with `{code, message}`, and a warning in the
// log so the missing validation gets noticed. Other database errors stay a 500.

const lines: Record<string, unknown>[] = [];
let database: Database;
let app: FastifyInstance;

/** Each route sends the query string's `v` to the database as the given type (a route with a gap in validation). */
const probes = {
  int4: (v: string) => sql`select ${v}::int4 as v`,
  text: (v: string) => sql`select length(${v}::text) as v`,
  jsonb: (v: string) => sql`select ${v}::jsonb as v`,
  missingTable: (v: string) => sql`select * from no_such_table where id = ${v}`,
};

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    database,
    config: testConfig({ logLevel: 'info' }),
    logger: pino({ level: 'info' }, sink),
  });
  for (const [name, query] of Object.entries(probes)) {
    app.post<{ Body: { v: string } }>(`/api/test/${name}`, async (request) => {
      await database.db.execute(query(request.body.v));
      return { ok: true };
    });
  }
  // A statement cancelled by statement_timeout (PostgreSQL; PGlite ignores the setting).
  app.post('/api/test/timeout', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 50`);
      await tx.execute(sql`select pg_sleep(2)`);
    });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function probe(name: keyof typeof probes, v: string) {
  const res = await app.inject({ method: 'POST', url: `/api/test/${name}`, payload: { v } });
  return { status: res.statusCode, body: res.json() as { code: string; message: string } };
}

describe('database data exceptions', () => {
  it.each([
    ['int4', '2147483648', '22003'],
    ['int4', 'twelve', '22P02'],
    ['text', 'nul\u0000here', '22021'],
    ['jsonb', '"\\u0000"', '22P05'],
  ] as const)('%s of %j → 400 bad_request, logged as a warning with SQLSTATE %s', async (name, v, state) => {
    lines.length = 0;
    const res = await probe(name, v);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'bad_request', message: DATA_EXCEPTION_MESSAGE });
    const logged = lines.filter((l) => l.msg === 'database refused a request value');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.level).toBe(40);
    expect(String(logged[0]?.sqlState)).toMatch(/^22/);
    expect(logged[0]?.sqlState).toBe(state);
  });

  it('another database error stays a 500 internal_error without internals', async () => {
    lines.length = 0;
    const res = await probe('missingTable', '1');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'internal_error', message: 'Internal server error' });
    expect(lines.some((l) => l.msg === 'request failed' && l.level === 50)).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)(
    'a statement ended by statement_timeout → 503 service_busy with Retry-After, a warning',
    async () => {
      lines.length = 0;
      const res = await app.inject({ method: 'POST', url: '/api/test/timeout' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'service_busy' });
      expect(lines.some((l) => l.msg === 'database statement timed out' && l.level === 40)).toBe(true);
    },
  );
});
