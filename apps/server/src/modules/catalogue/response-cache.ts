import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A micro-cache of public catalogue responses (the bytes already serialised), keyed by URL and
 * Accept-Language, kept for `ttlMs` and dropped whenever the feed writes. Every visitor asking for
 * the same listing within that window shares one database query and one serialisation, the way a
 * CDN micro-cache would; live changes still reach open pages through push at once.
 */
export interface ResponseCache {
  clear(): void;
  readonly size: number;
}

interface Entry {
  expires: number;
  status: number;
  headers: Record<string, string>;
  body: string;
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'content-language', 'vary'] as const;
const FROM_CACHE = Symbol('fromCache');

export function registerResponseCache(
  app: FastifyInstance,
  opts: { ttlMs: number; maxEntries?: number; isCacheable: (request: FastifyRequest) => boolean },
): ResponseCache {
  const entries = new Map<string, Entry>();
  const maxEntries = opts.maxEntries ?? 1000;
  const keyOf = (request: FastifyRequest) => `${request.headers['accept-language'] ?? ''}\n${request.url}`;
  const cacheable = (request: FastifyRequest) =>
    opts.ttlMs > 0 &&
    request.method === 'GET' &&
    !request.headers.authorization &&
    !request.headers.cookie?.includes('sb_session=') &&
    opts.isCacheable(request);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const hit = entries.get(keyOf(request));
    if (!hit) return;
    if (hit.expires <= Date.now()) {
      entries.delete(keyOf(request));
      return;
    }
    (request as unknown as Record<symbol, boolean>)[FROM_CACHE] = true;
    reply.code(hit.status).headers({ ...hit.headers, 'x-cache': 'hit' });
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((request as unknown as Record<symbol, boolean>)[FROM_CACHE]) return payload;
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(keyOf(request), { expires: Date.now() + opts.ttlMs, status: 200, headers, body: payload });
    reply.header('x-cache', 'miss');
    return payload;
  });

  return {
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
