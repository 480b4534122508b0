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

/**
 * The site config from GET /settings at request time (once per request): an operator's change takes
 * effect on the next page after an API restart, with no rebuild of the web app.
 */
export const getServerSiteConfig = cache(async (locale: string): Promise<ServerSiteConfig> => {
  try {
    const settings = await apiFetch<SettingsResponse>('/settings', { locale });
    const { seo, favicon, logo } = settings.site_config;
    return seo && favicon ? { seo, favicon, logo: logo ?? null } : FALLBACK_SITE_CONFIG;
  } catch {
    return FALLBACK_SITE_CONFIG;
  }
});
