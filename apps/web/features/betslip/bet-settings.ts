'use client';

import type { Currency } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { currencyOf } from '../auth/currencies.ts';
import { useAccounts } from '../auth/queries.ts';
import { useLocale } from '../i18n/provider.tsx';
import { betSettingsKey, fetchBetSettings } from './api.ts';

const SETTINGS_STALE_MS = 5 * 60_000;

/** The query of GET /settings for the caller (one cache entry per locale, visitor or player). */
export function useBetSettingsQuery() {
  const locale = useLocale();
  const status = useAuthStatus();
  const who = status === AuthStatus.loggedIn ? 'player' : 'visitor';
  return {
    queryKey: betSettingsKey(locale, who),
    queryFn: () => fetchBetSettings(locale),
    staleTime: SETTINGS_STALE_MS,
  };
}

/** The betting settings of the caller (shared by the controller and the stake presets). */
export function useBetSettings() {
  return useQuery(useBetSettingsQuery());
}

/** The player's currency: the active account's when signed in, else the site default. */
export function usePlayerCurrency(): Currency | null {
  const status = useAuthStatus();
  const settings = useBetSettings().data;
  const accounts = useAccounts().data;
  if (!settings) return null;
  if (status === AuthStatus.unknown || status === AuthStatus.pending) return null;
  let code = settings.default_currency_code;
  if (status === AuthStatus.loggedIn) {
    if (!accounts) return null;
    code = (accounts.find((a) => a.active) ?? accounts[0])?.currency ?? code;
  }
  return settings.currencies[code] ?? currencyOf(code);
}
