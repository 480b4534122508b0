import { parseOriginList } from '@sportsbook/embed/messages';

type Env = Record<string, string | undefined>;

/**
 * The host pages allowed to embed the site and talk to it (EMBED_ALLOWED_ORIGINS, a comma list of
 * origins; `*` admits only session-init and auth-token messages from anywhere). Read per request,
 * so a change needs a restart, not a rebuild.
 */
export function embedAllowedOrigins(env: Env = process.env): string[] {
  return parseOriginList(env.EMBED_ALLOWED_ORIGINS);
}

/**
 * CSP frame-ancestors sources: 'self', the explicit FRAME_ANCESTORS sources if set, and every
 * allowed embedding origin (never a wildcard).
 */
export function frameAncestorSources(env: Env = process.env): string {
  const explicit = (env.FRAME_ANCESTORS ?? '').trim();
  const origins = embedAllowedOrigins(env).filter((origin) => origin !== '*');
  const sources = [explicit === '' ? "'self'" : explicit, ...origins];
  return [...new Set(sources.join(' ').split(/\s+/).filter(Boolean))].join(' ');
}
