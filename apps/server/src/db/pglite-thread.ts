import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * PGlite in a worker thread (db/pglite-worker.mjs), with the part of PGlite's interface Drizzle and
 * GatedPglite use: query, exec, transaction, close. The main thread keeps the HTTP loop; the worker
 * runs the SQL. Transactions are BEGIN … COMMIT on the one connection, so callers must not interleave
 * them: GatedPglite holds its DbGate for a whole transaction.
 *
 * Row parsers cannot cross threads: only identity parsers (keep a type as PostgreSQL's text, which
 * is all Drizzle passes) are supported, sent as their type ids.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextId = 1;
  /** performance.now() when the oldest request now in the worker was sent; null when idle. */
  private busySince: number | null = null;
  private closed = false;
  readonly waitReady: Promise<void>;

  /** `loadDataDir`: a data directory from `dump()` to start from (PGlite's loadDataDir). */
  constructor(dataDir: string | null, onFault: (err: Error) => void, loadDataDir?: Uint8Array) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, ...(loadDataDir ? { loadDataDir } : {}) },
    });
    this.waitReady = new Promise((resolve, reject) => {
      this.worker.on('message', (msg: WorkerMessage) => {
        if ('type' in msg) {
          if (msg.type === 'ready') resolve();
          else onFault(new Error(msg.message));
          return;
        }
        this.settle(msg);
      });
      this.worker.on('error', (err) => {
        reject(err);
        this.failAll(err);
      });
      this.worker.on('exit', (code) => this.failAll(new Error(`PGlite worker exited (code ${code})`)));
    });
  }

  /** How long the worker has been busy with the requests now in it (ms; 0 when idle). */
  busyMs(): number {
    return this.busySince === null ? 0 : performance.now() - this.busySince;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.send({
      op: 'query',
      sql,
      params: params ?? [],
      options: { rowMode: options?.rowMode, rawTypes },
    });
  }

  exec(sql: string): Promise<Results[]> {
    return this.send({ op: 'exec', sql });
  }

  /** The whole data directory as an uncompressed tar (PGlite's dumpDataDir). */
  dump(): Promise<Uint8Array> {
    return this.send({ op: 'dump' });
  }

  /** BEGIN, `fn` with a handle on this connection, COMMIT (ROLLBACK when `fn` throws). */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.exec('BEGIN');
    let done = false;
    const tx = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) => this.query(sql, params, options),
      sql: () => {
        throw new Error('tagged-template queries are not supported through the PGlite thread');
      },
      exec: (sql: string) => this.exec(sql),
      rollback: async () => {
        await this.exec('ROLLBACK');
        done = true;
      },
      get closed() {
        return done;
      },
    } as unknown as Transaction;
    try {
      const result = await fn(tx);
      if (!done) await this.exec('COMMIT');
      done = true;
      return result;
    } catch (err) {
      if (!done) await this.exec('ROLLBACK');
      done = true;
      throw err;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }

  private send<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.nextId++;
    if (this.busySince === null) this.busySince = performance.now();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  private settle(msg: Reply): void {
    const waiter = this.pending.get(msg.id);
    if (!waiter) return;
    this.pending.delete(msg.id);
    // Requests are answered in order: the next one in the worker started just now.
    this.busySince = this.pending.size > 0 ? performance.now() : null;
    if (msg.ok) waiter.resolve(msg.result);
    else waiter.reject(Object.assign(new Error(msg.error.message), msg.error));
  }

  private failAll(err: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(err);
    this.pending.clear();
    this.busySince = null;
  }
}

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string } & Record<string, unknown> };
type WorkerMessage = Reply | { type: 'ready' } | { type: 'fault'; message: string };

/** The thread seen as the PGlite client Drizzle expects (the methods it calls are all here). */
export function asPglite(thread: PgliteThread): PGlite {
  return thread as unknown as PGlite;
}
