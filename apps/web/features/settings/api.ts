import type { SettingsResponse, SettingsUpdateBody } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { betSettingsKey, fetchBetSettings } from '../betslip/api.ts';
import { useLocale } from '../i18n/provider.tsx';

// Spelled out like the slip's: contract CatalogueRoute.settings below API_PREFIX.sportsbook.
const SETTINGS_PATH = '/settings';

/** POST /settings: saves the fields given for the signed-in player; answers the settings as GET. */
export function postSettings(locale: string, body: SettingsUpdateBody): Promise<SettingsResponse> {
  return apiFetch<SettingsResponse>(SETTINGS_PATH, {
    locale,
    init: { method: 'POST', body: JSON.stringify(body) },
  });
}

/**
 * The signed-in player's settings (GET /settings under the slip's query key, so the slip, its stake
 * presets and this page share one answer); disabled for visitors.
 */
export function usePlayerSettings() {
  const locale = useLocale();
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  return useQuery({
    queryKey: betSettingsKey(locale, 'player'),
    queryFn: () => fetchBetSettings(locale),
    enabled: signedIn,
  });
}

/** Saves settings and puts the answer where the slip reads it (every locale's copy is refetched). */
export function useSaveSettings() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useCallback(
    async (body: SettingsUpdateBody): Promise<SettingsResponse> => {
      const saved = await postSettings(locale, body);
      queryClient.setQueryData(betSettingsKey(locale, 'player'), saved);
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'bet-settings' &&
          query.queryKey[1] !== locale &&
          query.queryKey[2] === 'player',
      });
      return saved;
    },
    [locale, queryClient],
  );
}
