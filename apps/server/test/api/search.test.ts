import type { SearchResponse } from '@sportsbook/contract';
import { searchKey } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, events, sports, tournaments } from '../../src/db/schema.ts';
import { fuzzyModeOf } from '../../src/modules/catalogue/search.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.ts';

// GET /search over a small hand-made catalogue: soccer (Germany: Bundesliga; Brazil: a league named
// "Brasileirão Série A" in pt-BR) and a cyber sport. Runs on PGlite (no pg_trgm: trigram-share scan)
// and on PostgreSQL (pg_trgm and its GIN index).

let t: TestApp;
const id: Record<string, number> = {};
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp('empty');
  const db = t.database.db;
  const [soccer, cyber] = await db
    .insert(sports)
    .values([
      {
        urnId: 'sr:sport:1',
        key: 'soccer',
        type: 'regular',
        provider: 'betradar',
        name: { en: 'Soccer', de: 'Fußball' },
      },
      { urnId: 'od:sport:1', key: 'dota-2', type: 'cyber', provider: 'oddin', name: { en: 'Dota 2' } },
    ])
    .returning();
  if (!soccer || !cyber) throw new Error('sports');
  const [germany, brazil, intl] = await db
    .insert(categories)
    .values([
      { sportId: soccer.id, slug: 'germany', name: { en: 'Germany', de: 'Deutschland' } },
      { sportId: soccer.id, slug: 'brazil', name: { en: 'Brazil', 'pt-BR': 'Brasil' } },
      { sportId: cyber.id, slug: 'international', name: { en: 'International' } },
    ])
    .returning();
  if (!germany || !brazil || !intl) throw new Error('categories');
  const [bundesliga, serieA, dpc] = await db
    .insert(tournaments)
    .values([
      {
        urnId: 'sr:tournament:35',
        sportId: soccer.id,
        categoryId: germany.id,
        slug: 'bundesliga',
        name: { en: 'Bundesliga' },
      },
      {
        urnId: 'sr:tournament:325',
        sportId: soccer.id,
        categoryId: brazil.id,
        slug: 'serie-a',
        name: { en: 'Brazil Serie A', 'pt-BR': 'Brasileirão Série A' },
      },
      {
        urnId: 'od:tournament:1',
        sportId: cyber.id,
        categoryId: intl.id,
        slug: 'dpc',
        name: { en: 'DPC League' },
      },
    ])
    .returning();
  if (!bundesliga || !serieA || !dpc) throw new Error('tournaments');
  let seq = 0;
  const match = (
    key: string,
    home: string,
    away: string,
    status: number,
    startH: number,
    league = bundesliga,
  ) => {
    seq++;
    return {
      urnId: `sr:match:${seq}`,
      type: 'match' as const,
      slug: `${key}-${seq}`,
      sportId: league.sportId,
      categoryId: league.categoryId,
      tournamentId: league.id,
      name: { en: `${home} vs ${away}` },
      competitors: {
        home: { id: seq * 2, name: home, logo: null },
        away: { id: seq * 2 + 1, name: away, logo: null },
      },
      startTime: new Date(TEST_NOW.getTime() + startH * HOUR),
      status,
      provider: 'betradar',
    };
  };
  const rows = await db
    .insert(events)
    .values([
      match('bayern', 'Bayern München', 'Mainz', 0, 3),
      match('bayern-old', 'Bayern München', 'Köln', 4, -48),
      match('saopaulo', 'São Paulo', 'Flamengo', 0, 5, serieA),
      // "real madrid": the exact team before the longer name, though that one is live.
      match('castilla', 'Real Madrid Castilla', 'Mainz II', 1, -0.5),
      match('real', 'Real Madrid', 'Dortmund', 0, 2),
      // Live first: a live Barcelona match before a prematch one scheduled (and delayed) earlier.
      match('barca-pre', 'Barcelona', 'Girona', 0, -2, serieA),
      match('barca-live', 'Barcelona', 'Sevilla', 1, -1),
      // A weaker near miss of "Barcelna", live: after both Barcelona matches.
      match('barcelos', 'Barcelos', 'Braga', 1, -0.2, serieA),
      match('liquid', 'Team Liquid', 'Natus Vincere', 0, 4, dpc),
      {
        urnId: 'sr:season:1',
        type: 'season' as const,
        slug: 'bundesliga-winner',
        sportId: soccer.id,
        categoryId: germany.id,
        tournamentId: bundesliga.id,
        name: { en: 'Bundesliga 2026 – Champion', de: 'Bundesliga 2026 – Meister' },
        competitors: [{ id: 900, name: 'Hertha', logo: null }],
        startTime: new Date(TEST_NOW.getTime() + 24 * HOUR),
        status: 0,
        provider: 'betradar',
      },
    ])
    .returning({ id: events.id, slug: events.slug });
  for (const r of rows) id[r.slug.replace(/-\d+$/, '')] = r.id;
});
afterAll(async () => {
  await t?.close();
});

