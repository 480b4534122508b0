import type {
  CategoriesResponse,
  Category,
  CountersResponse,
  Event,
  MarketsResponse,
  MatchesResponse,
  ResolveResponse,
  SearchResponse,
  SettingsResponse,
  SportsResponse,
  Tournament,
  TournamentsResponse,
} from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, V2 } from '../helpers/app.ts';

// Exact expectations over the hand-made rows of helpers/fixture.ts: soccer (priority 100, live 5) and
// dota-2 (10); England with Premier League (50, top) and Championship (20); matches 1 (prematch, +2h),
// 2 (prematch, +5h, video), 3 (live, -1h), 4 (finished, video) and a season outright 5.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('fixture');
});
afterAll(async () => {
  await t?.close();
});

const ids = (events: { id: number }[]) => events.map((e) => e.id);
const matches = async (query = '') => (await t.get<MatchesResponse>(`/matches${query}`)).body;

describe('GET /sports', () => {
  it('lists sports by priority, highest first', async () => {
    const res = await t.get<SportsResponse>('/sports');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s.key)).toEqual(['soccer', 'dota-2']);
    expect(res.body.data[0]).toMatchObject({ main_market_id: 1, secondary_market_id: 18, type: 'regular' });
  });

  it('filters by sport_type', async () => {
    const res = await t.get<SportsResponse>('/sports?sport_type=cyber');
    expect(res.body.data.map((s) => s.key)).toEqual(['dota-2']);
  });

  it('orders by context priorities when given, falling back to the plain priority', async () => {
    const res = await t.get<SportsResponse>('/sports?context=live');
    expect(res.body.data.map((s) => s.key)).toEqual(['dota-2', 'soccer']);
  });
});

