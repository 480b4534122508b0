import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type CompetitorJson,
  categories,
  competitors,
  events,
  type LocalizedText,
  markets,
  sports,
  tournaments,
} from '../db/schema.ts';
import { seedBonusCampaigns } from '../modules/bonuses/seed.ts';
import { COUNTRIES, OUTRIGHT_TEXT, SPORT_NAMES, tr } from '../modules/feed/i18n.ts';
import {
  type MatchModel,
  modelFromRatings,
  type OutrightModel,
  PREMATCH_STATE,
  type PricedMarket,
  priceMatch,
  priceQuotes,
  quoteOutrightWinner,
} from '../modules/feed/pricing/index.ts';
import { seedJackpots } from '../modules/jackpots/seed.ts';
import { seedDemoPlayer } from '../modules/players/service.ts';
import { bulkInsert, type ColumnTypes } from './bulk.ts';
import { type LeagueDef, type Provider, SPORTS, type SportDef } from './catalogue.ts';
import { competitorNames, slugify, stadiumName } from './names.ts';
import { Random } from './random.ts';
import { type ResultFlavour, simulateMatch } from './results.ts';

export interface SeedOptions {
  /** PRNG seed: the same seed and `now` give identical rows. */
  seed: number;
  /** Reference time (default: the current time); schedules are relative to it. */
  now?: Date;
  /** 'full' for the demo (default), 'small' for tests. */
  size?: 'full' | 'small';
}

export interface SeedSummary {
  seed: number;
  size: 'full' | 'small';
  now: string;
  counts: {
    sports: number;
    categories: number;
    tournaments: number;
    competitors: number;
    events: number;
    markets: number;
  };
  matches: { prematch: number; live: number; finished: number };
  outrights: { season: number; stage: number; simple_tournament: number };
  ms: number;
}

const BATCH = 500;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const URN_PREFIX: Record<Provider, string> = { betradar: 'sr', oddin: 'od', betconstruct: 'bc' };

/** Top markets per sport (market type ids shown on cards). */
const TOP_MARKETS: Record<string, number[]> = {
  soccer: [1, 18, 10, 29, 16],
  tennis: [186, 189, 188, 187],
  basketball: [219, 225, 223],
  'ice-hockey': [1, 18, 16, 406],
  cricket: [340, 18, 16],
  volleyball: [186, 188, 314],
  'table-tennis': [186, 188, 314],
  handball: [1, 18, 16],
};

const MATCH_NAME = tr(
  '{home} vs {away}',
  '{home} – {away}',
  '{home} vs. {away}',
  '{home} x {away}',
  '{home} — {away}',
  '{home} - {away}',
  '{home} ضد {away}',
);

