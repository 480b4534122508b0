import { API_PREFIX, CatalogueRoute } from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import type { Dependencies } from './response-cache.ts';

const at = (path: string) => `${API_PREFIX.sportsbook}${path}`;

/** The public catalogue GET routes whose responses are cached (counters is a POST). */
export const CACHED_CATALOGUE_PATHS: ReadonlySet<string> = new Set(
  Object.entries(CatalogueRoute)
    .filter(([name]) => name !== 'counters')
    .map(([, path]) => at(path)),
);

const ONE_EVENT = new Set([at(CatalogueRoute.match), at(CatalogueRoute.matchMarkets)]);
const MATCHES = at(CatalogueRoute.matches);
const SEARCH = at(CatalogueRoute.search);
const RESOLVE = at(CatalogueRoute.resolve);

const idsOf = (list: unknown): number[] =>
  Array.isArray(list) ? list.flatMap((e) => (typeof e?.id === 'number' ? [e.id] : [])) : [];

/**
 * What a catalogue response shows: one match (its page, its markets) depends on that match alone;
 * every other response is a listing (which events it holds changes with statuses and new fixtures)
 * and depends on the events in it. A filter on open markets (`bettable`) depends on every write.
 */
export function catalogueDependencies(request: FastifyRequest, body: unknown): Dependencies {
  const route = request.routeOptions.url ?? '';
  if (ONE_EVENT.has(route)) {
    return { events: [Number((request.params as { id: unknown }).id)], listing: false };
  }
  const b = (body ?? {}) as { data?: unknown; events?: unknown; event?: unknown };
  const events =
    route === MATCHES
      ? idsOf(b.data)
      : route === SEARCH
        ? idsOf(b.events)
        : route === RESOLVE
          ? idsOf([b.event])
          : [];
  const anyWrite = (request.query as Record<string, unknown> | undefined)?.bettable !== undefined;
  return { events, listing: true, anyWrite };
}
