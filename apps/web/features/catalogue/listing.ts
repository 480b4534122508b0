import {
  dateWindow,
  ListingParam,
  type ListingQuery,
  SortKey,
  timeWindow,
  withListingParam,
} from '@sportsbook/domain';
import { serverUtcOffsetMinutes } from './format';
import type { MatchesParams } from './queries';

/** Matches per page of a listing. */
export const LISTING_PAGE_SIZE = 50;

/** GET /matches parameters for a listing query: time preset or day window, sort, bettable filter, page. */
export function matchesParamsFromListing(query: ListingQuery, now: Date = new Date()): MatchesParams {
  const offset = serverUtcOffsetMinutes(now);
  const preset = query.time[0];
  const window = query.date
    ? dateWindow(query.date, offset)
    : preset !== undefined
      ? timeWindow(preset, now, offset)
      : null;
  return {
    start_from: window?.from.toISOString(),
    start_to: window?.to.toISOString(),
    // The API names the tournament sort key `tournament`; the address uses the domain's `tournament_id`.
    sort_by:
      query.sortBy.length > 0
        ? query.sortBy.map(
            (spec) => `${spec.key === SortKey.tournamentId ? 'tournament' : spec.key}:${spec.dir}`,
          )
        : undefined,
    bettable: query.isBettable,
    page: query.page,
    limit: LISTING_PAGE_SIZE,
  };
}

/** The `tab` query parameter of sport and league pages. */
export type CatalogueTab = 'top' | 'all' | 'outrights' | 'favorites';

/** The tab named by the address, else `fallback`. */
export function tabFrom(
  value: string | string[] | undefined,
  allowed: readonly CatalogueTab[],
  fallback: CatalogueTab,
) {
  const text = Array.isArray(value) ? value[0] : value;
  return (allowed as readonly string[]).includes(text ?? '') ? (text as CatalogueTab) : fallback;
}

/** Event types of outrights (SPEC §3: season, stage, simple tournament). */
export const OUTRIGHT_TYPES = ['season', 'stage', 'simple_tournament'] as const;

/** Link to a tab of a sport or league page (`?tab=`, left out for the default tab); the page resets to 1. */
export function tabHref(
  basePath: string,
  search: string,
  tab: CatalogueTab,
  defaultTab: CatalogueTab,
): string {
  const params = new URLSearchParams(withListingParam(search, ListingParam.page, null));
  if (tab === defaultTab) params.delete('tab');
  else params.set('tab', tab);
  const text = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return `${basePath}${text === '' ? '' : `?${text}`}`;
}