const search = async (query: string, locale = 'en') =>
  t.get<SearchResponse>(`/search?${query}`, { 'accept-language': locale });
const found = async (query: string, locale?: string) =>
  (await search(query, locale)).body.events.map((e) => e.id);

describe('GET /search', () => {
  it('ignores accents and case: "Munchen" finds München, "SAO PAULO" finds São Paulo', async () => {
    expect(await found('q=Munchen')).toEqual([id.bayern]);
    expect(await found('q=bayern%20m%C3%BCnchen')).toEqual([id.bayern]);
    expect(await found('q=SAO%20PAULO')).toEqual([id.saopaulo]);
    expect(await found('q=sao-paulo')).toEqual([id.saopaulo]);
  });

  it('finds a team typed with one typo', async () => {
    expect(await found('q=Barcelna')).toEqual([id['barca-live'], id['barca-pre'], id.barcelos]);
    expect(await found('q=Flamenco')).toEqual([id.saopaulo]);
    expect(await found('q=Munchn')).toEqual([id.bayern]);
    expect(await found('q=Zzyzx')).toEqual([]);
  });

  it('ranks the team named exactly first, then live first', async () => {
    expect(await found('q=barcelona')).toEqual([id['barca-live'], id['barca-pre']]);
    expect(await found('q=real%20madrid')).toEqual([id.real, id.castilla]);
  });

  it('groups the results by sport, then league, in rank order', async () => {
    const { body } = await search('q=barcelona');
    expect(body.groups).toEqual([
      {
        sport: expect.objectContaining({ key: 'soccer' }),
        leagues: [
          {
            tournament: expect.objectContaining({ slug: 'bundesliga' }),
            category: expect.objectContaining({ slug: 'germany' }),
            event_ids: [id['barca-live']],
          },
          {
            tournament: expect.objectContaining({ slug: 'serie-a' }),
            category: expect.objectContaining({ slug: 'brazil' }),
            event_ids: [id['barca-pre']],
          },
        ],
      },
    ]);
    const mixed = await search('q=mainz');
    expect(mixed.body.groups.map((g) => g.leagues.map((l) => l.event_ids))).toEqual([
      [[id.bayern, id.castilla]],
    ]);
  });

  it('filters by sport_type and match_status', async () => {
    expect(await found('q=liquid&sport_type=cyber')).toEqual([id.liquid]);
    expect(await found('q=liquid&sport_type=regular')).toEqual([]);
    expect(await found('q=munchen&match_status=finished')).toEqual([id['bayern-old']]);
    expect(await found('q=munchen&match_status=prematch,finished')).toEqual([id['bayern-old'], id.bayern]);
  });

  it('finds leagues and their events by any locale name, named in the player’s locale, unless only_events_name', async () => {
    const pt = await search('q=brasileirao', 'pt-BR');
    expect(pt.body.tournaments.map((x) => x.name)).toEqual(['Brasileirão Série A']);
    expect(pt.body.events.map((e) => e.id)).toEqual([id.barcelos, id['barca-pre'], id.saopaulo]);
    const en = await search('q=brasileirao', 'en');
    expect(en.body.tournaments.map((x) => x.name)).toEqual(['Brazil Serie A']);
    const only = await search('q=brasileirao&only_events_name=true', 'pt-BR');
    expect(only.body).toEqual({ events: [], tournaments: [], groups: [] });
    // An outright by its German name, answered in German.
    const de = await search('q=meister', 'de');
    expect(de.body.events.map((e) => [e.id, e.name])).toEqual([
      [id['bundesliga-winner'], 'Bundesliga 2026 – Meister'],
    ]);
    expect(await found('q=meister&only_events_name=true', 'de')).toEqual([id['bundesliga-winner']]);
  });

  it('refuses a bad query with a 400 and a code', async () => {
    for (const q of ['q=ab', 'q=%20%20ab%20', `q=${'x'.repeat(51)}`]) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ code: 'search_query_length' });
    }
    for (const q of ['q=bayern&match_status=sleeping', 'q=bayern&sport_type=chess', 'q=bayern&limit=0']) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    // Only punctuation: nothing to look for, nothing found.
    expect((await search('q=%25%25%25')).body).toEqual({ events: [], tournaments: [], groups: [] });
  });

  it('answers a burst of 50 searches at once alike', async () => {
    const res = await Promise.all(Array.from({ length: 50 }, () => search('q=Barcelna')));
    expect(new Set(res.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(res.map((r) => r.body.events.map((e) => e.id).join()))).toEqual(
      new Set([`${id['barca-live']},${id['barca-pre']},${id.barcelos}`]),
    );
  });
});

