import type { Event, SearchResponse, Tournament } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { eventTitle, resultsMessageKey, searchGroups } from './results.ts';

const sport = { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' } as const;

function match(id: number, status: Event['status']): Event {
  return {
    id,
    type: 'match',
    slug: `a-vs-b-${id}`,
    name: 'A vs B',
    status,
    sport,
    competitors: { home: { id: 1, name: 'Alpha', logo: null }, away: { id: 2, name: 'Beta', logo: null } },
  } as unknown as Event;
}

const league = { id: 9, slug: 'premier-league', name: 'Premier League', sport } as unknown as Tournament;

describe('searchGroups', () => {
  it('lists live events first, then other events, then leagues, dropping empty groups', () => {
    const response: SearchResponse = {
      events: [match(1, 0), match(2, 1), match(3, 2)],
      tournaments: [league],
      groups: [],
    };
    const groups = searchGroups(response);
    expect(groups.map((g) => [g.key, g.options.map((o) => o.key)])).toEqual([
      ['live', ['e2', 'e3']],
      ['upcoming', ['e1']],
      ['leagues', ['t9']],
    ]);
    expect(groups[0]?.options[0]?.href).toBe('/soccer/a-vs-b-2');
    expect(groups[2]?.options[0]?.href).toBe('/soccer/premier-league');
    expect(searchGroups({ events: [], tournaments: [], groups: [] })).toEqual([]);
  });
});

describe('eventTitle', () => {
  it('names a match by its teams', () => {
    expect(eventTitle(match(1, 0))).toBe('Alpha – Beta');
  });
});

describe('resultsMessageKey', () => {
  it('picks the plural category of the locale', () => {
    expect(resultsMessageKey(1, 'en')).toBe('shell.search.results.one');
    expect(resultsMessageKey(5, 'en')).toBe('shell.search.results.other');
    expect(resultsMessageKey(3, 'ru')).toBe('shell.search.results.few');
    expect(resultsMessageKey(2, 'ar')).toBe('shell.search.results.two');
  });
});
