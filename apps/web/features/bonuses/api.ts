import type {
  Bonus,
  BonusesResponse,
  BonusResponse,
  BonusTermsResponse,
  TournamentRatingResponse,
} from '@sportsbook/contract';
import { BonusesRoute } from '@sportsbook/contract/routes';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useMutation, useQuery, useQueryClient } from '../query/hooks.ts';
import { bonusKeys } from './keys.ts';

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  body: body === undefined ? undefined : JSON.stringify(body),
});
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** The bonus calls of SPEC §7. */
export const bonusesApi = {
  list: (locale: string) =>
    apiFetch<BonusesResponse>(BonusesRoute.bonuses, { locale, searchParams: { limit: 100 } }),
  get: (locale: string, id: number) => apiFetch<BonusResponse>(withId(BonusesRoute.bonus, id), { locale }),
  boost: (locale: string, id: number) =>
    apiFetch<BonusResponse>(withId(BonusesRoute.boost, id), { locale, init: post() }),
  terms: (locale: string, id: number) =>
    apiFetch<BonusTermsResponse>(withId(BonusesRoute.terms, id), { locale }),
  rating: (locale: string, id: number) =>
    apiFetch<TournamentRatingResponse>(withId(BonusesRoute.tournamentRating, id), {
      locale,
      searchParams: { limit: 10 },
    }),
  activate: (locale: string, id: number) =>
    apiFetch<BonusResponse>(withId(BonusesRoute.activate, id), { locale, init: post() }),
  markAsSeen: (locale: string, ids: number[]) =>
    apiFetch<{ updated: number }>(BonusesRoute.markAsSeen, { locale, init: post({ ids }) }),
  promoCode: (locale: string, code: string) =>
    apiFetch<BonusResponse>(BonusesRoute.promoCode, { locale, init: post({ code }) }),
};

/** Every bonus of the signed-in player (disabled for visitors, SPEC §6). */
export function useBonuses() {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: bonusKeys.list(locale),
    queryFn: () => bonusesApi.list(locale),
    enabled: status === AuthStatus.loggedIn,
    staleTime: 30_000,
  });
}

/** A bonus's terms, fetched when shown. */
export function useBonusTerms(id: number, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: bonusKeys.terms(id),
    queryFn: () => bonusesApi.terms(locale, id),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The leaderboard of a tournament bonus. */
export function useTournamentRating(id: number, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: bonusKeys.rating(id),
    queryFn: () => bonusesApi.rating(locale, id),
    enabled,
    staleTime: 30_000,
  });
}

/** Activates a bonus, then refetches the lists. */
export function useActivateBonus() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => bonusesApi.activate(locale, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all() }),
  });
}

/** Boosts the free bet `id` with an opened loot box's boost (SPEC §3 freebets_to_boost), then refetches. */
export function useBoostFreebet() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => bonusesApi.boost(locale, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all() }),
  });
}

/** Redeems a promo code; the new bonus is added to the lists at once (unseen: the toast announces it). */
export function useRedeemPromoCode() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => bonusesApi.promoCode(locale, code),
    onSuccess: ({ data }: { data: Bonus }) => {
      queryClient.setQueryData<BonusesResponse>(bonusKeys.list(locale), (old) =>
        old && !old.data.some((b) => b.id === data.id) ? { ...old, data: [data, ...old.data] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all() });
    },
  });
}
