import type { FavouriteType } from '@sportsbook/contract';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus, subscribeAuthStatus } from '../auth/auth-store.ts';
import {
  type ResourceSpec,
  readResource,
  reportFailedChange,
  subscribeResource,
  watchResource,
} from '../resource/store.ts';
import { peekPendingStar, takePendingStar } from './pending.ts';
import { favouriteIdsResource, favouritesApi, storeStar } from './queries.ts';
import { StarBit } from './star-bits.ts';

/**
 * What every star of one type shares (issue 13: a listing draws dozens of stars, and a query and a
 * mutation per star made hydration and every sign-in re-render long): one watcher of the player's
 * starred ids (resource store), the flags flipped while the server is asked, and the sign-in that sets a
 * star a visitor asked for. A star reads its state with `starState`, a small number, so only the
 * stars whose state changed re-render. Loaded once a player signs in (star-client.ts).
 */

export interface StarSubscriber {
  listener: () => void;
  /** Shows why the server refused (the star's translated alert). */
  fail: (error: unknown) => void;
}

export class StarSource {
  readonly #type: FavouriteType;
  #locale: string;
  readonly #subscribers = new Map<number, Set<StarSubscriber>>();
  readonly #flipped = new Map<number, boolean>();
  #ids: ReadonlySet<number> | undefined;
  #idsRead: readonly number[] | undefined;
  #stop: (() => void) | null = null;
  #unwatch: (() => void) | null = null;

  constructor(type: FavouriteType, locale: string) {
    this.#type = type;
    this.#locale = locale;
    this.#read();
  }

  #spec(): ResourceSpec<number[]> {
    return favouriteIdsResource(this.#locale, this.#type);
  }

  #read(): void {
    const ids = readResource<number[]>(this.#spec().key).data;
    if (ids === this.#idsRead) return;
    this.#idsRead = ids;
    this.#ids = ids === undefined ? undefined : new Set(ids);
  }

  #notify(id?: number): void {
    const targets = id === undefined ? [...this.#subscribers.values()] : [this.#subscribers.get(id) ?? []];
    for (const set of targets) for (const subscriber of set) subscriber.listener();
  }

  /** Keeps the ids loaded while signed in (SPEC §7 getFavorites: asked again at each start). */
  #follow(): void {
    const signedIn = getAuthStatus() === AuthStatus.loggedIn;
    if (signedIn && !this.#unwatch) this.#unwatch = watchResource(this.#spec());
    if (!signedIn && this.#unwatch) {
      this.#unwatch();
      this.#unwatch = null;
    }
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
  subscribe(id: number, subscriber: StarSubscriber, locale: string): () => void {
    this.#locale = locale;
    if (this.#subscribers.size === 0) this.#start();
    const set = this.#subscribers.get(id) ?? new Set<StarSubscriber>();
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
    const stopIds = subscribeResource(this.#spec().key, () => {
      this.#read();
      this.#notify();
    });
    const stopAuth = subscribeAuthStatus(() => {
      this.#follow();
      this.#read();
      this.#notify();
      this.#applyPending();
    });
    this.#follow();
    this.#read();
    this.#stop = () => {
      stopIds();
      stopAuth();
      this.#unwatch?.();
      this.#unwatch = null;
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
   * shows why, a 401 signs out); on success the stored ids follow (storeStar).
   */
  set(id: number, on: boolean, fail: (error: unknown) => void): void {
    this.#flipped.set(id, on);
    this.#notify(id);
    favouritesApi
      .set(this.#locale, this.#type, id, on)
      .then(storeStar, (error: unknown) => {
        reportFailedChange(error);
        fail(error);
      })
      .finally(() => {
        this.#flipped.delete(id);
        this.#notify(id);
      });
  }
}

const sources = new Map<FavouriteType, StarSource>();

/** The shared source of the stars of `type`. */
export function starSource(type: FavouriteType, locale: string): StarSource {
  const source = sources.get(type) ?? new StarSource(type, locale);
  sources.set(type, source);
  return source;
}
