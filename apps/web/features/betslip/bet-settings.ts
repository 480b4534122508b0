'use client';

import type { Currency } from '@sportsbook/domain';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { currencyOf } from '../auth/currencies.ts';
import { useAccounts } from '../auth/queries.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useResource } from '../resource/use-resource.ts';
import { betSettingsResource } from './api.ts';

/**
 * The betting settings of the caller, GET /settings (one store entry per locale, visitor or player;
 * shared by the slip controller, the stake presets and the site config).
 */
export function useBetSettings() {
  const locale = useLocale();
  const status = useAuthStatus();
  const who = status === AuthStatus.loggedIn ? 'player' : 'visitor';
  return useResource(betSettingsResource(locale, who));
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
