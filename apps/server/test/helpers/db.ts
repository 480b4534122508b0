import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../../src/db/client.ts';
import { TEST_NOW, TEST_SEED } from './constants.ts';

/**
 * Where the migrated PGlite data directory of this set of migrations is kept between test files:
 * named by a hash of the migration files and of PGlite's version, so a new migration makes a new one.
 */
function templatePath(): string {
  const hash = createHash('sha256');
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  const engine = statSync(wasm);
  hash.update(`${wasm}:${engine.size}:${engine.mtimeMs}`);
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return path.join(tmpdir(), `sportsbook-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * PGlite in memory, migrated. The first test file runs initdb and every migration and keeps the
 * result as a template; the next ones start from it (PGlite's loadDataDir), which skips both and
 * saves a few seconds per file. A template that cannot be read falls back to a fresh database.
 */
export async function migratedPglite(): Promise<Database> {
  const file = templatePath();
  if (existsSync(file)) {
    try {
      return await openDatabase({ inMemory: true, loadDataDir: readFileSync(file) });
    } catch {
      // fall through: build a fresh one (and a new template)
    }
  }
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  if (database.dump) {
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, await database.dump());
    renameSync(tmp, file);
    // Templates of earlier migrations are of no more use (about 40 MB each).
    for (const old of readdirSync(tmpdir())) {
      const stale = path.join(tmpdir(), old);
      if (/^sportsbook-pglite-[0-9a-f]{16}\.tar$/.test(old) && stale !== file) rmSync(stale, { force: true });
    }
  }
  return database;
}

/**
 * A fresh, migrated database for one test file. Without DATABASE_URL: PGlite in memory. With
 * DATABASE_URL (a role with CREATEDB): a new database with a unique name is created next to the one
 * the URL names (a copy of the run's migrated template, see templates.ts), and dropped by `close()`.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return migratedPglite();
  return postgresCopy(url, providedOr('pgMigrated'));
}

/**
 * A fresh database with the small seed at TEST_NOW (seed 42), as the global setup (templates.ts)
 * built it once for the run: a copy of its PGlite dump or of its PostgreSQL template. Without the
 * global setup (a file run on its own config), it migrates and seeds here.
 */
export async function createSeededTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const copyOf = providedOr(url ? 'pgSeeded' : 'pgliteSeeded');
  if (copyOf && url) return postgresCopy(url, copyOf);
  if (copyOf) return openDatabase({ inMemory: true, loadDataDir: readFileSync(copyOf) });
  const database = await createTestDatabase();
  const { seedDatabase } = await import('../../src/seed/index.ts');
  await seedDatabase(database.db, { seed: TEST_SEED, now: TEST_NOW, size: 'small' });
  return database;
}

function providedOr(key: 'pgliteSeeded' | 'pgMigrated' | 'pgSeeded'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

/** A new database on the server `url` names: a copy of `template`, or migrated when there is none. */
async function postgresCopy(url: string, template: string): Promise<Database> {
  const name = `sb_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const from = template ? ` TEMPLATE "${template}"` : '';
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${name}"${from}`));
  const database = await openDatabase({ databaseUrl: databaseUrlOf(url, name) });
  if (!template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}

/** The URL of another database on the server `url` names. */
export function databaseUrlOf(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Runs `fn` on a client connected to the database `url` names (the role must have CREATEDB). */
export async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test database. A plain DROP (not WITH (FORCE), which a non-superuser cannot use on the
 * autovacuum worker a large seed wakes up, and which would kill connections still closing) retried
 * while PostgreSQL reports the database in use; it asks autovacuum to leave by itself.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
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
  });
}