describe('localisation', () => {
  it('names follow Accept-Language, with English fallback, and say so in headers', async () => {
    const de = await t.get<SportsResponse>('/sports', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' });
    expect(de.body.data[0]?.name).toBe('Fußball');
    expect(de.headers['content-language']).toBe('de');
    expect(String(de.headers.vary)).toMatch(/Accept-Language/i);

    const nl = await t.get<SportsResponse>('/sports', { 'accept-language': 'nl' });
    expect(nl.body.data[0]?.name).toBe('Soccer');
    expect(nl.headers['content-language']).toBe('en');
  });

  it('maps br to pt-BR', async () => {
    const res = await t.get<SportsResponse>('/sports', { 'accept-language': 'br' });
    expect(res.body.data[0]?.name).toBe('Futebol');
    expect(res.headers['content-language']).toBe('pt-BR');
  });

  it('localises events, outcomes and market groups', async () => {
    const match = await t.get<Event>('/matches/1', { 'accept-language': 'de' });
    expect(match.body.name).toBe('Heim 1 gegen Gast 1');
    expect(match.body.main_market?.outcomes.map((o) => o.name)).toEqual(['Heim', 'Unentschieden', 'Gast']);
    const markets = await t.get<MarketsResponse>('/matches/1/markets', { 'accept-language': 'de' });
    expect(markets.body.groups.find((g) => g.key === 'main')?.name).toBe('Haupt');
  });
});

describe('GET /matches', () => {
  it('defaults to not-finished matches by start time, outrights excluded', async () => {
    const body = await matches();
    expect(ids(body.data)).toEqual([3, 1, 2]);
    expect(body.pagination).toEqual({ total: 3, page: 1, limit: 50, last_page: 1 });
    expect(body.data.every((e) => e.type === 'match')).toBe(true);
  });

  it('filters by type', async () => {
    const body = await matches('?type=season');
    expect(ids(body.data)).toEqual([5]);
    const season = body.data[0];
    expect(season?.type).toBe('season');
    if (season?.type !== 'season') throw new Error('expected an outright');
    expect(season.competitors).toEqual([{ id: 100, name: 'Home 1', logo: null }]);
    expect(season.end_date).not.toBeNull();
    expect(season.main_market?.id).toBe(500);
    expect(ids((await matches('?type=match,season')).data)).toEqual([3, 1, 2, 5]);
  });

  it('filters by match_status, by name or code', async () => {
    expect(ids((await matches('?match_status=finished')).data)).toEqual([4]);
    expect(ids((await matches('?match_status=1')).data)).toEqual([3]);
    expect(ids((await matches('?match_status=prematch,finished')).data)).toEqual([4, 1, 2]);
  });

  it('filters by id, slug, sport, category and tournament', async () => {
    expect(ids((await matches('?id=2,1')).data)).toEqual([1, 2]);
    expect(ids((await matches('?slug=home-2-away-2')).data)).toEqual([2]);
    expect(ids((await matches('?sport_key=soccer')).data)).toEqual([3, 1, 2]);
    expect(ids((await matches('?sport_key=dota-2')).data)).toEqual([]);
    expect(ids((await matches('?sport_type=cyber')).data)).toEqual([]);
    expect(ids((await matches('?category_id=1')).data)).toEqual([3, 1, 2]);
    expect(ids((await matches('?tournament_id=1')).data)).toEqual([1, 2]);
    expect(ids((await matches('?tournament_id=2')).data)).toEqual([3]);
  });

  it('filters by start window', async () => {
    // TEST_NOW is 2026-03-14T12:00Z: match 1 starts 14:00, match 2 17:00, match 3 11:00.
    expect(ids((await matches('?start_from=2026-03-14T13:00:00Z')).data)).toEqual([1, 2]);
    expect(ids((await matches('?start_to=2026-03-14T15:00:00%2B00:00')).data)).toEqual([3, 1]);
  });

  it('filters by bettable, has_video and favourite', async () => {
    expect(ids((await matches('?bettable=true')).data)).toEqual([3, 1, 2]);
    expect(ids((await matches('?bettable=false&match_status=finished')).data)).toEqual([4]);
    expect(ids((await matches('?has_video=true')).data)).toEqual([2]);
    expect(ids((await matches('?has_video=false')).data)).toEqual([3, 1]);
    const fav = await matches('?favourite=true');
    expect(fav.data).toEqual([]);
    expect(fav.pagination.total).toBe(0);
    expect(fav.pagination.last_page).toBe(1);
  });

  it('sorts by each key and direction', async () => {
    expect(ids((await matches('?sort_by=start_time:desc')).data)).toEqual([2, 1, 3]);
    // Premier League (50) above Championship (20).
    expect(ids((await matches('?sort_by=priority:desc')).data)).toEqual([1, 2, 3]);
    expect(ids((await matches('?sort_by=tournament_id:desc')).data)).toEqual([3, 1, 2]);
    expect(ids((await matches('?sort_by=tournament_id:asc,start_time:desc')).data)).toEqual([2, 1, 3]);
    expect(ids((await matches('?sort_by=sport:desc&sort_by=priority:asc')).data)).toEqual([3, 1, 2]);
  });

  it('paginates with totals that agree', async () => {
    const first = await matches('?limit=2');
    const second = await matches('?limit=2&page=2');
    expect(first.pagination).toEqual({ total: 3, page: 1, limit: 2, last_page: 2 });
    expect(second.pagination).toEqual({ total: 3, page: 2, limit: 2, last_page: 2 });
    expect([...ids(first.data), ...ids(second.data)]).toEqual([3, 1, 2]);
    const beyond = await matches('?limit=2&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(3);
  });

  it('limits rows per sport', async () => {
    const body = await matches('?max_per_sport=2&type=match,season');
    expect(ids(body.data)).toEqual([3, 1]);
    expect(body.pagination.total).toBe(2);
    const byPriority = await matches('?max_per_sport=1&sort_by=priority:desc');
    expect(ids(byPriority.data)).toEqual([1]);
  });

  it('carries the main market, the most balanced line as secondary, and open market counts', async () => {
    const [live] = (await matches('?id=3')).data;
    if (live?.type !== 'match') throw new Error('expected a match');
    expect(live.main_market?.id).toBe(1);
    expect(live.secondary_market).toMatchObject({ id: 18, specifier: 'total=2.5', most_balanced: true });
    // 1X2 and two totals are open; the double chance market has status 0.
    expect(live.available_markets).toBe(3);
    expect(live.bettable).toBe(true);
    expect(live.competitors.home.name).toBe('Home 3');
    expect(live.sport).toEqual({ id: 1, key: 'soccer', name: 'Soccer', type: 'regular', main_market_id: 1 });
    expect(live.tournament.slug).toBe('championship');
  });
});

describe('GET /matches/{id}', () => {
  it('returns any event, finished ones included', async () => {
    const res = await t.get<Event>('/matches/4');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 4, status: 4, bettable: false });
  });

  it('is 404 not_found for an unknown id', async () => {
    const res = await t.get('/matches/999999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
  });
});

describe('GET /matches/{id}/markets', () => {
  it('lists visible markets by priority with group counts', async () => {
    const res = await t.get<MarketsResponse>('/matches/1/markets');
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => `${m.id}/${m.specifier}`)).toEqual([
      '1/',
      '18/total=1.5',
      '18/total=2.5',
    ]);
    expect(res.body.data.every((m) => m.status !== 0)).toBe(true);
    expect(res.body.groups).toEqual([
      { key: 'main', name: 'Main', count: 3 },
      { key: 'totals', name: 'Totals', count: 2 },
    ]);
    expect(res.body.pagination).toEqual({ total: 3, page: 1, limit: 50, last_page: 1 });
    expect(res.body.data[0]).toMatchObject({ match_id: 1, match_urn_id: 'sr:match:1', provider: 'betradar' });
  });

  it('filters by group_key and market_id', async () => {
    const totals = await t.get<MarketsResponse>('/matches/1/markets?group_key=totals');
    expect(totals.body.data.map((m) => m.specifier)).toEqual(['total=1.5', 'total=2.5']);
    expect(totals.body.pagination.total).toBe(2);
    expect(totals.body.groups).toHaveLength(2);
    const oneXTwo = await t.get<MarketsResponse>('/matches/1/markets?market_id=1');
    expect(oneXTwo.body.data.map((m) => m.id)).toEqual([1]);
    const none = await t.get<MarketsResponse>('/matches/1/markets?group_key=corners');
    expect(none.body.data).toEqual([]);
    expect(none.body.pagination.last_page).toBe(1);
  });

  it('paginates', async () => {
    const res = await t.get<MarketsResponse>('/matches/1/markets?limit=2&page=2');
    expect(res.body.data.map((m) => m.specifier)).toEqual(['total=2.5']);
    expect(res.body.pagination).toEqual({ total: 3, page: 2, limit: 2, last_page: 2 });
  });

  it('is 404 for an unknown match', async () => {
    const res = await t.get('/matches/424242/markets');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
  });
});

