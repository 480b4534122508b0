import type { SettingsResponse, SettingsUpdateBody } from '@sportsbook/contract';
import { useCallback } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { betSettingsKey, betSettingsResource } from '../betslip/api.ts';
import { useLocale } from '../i18n/provider.tsx';
import { DEFAULT_STALE_MS, invalidateResources, setResource } from '../resource/store.ts';
import { useResource } from '../resource/use-resource.ts';

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
 * The signed-in player's settings (GET /settings under the slip's key, so the slip, its stake
 * presets and this page share one answer; fresh for 30 s here); disabled for visitors.
 */
export function usePlayerSettings() {
  const locale = useLocale();
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  return useResource(betSettingsResource(locale, 'player', DEFAULT_STALE_MS), { enabled: signedIn });
}

/** Saves settings and puts the answer where the slip reads it (every locale's copy is refetched). */
export function useSaveSettings() {
  const locale = useLocale();
  return useCallback(
    async (body: SettingsUpdateBody): Promise<SettingsResponse> => {
      const saved = await postSettings(locale, body);
      setResource(betSettingsKey(locale, 'player'), saved);
      void invalidateResources(
        (key) => key[0] === 'bet-settings' && key[1] !== locale && key[2] === 'player',
      );
      return saved;
    },
    [locale],
  );
}
