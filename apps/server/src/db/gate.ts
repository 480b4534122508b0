import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Who goes first at the database. `high`: the feed (bet stops, prices, match states), which must
 * never wait behind placements; `normal`: requests (placements, reads); `low`: background work that
 * follows the feed (bet settlement, cash-out offer refresh).
 */
export const DbPriority = {
  /** The feed's writes and reads: before anything queued. */
  high: 'high',
  /** Everything else by default: requests. */
  normal: 'normal',
  /** Settlement and cash-out refresh after a feed change: after requests, never starved. */
  low: 'low',
} as const;
export type DbPriority = (typeof DbPriority)[keyof typeof DbPriority];

const priorityStore = new AsyncLocalStorage<DbPriority>();

/** Runs `fn` with every database call it makes (and the calls of what it starts) at `priority`. */
export function withDbPriority<T>(priority: DbPriority, fn: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: Drizzle's query builders only start when awaited.
  return priorityStore.run(priority, async () => await fn());
}

/** The priority of database calls made here (default normal). */
export function currentDbPriority(): DbPriority {
  return priorityStore.getStore() ?? DbPriority.normal;
}

/** After this many normal grants in a row, a waiting low one goes next (low work is never starved). */
const LOW_EVERY = 4;

/**
 * One holder at a time, waiters served by priority (high, then normal, then low; first come first
 * served within one), for a database with one connection (PGlite): a bet stop waits for the statement
 * or transaction running now, not for the placements queued behind it.
 */
export class DbGate {
  private busy = false;
  private normalRun = 0;
  private readonly queues: Record<DbPriority, (() => void)[]> = { high: [], normal: [], low: [] };

  /** Waiters per priority (tests and diagnostics). */
  get waiting(): Record<DbPriority, number> {
    return { high: this.queues.high.length, normal: this.queues.normal.length, low: this.queues.low.length };
  }

  /** Runs `fn` once it holds the gate. */
  async run<T>(priority: DbPriority, fn: () => Promise<T>): Promise<T> {
    if (this.busy) await new Promise<void>((grant) => this.queues[priority].push(grant));
    else this.busy = true;
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const { high, normal, low } = this.queues;
    let next = high.shift();
    if (!next && low.length > 0 && (normal.length === 0 || this.normalRun >= LOW_EVERY)) {
      this.normalRun = 0;
      next = low.shift();
    }
    if (!next) {
      next = normal.shift();
      if (next) this.normalRun++;
    }
    // The next holder starts in a later turn of the event loop: with work always queued, handing over
    // in a microtask would keep the loop from reading sockets (a goal arriving over HTTP) until the
    // whole queue had run.
    if (next) setImmediate(next);
    else this.busy = false;
  }
}

/**
 * The PGlite client Drizzle talks to, with every statement and transaction passed through a DbGate
 * at the caller's priority (withDbPriority). Statements inside a transaction use the transaction's
 * own handle and do not queue again.
 */
export class GatedPglite {
  constructor(
    readonly client: PGlite,
    readonly gate: DbGate,
  ) {}

  query(...args: Parameters<PGlite['query']>) {
    return this.gate.run(currentDbPriority(), () => this.client.query(...args));
  }

  exec(...args: Parameters<PGlite['exec']>) {
    return this.gate.run(currentDbPriority(), () => this.client.exec(...args));
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.gate.run(currentDbPriority(), () => this.client.transaction(fn));
  }
}

/**
 * A node-postgres pool for Drizzle that sends high-priority calls (the feed) to a small pool of
 * their own, so a bet stop never waits for a connection behind queued placements; the rest use the
 * main pool. (Drizzle treats any class whose name contains "Pool" as a pool: connect per transaction.)
 */
export class LanePool {
  constructor(
    readonly main: pg.Pool,
    readonly feed: pg.Pool,
  ) {}

  private pick(): pg.Pool {
    return currentDbPriority() === DbPriority.high ? this.feed : this.main;
  }

  query(...args: unknown[]): Promise<unknown> {
    const pool = this.pick() as unknown as { query(...a: unknown[]): Promise<unknown> };
    return pool.query(...args);
  }

  connect(): Promise<pg.PoolClient> {
    return this.pick().connect();
  }

  async end(): Promise<void> {
    await Promise.all([this.main.end(), this.feed.end()]);
  }
}

/** Connections of the feed's own pool (its work is serial: one at a time, one spare). */
export const FEED_POOL_MAX = 2;

/** The main pool and the feed's pool on one URL. */
export function lanePool(config: pg.PoolConfig): LanePool {
  return new LanePool(new pg.Pool(config), new pg.Pool({ ...config, max: FEED_POOL_MAX }));
}
