import type {
  CategoriesResponse,
  CountersResponse,
  Event,
  MarketsResponse,
  MatchesResponse,
  ResolveResponse,
  SearchResponse,
  Sport,
  SportsResponse,
  TournamentsResponse,
} from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp, V2 } from '../helpers/app.ts';

// Properties that must hold over the small deterministic seed: filters really filter, sorts really
// sort, pages add up, counters agree with listings, every id and slug the API hands out resolves.

let t: TestApp;
let sports: Sport[];
beforeAll(async () => {
  t = await createTestApp('seed');
  sports = (await t.get<SportsResponse>('/sports')).body.data;
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string) => {
  const res = await t.get<MatchesResponse>(`/matches${query}`);
  expect(res.status, query).toBe(200);
  return res.body;
};
const ALL_STATUSES = 'match_status=0,1,2,3,4,5';
const time = (e: Event) => Date.parse(e.start_time);

describe('seeded catalogue', () => {
  it('has sports of both types, each with matches', async () => {
    expect(sports.length).toBeGreaterThan(1);
    expect(new Set(sports.map((s) => s.type))).toEqual(new Set(['regular', 'cyber']));
    for (const sport of sports) {
      expect(
        (await list(`?sport_key=${sport.key}&${ALL_STATUSES}`)).pagination.total,
        sport.key,
      ).toBeGreaterThan(0);
    }
  });

  it('sports are ordered by priority, and by context priority when asked', async () => {
    const priorities = sports.map((s) => s.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const cyber = (await t.get<SportsResponse>('/sports?context=cybersport')).body.data;
    const effective = cyber.map((s) => s.priorities.cybersport ?? s.priority);
    expect(effective).toEqual([...effective].sort((a, b) => b - a));
  });
});

describe('GET /matches over the seed', () => {
  it('by default lists only prematch and live matches, by start time', async () => {
    const body = await list('?limit=500');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((e) => e.type === 'match' && (e.status === 0 || e.status === 1))).toBe(true);
    const times = body.data.map(time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('filters by each status', async () => {
    const all = await list(`?${ALL_STATUSES}&limit=500`);
    for (const status of [0, 1, 4]) {
      const body = await list(`?match_status=${status}&limit=500`);
      expect(body.data.every((e) => e.status === status)).toBe(true);
      expect(body.pagination.total).toBe(all.data.filter((e) => e.status === status).length);
    }
  });

  it('filters by sport, sport type, category and tournament', async () => {
    const all = (await list(`?${ALL_STATUSES}&limit=500`)).data;
    const sample = all[0];
    if (!sample) throw new Error('no matches seeded');
    const bySport = await list(`?sport_key=${sample.sport.key}&${ALL_STATUSES}&limit=500`);
    expect(bySport.data.every((e) => e.sport.key === sample.sport.key)).toBe(true);
    expect(bySport.pagination.total).toBe(all.filter((e) => e.sport.id === sample.sport.id).length);
    const cyber = await list(`?sport_type=cyber&${ALL_STATUSES}&limit=500`);
    expect(cyber.data.every((e) => e.sport.type === 'cyber')).toBe(true);
    expect(cyber.pagination.total).toBeGreaterThan(0);
    const byCategory = await list(`?category_id=${sample.category.id}&${ALL_STATUSES}&limit=500`);
    expect(byCategory.data.every((e) => e.category.id === sample.category.id)).toBe(true);
    expect(byCategory.pagination.total).toBe(all.filter((e) => e.category.id === sample.category.id).length);
    const byTournament = await list(`?tournament_id=${sample.tournament.id}&${ALL_STATUSES}&limit=500`);
    expect(byTournament.data.every((e) => e.tournament.id === sample.tournament.id)).toBe(true);
  });

  it('filters by start window', async () => {
    const from = new Date(TEST_NOW.getTime() + 3600_000).toISOString();
    const to = new Date(TEST_NOW.getTime() + 3 * 86_400_000).toISOString();
    const body = await list(`?start_from=${from}&start_to=${to}&limit=500`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((e) => time(e) >= Date.parse(from) && time(e) <= Date.parse(to))).toBe(true);
  });

  it('bettable means prematch or live with an open market', async () => {
    const bettable = await list(`?bettable=true&${ALL_STATUSES}&limit=500`);
    expect(bettable.data.every((e) => e.bettable && e.available_markets > 0 && e.status <= 1)).toBe(true);
    const not = await list(`?bettable=false&${ALL_STATUSES}&limit=500`);
    expect(not.data.every((e) => !e.bettable)).toBe(true);
    const all = await list(`?${ALL_STATUSES}&limit=500`);
    expect(bettable.pagination.total + not.pagination.total).toBe(all.pagination.total);
  });

  it('filters by has_video', async () => {
    const withVideo = await list(`?has_video=true&${ALL_STATUSES}&limit=500`);
    expect(withVideo.data.every((e) => e.type === 'match' && e.has_video)).toBe(true);
    const without = await list(`?has_video=false&${ALL_STATUSES}&limit=500`);
    expect(without.data.every((e) => e.type === 'match' && !e.has_video)).toBe(true);
  });

  it('lists outrights by type', async () => {
    const body = await list(`?type=season,stage,simple_tournament&limit=500`);
    expect(body.data.length).toBeGreaterThan(0);
    for (const e of body.data) {
      expect(e.type).not.toBe('match');
      if (e.type !== 'match') expect(Array.isArray(e.competitors)).toBe(true);
    }
  });

  it('sorts by start time descending and by bets count', async () => {
    const desc = (await list('?sort_by=start_time:desc&limit=500')).data.map(time);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await list('?sort_by=bets_count:desc&limit=5')).data.length).toBeGreaterThan(0);
  });

  it('sorts by sport priority', async () => {
    const rank = new Map(sports.map((s) => [s.id, s.priority]));
    const body = await list('?sort_by=sport:desc,start_time:asc&limit=500');
    const ranks = body.data.map((e) => rank.get(e.sport.id) ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('pages through the same total without overlap', async () => {
    const all = await list('?limit=500');
    const seen: number[] = [];
    const limit = 7;
    const pages = Math.ceil(all.pagination.total / limit);
    for (let page = 1; page <= pages; page++) {
      const body = await list(`?limit=${limit}&page=${page}`);
      expect(body.pagination.total).toBe(all.pagination.total);
      expect(body.pagination.last_page).toBe(pages);
      seen.push(...body.data.map((e) => e.id));
    }
    expect(seen).toEqual(all.data.map((e) => e.id));
  });

  it('limits rows per sport', async () => {
    const body = await list('?max_per_sport=2&limit=500');
    const perSport = new Map<number, number>();
    for (const e of body.data) perSport.set(e.sport.id, (perSport.get(e.sport.id) ?? 0) + 1);
    expect([...perSport.values()].every((n) => n <= 2)).toBe(true);
    expect(perSport.size).toBe(new Set((await list('?limit=500')).data.map((e) => e.sport.id)).size);
    expect(body.pagination.total).toBe(body.data.length);
  });

  it('headline markets are the sport’s main and secondary market types', async () => {
    const sportsById = new Map(sports.map((s) => [s.id, s]));
    const body = await list('?bettable=true&limit=500');
    expect(body.data.some((e) => e.main_market !== null)).toBe(true);
    for (const e of body.data) {
      if (e.type !== 'match') continue;
      const sport = sportsById.get(e.sport.id);
      if (e.main_market) expect(e.main_market.id).toBe(sport?.main_market_id);
      if (e.secondary_market) {
        expect(e.secondary_market.id).toBe(sport?.secondary_market_id);
        if (e.secondary_market.specifier) {
          // Among lines of the secondary market, the headline is the most balanced one when one is marked.
          const lines = await t.get<MarketsResponse>(
            `/matches/${e.id}/markets?market_id=${e.secondary_market.id}&limit=500`,
          );
          if (lines.body.data.some((m) => m.most_balanced))
            expect(e.secondary_market.most_balanced).toBe(true);
        }
      }
    }
  });
});

describe('GET /matches/{id}/markets over the seed', () => {
  it('group counts match what filtering by group returns, status 0 never shows', async () => {
    const [event] = (await list('?bettable=true&limit=1')).data;
    if (!event) throw new Error('no bettable match');
    const all = await t.get<MarketsResponse>(`/matches/${event.id}/markets?limit=500`);
    expect(all.body.data.length).toBeGreaterThan(0);
    expect(all.body.data.every((m) => m.status !== 0 && m.match_id === event.id)).toBe(true);
    const priorities = all.body.data.map((m) => m.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(all.body.data.filter((m) => m.status === 1).length).toBe(event.available_markets);
    for (const group of all.body.groups) {
      const res = await t.get<MarketsResponse>(
        `/matches/${event.id}/markets?group_key=${group.key}&limit=500`,
      );
      expect(res.body.pagination.total, group.key).toBe(group.count);
      expect(res.body.data.every((m) => m.market_groups.includes(group.key))).toBe(true);
    }
    const de = await t.get<MarketsResponse>(`/matches/${event.id}/markets`, { 'accept-language': 'de' });
    expect(de.body.groups.map((g) => g.name)).not.toEqual(all.body.groups.map((g) => g.name));
  });
});

describe('POST /counters over the seed', () => {
  it('agrees with /matches totals for every sport, category and tournament', async () => {
    const categories = (await t.get<CategoriesResponse>('/categories?limit=500')).body.data;
    const tournaments = (await t.get<TournamentsResponse>('/tournaments?limit=500')).body.data;
    const res = await t.inject({
      method: 'POST',
      url: `${V2}/counters`,
      payload: {
        sport_ids: sports.map((s) => s.id),
        category_ids: categories.map((c) => c.id),
        tournament_ids: tournaments.map((x) => x.id),
      },
    });
    const body = res.json<CountersResponse>();
    for (const s of sports) {
      expect(body.sports[s.id]?.match_count, s.key).toBe(
        (await list(`?sport_key=${s.key}`)).pagination.total,
      );
      const outrights = await list(`?sport_key=${s.key}&type=season`);
      expect(body.sports[s.id]?.season_count, s.key).toBe(outrights.pagination.total);
    }
    for (const c of categories) {
      expect(body.categories[c.id]?.match_count, c.slug).toBe(
        (await list(`?category_id=${c.id}`)).pagination.total,
      );
    }
    for (const x of tournaments) {
      expect(body.tournaments[x.id]?.match_count, x.slug).toBe(
        (await list(`?tournament_id=${x.id}`)).pagination.total,
      );
    }
  });
});

describe('search, resolve and localisation over the seed', () => {
  it('finds a match by a competitor name, live first', async () => {
    const [event] = (await list('?limit=1')).data;
    if (event?.type !== 'match') throw new Error('expected a match');
    const q = event.competitors.home.name.slice(0, 20).toUpperCase();
    const res = await t.get<SearchResponse>(`/search?q=${encodeURIComponent(q)}`);
    expect(res.body.events.map((e) => e.id)).toContain(event.id);
    const statuses = res.body.events.map((e) => (e.status === 1 ? 0 : 1));
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
  });

  it('resolves every category, tournament and a match by slug', async () => {
    const categories = (await t.get<CategoriesResponse>('/categories?limit=500')).body.data;
    for (const c of categories) {
      const res = await t.get<ResolveResponse>(`/resolve?sport=${c.sport.key}&slug=${c.slug}`);
      expect(res.body, c.slug).toMatchObject({ kind: 'category', category: { id: c.id } });
    }
    const tournaments = (await t.get<TournamentsResponse>('/tournaments?limit=500')).body.data;
    for (const x of tournaments) {
      const res = await t.get<ResolveResponse>(`/resolve?sport=${x.sport.key}&slug=${x.slug}`);
      expect(res.body.kind, x.slug).toBe(
        categories.some((c) => c.slug === x.slug && c.sport.id === x.sport.id) ? 'category' : 'tournament',
      );
    }
    const [event] = (await list('?limit=1')).data;
    if (!event) throw new Error('no match');
    const res = await t.get<ResolveResponse>(`/resolve?sport=${event.sport.key}&slug=${event.slug}`);
    expect(res.body).toMatchObject({ kind: 'event', event: { id: event.id } });
  });

  it('sport names differ per locale, pt-BR through br', async () => {
    const en = sports.find((s) => s.key === 'soccer');
    const pt = (await t.get<SportsResponse>('/sports', { 'accept-language': 'br' })).body.data.find(
      (s) => s.key === 'soccer',
    );
    expect(en?.name).toBeTruthy();
    expect(pt?.name).toBeTruthy();
    expect(pt?.name).not.toBe(en?.name);
  });

  it('period names come in the request locale', async () => {
    const finished = (await list('?sport_key=soccer&match_status=finished&limit=1')).data[0];
    const periodNames = async (language: string) => {
      const res = await t.get<Event>(`/matches/${finished?.id}`, { 'accept-language': language });
      return res.body.type === 'match'
        ? (res.body.statistics?.period_score ?? []).map((p) => p.period_name)
        : [];
    };
    expect((await periodNames('en')).slice(0, 2)).toEqual(['1st half', '2nd half']);
    expect((await periodNames('de')).slice(0, 2)).toEqual(['1. Halbzeit', '2. Halbzeit']);
  });
});
