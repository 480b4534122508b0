import type { SettingsResponse, SiteConfig } from '@sportsbook/contract';
import { apiFetch } from '../../lib/api.ts';

/** The parts of GET /settings a server-rendered page and the proxy need (SPEC §3 site config, §6 flags). */
export interface ServerSiteConfig extends Pick<SiteConfig, 'seo' | 'favicon' | 'logo' | 'locales' | 'rtl'> {
  /** Feature flags of GET /settings (SPEC §6) by name; absent ones are off. */
  flags: Readonly<Record<string, boolean>>;
}

/** Used when the API cannot be reached (a build without a running API): the shipped look, every locale. */
export const FALLBACK_SITE_CONFIG: ServerSiteConfig = {
  seo: { title: 'Sportsbook', description: '' },
  favicon: '/favicon.svg',
  logo: null,
  locales: [],
  rtl: true,
  flags: { rtl_view: true, responsible_gambling: true },
};

/** How long the web server reuses what it read: the config changes only with an API restart. */
const SITE_CONFIG_TTL_MS = 30_000;
const read = new Map<string, { at: number; config: Promise<ServerSiteConfig> }>();

async function fetchSiteConfig(locale: string): Promise<ServerSiteConfig> {
  try {
    const settings = await apiFetch<SettingsResponse>('/settings', { locale });
    const site = settings.site_config;
    if (!site?.seo || !site.favicon) return FALLBACK_SITE_CONFIG;
    return {
      seo: site.seo,
      favicon: site.favicon,
      logo: site.logo ?? null,
      locales: Array.isArray(site.locales) ? site.locales : [],
      rtl: site.rtl !== false,
      flags: { ...(settings.feature_flags ?? {}) },
    };
  } catch {
    return FALLBACK_SITE_CONFIG;
  }
}

/**
 * The site config from GET /settings, read at most every 30 s per locale by this web server (not on
 * every page render; a fallback is not kept): an operator's change takes effect within 30 s of an API
 * restart, with no rebuild of the web app. Used by the proxy and (through server.ts) by pages.
 */
export async function readSiteConfig(locale: string): Promise<ServerSiteConfig> {
  const now = Date.now();
  const kept = read.get(locale);
  if (kept && now - kept.at < SITE_CONFIG_TTL_MS) return kept.config;
  const config = fetchSiteConfig(locale);
  read.set(locale, { at: now, config });
  const value = await config;
  if (value === FALLBACK_SITE_CONFIG) read.delete(locale);
  return value;
}
