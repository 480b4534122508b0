import { mkdirSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DbGate, GatedPglite, lanePool } from './gate.ts';
import { asPglite, PgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/**
 * The Drizzle database, whichever driver is underneath (PGlite or node-postgres). Built without the
 * schema: nothing uses Drizzle's relational queries (`db.query.*`), and with it every transaction
 * built a query builder per table (42) before its first statement (issue 13, placement).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PGlite: the gate every statement passes (feed first); null on PostgreSQL (the feed has its own pool). */
  gate: DbGate | null;
  /**
   * PGlite: how long its thread has been busy with the statements now in it (ms, 0 when idle), for
   * health and the watchdog; absent on PostgreSQL (statement_timeout bounds a statement there).
   */
  busyMs?: () => number;
  /** Applies pending migrations from apps/server/drizzle. */
  migrate(): Promise<void>;
  /** PGlite: its whole data directory as a tar, to start another instance from (`loadDataDir`). */
  dump?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` (or undefined with inMemory) keeps it in memory. */
  dataDir?: string | undefined;
  inMemory?: boolean;
  /**
   * PostgreSQL only: statement_timeout (ms) of the pool's connections, so no statement holds a
   * connection longer (0 or unset: none; migrations run on a connection of their own without it).
   * PGlite ignores it: its PostgreSQL runs synchronously in its thread, where the timeout's timer
   * interrupt never fires; busyMs and lib/watchdog.ts guard that case instead.
   */
  statementTimeoutMs?: number | undefined;
  /**
   * PGlite only: called when JavaScript throws inside its PostgreSQL (see exitOnEngineFault);
   * the default logs a fatal line and ends the process (exit code 70). Tests replace it.
   */
  onEngineFault?: (err: unknown) => void;
  /** PGlite only: start from this data directory (a `dump()` of another instance) instead of initdb. */
  loadDataDir?: Uint8Array;
}

/** Opens the database: real PostgreSQL when a URL is given, otherwise PGlite on disk (or in memory). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const connectionString = opts.databaseUrl;
    const timeout = opts.statementTimeoutMs ?? 0;
    // The feed (withDbPriority high) gets a pool of its own: bet stops never queue behind placements.
    const pool = lanePool({
      connectionString,
      max: 10,
      ...(timeout > 0 ? { statement_timeout: timeout } : {}),
    });
    const db = drizzlePg(pool as never) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      gate: null,
      migrate: () => migratePostgres(connectionString),
      close: () => pool.end(),
    };
  }
  let dataDir: string | null = null;
  if (!opts.inMemory && opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    dataDir = opts.dataDir;
  }
  // PGlite runs in a worker thread: its SQL no longer holds the HTTP loop (db/pglite-thread.ts).
  const onFault = opts.onEngineFault ?? exitOnEngineFault;
  const thread = new PgliteThread(dataDir, onFault, opts.loadDataDir);
  await thread.waitReady;
  // One connection: a gate in front of it serves the feed first (db/gate.ts).
  const gate = new DbGate();
  const db = drizzlePglite(new GatedPglite(asPglite(thread), gate) as unknown as PGlite) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    gate,
    busyMs: () => thread.busyMs(),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    dump: () => thread.dump(),
    close: () => thread.close(),
  };
}

/** Applies migrations on a connection of its own, free of the pool's statement timeout. */
async function migratePostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}

/**
 * PGlite's execProtocolRawSync swallows any JavaScript exception thrown inside its PostgreSQL (V8's
 * "Maximum call stack size exceeded" from a deeply recursive statement, a WebAssembly trap) and
 * leaves the backend half way through a statement: it answers wrong (empty) results or spins forever
 * (issue 9: the row-valued IN list of catalogue.ts did both). The worker reports such a fault before
 * PGlite swallows it (db/pglite-worker.mjs), and by default the process ends here: a supervisor
 * restarts it and PostgreSQL recovers from its WAL, instead of serving from a broken backend.
 */
function exitOnEngineFault(err: unknown): void {
  const msg = `PGlite: JavaScript fault inside PostgreSQL (${String(err)}): ending the process`;
  // Synchronous write: the process ends right after.
  writeSync(2, `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg })}\n`);
  process.exit(70);
}
