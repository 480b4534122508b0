import type { Db } from '../../src/db/client.ts';
import { categories, events, markets, sports, tournaments } from '../../src/db/schema.ts';

const t = (en: string, de?: string, ptBR?: string) => ({
  en,
  ...(de ? { de } : {}),
  ...(ptBR ? { 'pt-BR': ptBR } : {}),
});

/**
 * A tiny hand-made catalogue for tests that need exact rows: one sport with a 1X2 main market and a
 * totals secondary market, two tournaments, matches in every status and one outright.
 */
export async function insertFixture(db: Db, now = new Date('2026-01-10T12:00:00Z')) {
  const [soccer] = await db
    .insert(sports)
    .values({
      urnId: 'sr:sport:1',
      key: 'soccer',
      type: 'regular',
      provider: 'betradar',
      name: t('Soccer', 'Fußball', 'Futebol'),
      priority: 100,
      priorities: { live: 5 },
      mainMarketId: 1,
      secondaryMarketId: 18,
      mainMarketOutcomesCount: 3,
      secondaryMarketOutcomesCount: 2,
    })
    .returning();
  const [esports] = await db
    .insert(sports)
    .values({
      urnId: 'od:sport:1',
      key: 'dota-2',
      type: 'cyber',
      provider: 'oddin',
      name: t('Dota 2'),
      priority: 10,
    })
    .returning();
  if (!soccer || !esports) throw new Error('fixture: sports');
  const [england] = await db
    .insert(categories)
    .values({
      sportId: soccer.id,
      slug: 'england',
      name: t('England', 'England', 'Inglaterra'),
      countryCode: 'GB-ENG',
      priority: 10,
    })
    .returning();
  if (!england) throw new Error('fixture: category');
  const [premier, championship] = await db
    .insert(tournaments)
    .values([
      {
        urnId: 'sr:tournament:17',
        sportId: soccer.id,
        categoryId: england.id,
        slug: 'premier-league',
        name: t('Premier League'),
        priority: 50,
        isTop: true,
      },
      {
        urnId: 'sr:tournament:18',
        sportId: soccer.id,
        categoryId: england.id,
        slug: 'championship',
        name: t('Championship', 'Meisterschaft'),
        priority: 20,
      },
    ])
    .returning();
  if (!premier || !championship) throw new Error('fixture: tournaments');
  const hour = 3600_000;
  const match = (i: number, status: number, startOffsetH: number, tournamentId: number) => ({
    urnId: `sr:match:${i}`,
    type: 'match' as const,
    slug: `home-${i}-away-${i}`,
    sportId: soccer.id,
    categoryId: england.id,
    tournamentId,
    name: t(`Home ${i} vs Away ${i}`, `Heim ${i} gegen Gast ${i}`),
    competitors: {
      home: { id: i * 2, name: `Home ${i}`, logo: null },
      away: { id: i * 2 + 1, name: `Away ${i}`, logo: null },
    },
    searchText: `home ${i} away ${i}`,
    startTime: new Date(now.getTime() + startOffsetH * hour),
    status,
    provider: 'betradar',
    hasVideo: i % 2 === 0,
  });
  const inserted = await db
    .insert(events)
    .values([
      match(1, 0, 2, premier.id),
      match(2, 0, 5, premier.id),
      match(3, 1, -1, championship.id),
      match(4, 4, -30, championship.id),
      {
        urnId: 'sr:season:1',
        type: 'season' as const,
        slug: 'premier-league-winner',
        sportId: soccer.id,
        categoryId: england.id,
        tournamentId: premier.id,
        name: t('Premier League 2025/26 – Winner'),
        competitors: [{ id: 100, name: 'Home 1', logo: null }],
        searchText: 'premier league winner',
        startTime: new Date(now.getTime() + 100 * hour),
        endDate: new Date(now.getTime() + 1000 * hour),
        provider: 'betradar',
      },
    ])
    .returning();
  const outcomes1x2 = [
    { id: '1', name: t('Home', 'Heim'), odds: 2100, active: true },
    { id: '2', name: t('Draw', 'Unentschieden'), odds: 3300, active: true },
    { id: '3', name: t('Away', 'Gast'), odds: 3500, active: true },
  ];
  const totals = (line: number, balanced: boolean) => ({
    marketId: 18,
    specifier: `total=${line}`,
    name: t(`Total ${line}`),
    outcomes: [
      { id: '12', name: t('Over'), odds: 1900, active: true },
      { id: '13', name: t('Under'), odds: 1900, active: true },
    ],
    marketGroups: ['main', 'totals'],
    priority: 80,
    mostBalanced: balanced,
    provider: 'betradar',
  });
  const rows = inserted.flatMap((e) =>
    e.type === 'match'
      ? [
          {
            eventId: e.id,
            marketId: 1,
            name: t('1X2'),
            outcomes: outcomes1x2,
            marketGroups: ['main'],
            priority: 100,
            provider: 'betradar',
            status: e.status === 4 ? -3 : 1,
          },
          { eventId: e.id, ...totals(1.5, false) },
          { eventId: e.id, ...totals(2.5, true) },
          {
            eventId: e.id,
            marketId: 10,
            name: t('Double chance'),
            outcomes: outcomes1x2,
            marketGroups: ['main'],
            priority: 90,
            provider: 'betradar',
            status: 0,
          },
        ]
      : [
          {
            eventId: e.id,
            marketId: 500,
            name: t('Winner'),
            outcomes: [{ id: 'c100', name: t('Home 1'), odds: 4000, active: true }],
            marketGroups: ['outrights'],
            priority: 100,
            provider: 'betradar',
          },
        ],
  );
  await db.insert(markets).values(rows);
  return { soccer, esports, england, premier, championship, events: inserted };
}
