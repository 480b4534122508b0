import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateWindow,
  isIsoDate,
  type ListingQuery,
  ListingTab,
  parseListingQuery,
  SortKey,
  serializeListingQuery,
  sortSpecFrom,
  TimePreset,
  timeWindow,
  withListingParam,
} from '../src/index.ts';

// The domain tsconfig has neither DOM nor Node types (the core must not rely on them), so the runtime's
// URLSearchParams is typed here by the one method parseListingQuery reads.
const { URLSearchParams } = globalThis as unknown as {
  URLSearchParams: new (init: string) => { getAll(name: string): string[] };
};

const empty: ListingQuery = {
  time: [],
  sortBy: [],
  date: undefined,
  sport: [],
  sportType: [],
  page: 1,
  isBettable: undefined,
};

describe('parseListingQuery', () => {
  it('reads URLSearchParams with comma-separated lists', () => {
    const params = new URLSearchParams(
      'time=today,3h&sortBy=start_time:asc,priority:desc&date=2024-02-29&sport=soccer,tennis&page=3&isBettable=true&sportType=cyber',
    );
    expect(parseListingQuery(params)).toEqual({
      time: ['today', '3h'],
      sortBy: [
        { key: 'start_time', dir: 'asc' },
        { key: 'priority', dir: 'desc' },
      ],
      date: '2024-02-29',
      sport: ['soccer', 'tennis'],
      sportType: ['cyber'],
      page: 3,
      isBettable: true,
    });
  });

  it('reads a Next.js searchParams record, repeated keys joined', () => {
    expect(
      parseListingQuery({ sport: ['soccer', 'tennis,cricket'], isBettable: '0', page: undefined }),
    ).toEqual({
      ...empty,
      sport: ['soccer', 'tennis', 'cricket'],
      isBettable: false,
    });
  });

  it('treats empty, unknown and invalid values as absent', () => {
    expect(parseListingQuery({})).toEqual(empty);
    expect(
      parseListingQuery(
        new URLSearchParams(
          'time=&sport=,,&sortBy=odds:asc,start_time:up&date=2023-02-29&page=0&isBettable=yes',
        ),
      ),
    ).toEqual(empty);
    expect(parseListingQuery({ page: '-2' }).page).toBe(1);
    expect(parseListingQuery({ page: '2.5' }).page).toBe(1);
    expect(parseListingQuery({ time: 'forever,1h,1h' }).time).toEqual(['1h']);
  });

  it('reads sort criteria, the direction defaulting to asc', () => {
    expect(sortSpecFrom('bets_count:desc')).toEqual({ key: SortKey.betsCount, dir: 'desc' });
    expect(sortSpecFrom('tournament_id')).toEqual({ key: SortKey.tournamentId, dir: 'asc' });
    expect(sortSpecFrom('start_time:asc:x')).toBeUndefined();
    expect(parseListingQuery({ sortBy: 'sport:asc,sport:desc' }).sortBy).toEqual([
      { key: 'sport', dir: 'asc' },
    ]);
  });

  it('validates calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
  });
});

describe('serializeListingQuery', () => {
  it('writes parameters in a fixed order and drops empty ones', () => {
    expect(serializeListingQuery({ page: 2, time: ['today'] })).toBe('time=today&page=2');
    expect(
      serializeListingQuery({
        sortBy: [
          { key: 'start_time', dir: 'asc' },
          { key: 'priority', dir: 'desc' },
        ],
        sport: ['soccer', 'tennis'],
        isBettable: false,
      }),
    ).toBe('sortBy=start_time:asc,priority:desc&sport=soccer,tennis&isBettable=false');
    expect(serializeListingQuery({ ...empty, page: 1, sport: [] })).toBe('');
  });

  it('is the inverse of parseListingQuery', () => {
    const query = fc.record({
      time: fc.uniqueArray(fc.constantFrom(...Object.values(TimePreset)), { maxLength: 3 }),
      sortBy: fc.uniqueArray(
        fc.record({
          key: fc.constantFrom(...Object.values(SortKey)),
          dir: fc.constantFrom('asc', 'desc' as const),
        }),
        { maxLength: 3, selector: (spec) => spec.key },
      ),
      date: fc.option(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        {
          nil: undefined,
        },
      ),
      sport: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z-]{0,10}$/), { maxLength: 3 }),
      sportType: fc.uniqueArray(fc.constantFrom('regular', 'cyber', 'premium_cricket'), { maxLength: 2 }),
      page: fc.integer({ min: 1, max: 1000 }),
      isBettable: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(query, (generated) => {
        const q: ListingQuery = { ...generated, date: generated.date?.toISOString().slice(0, 10) };
        expect(parseListingQuery(new URLSearchParams(serializeListingQuery(q)))).toEqual(q);
      }),
    );
  });
});

describe('withListingParam', () => {
  it('sets, replaces and removes one parameter, keeping the others', () => {
    expect(withListingParam('', 'page', 2)).toBe('?page=2');
    expect(withListingParam('?betcode=AB&page=2', 'page', 3)).toBe('?betcode=AB&page=3');
    expect(withListingParam('betcode=AB&page=2', 'page', null)).toBe('?betcode=AB');
    expect(withListingParam('?sport=soccer', 'sport', [])).toBe('');
    expect(withListingParam('?sport=soccer', 'sport', '')).toBe('');
    expect(withListingParam('?a=1', 'sport', ['soccer', 'tennis'])).toBe('?a=1&sport=soccer,tennis');
    expect(withListingParam('?a=1', 'isBettable', true)).toBe('?a=1&isBettable=true');
    expect(withListingParam('?sortBy=x', 'sortBy', 'start_time:desc')).toBe('?sortBy=start_time:desc');
  });
});

describe('time windows', () => {
  const now = new Date('2024-05-10T22:30:00Z');

  it('covers the next hours for hour presets', () => {
    expect(timeWindow('3h', now)).toEqual({ from: now, to: new Date('2024-05-11T01:30:00Z') });
    expect(timeWindow('48h', now)?.to).toEqual(new Date('2024-05-12T22:30:00Z'));
  });

  it('covers calendar days in the given zone', () => {
    expect(timeWindow('today', now)).toEqual({
      from: new Date('2024-05-10T00:00:00Z'),
      to: new Date('2024-05-11T00:00:00Z'),
    });
    expect(timeWindow('tomorrow', now)).toEqual({
      from: new Date('2024-05-11T00:00:00Z'),
      to: new Date('2024-05-12T00:00:00Z'),
    });
    // 22:30 UTC is already 00:30 on the 11th at UTC+2.
    expect(timeWindow('today', now, 120)).toEqual({
      from: new Date('2024-05-10T22:00:00Z'),
      to: new Date('2024-05-11T22:00:00Z'),
    });
    expect(dateWindow('2024-05-11', -300)).toEqual({
      from: new Date('2024-05-11T05:00:00Z'),
      to: new Date('2024-05-12T05:00:00Z'),
    });
    expect(() => dateWindow('2024-02-30')).toThrow(RangeError);
  });

  it('has no window for all', () => {
    expect(timeWindow('all', now)).toBeNull();
  });

  it('has the tab keys', () => {
    expect(Object.values(ListingTab)).toEqual(['top', 'all', 'favorites', 'outrights', 'betbuilder']);
  });
});
