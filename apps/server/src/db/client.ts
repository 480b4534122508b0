import { mkdirSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  /**
   * PostgreSQL only: statement_timeout (ms) of the pool's connections, so no statement holds a
   * connection longer (0 or unset: none; migrations run on a connection of their own without it).
   * PGlite ignores it: its PostgreSQL runs synchronously on the main thread, where the timeout's
   * timer interrupt never fires; lib/watchdog.ts guards that case instead.
   */
  statementTimeoutMs?: number | undefined;
  /**
   * PGlite only: called when JavaScript throws inside its PostgreSQL (see failFastOnEngineFault);
   * the default logs a fatal line and ends the process (exit code 70). Tests replace it.
   */
  onEngineFault?: (err: unknown) => void;
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
    const db = drizzlePg(pool as never, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      gate: null,
      migrate: () => migratePostgres(connectionString),
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
  failFastOnEngineFault(client, opts.onEngineFault ?? exitOnEngineFault);
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

type LoopOnce = (...args: unknown[]) => unknown;
const WasmRuntimeError = (globalThis as { WebAssembly?: { RuntimeError?: ErrorConstructor } }).WebAssembly
  ?.RuntimeError;

/**
 * PGlite's execProtocolRawSync catches every exception thrown inside its PostgreSQL and recovers only
 * from PostgreSQL's own error longjmp. Anything else (V8's "Maximum call stack size exceeded" from a
 * deeply recursive statement, a WebAssembly trap) is swallowed and leaves the backend half way
 * through a statement: it answers wrong (empty) results or spins forever (issue 9: the row-valued IN
 * list of catalogue.ts did both). Such a fault is made fatal here, before PGlite swallows it: a
 * supervisor restarts the process and PostgreSQL recovers from its WAL, instead of serving from a
 * broken backend. A PGlite without this internal hook leaves the stall watchdog as the guard.
 */
function failFastOnEngineFault(client: PGlite, onFault: (err: unknown) => void): void {
  const mod = (client as unknown as { mod?: { _PostgresMainLoopOnce?: LoopOnce } }).mod;
  const loopOnce = mod?._PostgresMainLoopOnce;
  if (!mod || typeof loopOnce !== 'function') return;
  mod._PostgresMainLoopOnce = (...args: unknown[]) => {
    try {
      return loopOnce(...args);
    } catch (err) {
      if (err instanceof RangeError || (WasmRuntimeError && err instanceof WasmRuntimeError)) onFault(err);
      throw err;
    }
  };
}

function exitOnEngineFault(err: unknown): void {
  const msg = `PGlite: JavaScript fault inside PostgreSQL (${String(err)}): ending the process`;
  // Synchronous write: the process ends right after.
  writeSync(2, `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg })}\n`);
  process.exit(70);
}
