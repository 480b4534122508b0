import 'server-only';
import { cache } from 'react';
import { readSiteConfig, type ServerSiteConfig } from './site-cache.ts';

export { FALLBACK_SITE_CONFIG, type ServerSiteConfig } from './site-cache.ts';

/** The site config of GET /settings (site-cache.ts: read at most every 30 s), once per render. */
export const getServerSiteConfig = cache(
  (locale: string): Promise<ServerSiteConfig> => readSiteConfig(locale),
);
