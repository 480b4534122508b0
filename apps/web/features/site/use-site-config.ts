'use client';

import type { SiteConfig } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { betSettingsKey, fetchBetSettings } from '../betslip/api.ts';
import { useLocale } from '../i18n/provider.tsx';
import { pushDeltaCompression } from './rules.ts';

const SETTINGS_STALE_MS = 5 * 60_000;

/**
 * The site configuration of GET /settings (SPEC §3 Site config), read at run time: the operator
 * changes it with a restart of the API, no rebuild. Undefined until the settings arrive. Shares the
 * cache entry of the slip's useBetSettings.
 */
export function useSiteConfig(): SiteConfig | undefined {
  const locale = useLocale();
  const status = useAuthStatus();
  const who = status === AuthStatus.loggedIn ? 'player' : 'visitor';
  return useQuery({
    queryKey: betSettingsKey(locale, who),
    queryFn: () => fetchBetSettings(locale),
    staleTime: SETTINGS_STALE_MS,
    select: (settings) => settings.site_config,
  }).data;
}

/** Whether bets can be shared (site config betSharing, SPEC §5): off until the settings are read. */
export function useBetSharing(): boolean {
  return useSiteConfig()?.betSharing === true;
}

/**
 * The push client's delta-compression option (rules.ts pushDeltaCompression): false until the settings
 * are read.
 */
export function usePushDeltaCompression(): boolean {
  const locale = useLocale();
  const status = useAuthStatus();
  const who = status === AuthStatus.loggedIn ? 'player' : 'visitor';
  return (
    useQuery({
      queryKey: betSettingsKey(locale, who),
      queryFn: () => fetchBetSettings(locale),
      staleTime: SETTINGS_STALE_MS,
      select: pushDeltaCompression,
    }).data === true
  );
}

/** The feature flags of GET /settings (SPEC §6) by name; undefined until the settings are read. */
export function useFeatureFlags(): Readonly<Record<string, boolean>> | undefined {
  const locale = useLocale();
  const status = useAuthStatus();
  const who = status === AuthStatus.loggedIn ? 'player' : 'visitor';
  return useQuery({
    queryKey: betSettingsKey(locale, who),
    queryFn: () => fetchBetSettings(locale),
    staleTime: SETTINGS_STALE_MS,
    select: (settings) => settings.feature_flags,
  }).data;
}
