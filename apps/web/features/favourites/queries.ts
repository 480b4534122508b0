import type { FavouritesResponse, FavouriteToggleResponse, FavouriteType } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale } from '../i18n/provider.tsx';

/** Under `platform`: player data, dropped on sign-out with the rest. */
export const favouriteKeys = {
  all: () => ['platform', 'favourites'] as const,
  ids: (type: FavouriteType) => ['platform', 'favourites', type] as const,
  matches: () => ['platform', 'favourites', 'listing'] as const,
};

const path = (type: FavouriteType, id?: number) =>
  `${API_PREFIX.sportsbook}/favourites/${type}${id === undefined ? '' : `/${id}`}`;

export const favouritesApi = {
  ids: (locale: string, type: FavouriteType) =>
    apiFetch<FavouritesResponse>(path(type), { locale }).then((r) => r.ids),
  set: (locale: string, type: FavouriteType, id: number, on: boolean) =>
    apiFetch<FavouriteToggleResponse>(path(type, id), { locale, init: { method: on ? 'POST' : 'DELETE' } }),
};

/** The player's starred ids of a type (SPEC §7 getFavorites: no stale time); none for visitors. */
export function useFavouriteIds(type: FavouriteType) {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: favouriteKeys.ids(type),
    queryFn: () => favouritesApi.ids(locale, type),
    enabled: status === AuthStatus.loggedIn,
    staleTime: 0,
  });
}

/** After a star changed on the server: the cached ids follow it (SPEC §4), the listing is read again. */
export function storeStar(queryClient: QueryClient, answer: FavouriteToggleResponse): void {
  queryClient.setQueryData<number[]>(favouriteKeys.ids(answer.type), (ids) => {
    const rest = (ids ?? []).filter((id) => id !== answer.id);
    return answer.favourite ? [answer.id, ...rest] : rest;
  });
  void queryClient.invalidateQueries({ queryKey: favouriteKeys.matches() });
}
