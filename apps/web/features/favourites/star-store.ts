import type { FavouriteType } from '@sportsbook/contract';
import { MutationObserver, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus, subscribeAuthStatus } from '../auth/auth-store.ts';
import { peekPendingStar, takePendingStar } from './pending.ts';
import { favouriteKeys, favouritesApi, storeStar } from './queries.ts';

/**
 * What every star of one type shares (issue 13: a listing draws dozens of stars, and a query and a
 * mutation per star made hydration and every sign-in re-render long): one query observer of the
 * player's starred ids, the flags flipped while the server is asked, and the sign-in that sets a
 * star a visitor asked for. A star reads its state with `starState`, a small number, so only the
 * stars whose state changed re-render.
 */

/** Bits of a star's state: its ids are not known yet (aria-busy), and whether it is set. */
export const StarBit = { unknown: 1, starred: 2 } as const;

interface Subscriber {
  listener: () => void;
  /** Shows why the server refused (the star's translated alert). */
  fail: (error: unknown) => void;
}

export class StarSource {
  readonly #client: QueryClient;
  readonly #type: FavouriteType;
  #locale: string;
  readonly #observer: QueryObserver<number[]>;
  readonly #subscribers = new Map<number, Set<Subscriber>>();
  readonly #flipped = new Map<number, boolean>();
  #ids: ReadonlySet<number> | undefined;
  #stop: (() => void) | null = null;

  constructor(client: QueryClient, type: FavouriteType, locale: string) {
    this.#client = client;
    this.#type = type;
    this.#locale = locale;
    this.#observer = new QueryObserver<number[]>(client, this.#options());
    this.#read();
  }

  #options() {
    return {
      queryKey: favouriteKeys.ids(this.#type),
      queryFn: () => favouritesApi.ids(this.#locale, this.#type),
      enabled: getAuthStatus() === AuthStatus.loggedIn,
      // SPEC §7 getFavorites: no stale time.
      staleTime: 0,
    };
  }

  #read(): void {
    const ids = this.#observer.getCurrentResult().data;
    this.#ids = ids === undefined ? undefined : new Set(ids);
  }

  #notify(id?: number): void {
    const targets = id === undefined ? [...this.#subscribers.values()] : [this.#subscribers.get(id) ?? []];
    for (const set of targets) for (const subscriber of set) subscriber.listener();
  }

  /** The state of star `id` (StarBit flags); what the server rendered is `StarBit.unknown`. */
  state(id: number): number {
    const status = getAuthStatus();
    const unknown =
      status === AuthStatus.loggedIn ? this.#ids === undefined : status !== AuthStatus.notLoggedIn;
    const starred = this.#flipped.get(id) ?? this.#ids?.has(id) ?? false;
    return (unknown ? StarBit.unknown : 0) | (starred ? StarBit.starred : 0);
  }

  /** Follows star `id` while it is mounted (useSyncExternalStore's subscribe). */
  subscribe(id: number, subscriber: Subscriber, locale: string): () => void {
    this.#locale = locale;
    if (this.#subscribers.size === 0) this.#start();
    const set = this.#subscribers.get(id) ?? new Set<Subscriber>();
    this.#subscribers.set(id, set);
    set.add(subscriber);
    this.#applyPending();
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.#subscribers.delete(id);
      if (this.#subscribers.size === 0) this.#end();
    };
  }

  #start(): void {
    const stopQuery = this.#observer.subscribe(() => {
      this.#read();
      this.#notify();
    });
    const stopAuth = subscribeAuthStatus(() => {
      this.#observer.setOptions(this.#options());
      this.#read();
      this.#notify();
      this.#applyPending();
    });
    this.#observer.setOptions(this.#options());
    this.#read();
    this.#stop = () => {
      stopQuery();
      stopAuth();
    };
  }

  #end(): void {
    this.#stop?.();
    this.#stop = null;
  }

  /** A star asked for before signing in is set once signed in, by its star when it is on the page. */
  #applyPending(): void {
    if (getAuthStatus() !== AuthStatus.loggedIn) return;
    const pending = peekPendingStar();
    if (pending?.type !== this.#type) return;
    const subscriber = this.#subscribers.get(pending.id)?.values().next().value;
    if (subscriber && takePendingStar(pending)) this.set(pending.id, true, subscriber.fail);
  }

  /**
   * Sets or clears star `id`: the flag flips at once and is undone when the server refuses (`fail`
   * shows why); on success the cached ids follow (storeStar).
   */
  set(id: number, on: boolean, fail: (error: unknown) => void): void {
    this.#flipped.set(id, on);
    this.#notify(id);
    const mutation = new MutationObserver(this.#client, {
      mutationFn: (value: boolean) => favouritesApi.set(this.#locale, this.#type, id, value),
      onSuccess: (answer) => storeStar(this.#client, answer),
      onError: fail,
      onSettled: () => {
        this.#flipped.delete(id);
        this.#notify(id);
      },
    });
    mutation.mutate(on).catch(() => undefined);
  }
}

const sources = new WeakMap<QueryClient, Map<FavouriteType, StarSource>>();

/** The shared source of the stars of `type` in this query cache. */
export function starSource(client: QueryClient, type: FavouriteType, locale: string): StarSource {
  const byType = sources.get(client) ?? new Map<FavouriteType, StarSource>();
  sources.set(client, byType);
  const source = byType.get(type) ?? new StarSource(client, type, locale);
  byType.set(type, source);
  return source;
}