describe('categories and tournaments', () => {
  it('lists and filters categories', async () => {
    const all = await t.get<CategoriesResponse>('/categories');
    expect(all.body.data.map((c) => c.slug)).toEqual(['england']);
    expect(all.body.data[0]).toMatchObject({ country_code: 'GB-ENG', sport: { key: 'soccer' } });
    expect((await t.get<CategoriesResponse>('/categories?sport_key=dota-2')).body.data).toEqual([]);
    expect((await t.get<CategoriesResponse>('/categories?slug=england')).body.pagination.total).toBe(1);
    const one = await t.get<Category>('/categories/1', { 'accept-language': 'pt-BR' });
    expect(one.body.name).toBe('Inglaterra');
    expect((await t.get('/categories/77')).status).toBe(404);
  });

  it('lists and filters tournaments', async () => {
    const all = await t.get<TournamentsResponse>('/tournaments');
    expect(all.body.data.map((x) => x.slug)).toEqual(['premier-league', 'championship']);
    const top = await t.get<TournamentsResponse>('/tournaments?is_top=true');
    expect(top.body.data.map((x) => x.slug)).toEqual(['premier-league']);
    const page = await t.get<TournamentsResponse>('/tournaments?limit=1&page=2');
    expect(page.body.data.map((x) => x.slug)).toEqual(['championship']);
    expect(page.body.pagination).toEqual({ total: 2, page: 2, limit: 1, last_page: 2 });
    expect(
      (await t.get<TournamentsResponse>('/tournaments?category_id=1&sport_key=soccer')).body.data,
    ).toHaveLength(2);
    const one = await t.get<Tournament>('/tournaments/2', { 'accept-language': 'de' });
    expect(one.body).toMatchObject({ name: 'Meisterschaft', category: { slug: 'england' }, is_top: false });
    expect((await t.get('/tournaments/77')).status).toBe(404);
  });
});

describe('POST /counters', () => {
  const post = (payload: unknown) =>
    t.inject({ method: 'POST', url: `${V2}/counters`, payload: payload as Record<string, unknown> });

  it('counts not-finished events by type per id, agreeing with /matches', async () => {
    const res = await post({ sport_ids: [1, 2], category_ids: [1], tournament_ids: [1, 2] });
    expect(res.statusCode).toBe(200);
    const body = res.json<CountersResponse>();
    expect(body.sports['1']).toEqual({
      match_count: 3,
      season_count: 1,
      simple_tournament_count: 0,
      stage_count: 0,
    });
    expect(body.sports['2']).toEqual({
      match_count: 0,
      season_count: 0,
      simple_tournament_count: 0,
      stage_count: 0,
    });
    expect(body.tournaments['1']?.match_count).toBe((await matches('?tournament_id=1')).pagination.total);
    expect(body.tournaments['2']?.match_count).toBe((await matches('?tournament_id=2')).pagination.total);
    expect(body.categories['1']?.match_count).toBe(3);
  });

  it('honours match_status and the start window', async () => {
    const finished = (await post({ sport_ids: [1], match_status: [4] })).json<CountersResponse>();
    expect(finished.sports['1']?.match_count).toBe(1);
    const later = (
      await post({ sport_ids: [1], start_from: '2026-03-14T13:00:00Z' })
    ).json<CountersResponse>();
    expect(later.sports['1']?.match_count).toBe(2);
  });

  it('returns empty maps for omitted levels', async () => {
    const body = (await post({})).json<CountersResponse>();
    expect(body).toEqual({ sports: {}, categories: {}, tournaments: {} });
  });
});

