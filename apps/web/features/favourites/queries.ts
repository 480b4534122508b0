import type { FavouritesResponse, FavouriteToggleResponse, FavouriteType } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale } from '../i18n/provider.tsx';
import { currentQueryClient } from '../query/current.ts';
import { type ResourceSpec, setResource } from '../resource/store.ts';
import { useResource } from '../resource/use-resource.ts';

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

/** The player's starred ids of a type in the resource store (SPEC §7 getFavorites: no stale time). */
export function favouriteIdsResource(locale: string, type: FavouriteType): ResourceSpec<number[]> {
  return { key: favouriteKeys.ids(type), fetch: () => favouritesApi.ids(locale, type), staleMs: 0 };
}

/** The player's starred ids of a type; none for visitors. */
export function useFavouriteIds(type: FavouriteType) {
  const locale = useLocale();
  const status = useAuthStatus();
  return useResource(favouriteIdsResource(locale, type), { enabled: status === AuthStatus.loggedIn });
}

/**
 * After a star changed on the server: the stored ids follow it (SPEC §4), the favourites listing (a
 * query of the lazy list, if one was made) is read again.
 */
export function storeStar(answer: FavouriteToggleResponse): void {
  setResource<number[]>(favouriteKeys.ids(answer.type), (ids) => {
    const rest = (ids ?? []).filter((id) => id !== answer.id);
    return answer.favourite ? [answer.id, ...rest] : rest;
  });
  void currentQueryClient()?.invalidateQueries({ queryKey: favouriteKeys.matches() });
}
