import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { TEST_NOW, TEST_SEED } from './constants.ts';
import { databaseUrlOf, dropDatabase, migratedPglite, withAdmin } from './db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database with the small seed at TEST_NOW ('' on PostgreSQL). */
    pgliteSeeded: string;
    /** PostgreSQL: databases to copy (CREATE DATABASE … TEMPLATE): migrated, and seeded as above. */
    pgMigrated: string;
    pgSeeded: string;
  }
}

/**
 * Global setup of the server tests: builds, once per run, what most test files start from (the
 * migrated database and the small seed), so each file copies it instead of migrating and seeding
 * again (several seconds per file on PGlite). Built from this run's code, never reused across runs.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  project.provide('pgliteSeeded', '');
  project.provide('pgMigrated', '');
  project.provide('pgSeeded', '');
  if (!url) {
    const file = path.join(tmpdir(), `sportsbook-pglite-seeded-${id}.tar`);
    const database = await migratedPglite();
    try {
      await seedDatabase(database.db, { seed: TEST_SEED, now: TEST_NOW, size: 'small' });
      writeFileSync(file, await requireDump(database)());
    } finally {
      await database.close();
    }
    project.provide('pgliteSeeded', file);
    return () => rmSync(file, { force: true });
  }
  await dropOrphanTemplates(url);
  const migrated = `sb_tpl_${id}_m`;
  const seeded = `sb_tpl_${id}_s`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${migrated}"`));
  const database = await openDatabase({ databaseUrl: databaseUrlOf(url, migrated) });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${seeded}" TEMPLATE "${migrated}"`));
  const seededDb = await openDatabase({ databaseUrl: databaseUrlOf(url, seeded) });
  try {
    await seedDatabase(seededDb.db, { seed: TEST_SEED, now: TEST_NOW, size: 'small' });
  } finally {
    await seededDb.close();
  }
  project.provide('pgMigrated', migrated);
  project.provide('pgSeeded', seeded);
  return async () => {
    await dropDatabase(url, seeded);
    await dropDatabase(url, migrated);
  };
}

function requireDump(database: Awaited<ReturnType<typeof openDatabase>>) {
  if (!database.dump) throw new Error('PGlite database without dump()');
  return database.dump;
}

/** Templates of runs whose process is gone (killed before its teardown), so they do not pile up. */
async function dropOrphanTemplates(url: string): Promise<void> {
  const { rows } = await withAdmin(url, (admin) =>
    admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'sb\\_tpl\\_%'"),
  );
  for (const { datname } of rows) {
    const pid = Number(/^sb_tpl_(\d+)_/.exec(datname)?.[1]);
    if (pid && !processAlive(pid)) await dropDatabase(url, datname).catch(() => {});
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
