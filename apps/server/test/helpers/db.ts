import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file. Without DATABASE_URL: PGlite in memory. With
 * DATABASE_URL (a role with CREATEDB): a new database with a unique name is created next to the one
 * the URL names, and dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    return database;
  }
  const name = `sb_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}

/**
 * Drops a test database. A plain DROP (not WITH (FORCE), which a non-superuser cannot use on the
 * autovacuum worker a large seed wakes up, and which would kill connections still closing) retried
 * while PostgreSQL reports the database in use; it asks autovacuum to leave by itself.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
        return;
      } catch (err) {
        const inUse = (err as { code?: string }).code === '55006';
        if (!inUse || attempt >= 40) throw err;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await client.end();
  }
}
