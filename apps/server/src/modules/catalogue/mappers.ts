import type {
  CategoriesResponse,
  Category,
  Competitor,
  Event,
  Market,
  Provider,
  Sport,
  SportType,
  Statistics,
  Tournament,
} from '@sportsbook/contract';
import type { CompetitorJson } from '../../db/schema.ts';
import { localize } from '../../lib/localize.ts';
import { periodName, stageName } from '../feed/i18n.ts';
import type { EventRow, MarketRow } from './event-queries.ts';
import type { CategoryRow, SportRow, TournamentRow } from './queries.ts';

// Rows → contract shapes. Names are picked in the request locale with English fallback.

type SportCols = Omit<SportRow, never>;

export function sportFrom(row: SportCols, locale: string): Sport {
  return {
    id: row.id,
    urn_id: row.urnId,
    key: row.key,
    name: localize(row.name, locale),
    priority: row.priority,
    priorities: row.priorities ?? {},
    type: row.type as SportType,
    provider: row.provider as Provider,
    main_market_id: row.mainMarketId,
    secondary_market_id: row.secondaryMarketId,
    main_market_outcomes_count: row.mainMarketOutcomesCount,
    secondary_market_outcomes_count: row.secondaryMarketOutcomesCount,
  };
}

function sportRef(row: Pick<SportRow, 'id' | 'key' | 'name' | 'type' | 'mainMarketId'>, locale: string) {
  return {
    id: row.id,
    key: row.key,
    name: localize(row.name, locale),
    type: row.type as SportType,
    main_market_id: row.mainMarketId,
  };
}

function categoryRef(row: Pick<CategoryRow, 'id' | 'slug' | 'name' | 'countryCode'>, locale: string) {
  return { id: row.id, slug: row.slug, name: localize(row.name, locale), country_code: row.countryCode };
}

export function categoryFrom(row: CategoryRow, sport: SportRow, locale: string): Category {
  return {
    ...categoryRef(row, locale),
    priority: row.priority,
    priorities: row.priorities ?? {},
    sport: sportRef(sport, locale),
  };
}
export type CategoryList = CategoriesResponse['data'];

export function tournamentFrom(
  row: TournamentRow,
  category: CategoryRow,
  sport: SportRow,
  locale: string,
): Tournament {
  return {
    id: row.id,
    urn_id: row.urnId,
    slug: row.slug,
    name: localize(row.name, locale),
    priority: row.priority,
    priorities: row.priorities ?? {},
    is_top: row.isTop,
    category: categoryRef(category, locale),
    sport: sportRef(sport, locale),
  };
}

export function marketFrom(row: MarketRow, event: { id: number; urnId: string }, locale: string): Market {
  return {
    match_id: event.id,
    match_urn_id: event.urnId,
    id: row.marketId,
    name: localize(row.name, locale),
    status: row.status,
    specifier: row.specifier,
    outcomes: row.outcomes.map((o) => ({
      id: String(o.id),
      name: localize(o.name, locale),
      active: o.active,
      odds: o.odds,
    })),
    market_groups: row.marketGroups,
    priority: row.priority,
    most_balanced: row.mostBalanced,
    next_bet_stop: row.nextBetStop ? row.nextBetStop.toISOString() : null,
    custom_bet_groups: row.customBetGroups,
    provider: row.provider as Provider,
  };
}

function competitorFrom(c: CompetitorJson | undefined): Competitor {
  return { id: c?.id ?? 0, name: c?.name ?? '', logo: c?.logo ?? null };
}

/**
 * Statistics as stored by the feed, with every field the contract requires present and period names
 * in `locale`. The feed's private state under `feed` is left out.
 */
export function statisticsFor(raw: Record<string, unknown> | null, locale: string): Statistics | null {
  if (!raw) return null;
  const s = raw as Partial<Statistics>;
  return {
    clock: s.clock ?? null,
    total_score: s.total_score ?? null,
    game_score: s.game_score ?? null,
    current_server: s.current_server ?? null,
    period_score: (s.period_score ?? []).map((p) => ({
      ...p,
      period_name: periodName(p.period_key, p.period_name, locale),
    })),
    max_period_number: s.max_period_number ?? null,
    balls: s.balls ?? null,
  };
}

/** The current stage in `locale`, matched against the stored (English) period names. */
export function stageFor(
  stage: string | null,
  raw: Record<string, unknown> | null,
  locale: string,
): string | null {
  const periods = ((raw as Partial<Statistics> | null)?.period_score ?? []) as Statistics['period_score'];
  return stageName(stage, periods, locale);
}

export interface EventExtras {
  availableMarkets: number;
  mainMarket: Market | null;
  secondaryMarket: Market | null;
  parentName: string | null;
}

export function eventFrom(row: EventRow, extras: EventExtras, locale: string): Event {
  const e = row.event;
  const common = {
    id: e.id,
    urn_id: e.urnId,
    slug: e.slug,
    name: localize(e.name, locale),
    status: e.status as Event['status'],
    start_time: e.startTime.toISOString(),
    provider: e.provider as Provider,
    bettable: (e.status === 0 || e.status === 1) && extras.availableMarkets > 0,
    available_markets: extras.availableMarkets,
    main_market: extras.mainMarket,
    sport: sportRef(row.sport, locale),
    category: categoryRef(row.category, locale),
    tournament: {
      id: row.tournament.id,
      slug: row.tournament.slug,
      name: localize(row.tournament.name, locale),
    },
  };
  if (e.type === 'match') {
    const comps = Array.isArray(e.competitors)
      ? { home: e.competitors[0], away: e.competitors[1] }
      : e.competitors;
    return {
      ...common,
      type: 'match',
      stage: stageFor(e.stage, e.statistics, locale),
      stadium: e.stadium,
      city: e.city,
      competitors: { home: competitorFrom(comps.home), away: competitorFrom(comps.away) },
      statistics: statisticsFor(e.statistics, locale),
      top_markets: e.topMarkets ?? [],
      secondary_market: extras.secondaryMarket,
      has_video: e.hasVideo,
      is_provider_stats_available: e.isProviderStatsAvailable,
    };
  }
  const list = Array.isArray(e.competitors) ? e.competitors : [e.competitors.home, e.competitors.away];
  return {
    ...common,
    type: e.type,
    parent:
      e.parentId !== null && extras.parentName !== null ? { id: e.parentId, name: extras.parentName } : null,
    competitors: list.map(competitorFrom),
    end_date: e.endDate ? e.endDate.toISOString() : null,
  };
}