/** True when no sport rows exist (the seed only fills an empty database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sports.id }).from(sports).limit(1);
  return rows.length === 0;
}

async function insertReturningIds<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const returned = await insert(rows.slice(i, i + BATCH));
    ids.push(...returned.map((r) => r.id));
  }
  return ids;
}

function flavourOf(sport: SportDef): ResultFlavour {
  switch (sport.kind) {
    case 'soccer':
      return 'soccer';
    case 'ice-hockey':
      return 'hockey';
    case 'esports':
      return sport.key === 'counter-strike' || sport.key === 'valorant' ? 'cs' : 'moba';
    default:
      return sport.kind;
  }
}

function seasonLabel(now: Date): { label: string; slug: string; end: Date } {
  const y = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 5 ? y : y - 1;
  const label = `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
  return {
    label,
    slug: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    end: new Date(Date.UTC(start + 1, 4, 31, 20, 0)),
  };
}

interface Team {
  id: number;
  name: string;
  town: string | null;
  rating: number;
}

type EventRow = typeof events.$inferInsert;
type MarketRow = typeof markets.$inferInsert;

const EVENT_COLUMNS: ColumnTypes = {
  urn_id: 'text',
  type: 'text',
  slug: 'text',
  sport_id: 'int',
  category_id: 'int',
  tournament_id: 'int',
  parent_id: 'int',
  name: 'jsonb',
  competitors: 'jsonb',
  search_text: 'text',
  start_time: 'timestamptz',
  end_date: 'timestamptz',
  status: 'smallint',
  stage: 'text',
  stadium: 'text',
  city: 'text',
  provider: 'text',
  has_video: 'boolean',
  is_provider_stats_available: 'boolean',
  statistics: 'jsonb',
  top_markets: 'jsonb',
  bets_count: 'int',
  model: 'jsonb',
  updated_at: 'timestamptz',
};

const MARKET_COLUMNS: ColumnTypes = {
  event_id: 'int',
  market_id: 'int',
  specifier: 'text',
  name: 'jsonb',
  status: 'smallint',
  outcomes: 'jsonb',
  market_groups: 'jsonb',
  priority: 'int',
  most_balanced: 'boolean',
  next_bet_stop: 'timestamptz',
  custom_bet_groups: 'jsonb',
  provider: 'text',
  updated_at: 'timestamptz',
};

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function eventJson(r: EventRow): Record<string, unknown> {
  return {
    urn_id: r.urnId,
    type: r.type,
    slug: r.slug,
    sport_id: r.sportId,
    category_id: r.categoryId,
    tournament_id: r.tournamentId,
    parent_id: r.parentId ?? null,
    name: r.name,
    competitors: r.competitors,
    search_text: r.searchText ?? '',
    start_time: iso(r.startTime),
    end_date: iso(r.endDate),
    status: r.status ?? 0,
    stage: r.stage ?? null,
    stadium: r.stadium ?? null,
    city: r.city ?? null,
    provider: r.provider,
    has_video: r.hasVideo ?? false,
    is_provider_stats_available: r.isProviderStatsAvailable ?? false,
    statistics: r.statistics ?? null,
    top_markets: r.topMarkets ?? [],
    bets_count: r.betsCount ?? 0,
    model: r.model ?? {},
    updated_at: iso(r.updatedAt),
  };
}

function marketJson(r: MarketRow): Record<string, unknown> {
  return {
    event_id: r.eventId,
    market_id: r.marketId,
    specifier: r.specifier ?? '',
    name: r.name,
    status: r.status ?? 1,
    outcomes: r.outcomes,
    market_groups: r.marketGroups ?? [],
    priority: r.priority ?? 0,
    most_balanced: r.mostBalanced ?? false,
    next_bet_stop: iso(r.nextBetStop),
    custom_bet_groups: r.customBetGroups ?? [],
    provider: r.provider,
    updated_at: iso(r.updatedAt),
  };
}

interface PendingEvent {
  row: EventRow;
  markets: PricedMarket[];
  parentKey?: string;
  key?: string;
}

/**
 * Fills an empty, migrated database with a deterministic catalogue: sports, categories, leagues,
 * competitors, matches (finished, live, upcoming) with priced markets, and outrights.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const size = opts.size ?? 'full';
  const small = size === 'small';
  const now = new Date(Math.floor((opts.now ?? new Date()).getTime() / MINUTE) * MINUTE);
  const rng = new Random(opts.seed);
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const season = seasonLabel(now);

  const sportDefs = SPORTS.filter((s) => !small || s.small).map((s) => ({
    ...s,
    leagues: s.leagues.filter((l) => !small || l.small),
  }));

  // Sports.
  const sportIds = await insertReturningIds(
    sportDefs.map((s) => ({
      urnId: `${URN_PREFIX[s.provider]}:sport:${s.urnSportId}`,
      key: s.key,
      type: s.type,
      provider: s.provider,
      name: SPORT_NAMES[s.key] ?? { en: s.key },
      priority: s.priority,
      priorities: s.priorities,
      mainMarketId: s.main[0],
      secondaryMarketId: s.secondary?.[0] ?? null,
      mainMarketOutcomesCount: s.main[1],
      secondaryMarketOutcomesCount: s.secondary?.[1] ?? 0,
    })),
    (chunk) => db.insert(sports).values(chunk).returning({ id: sports.id }),
  );

  // Categories, per sport.
  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const categoryKeys: string[] = [];
  sportDefs.forEach((s, i) => {
    const seen = new Set<string>();
    for (const league of s.leagues) {
      if (seen.has(league.category)) continue;
      seen.add(league.category);
      const country = COUNTRIES[league.category] ?? { code: null, name: { en: league.category } };
      const priority = s.categoryPriority?.[league.category] ?? Math.max(10, 60 - seen.size * 3);
      categoryRows.push({
        sportId: sportIds[i] as number,
        slug: league.category,
        name: country.name,
        countryCode: country.code,
        priority,
        priorities: s.type === 'cyber' ? { cybersport: priority } : { home: priority },
      });
      categoryKeys.push(`${s.key}:${league.category}`);
    }
  });
  const categoryIdList = await insertReturningIds(categoryRows, (chunk) =>
    db.insert(categories).values(chunk).returning({ id: categories.id }),
  );
  const categoryId = new Map(categoryKeys.map((k, i) => [k, categoryIdList[i] as number]));

  // Competitors, per league (international leagues reuse the best clubs of their source leagues).
  const teamsByLeague = new Map<string, Team[]>();
  const competitorRows: (typeof competitors.$inferInsert)[] = [];
  const pendingTeams: {
    key: string;
    name: string;
    town: string | null;
    rating: number;
    sportIndex: number;
  }[] = [];
  sportDefs.forEach((s, si) => {
    const taken = new Set<string>();
    const r = rng.fork(`teams:${s.key}`);
    for (const league of s.leagues) {
      if (league.from?.some((slug) => s.leagues.some((l) => l.slug === slug))) continue;
      const names = competitorNames(r, league.style, league.category, league.teams, taken, league.nations);
      const spread = league.spread ?? 110;
      for (const n of names) {
        const rating = Math.round(league.strength + r.normal(0, spread));
        pendingTeams.push({
          key: `${s.key}:${league.slug}`,
          name: n.name,
          town: n.town,
          rating,
          sportIndex: si,
        });
      }
    }
  });
  for (const t of pendingTeams) {
    competitorRows.push({
      sportId: sportIds[t.sportIndex] as number,
      name: t.name,
      logo: null,
      rating: t.rating,
    });
  }
  const competitorIds = await insertReturningIds(competitorRows, (chunk) =>
    db.insert(competitors).values(chunk).returning({ id: competitors.id }),
  );
  pendingTeams.forEach((t, i) => {
    const list = teamsByLeague.get(t.key) ?? [];
    list.push({ id: competitorIds[i] as number, name: t.name, town: t.town, rating: t.rating });
    teamsByLeague.set(t.key, list);
  });
  for (const s of sportDefs) {
    for (const league of s.leagues) {
      if (!league.from) continue;
      const pool = league.from.flatMap((slug) => teamsByLeague.get(`${s.key}:${slug}`) ?? []);
      if (pool.length === 0) continue;
      const best = pool.slice().sort((a, b) => b.rating - a.rating || a.id - b.id);
      const skip = Math.min(league.fromRank ?? 0, Math.max(0, best.length - league.teams));
      teamsByLeague.set(`${s.key}:${league.slug}`, best.slice(skip, skip + league.teams));
    }
  }

  // Tournaments.
  const tournamentRows: (typeof tournaments.$inferInsert)[] = [];
  const tournamentKeys: string[] = [];
  const tournamentSlugs = new Map<string, string>();
  let tournamentUrn = 0;
  sportDefs.forEach((s, si) => {
    const used = new Set(s.leagues.map((l) => l.category));
    for (const league of s.leagues) {
      let slug = league.slug;
      if (used.has(slug)) slug = `${league.category}-${slug}`;
      used.add(slug);
      tournamentUrn++;
      tournamentRows.push({
        urnId: `${URN_PREFIX[s.provider]}:tournament:${1000 + tournamentUrn}`,
        sportId: sportIds[si] as number,
        categoryId: categoryId.get(`${s.key}:${league.category}`) as number,
        slug,
        name: league.name,
        priority: league.priority,
        priorities: league.priorities ?? (s.type === 'cyber' ? { cybersport: league.priority } : {}),
        isTop: league.isTop ?? false,
      });
      tournamentKeys.push(`${s.key}:${league.slug}`);
      tournamentSlugs.set(`${s.key}:${league.slug}`, slug);
    }
  });
  const tournamentIdList = await insertReturningIds(tournamentRows, (chunk) =>
    db.insert(tournaments).values(chunk).returning({ id: tournaments.id }),
  );
  const tournamentId = new Map(tournamentKeys.map((k, i) => [k, tournamentIdList[i] as number]));

  // Matches.
  const pending: PendingEvent[] = [];
  let eventSeq = 0;
  const counts = { prematch: 0, live: 0, finished: 0 };
  const outrightCounts = { season: 0, stage: 0, simple_tournament: 0 };

  const matchEvent = (
    s: SportDef,
    si: number,
    league: LeagueDef,
    home: Team,
    away: Team,
    start: Date,
    status: 0 | 1 | 4,
    r: Random,
  ) => {
    eventSeq++;
    const model: MatchModel = modelFromRatings(s.kind, home.rating, away.rating, {
      ...(league.leagueTotal !== undefined ? { leagueTotal: league.leagueTotal } : {}),
      ...(league.bestOf !== undefined ? { bestOf: league.bestOf } : {}),
      ...(league.regulationMinutes !== undefined ? { regulationMinutes: league.regulationMinutes } : {}),
      ...(league.neutral ? { homeAdvantage: 0 } : {}),
      depth: league.deep && status !== 4 ? 'full' : 'basic',
    });
    const ctx = { home: home.name, away: away.name };
    let statistics: Record<string, unknown> | null = null;
    let stage: string | null = null;
    let priced: PricedMarket[] = [];
    if (status === 4) {
      statistics = simulateMatch(model, flavourOf(s), r, now, null).statistics;
    } else if (status === 1) {
      const elapsed = (now.getTime() - start.getTime()) / (s.duration * MINUTE);
      const sim = simulateMatch(model, flavourOf(s), r, now, Math.min(0.95, Math.max(0.05, elapsed)));
      statistics = sim.statistics;
      stage = sim.stage;
      priced = priceMatch(model, sim.state, ctx);
    } else {
      priced = priceMatch(model, PREMATCH_STATE, ctx);
    }
    counts[status === 0 ? 'prematch' : status === 1 ? 'live' : 'finished']++;
    const prefix = URN_PREFIX[s.provider];
    const tournamentName = league.name.en;
    const withStadium = league.stadiums && home.town && r.chance(0.7);
    const competitorJson = (t: Team): CompetitorJson => ({ id: t.id, name: t.name, logo: null });
    const name: LocalizedText = Object.fromEntries(
      Object.entries(MATCH_NAME).map(([locale, text]) => [
        locale,
        text.replace('{home}', home.name).replace('{away}', away.name),
      ]),
    ) as LocalizedText;
    pending.push({
      row: {
        urnId: `${prefix}:match:${40_000_000 + eventSeq}`,
        type: 'match',
        slug: `${slugify(home.name)}-vs-${slugify(away.name)}-${eventSeq}`,
        sportId: sportIds[si] as number,
        categoryId: categoryId.get(`${s.key}:${league.category}`) as number,
        tournamentId: tournamentId.get(`${s.key}:${league.slug}`) as number,
        name,
        competitors: { home: competitorJson(home), away: competitorJson(away) },
        searchText: `${home.name} ${away.name} ${tournamentName}`.toLowerCase(),
        startTime: start,
        status,
        stage,
        stadium: withStadium ? stadiumName(r, home.town as string) : null,
        city: withStadium ? home.town : null,
        provider: s.provider,
        hasVideo: status !== 4 && r.chance(league.isTop ? 0.5 : 0.15),
        isProviderStatsAvailable: s.provider === 'betradar' && r.chance(0.8),
        statistics,
        topMarkets: TOP_MARKETS[s.key] ?? [186, 188, 314],
        betsCount: status === 4 ? 0 : Math.round(r.float(0, 1) ** 2 * league.priority * 40),
        model: model as unknown as Record<string, unknown>,
        updatedAt: now,
      },
      markets: priced,
    });
  };

  sportDefs.forEach((s, si) => {
    for (const league of s.leagues) {
      const teams = teamsByLeague.get(`${s.key}:${league.slug}`) ?? [];
      if (teams.length < 2) continue;
      const r = rng.fork(`schedule:${s.key}:${league.slug}`);
      const weekSum = league.week.reduce((a, b) => a + b, 0) || 1;
      const perDay = (teams.length * league.perWeek) / 2 / weekSum;
      const firstDay = small ? -2 : -7;
      const lastDay = Math.min(small ? 3 : 13, league.days ?? 13);
      for (let day = firstDay; day <= lastDay; day++) {
        const date = dayStart + day * DAY;
        const dow = new Date(date).getUTCDay();
        let expected = perDay * (league.week[dow] ?? 0);
        if (small) expected = Math.min(expected, 2);
        const n = Math.min(Math.floor(teams.length / 2), Math.floor(expected + r.next()));
        if (n === 0) continue;
        const order = r.shuffle(teams);
        for (let k = 0; k < n; k++) {
          const home = order[2 * k] as Team;
          const away = order[2 * k + 1] as Team;
          const slot = r.pick(league.slots);
          const start = new Date(date + Math.round(slot * 4) * 15 * MINUTE);
          const t = start.getTime();
          if (t + s.duration * MINUTE < now.getTime()) matchEvent(s, si, league, home, away, start, 4, r);
          else if (t > now.getTime() + 10 * MINUTE) matchEvent(s, si, league, home, away, start, 0, r);
        }
      }
    }
    // A few matches in play right now, so the live list is never empty.
    const liveLeagues = s.leagues.slice(0, small ? 1 : 2);
    liveLeagues.forEach((league, li) => {
      const teams = teamsByLeague.get(`${s.key}:${league.slug}`) ?? [];
      if (teams.length < 2) return;
      const r = rng.fork(`live:${s.key}:${league.slug}`);
      const order = r.shuffle(teams);
      const liveCount = small ? 1 : li === 0 ? 2 : 1;
      for (let k = 0; k < liveCount && 2 * k + 1 < order.length; k++) {
        const elapsedMinutes = r.int(Math.round(s.duration * 0.1), Math.round(s.duration * 0.85));
        const start = new Date(now.getTime() - elapsedMinutes * MINUTE);
        matchEvent(s, si, league, order[2 * k] as Team, order[2 * k + 1] as Team, start, 1, r);
      }
    });
  });

  // Outrights: a season (or simple tournament) winner per configured league, with stages beneath.
  const outrightModel: OutrightModel = { family: 'outright', temperature: 90 };
  sportDefs.forEach((s, si) => {
    for (const league of s.leagues) {
      if (!league.outright) continue;
      const teams = teamsByLeague.get(`${s.key}:${league.slug}`) ?? [];
      if (teams.length < 2) continue;
      const prefix = URN_PREFIX[s.provider];
      const r = rng.fork(`outright:${s.key}:${league.slug}`);
      const isSeason = league.outright === 'season';
      const start = new Date(dayStart + DAY + 18 * HOUR);
      const end = isSeason ? season.end : new Date(dayStart + (league.days ?? 10) * DAY + 20 * HOUR);
      const label = isSeason ? ` ${season.label}` : '';
      const baseSlug = tournamentSlugs.get(`${s.key}:${league.slug}`) ?? league.slug;
      const parentKey = `${s.key}:${league.slug}:outright`;
      const outright = (
        type: 'season' | 'stage' | 'simple_tournament',
        title: LocalizedText,
        slug: string,
        field: Team[],
        key?: string,
        parent?: string,
      ) => {
        eventSeq++;
        outrightCounts[type]++;
        const quote = quoteOutrightWinner(outrightModel, field);
        const name = Object.fromEntries(
          Object.entries(title).map(([locale, text]) => [
            locale,
            `${text} – ${OUTRIGHT_TEXT.winner[locale] ?? 'Winner'}`,
          ]),
        ) as LocalizedText;
        pending.push({
          row: {
            urnId: `${prefix}:${type}:${90_000 + eventSeq}`,
            type,
            slug,
            sportId: sportIds[si] as number,
            categoryId: categoryId.get(`${s.key}:${league.category}`) as number,
            tournamentId: tournamentId.get(`${s.key}:${league.slug}`) as number,
            name,
            competitors: field.map((t) => ({ id: t.id, name: t.name, logo: null })),
            searchText: `${name.en} ${field.map((t) => t.name).join(' ')}`.toLowerCase(),
            startTime: start,
            endDate: end,
            status: 0,
            provider: s.provider,
            statistics: null,
            topMarkets: [quote.marketId],
            betsCount: Math.round(r.float(0, 1) * league.priority * 20),
            model: { ...outrightModel, ratings: Object.fromEntries(field.map((t) => [t.id, t.rating])) },
            updatedAt: now,
          },
          markets: priceQuotes([quote]),
          ...(key ? { key } : {}),
          ...(parent ? { parentKey: parent } : {}),
        });
      };
      const seasonTitle = Object.fromEntries(
        Object.entries(league.name).map(([locale, text]) => [locale, `${text}${label}`]),
      ) as LocalizedText;
      outright(
        isSeason ? 'season' : 'simple_tournament',
        seasonTitle,
        `${baseSlug}${isSeason ? `-${season.slug}` : ''}-winner`,
        teams,
        parentKey,
      );
      (league.stages ?? []).forEach((stageName, i) => {
        const stages = league.stages?.length ?? 1;
        const field =
          stages > 1 && i < 2 && s.kind === 'basketball' ? teams.filter((_, k) => k % 2 === i) : teams;
        const title = Object.fromEntries(
          Object.entries(seasonTitle).map(([locale, text]) => [
            locale,
            `${text} – ${stageName[locale] ?? stageName.en}`,
          ]),
        ) as LocalizedText;
        outright('stage', title, `${baseSlug}-${slugify(stageName.en)}-winner`, field, undefined, parentKey);
      });
    }
  });

  // Insert events (parents first so that stages can point at them), then their markets.
  const parents = pending.filter((p) => !p.parentKey);
  const children = pending.filter((p) => p.parentKey);
  const idByKey = new Map<string, number>();
  const marketRows: MarketRow[] = [];
  const collect = (list: PendingEvent[], ids: number[]) => {
    list.forEach((p, i) => {
      const eventId = ids[i] as number;
      if (p.key) idByKey.set(p.key, eventId);
      for (const m of p.markets) {
        marketRows.push({
          eventId,
          marketId: m.marketId,
          specifier: m.specifier,
          name: m.name,
          status: 1,
          outcomes: m.outcomes,
          marketGroups: m.groups,
          priority: m.priority,
          mostBalanced: m.mostBalanced,
          nextBetStop: p.row.status === 0 && p.row.type === 'match' ? p.row.startTime : null,
          customBetGroups:
            p.row.type === 'match' && p.row.provider === 'betradar' && m.groups.includes('main')
              ? ['main']
              : [],
          provider: p.row.provider,
          updatedAt: now,
        });
      }
    });
  };
  const parentIds = await bulkInsert(
    db,
    'events',
    EVENT_COLUMNS,
    parents.map((p) => eventJson(p.row)),
    'urn_id',
  );
  collect(parents, parentIds);
  const childIds = await bulkInsert(
    db,
    'events',
    EVENT_COLUMNS,
    children.map((p) => eventJson({ ...p.row, parentId: idByKey.get(p.parentKey as string) ?? null })),
    'urn_id',
  );
  collect(children, childIds);
  await bulkInsert(db, 'markets', MARKET_COLUMNS, marketRows.map(marketJson));
  await seedDemoPlayer(db, now);
  await seedBonusCampaigns(db, now);
  await seedJackpots(db);

  return {
    seed: opts.seed,
    size,
    now: now.toISOString(),
    counts: {
      sports: sportIds.length,
      categories: categoryIdList.length,
      tournaments: tournamentIdList.length,
      competitors: competitorIds.length,
      events: pending.length,
      markets: marketRows.length,
    },
    matches: counts,
    outrights: outrightCounts,
    ms: Math.round(performance.now() - started),
  };
}

/** Row counts per catalogue table (for the CLI summary and tests). */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    sports,
    categories,
    tournaments,
    competitors,
    events,
    markets,
  })) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}
