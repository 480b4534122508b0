import type { CompetitorJson, LocalizedText } from '../db/schema.ts';
import { OUTRIGHT_TEXT } from '../modules/feed/i18n.ts';
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
import type { LeagueDef, SportDef } from './catalogue.ts';
import { matchName, URN_PREFIX } from './match-rows.ts';
import { slugify, stadiumName } from './names.ts';
import type { Random } from './random.ts';
import { type ResultFlavour, simulateMatch } from './results.ts';
import type { PendingEvent } from './rows.ts';
import type { SeedStructure, Team } from './structure.ts';

/** The seed's events: matches (finished, live, upcoming) and outrights, priced, waiting to be written. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const OUTRIGHT_MODEL: OutrightModel = { family: 'outright', temperature: 90 };

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

export function seasonLabel(now: Date): { label: string; slug: string; end: Date } {
  const y = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 5 ? y : y - 1;
  const label = `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
  return {
    label,
    slug: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    end: new Date(Date.UTC(start + 1, 4, 31, 20, 0)),
  };
}

/** What scheduling reads: the reference time, the seed's generator, the size and the structure written. */
export interface ScheduleContext {
  now: Date;
  rng: Random;
  small: boolean;
  /** Midnight (UTC) of `now`'s day, ms. */
  dayStart: number;
  season: { label: string; slug: string; end: Date };
  sportDefs: SportDef[];
  structure: SeedStructure;
}

/** Where an outright goes: its sport (and index), league, generator and dates. */
interface OutrightPlace {
  s: SportDef;
  si: number;
  league: LeagueDef;
  r: Random;
  start: Date;
  end: Date;
}

/** The events scheduled so far, with their counts. */
export class SeedBook {
  readonly pending: PendingEvent[] = [];
  readonly counts = { prematch: 0, live: 0, finished: 0 };
  readonly outrightCounts = { season: 0, stage: 0, simple_tournament: 0 };
  private eventSeq = 0;

  constructor(private readonly ctx: ScheduleContext) {}

  /** A match of `league` between `home` and `away`: finished (4), live (1) or upcoming (0). */
  match(
    s: SportDef,
    si: number,
    league: LeagueDef,
    home: Team,
    away: Team,
    start: Date,
    status: 0 | 1 | 4,
    r: Random,
  ): void {
    this.eventSeq++;
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
      statistics = simulateMatch(model, flavourOf(s), r, this.ctx.now, null).statistics;
    } else if (status === 1) {
      const elapsed = (this.ctx.now.getTime() - start.getTime()) / (s.duration * MINUTE);
      const sim = simulateMatch(
        model,
        flavourOf(s),
        r,
        this.ctx.now,
        Math.min(0.95, Math.max(0.05, elapsed)),
      );
      statistics = sim.statistics;
      stage = sim.stage;
      priced = priceMatch(model, sim.state, ctx);
    } else {
      priced = priceMatch(model, PREMATCH_STATE, ctx);
    }
    this.counts[status === 0 ? 'prematch' : status === 1 ? 'live' : 'finished']++;
    const prefix = URN_PREFIX[s.provider];
    const tournamentName = league.name.en;
    const withStadium = league.stadiums && home.town && r.chance(0.7);
    const competitorJson = (t: Team): CompetitorJson => ({ id: t.id, name: t.name, logo: null });
    const name = matchName(home.name, away.name);
    this.pending.push({
      row: {
        urnId: `${prefix}:match:${40_000_000 + this.eventSeq}`,
        type: 'match',
        slug: `${slugify(home.name)}-vs-${slugify(away.name)}-${this.eventSeq}`,
        sportId: this.ctx.structure.sportIds[si] as number,
        categoryId: this.ctx.structure.categoryId.get(`${s.key}:${league.category}`) as number,
        tournamentId: this.ctx.structure.tournamentId.get(`${s.key}:${league.slug}`) as number,
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
        updatedAt: this.ctx.now,
      },
      markets: priced,
    });
  }

  /** An outright winner market over `field` (a season, a stage beneath it, or a simple tournament). */
  outright(
    { s, si, league, r, start, end }: OutrightPlace,
    type: 'season' | 'stage' | 'simple_tournament',
    title: LocalizedText,
    slug: string,
    field: Team[],
    key?: string,
    parent?: string,
  ): void {
    this.eventSeq++;
    this.outrightCounts[type]++;
    const quote = quoteOutrightWinner(OUTRIGHT_MODEL, field);
    const name = Object.fromEntries(
      Object.entries(title).map(([locale, text]) => [
        locale,
        `${text} – ${OUTRIGHT_TEXT.winner[locale] ?? 'Winner'}`,
      ]),
    ) as LocalizedText;
    this.pending.push({
      row: {
        urnId: `${URN_PREFIX[s.provider]}:${type}:${90_000 + this.eventSeq}`,
        type,
        slug,
        sportId: this.ctx.structure.sportIds[si] as number,
        categoryId: this.ctx.structure.categoryId.get(`${s.key}:${league.category}`) as number,
        tournamentId: this.ctx.structure.tournamentId.get(`${s.key}:${league.slug}`) as number,
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
        model: { ...OUTRIGHT_MODEL, ratings: Object.fromEntries(field.map((t) => [t.id, t.rating])) },
        updatedAt: this.ctx.now,
      },
      markets: priceQuotes([quote]),
      ...(key ? { key } : {}),
      ...(parent ? { parentKey: parent } : {}),
    });
  }
}

