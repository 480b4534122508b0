import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { DbGate, GatedPglite, lanePool } from './gate.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PGlite: the gate every statement passes (feed first); null on PostgreSQL (the feed has its own pool). */
  gate: DbGate | null;
  /** Applies pending migrations from apps/server/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` (or undefined with inMemory) keeps it in memory. */
  dataDir?: string | undefined;
  inMemory?: boolean;
}

/** Opens the database: real PostgreSQL when a URL is given, otherwise PGlite on disk (or in memory). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // The feed (withDbPriority high) gets a pool of its own: bet stops never queue behind placements.
    const pool = lanePool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool as never, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      gate: null,
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.inMemory || !opts.dataDir) {
    client = new PGlite();
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(opts.dataDir);
  }
  await client.waitReady;
  // One connection: a gate in front of it serves the feed first (db/gate.ts).
  const gate = new DbGate();
  const db = drizzlePglite(new GatedPglite(client, gate) as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    gate,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
