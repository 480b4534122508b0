import type { Competitor, Market, Match, Outcome } from '@sportsbook/contract';

/** The main market as a listing row draws it (OutcomeButtons, the slip's market data, the live pick). */
export type RowMarket = Pick<
  Market,
  'match_id' | 'id' | 'name' | 'status' | 'specifier' | 'market_groups' | 'most_balanced'
> & { outcomes: Pick<Outcome, 'id' | 'name' | 'active' | 'odds'>[] };

/**
 * What a listing row reads of its match (MatchRowView): the server hands this, not the whole match,
 * to the row's client component, so the page's inline RSC payload carries one small object per row
 * instead of the match (issue 13). A `Match` is one too.
 */
export type RowMatch = Pick<
  Match,
  | 'type'
  | 'id'
  | 'urn_id'
  | 'slug'
  | 'name'
  | 'status'
  | 'start_time'
  | 'provider'
  | 'bettable'
  | 'available_markets'
  | 'stage'
  | 'statistics'
> & {
  sport: Pick<Match['sport'], 'key' | 'main_market_id'>;
  category: Pick<Match['category'], 'name'>;
  tournament: Pick<Match['tournament'], 'name'>;
  competitors: { home: Competitor; away: Competitor };
  main_market: RowMarket | null;
};

const competitorOf = ({ id, name, logo }: Competitor): Competitor => ({ id, name, logo });

/** What a market's odds buttons read of it (a listing row's main market, an event page's markets). */
export function rowMarketOf(market: Market): RowMarket {
  return {
    match_id: market.match_id,
    id: market.id,
    name: market.name,
    status: market.status,
    specifier: market.specifier,
    market_groups: market.market_groups.slice(0, 1),
    most_balanced: market.most_balanced,
    outcomes: market.outcomes.map(({ id, name, active, odds }) => ({ id, name, active, odds })),
  };
}

/**
 * A row's live statistics: all but the finished periods' scores, since a row shows only the period in
 * play (a tennis set's games, live-score.ts). A live basketball row would otherwise carry every
 * quarter's score in the page's payload.
 */
export function rowStatisticsOf(statistics: Match['statistics']): Match['statistics'] {
  return statistics && { ...statistics, period_score: statistics.period_score.slice(-1) };
}

/** The fields of `match` a listing row reads (see RowMatch). */
export function rowMatchOf(match: Match): RowMatch {
  return {
    type: match.type,
    id: match.id,
    urn_id: match.urn_id,
    slug: match.slug,
    name: match.name,
    status: match.status,
    start_time: match.start_time,
    provider: match.provider,
    bettable: match.bettable,
    available_markets: match.available_markets,
    stage: match.stage,
    statistics: rowStatisticsOf(match.statistics),
    sport: { key: match.sport.key, main_market_id: match.sport.main_market_id },
    category: { name: match.category.name },
    tournament: { name: match.tournament.name },
    competitors: { home: competitorOf(match.competitors.home), away: competitorOf(match.competitors.away) },
    main_market: match.main_market ? rowMarketOf(match.main_market) : null,
  };
}
