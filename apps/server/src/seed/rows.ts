import type { Db } from '../db/client.ts';
import type { events, markets } from '../db/schema.ts';
import type { PricedMarket } from '../modules/feed/pricing/index.ts';
import { bulkInsert, type ColumnTypes } from './bulk.ts';
import { openMarketRow } from './match-rows.ts';

/** Event and market rows as the seed writes them in bulk. */

export type EventRow = typeof events.$inferInsert;
export type MarketRow = typeof markets.$inferInsert;

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

/** An event waiting to be written, with its priced markets; `parentKey` names its parent outright. */
export interface PendingEvent {
  row: EventRow;
  markets: PricedMarket[];
  parentKey?: string;
  key?: string;
}

/** Writes the events (parents first, so that stages can point at them), then their markets; answers the market count. */
export async function insertPending(db: Db, pending: readonly PendingEvent[], now: Date): Promise<number> {
  const parents = pending.filter((p) => !p.parentKey);
  const children = pending.filter((p) => p.parentKey);
  const idByKey = new Map<string, number>();
  const marketRows: MarketRow[] = [];
  const collect = (list: readonly PendingEvent[], ids: number[]) => {
    list.forEach((p, i) => {
      const eventId = ids[i] as number;
      if (p.key) idByKey.set(p.key, eventId);
      for (const m of p.markets) {
        marketRows.push(
          openMarketRow(eventId, m, {
            nextBetStop: p.row.status === 0 && p.row.type === 'match' ? p.row.startTime : null,
            customBet: p.row.type === 'match' && p.row.provider === 'betradar',
            provider: p.row.provider,
            now,
          }),
        );
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
  return marketRows.length;
}
