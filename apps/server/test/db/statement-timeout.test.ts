import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';

// Issue 9 §1: no single statement may hold the API. On PostgreSQL the pool's connections carry a
// statement_timeout (DB_STATEMENT_TIMEOUT_MS). PGlite cannot interrupt a statement (its PostgreSQL runs
// synchronously on the main thread): there the stall watchdog (test/health/watchdog.test.ts) guards.
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('statement timeout on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 300 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('cancels a statement that runs longer than the timeout, and the pool goes on serving', async () => {
    const slow = database.db.execute(sql`select pg_sleep(5)`);
    await expect(slow).rejects.toMatchObject({ cause: { code: '57014' } });
    const fast = await database.db.execute(sql`select 1 as one`);
    expect((fast as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
  });
});
