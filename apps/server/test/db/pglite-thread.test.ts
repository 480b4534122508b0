import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';

// Issue 9 §4: PGlite ran its SQL on the API's event loop, so under load a goal sent by the feed
// waited behind hundreds of ms of SQL before its request was even read. PGlite now runs in a worker
// thread: a long statement no longer holds requests that do not need the database, and health says
// when the database thread is stuck. PGlite only (PostgreSQL has always been another process).

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite in its own thread', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    await database.migrate();
    app = await buildApp({ database, config: testConfig({ eventLoopStallMs: 300 }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  it('answers a request while a long statement runs, and reports the busy database', async () => {
    const order: string[] = [];
    const statement = database.db.execute(sql`select pg_sleep(1.5)`).then(() => order.push('statement'));
    // Let the statement reach the database thread.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = await health();
    order.push('health');
    await statement;
    expect(order).toEqual(['health', 'statement']);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ status: 'stalled', database: 'pglite' });
    expect(during.json().database_busy_ms).toBeGreaterThan(300);
    expect((await health()).json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('keeps PostgreSQL error fields across the thread (SQLSTATE decides 400 or 500)', async () => {
    const err = await database.db.execute(sql`select ${'twelve'}::int4`).catch((e: unknown) => e);
    const cause = (err as { cause?: Record<string, unknown> }).cause ?? (err as Record<string, unknown>);
    expect(cause).toMatchObject({ code: '22P02', severity: 'ERROR' });
  });

  it('rolls a failed transaction back and serves the next one', async () => {
    await database.db.execute(sql`create table t_thread (n int primary key)`);
    const failed = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t_thread values (1)`);
        await tx.execute(sql`insert into t_thread values (1)`);
      })
      .catch((e: unknown) => e);
    expect(await failed).toBeInstanceOf(Error);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t_thread values (2)`);
    });
    const rows = await database.db.execute(sql`select n from t_thread order by n`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ n: 2 }]);
  });
});
