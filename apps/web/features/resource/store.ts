import { reportQueryErrorSoon } from '../error-reporting/report-soon.ts';
import { reportUnauthorized } from '../query/unauthorized.ts';

/**
 * The resource store: the few reads every page makes at load (the session's player and accounts,
 * GET /access, GET /settings, the starred ids, jackpots, a match's tracker and vote), kept without
 * TanStack Query so that library loads only with the first lazy part that needs it (issue 13).
 * Each entry is one answer under a key: fetched once at a time (dedupe), fresh for `staleMs`, set or
 * patched by the code that changed it, invalidated (refetched while watched) or removed (sign-out).
 * Failures go where the query client sends them: a 401 to the auth feature (unauthorized.ts), other
 * errors to the error reporter. The same data is never also cached in the query client.
 */

export type ResourceKey = readonly (string | number | boolean)[];
type Meta = Readonly<Record<string, unknown>>;

export interface ResourceSpec<T> {
  key: ResourceKey;
  fetch: () => Promise<T>;
  /** How long an answer is fresh (no refetch on a new watcher); default 30 s, the query client's. */
  staleMs?: number;
  /** SKIP_UNAUTHORIZED, SKIP_REPORT (as a query's meta). */
  meta?: Meta;
}

export interface ResourceState<T> {
  readonly data: T | undefined;
  /** The last failure; undefined once an answer arrived. */
  readonly error: unknown;
  /** idle: never asked; pending: first answer on its way; success / error: the last outcome. */
  readonly status: 'idle' | 'pending' | 'success' | 'error';
  readonly fetching: boolean;
  /** When the data arrived (ms since the epoch); 0 without data. */
  readonly updatedAt: number;
}

export const DEFAULT_STALE_MS = 30_000;

const IDLE: ResourceState<never> = Object.freeze({
  data: undefined,
  error: undefined,
  status: 'idle',
  fetching: false,
  updatedAt: 0,
});

interface Entry {
  key: ResourceKey;
  state: ResourceState<unknown>;
  listeners: Set<() => void>;
  /** The spec of the latest watcher, else of the first fetch (what an invalidation refetches with). */
  spec: ResourceSpec<unknown> | null;
  promise: Promise<unknown> | null;
  /** Bumped by set and remove: an answer asked for before is then dropped. */
  generation: number;
  invalidated: boolean;
  watchers: number;
  timer: ReturnType<typeof setInterval> | null;
}

const entries = new Map<string, Entry>();

/** The map key of a resource key. */
export const hashKey = (key: ResourceKey): string => JSON.stringify(key);

function entryOf(key: ResourceKey): Entry {
  const hash = hashKey(key);
  let entry = entries.get(hash);
  if (!entry) {
    entry = {
      key,
      state: IDLE,
      listeners: new Set(),
      spec: null,
      promise: null,
      generation: 0,
      invalidated: false,
      watchers: 0,
      timer: null,
    };
    entries.set(hash, entry);
  }
  return entry;
}

function update(entry: Entry, patch: Partial<ResourceState<unknown>>): void {
  entry.state = { ...entry.state, ...patch };
  for (const listener of [...entry.listeners]) listener();
}

/** Which resources an invalidation or removal is for: the keys under a prefix, or a test of the key. */
export type ResourceFilter = ResourceKey | ((key: ResourceKey) => boolean);

const startsWith = (key: ResourceKey, prefix: ResourceKey) => prefix.every((part, i) => key[i] === part);

function matching(filter: ResourceFilter): Entry[] {
  const test = typeof filter === 'function' ? filter : (key: ResourceKey) => startsWith(key, filter);
  return [...entries.values()].filter((entry) => test(entry.key));
}

/** The current state of `key` (the same object until it changes). */
export function readResource<T>(key: ResourceKey): ResourceState<T> {
  return (entries.get(hashKey(key))?.state ?? IDLE) as ResourceState<T>;
}

/** Calls `listener` after every change of `key`; returns the unsubscribe function. */
export function subscribeResource(key: ResourceKey, listener: () => void): () => void {
  const entry = entryOf(key);
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
  };
}

function isFresh(entry: Entry, staleMs: number): boolean {
  const { status, updatedAt } = entry.state;
  return status === 'success' && !entry.invalidated && Date.now() - updatedAt < staleMs;
}

/**
 * The answer of `spec`: the cached one while fresh (`force` asks again), else the request in flight
 * or a new one. Rejects with the failure, which is also reported (401 → sign-out, else the reporter).
 */
