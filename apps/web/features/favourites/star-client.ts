import type { FavouriteType } from '@sportsbook/contract';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus, subscribeAuthStatus } from '../auth/auth-store.ts';
import { StarBit } from './star-bits.ts';
import type { StarSource, StarSubscriber } from './star-store.ts';

/*
 * What a star needs on every page (issue 13): its state and its subscription. The shared store of the
 * player's starred ids (star-store.ts, with the favourites queries) loads once a player is signed in;
 * a visitor's star only asks them to sign in.
 */

type Store = typeof import('./star-store.ts');
let store: Store | undefined;
let loading: Promise<Store> | undefined;

function loadStore(): Promise<Store> {
  loading ??= import('./star-store.ts').then(
    (loaded) => {
      store = loaded;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The shared source of the stars of `type`, once loaded. */
export function loadedStarSource(type: FavouriteType, locale: string): StarSource | undefined {
  return store?.starSource(type, locale);
}

/** The state of star `id` (StarBit flags): before the store is here, unknown unless signed out. */
export function starState(type: FavouriteType, locale: string, id: number): number {
  const source = loadedStarSource(type, locale);
  if (source) return source.state(id);
  return getAuthStatus() === AuthStatus.notLoggedIn ? 0 : StarBit.unknown;
}

/**
 * Follows star `id` while it is mounted (useSyncExternalStore's subscribe): the auth status, and from
 * the first sign-in on the shared store, loaded then.
 */
export function subscribeStar(
  type: FavouriteType,
  locale: string,
  id: number,
  subscriber: StarSubscriber,
): () => void {
  let stopSource: (() => void) | undefined;
  let stopped = false;
  const attach = () => {
    if (stopSource || getAuthStatus() !== AuthStatus.loggedIn) return;
    loadStore().then(
      (loaded) => {
        if (stopped || stopSource) return;
        stopSource = loaded.starSource(type, locale).subscribe(id, subscriber, locale);
        subscriber.listener();
      },
      () => undefined, // offline: the star stays busy until the next sign-in or page
    );
  };
  const stopAuth = subscribeAuthStatus(() => {
    attach();
    subscriber.listener();
  });
  attach();
  return () => {
    stopped = true;
    stopAuth();
    stopSource?.();
  };
}
