import type { Event, SearchResponse, Tournament } from '@sportsbook/contract';
import { isLiveListStatus } from '@sportsbook/domain';
import { paths } from '../catalogue/format.ts';

/** Result groups in the order the popup lists them: live events first, then other events, then leagues. */
export type SearchGroupKey = 'live' | 'upcoming' | 'leagues';

/** One option of the results listbox, with the site path (without locale) it opens. */
export type SearchOption =
  | { kind: 'event'; key: string; href: string; event: Event }
  | { kind: 'tournament'; key: string; href: string; tournament: Tournament };

export interface SearchGroup {
  key: SearchGroupKey;
  options: SearchOption[];
}

/** The response as non-empty groups; options keep the API's order within a group. */
export function searchGroups(response: SearchResponse): SearchGroup[] {
  const live: SearchOption[] = [];
  const upcoming: SearchOption[] = [];
  for (const event of response.events) {
    const option: SearchOption = { kind: 'event', key: `e${event.id}`, href: paths.event(event), event };
    (isLiveListStatus(event.status) ? live : upcoming).push(option);
  }
  const leagues: SearchOption[] = response.tournaments.map((tournament) => ({
    kind: 'tournament',
    key: `t${tournament.id}`,
    href: paths.under(tournament.sport.key, tournament.slug),
    tournament,
  }));
  const groups: SearchGroup[] = [
    { key: 'live', options: live },
    { key: 'upcoming', options: upcoming },
    { key: 'leagues', options: leagues },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The title of an event option: "Home – Away" for a match, the event name for an outright. */
export function eventTitle(event: Event): string {
  return event.type === 'match'
    ? `${event.competitors.home.name} – ${event.competitors.away.name}`
    : event.name;
}

/**
 * The message key of "N results" for a count in a locale's plural category
 * ("shell.search.results.one", ".few", ".other", …).
 */
export function resultsMessageKey(count: number, locale: string): string {
  let category: Intl.LDMLPluralRule = 'other';
  try {
    category = pluralRules(locale).select(count);
  } catch {
    // An unknown locale falls back to the "other" form.
  }
  return `shell.search.results.${category}`;
}

const rules = new Map<string, Intl.PluralRules>();

/** One Intl.PluralRules per locale: building one at each render of the search box cost hydration. */
function pluralRules(locale: string): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(locale);
    if (rules.size < 100) rules.set(locale, found);
  }
  return found;
}
