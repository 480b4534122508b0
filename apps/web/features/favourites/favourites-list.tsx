'use client';

import type { Match, MatchesResponse } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { apiFetch } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { withColumnHeaders } from '../catalogue/column-header.tsx';
import listStyles from '../catalogue/match-list.module.css';
import { MatchRowView } from '../catalogue/match-row-view.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { useQuery } from '../query/hooks.ts';
import { favouriteKeys } from './queries.ts';

/** Most favourite matches listed at once (the listing's page size). */
const LIMIT = 100;

/** The matches a player follows: starred, or of a starred league or team (GET /matches?favourite=true). */
function useFollowedMatches(enabled: boolean, sportKey: string | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...favouriteKeys.matches(), sportKey ?? 'all'],
    queryFn: () =>
      apiFetch<MatchesResponse>(`${API_PREFIX.sportsbook}/matches`, {
        locale,
        searchParams: { favourite: true, limit: LIMIT, sort_by: 'start_time:asc', sport_key: sportKey },
      }),
    enabled,
    staleTime: 0,
    select: (response) => response.data.filter((event): event is Match => event.type === 'match'),
  });
}

/**
 * The /favorites page's list (SPEC §2 section favorites) and a sport page's favourites tab (`sportKey`):
 * the player's matches, which follow push like every listed match; a visitor is asked to sign in, and
 * an empty list says how to add one.
 */
export default function FavouritesList({ sportKey }: { sportKey?: string }) {
  const t = useT('favourites-page');
  const locale = useLocale();
  const status = useAuthStatus();
  const matches = useFollowedMatches(status === AuthStatus.loggedIn, sportKey);

  if (status === AuthStatus.notLoggedIn) {
    return (
      <EmptyState
        icon="user"
        headingLevel={2}
        title={t('fav.signedOut.title')}
        description={t('fav.signedOut.description')}
        action={<Button onClick={() => openModal('sign_in')}>{t('fav.signIn')}</Button>}
      />
    );
  }
  if (!matches.data) return <SkeletonList rows={4} label={t('fav.loading')} />;
  if (matches.data.length === 0) {
    return (
      <EmptyState headingLevel={2} title={t('fav.empty.title')} description={t('fav.empty.description')} />
    );
  }
  return (
    <section aria-labelledby="favourite-matches" className={listStyles.group}>
      <h2 id="favourite-matches" className="visually-hidden">
        {t('fav.matches')}
      </h2>
      <ul className={listStyles.rows} data-testid="favourite-matches">
        {withColumnHeaders(matches.data, t, (match) => (
          <MatchRowView key={match.id} match={match} locale={locale} t={t} showLeague />
        ))}
      </ul>
    </section>
  );
}
