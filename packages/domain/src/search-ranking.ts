import { isLiveListStatus } from './live-merge.ts';

/**
 * The search results page's rule: results in three groups (matches, leagues, teams); in each, events
 * of a team the query names exactly first, then live events, then what names the query best. An exact team name beats a partial one, and a match
 * beats an outright (a "who wins the league" market) of equal relevance.
 */

/** How well a name answers the query, best first. */
export const SearchRelevance = {
  /** The whole name is the query ("arsenal" for Arsenal). */
  exact: 0,
  /** The name starts with the query, or from one of its words on ("mad" for Real Madrid). */
  prefix: 1,
  /** The query is somewhere in the name. */
  contains: 2,
  /** The name is the query with a typo or two ("barcelna" for Barcelona): most of its trigrams match. */
  similar: 3,
  /** The name does not contain the query (the event was found by its league). */
  none: 4,
} as const;
export type SearchRelevance = (typeof SearchRelevance)[keyof typeof SearchRelevance];

/** A team as the search sees it. */
export interface SearchTeam {
  id: number;
  name: string;
}

/** An event as the search sees it (a match has home and away, an outright a list of competitors). */
export interface SearchEvent {
  id: number;
  type: string;
  status: number;
  name: string;
  start_time: string;
  competitors: { home: SearchTeam; away: SearchTeam } | readonly SearchTeam[];
}

/** A league as the search sees it. */
export interface SearchLeague {
  id: number;
  name: string;
}

/** A team found by name, with the event it opens (its live or next match). */
export interface TeamResult<E extends SearchEvent> {
  team: SearchTeam;
  relevance: SearchRelevance;
  event: E;
}

export interface RankedSearch<E extends SearchEvent, L extends SearchLeague> {
  matches: E[];
  leagues: L[];
  teams: TeamResult<E>[];
}

/**
 * Text compared without case, accents or punctuation, words single-spaced:
 * "  Atlético  Madrid" → "atletico madrid", "Saint-Rémy" → "saint remy". The server's database
 * function sb_search_key (migration 0011) applies the same mapping to what it indexes.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How much of the query counts as found when its words are misspelt: the share of its trigrams (0..1). */
export const SEARCH_SIMILARITY_THRESHOLD = 0.6;

/**
 * The trigrams of a search key as PostgreSQL's pg_trgm takes them: each word padded with two spaces
 * before and one after ("bar" → "  b", " ba", "bar", "ar ").
 */
export function searchTrigrams(key: string): string[] {
  const out = new Set<string>();
  for (const word of key.split(' ')) {
    if (!word) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return [...out];
}

/** The share (0..1) of the query's trigrams found among the name's: 1 when every one is there. */
export function searchSimilarity(name: string, query: string): number {
  const wanted = searchTrigrams(searchKey(query));
  if (wanted.length === 0) return 0;
  const have = new Set(searchTrigrams(searchKey(name)));
  return wanted.filter((t) => have.has(t)).length / wanted.length;
}

/** How well `name` answers `query` (both compared through `searchKey`). */
export function searchRelevance(name: string, query: string): SearchRelevance {
  const n = searchKey(name);
  const q = searchKey(query);
  if (q === '') return SearchRelevance.none;
  if (!n.includes(q)) {
    return searchSimilarity(n, q) >= SEARCH_SIMILARITY_THRESHOLD
      ? SearchRelevance.similar
      : SearchRelevance.none;
  }
  if (n === q) return SearchRelevance.exact;
  if (` ${n}`.includes(` ${q}`)) return SearchRelevance.prefix;
  return SearchRelevance.contains;
}

/** The teams of an event: home and away of a match, the field of an outright. */
export function teamsOf(event: SearchEvent): readonly SearchTeam[] {
  const c = event.competitors;
  return Array.isArray(c) ? c : [(c as { home: SearchTeam }).home, (c as { away: SearchTeam }).away];
}

function eventRelevance(event: SearchEvent, query: string): SearchRelevance {
  const best = Math.min(
    searchRelevance(event.name, query),
    ...teamsOf(event).map((team) => searchRelevance(team.name, query)),
  );
  return best as SearchRelevance;
}

/** The best similarity of an event's names to a misspelt query (0..1). */
function eventSimilarity(event: SearchEvent, query: string): number {
  return Math.max(
    searchSimilarity(event.name, query),
    ...teamsOf(event).map((t) => searchSimilarity(t.name, query)),
  );
}

function compareBy<T>(...keys: ((item: T) => number | string)[]) {
  return (a: T, b: T): number => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
}

/**
 * Search results grouped and ordered: matches (a team named exactly by the query first, then for a
 * misspelt query the closest names, then live first, then relevance, matches before outrights, then start time), leagues (by relevance, stable otherwise), teams whose name has the query (by
 * relevance, live first, then name), each with the first ranked event it plays in. Pure: the inputs
 * are not changed.
 */
export function rankSearch<E extends SearchEvent, L extends SearchLeague>(
  query: string,
  events: readonly E[],
  leagues: readonly L[],
): RankedSearch<E, L> {
  const relevance = new Map(events.map((event) => [event.id, eventRelevance(event, query)]));
  const rel = (e: E) => relevance.get(e.id) ?? SearchRelevance.none;
  const closeness = new Map(
    events.map((e) => [e.id, rel(e) === SearchRelevance.similar ? -eventSimilarity(e, query) : 0]),
  );
  const matches = [...events].sort(
    compareBy<E>(
      (e) => (rel(e) === SearchRelevance.exact ? 0 : 1),
      (e) => closeness.get(e.id) ?? 0,
      (e) => (isLiveListStatus(e.status) ? 0 : 1),
      rel,
      (e) => (e.type === 'match' ? 0 : 1),
      (e) => Date.parse(e.start_time) || 0,
      (e) => e.id,
    ),
  );
  const rankedLeagues = leagues
    .map((league, index) => ({ league, index, relevance: searchRelevance(league.name, query) }))
    .sort(
      compareBy(
        (l) => l.relevance,
        (l) => l.index,
      ),
    )
    .map((l) => l.league);
  const teams = new Map<number, TeamResult<E>>();
  for (const event of matches) {
    for (const team of teamsOf(event)) {
      const r = searchRelevance(team.name, query);
      const known = teams.get(team.id);
      // A team's first ranked match wins over an outright it is listed in.
      const better = known && known.event.type !== 'match' && event.type === 'match';
      if (r !== SearchRelevance.none && (!known || better)) teams.set(team.id, { team, relevance: r, event });
    }
  }
  const rankedTeams = [...teams.values()].sort(
    compareBy<TeamResult<E>>(
      (t) => t.relevance,
      (t) => (isLiveListStatus(t.event.status) ? 0 : 1),
      (t) => searchKey(t.team.name),
    ),
  );
  return { matches, leagues: rankedLeagues, teams: rankedTeams };
}
