import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MatchStatus,
  rankSearch,
  type SearchEvent,
  SearchRelevance,
  searchKey,
  searchRelevance,
  searchTrigrams,
  teamsOf,
} from '../src/index.ts';

const ids = new Map<string, number>();
/** One id per team name, as the catalogue has. */
const team = (name: string) => ({ id: ids.get(name) ?? ids.set(name, ids.size + 1).get(name) ?? 0, name });
const match = (id: number, home: string, away: string, status: number, start = '2026-11-26T18:00:00Z') => ({
  id,
  type: 'match',
  status,
  name: `${home} – ${away}`,
  start_time: start,
  competitors: { home: team(home), away: team(away) },
});
const outright = (id: number, name: string, field: string[], status: number = MatchStatus.prematch) => ({
  id,
  type: 'season',
  status,
  name,
  start_time: '2026-08-01T12:00:00Z',
  competitors: field.map(team),
});

describe('search relevance', () => {
  it('ranks an exact name over a word start over a substring, ignoring case and accents', () => {
    expect(searchRelevance('Arsenal', 'arsenal')).toBe(SearchRelevance.exact);
    expect(searchRelevance('Atlético Madrid', 'atletico madrid')).toBe(SearchRelevance.exact);
    expect(searchRelevance('Real Madrid', 'mad')).toBe(SearchRelevance.prefix);
    expect(searchRelevance('Arsenal Tula', 'senal')).toBe(SearchRelevance.contains);
    expect(searchRelevance('Chelsea', 'arsenal')).toBe(SearchRelevance.none);
  });

  it('compares without case, accents or punctuation', () => {
    expect(searchKey('  Bayern  München ')).toBe('bayern munchen');
    expect(searchKey('SÃO PAULO')).toBe('sao paulo');
    expect(searchKey('Saint-Rémy (U21)')).toBe('saint remy u21');
    expect(searchRelevance('FC São Paulo', 'sao paulo')).toBe(SearchRelevance.prefix);
  });

  it('finds a name typed with one typo, after every correctly spelt one', () => {
    expect(searchTrigrams('bar')).toEqual(['  b', ' ba', 'bar', 'ar ']);
    expect(searchRelevance('Barcelona', 'Barcelna')).toBe(SearchRelevance.similar);
    expect(searchRelevance('Barcelona', 'Barcleona')).toBe(SearchRelevance.similar);
    expect(searchRelevance('Bayern München', 'Munchn')).toBe(SearchRelevance.similar);
    expect(searchRelevance('Chelsea', 'Barcelna')).toBe(SearchRelevance.none);
    const found = [
      match(1, 'Barcelona', 'Girona', MatchStatus.prematch),
      match(2, 'Barcelona', 'Sevilla', MatchStatus.live),
      match(3, 'Barcelos', 'Braga', MatchStatus.live),
    ];
    const { matches, teams } = rankSearch('Barcelna', found, []);
    // The closest name first (live first among equals), a weaker near miss after it though live.
    expect(matches.map((e) => e.id)).toEqual([2, 1, 3]);
    expect(teams.map((t) => [t.team.name, t.relevance])).toEqual([
      ['Barcelona', SearchRelevance.similar],
      ['Barcelos', SearchRelevance.similar],
    ]);
  });
});

describe('search results', () => {
  it('puts a team named exactly first, then live matches, partial names and outrights', () => {
    const events = [
      outright(1, 'Premier League 2026/27', ['Arsenal', 'Chelsea']),
      match(2, 'Arsenal Tula', 'Zenit', MatchStatus.prematch, '2026-11-26T10:00:00Z'),
      match(3, 'Arsenal', 'Chelsea', MatchStatus.prematch, '2026-11-27T10:00:00Z'),
      match(4, 'Everton', 'Arsenal', MatchStatus.live, '2026-11-27T20:00:00Z'),
    ];
    const { matches, teams } = rankSearch('Arsenal', events, []);
    expect(matches.map((e) => e.id)).toEqual([4, 3, 1, 2]);
    expect(teams.map((t) => t.team.name)).toEqual(['Arsenal', 'Arsenal Tula']);
    expect(teams[0]?.event.id).toBe(4);
    // A live match of a longer name comes after every match of the team named exactly.
    const more = [...events, match(5, 'Arsenal Tula', 'Rostov', MatchStatus.live, '2026-11-26T09:00:00Z')];
    expect(rankSearch('Arsenal', more, []).matches.map((e) => e.id)).toEqual([4, 3, 1, 5, 2]);
  });

  it('lists a league named by the query before one that only contains it', () => {
    const leagues = [
      { id: 1, name: 'Liga Premier Ukraine' },
      { id: 2, name: 'Premier League' },
    ];
    expect(rankSearch('premier league', [], leagues).leagues.map((l) => l.id)).toEqual([2, 1]);
  });

  it('keeps every result, once: exact team names first, then every live one before every other', () => {
    const names = ['Arsenal', 'Arsenal Tula', 'Chelsea', 'Real Madrid', 'Madrid CF'];
    const event = fc
      .record({
        id: fc.integer({ min: 1, max: 10_000 }),
        home: fc.constantFrom(...names),
        away: fc.constantFrom(...names),
        status: fc.constantFrom(0, 1, 2),
        outright: fc.boolean(),
      })
      .map(
        (e): SearchEvent =>
          e.outright
            ? outright(e.id, 'Cup', [e.home, e.away], e.status)
            : match(e.id, e.home, e.away, e.status),
      );
    fc.assert(
      fc.property(
        fc.uniqueArray(event, { selector: (e) => e.id, maxLength: 12 }),
        fc.constantFrom('arsenal', 'madrid', 'cup'),
        (events, q) => {
          const { matches } = rankSearch(q, events, []);
          expect([...matches.map((e) => e.id)].sort()).toEqual(events.map((e) => e.id).sort());
          const exact = matches.map((e) => [e, ...teamsOf(e)].some((x) => searchKey(x.name) === q));
          expect(exact).toEqual([...exact].sort((a, b) => Number(b) - Number(a)));
          for (const part of [matches.filter((_, i) => exact[i]), matches.filter((_, i) => !exact[i])]) {
            const live = part.map((e) => e.status === 1 || e.status === 2);
            expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
          }
        },
      ),
    );
  });
});
