'use client';

import type { FavouriteType } from '@sportsbook/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { showAlert } from '../alerts/alert-store.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus } from '../auth/auth-store.ts';
import { useSessionHint } from '../auth/session-hint.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import styles from './favourites.module.css';
import { rememberStar } from './pending.ts';
import { StarBit } from './star-bits.ts';
import { loadedStarSource, starState, subscribeStar } from './star-client.ts';

export interface FavouriteStarProps {
  type: FavouriteType;
  id: number;
  /** What is starred, for the button's label ("Add Arsenal – Chelsea to favourites"). */
  name: string;
  className?: string;
}

/** Server render and hydration: who is asking is not known yet, unless no session may exist. */
const serverUnknown = () => StarBit.unknown;
const serverSignedOut = () => 0;

/**
 * The favourite star of a match or league (SPEC §4 Favorites): the flag flips at once, is undone with
 * an error alert when the server refuses, and the cached ids follow on success. A visitor is asked to
 * sign in, and the star is set once they have. The stars of a type share one query and one
 * subscription to the auth status (star-store.ts, loaded once signed in: star-client.ts).
 */
export function FavouriteStar({ type, id, name, className }: FavouriteStarProps) {
  const t = useT();
  const locale = useLocale();
  const fail = useCallback(
    (error: unknown) => {
      const limit = error instanceof ApiRequestError && error.code === 'favourites_limit';
      showAlert({
        tone: 'error',
        name: 'favourite-error',
        title: t('fav.error.title'),
        message: t(limit ? 'fav.error.limit' : 'fav.error.other'),
      });
    },
    [t],
  );
  const subscribe = useCallback(
    (listener: () => void) => subscribeStar(type, locale, id, { listener, fail }),
    [type, id, fail, locale],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => starState(type, locale, id),
    useSessionHint() ? serverUnknown : serverSignedOut,
  );
  // Who is asking, or (signed in) their stars, not known yet (server render, hydration, the session
  // check): a tap could only guess, so it waits.
  const unknown = (state & StarBit.unknown) !== 0;
  const starred = (state & StarBit.starred) !== 0;

  const onClick = () => {
    if (unknown) return;
    if (getAuthStatus() !== AuthStatus.loggedIn) {
      rememberStar({ type, id });
      openModal('sign_in');
      return;
    }
    loadedStarSource(type, locale)?.set(id, !starred, fail);
  };

  return (
    <button
      type="button"
      className={`${styles.star}${className ? ` ${className}` : ''}`}
      aria-pressed={starred}
      aria-busy={unknown || undefined}
      aria-label={t(starred ? 'fav.remove' : 'fav.add', { name })}
      data-favourite={type}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"
          fill={starred ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
