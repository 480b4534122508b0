import { type LocaleConfig, localizedPath, splitLocaleFromPath } from '@sportsbook/domain';

/** Query parameters that carry marketing tags; captured into cookies, then removed from the address (SPEC §2). */
export const TRACKING_PARAMS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;

/** What the proxy does with one page request. */
export type RouteDecision =
  /** The path already names its locale the canonical way: render it as is. */
  | { kind: 'next'; locale: string; tracking: TrackingTags }
  /** An unprefixed default-locale path: render `/{locale}{path}` without changing the address. */
  | { kind: 'rewrite'; locale: string; pathname: string; tracking: TrackingTags }
  /** The address is not canonical (explicit default prefix, alias, letter case, tracking tags): send the browser to `location`. */
  | { kind: 'redirect'; locale: string; location: string; tracking: TrackingTags };

/** Tracking tags found in the query, by name; empty when there were none. */
export type TrackingTags = Partial<Record<(typeof TRACKING_PARAMS)[number], string>>;

/**
 * The routing decision for a page request (SPEC §2 locale in paths): `pathname` as requested and
 * `search` with its leading '?' (or ''). Unprefixed paths are the default locale's (no Accept-Language
 * guessing: the unprefixed URL is the canonical default-locale page).
 */
export function routeRequest(pathname: string, search: string, config: LocaleConfig): RouteDecision {
  const params = new URLSearchParams(search);
  const tracking: TrackingTags = {};
  for (const name of TRACKING_PARAMS) {
    const value = params.get(name);
    if (value !== null) {
      if (value !== '') tracking[name] = value;
      params.delete(name);
    }
  }
  const hadTracking = params.toString() !== new URLSearchParams(search).toString();
  const query = params.toString();
  const cleanSearch = query === '' ? '' : `?${query}`;

  const { locale, rest, hadPrefix } = splitLocaleFromPath(pathname, config);
  const canonical = localizedPath(rest, locale, config);

  if (hadTracking || canonical !== pathname) {
    return { kind: 'redirect', locale, location: `${canonical}${cleanSearch}`, tracking };
  }
  if (hadPrefix) return { kind: 'next', locale, tracking };
  return { kind: 'rewrite', locale, pathname: `/${locale}${rest === '/' ? '' : rest}`, tracking };
}
