import type { FeatureFlags } from '@sportsbook/contract';
import {
  DEFAULT_LOCALE_CONFIG,
  localeDirection,
  localizedPath,
  SUPPORTED_LOCALES,
  splitLocaleFromPath,
} from '@sportsbook/domain';

/** A feature flag of GET /settings (SPEC §6); off until the settings are read. */
export type FeatureFlagName = keyof FeatureFlags;

/** Whether a flag is on in a GET /settings `feature_flags` object (anything but `true` is off). */
export function flagOn(flags: Readonly<Record<string, boolean>> | undefined, name: FeatureFlagName): boolean {
  return flags?.[name] === true;
}

/**
 * The `dir` of a page (SPEC §1: right-to-left layout for ar, he, fa, ur "when enabled"): right to left
 * only when the locale is written that way and both the site's `rtl` switch and the `rtl_view` feature
 * flag are on; otherwise every locale renders left to right.
 */
export function documentDirection(locale: string, site: { rtl: boolean; rtlView: boolean }): 'rtl' | 'ltr' {
  return site.rtl && site.rtlView ? localeDirection(locale) : 'ltr';
}

/**
 * The locales a site offers and accepts: those of the site config `locales` the web app ships, in the
 * configured order (the first is the site's default); every shipped locale when none is usable.
 */
export function servedLocales(configured: readonly string[] | undefined): readonly string[] {
  const shipped = SUPPORTED_LOCALES as readonly string[];
  const served = (configured ?? []).filter((locale) => shipped.includes(locale));
  return served.length > 0 ? [...new Set(served)] : shipped;
}

/**
 * Where a page request for a locale the site does not serve goes: the same path and query in the
 * site's default locale (the first served one); null when the path's locale is served. An unprefixed
 * path is the shipped default locale's (SPEC §2 locale in paths).
 */
export function unservedLocaleRedirect(
  pathname: string,
  search: string,
  served: readonly string[],
): string | null {
  const { locale, rest } = splitLocaleFromPath(pathname, DEFAULT_LOCALE_CONFIG);
  if (served.includes(locale)) return null;
  const fallback = served[0] ?? DEFAULT_LOCALE_CONFIG.locales[0] ?? 'en';
  return `${localizedPath(rest, fallback, DEFAULT_LOCALE_CONFIG)}${search}`;
}

/** A player modal whose code can be fetched ahead of its first opening. */
export type PreloadedModal = 'sign_in' | 'sign_up';

/**
 * The modals to preload for a visitor (SPEC §6 sign-in and sign-up iframe preloaders): their code is
 * fetched while the page is idle, so the first opening shows at once. None for a signed-in player.
 */
export function authPreloads(
  flags: Readonly<Record<string, boolean>> | undefined,
  signedOut: boolean,
): PreloadedModal[] {
  if (!signedOut) return [];
  return [
    ...(flagOn(flags, 'sign_in_iframe_preloader') ? (['sign_in'] as const) : []),
    ...(flagOn(flags, 'sign_up_iframe_preloader') ? (['sign_up'] as const) : []),
  ];
}

/**
 * Whether push subscriptions ask for delta-compressed publications (SPEC §3 site config
 * pushDeltaCompression, gated by the push_delta_compression feature flag of SPEC §6): both must be on.
 * The push client (features/live) reads this as its `delta` option.
 */
export function pushDeltaCompression(
  settings:
    | { site_config?: { pushDeltaCompression?: boolean }; feature_flags?: Record<string, boolean> }
    | undefined,
): boolean {
  return (
    settings?.site_config?.pushDeltaCompression === true &&
    flagOn(settings.feature_flags, 'push_delta_compression')
  );
}