/** Matches of every league over the schedule's days, and a few in play right now. */
export function scheduleMatches(book: SeedBook, ctx: ScheduleContext): void {
  ctx.sportDefs.forEach((s, si) => {
    for (const league of s.leagues) {
      const teams = ctx.structure.teamsByLeague.get(`${s.key}:${league.slug}`) ?? [];
      if (teams.length < 2) continue;
      const r = ctx.rng.fork(`schedule:${s.key}:${league.slug}`);
      const weekSum = league.week.reduce((a, b) => a + b, 0) || 1;
      const perDay = (teams.length * league.perWeek) / 2 / weekSum;
      const firstDay = ctx.small ? -2 : -7;
      const lastDay = Math.min(ctx.small ? 3 : 13, league.days ?? 13);
      for (let day = firstDay; day <= lastDay; day++) {
        const date = ctx.dayStart + day * DAY;
        const dow = new Date(date).getUTCDay();
        let expected = perDay * (league.week[dow] ?? 0);
        if (ctx.small) expected = Math.min(expected, 2);
        const n = Math.min(Math.floor(teams.length / 2), Math.floor(expected + r.next()));
        if (n === 0) continue;
        const order = r.shuffle(teams);
        for (let k = 0; k < n; k++) {
          const home = order[2 * k] as Team;
          const away = order[2 * k + 1] as Team;
          const slot = r.pick(league.slots);
          const start = new Date(date + Math.round(slot * 4) * 15 * MINUTE);
          const t = start.getTime();
          if (t + s.duration * MINUTE < ctx.now.getTime()) book.match(s, si, league, home, away, start, 4, r);
          else if (t > ctx.now.getTime() + 10 * MINUTE) book.match(s, si, league, home, away, start, 0, r);
        }
      }
    }
    // A few matches in play right now, so the live list is never empty.
    const liveLeagues = s.leagues.slice(0, ctx.small ? 1 : 2);
    liveLeagues.forEach((league, li) => {
      const teams = ctx.structure.teamsByLeague.get(`${s.key}:${league.slug}`) ?? [];
      if (teams.length < 2) return;
      const r = ctx.rng.fork(`live:${s.key}:${league.slug}`);
      const order = r.shuffle(teams);
      const liveCount = ctx.small ? 1 : li === 0 ? 2 : 1;
      for (let k = 0; k < liveCount && 2 * k + 1 < order.length; k++) {
        const elapsedMinutes = r.int(Math.round(s.duration * 0.1), Math.round(s.duration * 0.85));
        const start = new Date(ctx.now.getTime() - elapsedMinutes * MINUTE);
        book.match(s, si, league, order[2 * k] as Team, order[2 * k + 1] as Team, start, 1, r);
      }
    });
  });
}

/** Outrights: a season (or simple tournament) winner per configured league, with stages beneath. */
export function scheduleOutrights(book: SeedBook, ctx: ScheduleContext): void {
  ctx.sportDefs.forEach((s, si) => {
    for (const league of s.leagues) {
      if (!league.outright) continue;
      const teams = ctx.structure.teamsByLeague.get(`${s.key}:${league.slug}`) ?? [];
      if (teams.length < 2) continue;
      const r = ctx.rng.fork(`outright:${s.key}:${league.slug}`);
      const isSeason = league.outright === 'season';
      const start = new Date(ctx.dayStart + DAY + 18 * HOUR);
      const end = isSeason ? ctx.season.end : new Date(ctx.dayStart + (league.days ?? 10) * DAY + 20 * HOUR);
      const label = isSeason ? ` ${ctx.season.label}` : '';
      const baseSlug = ctx.structure.tournamentSlugs.get(`${s.key}:${league.slug}`) ?? league.slug;
      const parentKey = `${s.key}:${league.slug}:outright`;
      const place: OutrightPlace = { s, si, league, r, start, end };
      const seasonTitle = Object.fromEntries(
        Object.entries(league.name).map(([locale, text]) => [locale, `${text}${label}`]),
      ) as LocalizedText;
      book.outright(
        place,
        isSeason ? 'season' : 'simple_tournament',
        seasonTitle,
        `${baseSlug}${isSeason ? `-${ctx.season.slug}` : ''}-winner`,
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
        book.outright(
          place,
          'stage',
          title,
          `${baseSlug}-${slugify(stageName.en)}-winner`,
          field,
          undefined,
          parentKey,
        );
      });
    }
  });
}
