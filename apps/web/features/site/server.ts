import 'server-only';
import type { SettingsResponse, SiteConfig } from '@sportsbook/contract';
import { cache } from 'react';
import { apiFetch } from '../../lib/api.ts';

/** The parts of the site config a server-rendered page needs (SPEC §3: seo, favicon, logo). */
export type ServerSiteConfig = Pick<SiteConfig, 'seo' | 'favicon' | 'logo'>;

/** Used when the API cannot be reached (a build without a running API): the shipped look. */
export const FALLBACK_SITE_CONFIG: ServerSiteConfig = {
  seo: { title: 'Sportsbook', description: '' },
  favicon: '/favicon.svg',
  logo: null,
};

/** How long the web server reuses what it read: the config changes only with an API restart. */
const SITE_CONFIG_TTL_MS = 30_000;
const read = new Map<string, { at: number; config: Promise<ServerSiteConfig> }>();

async function fetchSiteConfig(locale: string): Promise<ServerSiteConfig> {
  try {
    const settings = await apiFetch<SettingsResponse>('/settings', { locale });
    const { seo, favicon, logo } = settings.site_config;
    return seo && favicon ? { seo, favicon, logo: logo ?? null } : FALLBACK_SITE_CONFIG;
  } catch {
    return FALLBACK_SITE_CONFIG;
  }
}

/**
 * The site config from GET /settings, read at most every 30 s per locale by this web server (not on
 * every page render; a fallback is not kept): an operator's change takes effect within 30 s of an API
 * restart, with no rebuild of the web app.
 */
export const getServerSiteConfig = cache(async (locale: string): Promise<ServerSiteConfig> => {
  const now = Date.now();
  const kept = read.get(locale);
  if (kept && now - kept.at < SITE_CONFIG_TTL_MS) return kept.config;
  const config = fetchSiteConfig(locale);
  read.set(locale, { at: now, config });
  const value = await config;
  if (value === FALLBACK_SITE_CONFIG) read.delete(locale);
  return value;
});