describe('GET /search', () => {
  it('finds events by name, live first, matches before outrights', async () => {
    const res = await t.get<SearchResponse>('/search?q=HOME');
    expect(res.status).toBe(200);
    expect(ids(res.body.events)).toEqual([3, 1, 2, 5]);
  });

  it('finds tournaments by name in any locale', async () => {
    const res = await t.get<SearchResponse>('/search?q=meisterschaft');
    expect(res.body.tournaments.map((x) => x.slug)).toEqual(['championship']);
    // Events of a matching tournament are found too, unless only_events_name.
    expect(ids(res.body.events)).toEqual([3]);
    const only = await t.get<SearchResponse>('/search?q=meisterschaft&only_events_name=true');
    expect(only.body).toEqual({ events: [], tournaments: [], groups: [] });
  });

  it('enforces 3 to 50 characters after trimming', async () => {
    for (const q of ['', 'ab', '%20%20ab%20%20', 'x'.repeat(51)]) {
      const res = await t.get(`/search?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ code: 'search_query_length' });
    }
    expect((await t.get('/search?q=%20%20abc%20%20')).status).toBe(200);
    expect((await t.get(`/search?q=${'x'.repeat(50)}`)).status).toBe(200);
  });

  it('treats LIKE wildcards literally', async () => {
    // "h%e" would match "Home 1" if % were a wildcard.
    expect((await t.get<SearchResponse>('/search?q=h%25e')).body.events).toEqual([]);
    expect((await t.get<SearchResponse>('/search?q=%25%25%25')).body.events).toEqual([]);
  });

  it('filters by match_status and sport_type', async () => {
    expect(ids((await t.get<SearchResponse>('/search?q=home&match_status=finished')).body.events)).toEqual([
      4,
    ]);
    expect((await t.get<SearchResponse>('/search?q=home&sport_type=cyber')).body.events).toEqual([]);
  });
});

describe('GET /resolve', () => {
  it('resolves the sport alone, a category, a tournament and an event', async () => {
    const sport = await t.get<ResolveResponse>('/resolve?sport=soccer');
    expect(sport.body).toMatchObject({ kind: 'sport', sport: { key: 'soccer' } });
    const category = await t.get<ResolveResponse>('/resolve?sport=soccer&slug=england');
    expect(category.body).toMatchObject({ kind: 'category', category: { id: 1 } });
    const tournament = await t.get<ResolveResponse>('/resolve?sport=soccer&slug=premier-league');
    expect(tournament.body).toMatchObject({ kind: 'tournament', tournament: { id: 1, is_top: true } });
    const event = await t.get<ResolveResponse>('/resolve?sport=soccer&slug=home-3-away-3');
    expect(event.body).toMatchObject({ kind: 'event', event: { id: 3, type: 'match' } });
  });

  it('is 404 for an unknown sport or slug, and a slug of another sport', async () => {
    for (const q of ['sport=golf', 'sport=soccer&slug=nothing-here', 'sport=dota-2&slug=england']) {
      const res = await t.get(`/resolve?${q}`);
      expect(res.status, q).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('GET /settings', () => {
  it('returns visitor defaults', async () => {
    const res = await t.get<SettingsResponse>('/settings');
    expect(res.status).toBe(200);
    expect(res.body.odds_types.available).toHaveLength(6);
    expect(res.body.odds_types.selected).toBe('european');
    expect(res.body.auto_accept_odds_change).toBe('none');
    expect(res.body.default_currency_code).toBe('EUR');
    expect(res.body.currencies.BTC).toEqual({ code: 'BTC', subunits: 8, fiat: false, rate: '0.000016' });
    expect(res.body.currencies.EUR?.rate).toBe('1');
    expect(res.body.locales).toEqual([...SUPPORTED_LOCALES]);
    expect(res.body.stakes.every((s) => Number.isInteger(s) && s > 0)).toBe(true);
    expect(Object.values(res.body.provider_statuses).every((s) => s === 'active')).toBe(true);
  });
});

describe('caching', () => {
  it('marks catalogue reads cacheable briefly, errors not at all', async () => {
    const ok = await t.get('/sports');
    expect(String(ok.headers['cache-control'])).toMatch(/public, max-age=\d+/);
    const missing = await t.get('/matches/999999');
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
