'use client';

import type { FavouriteType } from '@sportsbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { showAlert } from '../alerts/alert-store.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import styles from './favourites.module.css';
import { rememberStar, takePendingStar } from './pending.ts';
import { favouritesApi, storeStar, useFavouriteIds } from './queries.ts';

export interface FavouriteStarProps {
  type: FavouriteType;
  id: number;
  /** What is starred, for the button's label ("Add Arsenal – Chelsea to favourites"). */
  name: string;
  className?: string;
}

/**
 * The favourite star of a match or league (SPEC §4 Favorites): the flag flips at once, is undone with
 * an error alert when the server refuses, and the cached ids follow on success. A visitor is asked to
 * sign in, and the star is set once they have.
 */
export function FavouriteStar({ type, id, name, className }: FavouriteStarProps) {
  const t = useT();
  const locale = useLocale();
  const status = useAuthStatus();
  const queryClient = useQueryClient();
  const ids = useFavouriteIds(type).data;
  // Who is asking, or (signed in) their stars, not known yet (server render, hydration, the session
  // check): a tap could only guess, so it waits.
  const unknown = status === AuthStatus.loggedIn ? ids === undefined : status !== AuthStatus.notLoggedIn;
  const [flipped, setFlipped] = useState<boolean | null>(null);
  const starred = flipped ?? ids?.includes(id) ?? false;
  const mutation = useMutation({
    mutationFn: (on: boolean) => favouritesApi.set(locale, type, id, on),
    onSuccess: (answer) => storeStar(queryClient, answer),
    onError: (error) => {
      const limit = error instanceof ApiRequestError && error.code === 'favourites_limit';
      showAlert({
        tone: 'error',
        name: 'favourite-error',
        title: t('fav.error.title'),
        message: t(limit ? 'fav.error.limit' : 'fav.error.other'),
      });
    },
    // Undone on error; on success the cached ids now say the same as the flag.
    onSettled: () => setFlipped(null),
  });
  const set = (on: boolean) => {
    setFlipped(on);
    mutation.mutate(on);
  };

  // A star asked for before signing in is set once signed in (only a change of status applies it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: set and id are read at that moment
  useEffect(() => {
    if (status === AuthStatus.loggedIn && takePendingStar({ type, id })) set(true);
  }, [status]);

  const onClick = () => {
    if (unknown) return;
    if (status !== AuthStatus.loggedIn) {
      rememberStar({ type, id });
      openModal('sign_in');
      return;
    }
    set(!starred);
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