export function fetchResource<T>(spec: ResourceSpec<T>, force = false): Promise<T> {
  const entry = entryOf(spec.key);
  entry.spec ??= spec as ResourceSpec<unknown>;
  if (entry.promise) return entry.promise as Promise<T>;
  if (!force && isFresh(entry, spec.staleMs ?? DEFAULT_STALE_MS))
    return Promise.resolve(entry.state.data as T);
  const generation = entry.generation;
  const promise = spec.fetch().then(
    (data) => {
      if (entry.promise === promise) entry.promise = null;
      if (entry.generation === generation) {
        entry.invalidated = false;
        update(entry, { data, error: undefined, status: 'success', fetching: false, updatedAt: Date.now() });
      }
      return data;
    },
    (error: unknown) => {
      if (entry.promise === promise) entry.promise = null;
      if (entry.generation === generation) update(entry, { error, status: 'error', fetching: false });
      reportUnauthorized(error, spec.meta);
      reportQueryErrorSoon(error, spec.meta, 'query');
      throw error;
    },
  );
  entry.promise = promise;
  update(entry, { fetching: true, status: entry.state.data === undefined ? 'pending' : entry.state.status });
  return promise;
}

/** Sets the data of `key` (a value, or a function of the current data), fresh from now. */
export function setResource<T>(key: ResourceKey, value: T | ((current: T | undefined) => T)): void {
  const entry = entryOf(key);
  const data =
    typeof value === 'function' ? (value as (current: T | undefined) => T)(entry.state.data as T) : value;
  entry.generation += 1;
  entry.promise = null;
  entry.invalidated = false;
  update(entry, { data, error: undefined, status: 'success', fetching: false, updatedAt: Date.now() });
}

/** Marks the resources of `filter` stale; the watched ones are fetched again at once. */
export async function invalidateResources(filter: ResourceFilter): Promise<void> {
  const refetches: Promise<unknown>[] = [];
  for (const entry of matching(filter)) {
    entry.invalidated = true;
    if (entry.watchers > 0 && entry.spec) {
      // What was on its way was asked before the change: its answer is dropped.
      entry.generation += 1;
      entry.promise = null;
      refetches.push(fetchResource(entry.spec, true).catch(() => undefined));
    }
  }
  await Promise.all(refetches);
}

/** Forgets the resources of `filter` (sign-out); an answer on its way is dropped. */
export function removeResources(filter: ResourceFilter): void {
  for (const entry of matching(filter)) {
    entry.generation += 1;
    entry.promise = null;
    entry.invalidated = false;
    update(entry, IDLE);
  }
}

export interface WatchOptions<T> {
  /** Data the server rendered with: stored instead of a first fetch (stays until invalidated). */
  initial?: T | undefined;
  /** Asks again every `refetchMs` while watched. */
  refetchMs?: number;
}

/**
 * Keeps `spec` loaded while a component shows it: fetched when missing or stale, refetched when
 * invalidated, and every `refetchMs`. Returns the stop function.
 */
export function watchResource<T>(spec: ResourceSpec<T>, options: WatchOptions<T> = {}): () => void {
  followReconnects();
  const entry = entryOf(spec.key);
  entry.watchers += 1;
  entry.spec = spec as ResourceSpec<unknown>;
  if (options.initial !== undefined && entry.state.data === undefined) setResource(spec.key, options.initial);
  else fetchResource(spec).catch(() => undefined);
  const { refetchMs } = options;
  if (refetchMs && !entry.timer) {
    entry.timer = setInterval(() => {
      if (entry.spec) fetchResource(entry.spec, true).catch(() => undefined);
    }, refetchMs);
  }
  return () => {
    entry.watchers -= 1;
    if (entry.watchers === 0 && entry.timer) {
      clearInterval(entry.timer);
      entry.timer = null;
    }
  };
}

let followingReconnects = false;

/**
 * Back online, the watched resources that are stale or failed are asked again (TanStack Query's
 * refetchOnReconnect, which the query client keeps on).
 */
function followReconnects(): void {
  if (followingReconnects || typeof window === 'undefined') return;
  followingReconnects = true;
  window.addEventListener('online', () => {
    for (const entry of entries.values()) {
      if (entry.watchers > 0 && entry.spec) fetchResource(entry.spec).catch(() => undefined);
    }
  });
}

/**
 * A failed change (POST, DELETE) made outside TanStack Query goes where the query client's mutation
 * cache sends one: a 401 signs out, an unexpected failure is reported.
 */
export function reportFailedChange(error: unknown, meta?: Meta): void {
  reportUnauthorized(error, meta);
  reportQueryErrorSoon(error, meta, 'mutation');
}

/** Empties the store (tests). */
export function resetResourcesForTests(): void {
  for (const entry of entries.values()) if (entry.timer) clearInterval(entry.timer);
  entries.clear();
}