describe('search keys in the database', () => {
  it('are written for every row, as the domain keys names', async () => {
    const rows = await t.database.db
      .select({ slug: events.slug, key: events.searchKey })
      .from(events)
      .where(sql`${events.slug} like 'saopaulo%' or ${events.type} = 'season'`);
    expect(rows.map((r) => r.key).sort()).toEqual([
      '|bundesliga 2026 champion|bundesliga 2026 meister|hertha|',
      '|flamengo|sao paulo|',
    ]);
  });

  it('map every character the migration covers as searchKey does', async () => {
    const chars: string[] = [];
    for (const [a, b] of [
      [0x20, 0x7e],
      [0xa0, 0x52f],
      [0x1e00, 0x1fff],
      [0x2000, 0x206f],
    ] as const) {
      for (let cp = a; cp <= b; cp++) {
        const c = String.fromCodePoint(cp);
        // Characters keyed as two (Ŀ is "l" and a space, ¼ "1 4") are left as they are.
        if (!/\p{Cn}/u.test(c) && [...searchKey(`${c}x`)].length <= 2) chars.push(c);
      }
    }
    const names = [
      'Bayern München',
      'SÃO PAULO',
      'Saint-Rémy (U21)',
      'Łódź',
      'İstanbul',
      'ΑΕΚ Αθήνα',
      'Спартак Москва',
      'Atlético – Köln',
    ];
    const input = [...chars, ...names];
    const result = await t.database.db.execute<{ k: string }>(
      sql`select sb_search_key(x) as k from jsonb_array_elements_text(${JSON.stringify(input)}::jsonb) with ordinality as u(x, n) order by n`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { k: string }[] }).rows) as {
      k: string;
    }[];
    const mismatches = input.filter((c, i) => rows[i]?.k !== searchKey(c));
    expect(mismatches).toEqual([]);
  });

  it('use the trigram index on PostgreSQL, a scan on PGlite', async () => {
    const mode = await fuzzyModeOf(t.database.db);
    expect(mode).toBe(t.database.driver === 'postgres' ? 'trigram-index' : 'scan');
  });
});
