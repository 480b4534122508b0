'use client';

import type { SettingsResponse as BetSettings, SiteConfig } from '@sportsbook/contract';
import { useBetSettings } from '../betslip/bet-settings.ts';
import { pushDeltaCompression } from './rules.ts';

/** A part of GET /settings (shared cache entry with the slip's useBetSettings); undefined until read. */
function useSettingsPart<T>(select: (settings: BetSettings) => T): T | undefined {
  const settings = useBetSettings().data;
  return settings === undefined ? undefined : select(settings);
}

const siteConfigOf = (settings: BetSettings) => settings.site_config;
const flagsOf = (settings: BetSettings) => settings.feature_flags;

/**
 * The site configuration of GET /settings (SPEC §3 Site config), read at run time: the operator
 * changes it with a restart of the API, no rebuild. Undefined until the settings arrive.
 */
export function useSiteConfig(): SiteConfig | undefined {
  return useSettingsPart(siteConfigOf);
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
  return useSettingsPart(pushDeltaCompression) === true;
}

/** The feature flags of GET /settings (SPEC §6) by name; undefined until the settings are read. */
export function useFeatureFlags(): Readonly<Record<string, boolean>> | undefined {
  return useSettingsPart(flagsOf);
}
