import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CacheVersions, type Dependencies, type Written } from './cache-versions.ts';

export type { Dependencies, Written } from './cache-versions.ts';

/**
 * A cache of public catalogue responses as the bytes sent, keyed by URL and Accept-Language. An entry
 * stays until `ttlMs` passes or the feed writes something it shows (cache-versions.ts: the events in
 * it, or which events a listing holds), so a listing of prematch matches survives the live feed's
 * constant writes, while a change is never hidden: the next request after a write reads the database.
 * Visitors asking for the same missing entry at once share one database read (the first asks, the
 * others wait for it). Every entry has an ETag; a matching If-None-Match is answered 304.
 */
export interface ResponseCache {
  /** The feed wrote (called right after the write committed): drops what it made stale. */
  written(change: Written): void;
  clear(): void;
  readonly size: number;
  /** Bytes of the bodies kept. */
  readonly bytes: number;
}

interface Entry {
  startedAt: number;
  /** The write number at which it was last found fresh (skips the check until the next write). */
  checkedAt: number;
  deps: Dependencies;
  expires: number;
  etag: string;
  body: Buffer;
  /** Headers of the 200 (with content-length and x-cache: hit) and of the 304. */
  ok: Record<string, string | number>;
  notModified: Record<string, string>;
}

interface Pending {
  key: string;
  startedAt: number;
  deps?: Dependencies;
  body?: string;
  release?: () => void;
}

/** Headers of a stored reply kept for its hits (content-length and date are the server's own). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-language', 'vary', 'x-content-type-options'];
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-language', 'vary', 'x-content-type-options'];
const PENDING = Symbol('responseCachePending');
/** Reads of the same entry a request waits for before reading it itself. */
const MAX_WAITS = 3;
/** Longest wait for another request's read (a safety net: every read ends sooner or releases). */
const MAX_WAIT_MS = 5000;

/** Waits for `flight` at most MAX_WAIT_MS: true when it ended. */
function waitFor(flight: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), MAX_WAIT_MS);
    timer.unref();
  });
  return Promise.race([flight.then(() => true), limit]).finally(() => clearTimeout(timer));
}
type WithPending = FastifyRequest & { [PENDING]?: Pending };

export interface ResponseCacheOptions {
  ttlMs: number;
  /** Most bytes of bodies kept (oldest entries go first); default 16 MiB. */
  maxBytes?: number;
  isCacheable: (request: FastifyRequest) => boolean;
  /** What a 200 reply shows (`body`: the object about to be serialised). */
  dependencies: (request: FastifyRequest, body: unknown) => Dependencies;
  now?: () => number;
}

/**
 * Register before other onRequest hooks: a hit is answered before them (locale, cookies), with the
 * headers those hooks gave the reply it was stored from.
 */
export function registerResponseCache(app: FastifyInstance, opts: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<void>>();
  const versions = new CacheVersions();
  const maxBytes = opts.maxBytes ?? 16 * 1024 * 1024;
  const now = opts.now ?? Date.now;
  let bytes = 0;
  const keyOf = (request: FastifyRequest) => `${request.headers['accept-language'] ?? ''}\n${request.url}`;
  const cacheable = (request: FastifyRequest) =>
    opts.ttlMs > 0 &&
    request.method === 'GET' &&
    !request.headers.authorization &&
    !request.headers.cookie?.includes('sb_session=') &&
    opts.isCacheable(request);

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  /**
   * The entry for `key` if it shows everything written before `arrivedAt` (the write number when the
   * request arrived): read since, or nothing it shows written since its read.
   */
  const usable = (key: string, arrivedAt: number): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      drop(key);
      return undefined;
    }
    if (entry.startedAt >= arrivedAt || entry.checkedAt === versions.now) return entry;
    if (!versions.fresh(entry.startedAt, entry.deps)) return undefined;
    entry.checkedAt = versions.now;
    return entry;
  };
  const serve = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.hijack();
    const res = reply.raw;
    if (request.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, entry.notModified);
      res.end();
    } else {
      res.writeHead(200, entry.ok);
      res.end(entry.body);
    }
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    const arrivedAt = versions.now;
    // Another request is reading this entry: wait for it (again if its read began before a write).
    for (let round = 0; round < MAX_WAITS; round++) {
      const hit = usable(key, arrivedAt);
      if (hit) return serve(request, reply, hit);
      const flight = inflight.get(key);
      if (!flight) break;
      // A read that did not end in time is not waited for again (by anyone).
      if (!(await waitFor(flight)) && inflight.get(key) === flight) inflight.delete(key);
    }
    const hit = usable(key, arrivedAt);
    if (hit) return serve(request, reply, hit);
    const pending: Pending = { key, startedAt: versions.now };
    (request as WithPending)[PENDING] = pending;
    // A request whose client already left may never reach onResponse: it reads for itself alone.
    if (inflight.has(key) || reply.raw.destroyed || reply.raw.closed) return;
    const done = new Promise<void>((resolve) => {
      pending.release = () => {
        pending.release = undefined;
        if (inflight.get(key) === done) inflight.delete(key);
        resolve();
      };
    });
    inflight.set(key, done);
    // A reply that never finishes (the client went away) must not keep the others waiting.
    reply.raw.once('close', () => pending.release?.());
  });

  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pending = (request as WithPending)[PENDING];
    if (pending && reply.statusCode === 200) pending.deps = opts.dependencies(request, payload);
    return payload;
  });

  // Runs before the other onSend hooks: it sees the body as serialised and may turn it into a 304.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pending = (request as WithPending)[PENDING];
    if (!pending?.deps || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    pending.body = payload;
    const etag = etagOf(payload);
    reply.header('ETag', etag).header('x-cache', 'miss');
    if (request.headers['if-none-match'] !== etag) return payload;
    reply.code(304);
    return null;
  });

  // After every onSend hook: the reply's headers are complete.
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const pending = (request as WithPending)[PENDING];
    if (!pending) return;
    if (pending.deps && pending.body !== undefined) store(pending, reply, pending.deps, pending.body);
    pending.release?.();
  });

  function store(pending: Pending, reply: FastifyReply, deps: Dependencies, text: string) {
    const body = Buffer.from(text);
    if (body.length > maxBytes / 4) return;
    const etag = String(reply.getHeader('etag'));
    const ok: Record<string, string | number> = {};
    const notModified: Record<string, string> = { etag };
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value === undefined) continue;
      ok[name] = String(value);
      if (NOT_MODIFIED_HEADERS.includes(name)) notModified[name] = String(value);
    }
    if (ok['cache-control'] === undefined) return; // a 304 from the miss path left it unset
    Object.assign(ok, { etag, 'content-length': body.length, 'x-cache': 'hit' });
    notModified['x-cache'] = 'hit';
    drop(pending.key);
    while (bytes + body.length > maxBytes && entries.size > 0) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
    const expires = now() + opts.ttlMs;
    entries.set(pending.key, {
      startedAt: pending.startedAt,
      checkedAt: pending.startedAt,
      deps,
      expires,
      etag,
      body,
      ok,
      notModified,
    });
    bytes += body.length;
  }

  return {
    written: (change) => versions.written(change),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** A strong validator of the body: 120 bits of its SHA-1. */
function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}
