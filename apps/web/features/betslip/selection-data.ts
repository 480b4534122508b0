import type { Event, Market } from '@sportsbook/contract';
import type { MarketSnapshot, MatchStatus, Odds, Provider, SelectionInput } from '@sportsbook/domain';

/**
 * What a selection needs to know of its match (SPEC §3 Selection), handed to odds buttons once per
 * match through a context rather than per button, so the page's RSC payload stays small.
 */
export interface SelectionMatch {
  readonly id: number;
  readonly urnId: string;
  readonly slug: string;
  readonly status: number;
  readonly sportKey: string;
  readonly nameA: string;
  readonly nameB: string;
  readonly categoryName: string;
  readonly provider: string;
}

/** What a selection needs to know of its market, once per market. */
export interface SelectionMarket {
  readonly name: string;
  /** First market group key ('' when none). */
  readonly group: string;
}

/** What selectionMatchOf reads of an event (a listing row's slim match is one too). */
export type SelectionEvent = Pick<Event, 'id' | 'urn_id' | 'slug' | 'status' | 'name' | 'provider'> & {
  sport: Pick<Event['sport'], 'key'>;
  category: Pick<Event['category'], 'name'>;
} & (
    | { type: 'match'; competitors: { home: { name: string }; away: { name: string } } }
    | { type: Exclude<Event['type'], 'match'> }
  );

/** The match-level data of a selection from a catalogue event (outrights: the event name is side A). */
export function selectionMatchOf(event: SelectionEvent): SelectionMatch {
  const [nameA, nameB] =
    event.type === 'match' ? [event.competitors.home.name, event.competitors.away.name] : [event.name, ''];
  return {
    id: event.id,
    urnId: event.urn_id,
    slug: event.slug,
    status: event.status,
    sportKey: event.sport.key,
    nameA,
    nameB,
    categoryName: event.category.name,
    provider: event.provider,
  };
}

/** The market-level data of a selection from a catalogue market. */
export function selectionMarketOf(market: Pick<Market, 'name' | 'market_groups'>): SelectionMarket {
  return { name: market.name, group: market.market_groups[0] ?? '' };
}

/** Market id and specifier of a market key "id|specifier" (the specifier itself may hold '|'). */
export function parseMarketKey(marketKey: string): { marketId: number; specifier: string } {
  const cut = marketKey.indexOf('|');
  return cut < 0
    ? { marketId: Number(marketKey), specifier: '' }
    : { marketId: Number(marketKey.slice(0, cut)), specifier: marketKey.slice(cut + 1) };
}

/** One outcome as the slip's reducer takes it. */
export function selectionInputOf(
  match: SelectionMatch,
  market: SelectionMarket & { readonly marketId: number; readonly specifier: string },
  outcome: { readonly id: string; readonly name: string; readonly active: boolean; readonly odds: number },
): SelectionInput {
  return {
    matchId: match.id,
    matchUrnId: match.urnId,
    matchSlug: match.slug,
    matchStatus: match.status as MatchStatus,
    marketGroup: market.group,
    sportKey: match.sportKey,
    nameA: match.nameA,
    nameB: match.nameB,
    categoryName: match.categoryName,
    provider: match.provider as Provider,
    marketId: market.marketId,
    marketName: market.name,
    specifier: market.specifier,
    outcomeId: outcome.id,
    outcomeName: outcome.name,
    active: outcome.active,
    odds: outcome.odds as Odds,
  };
}

/** A catalogue market as the reducer's market snapshot. */
export function marketSnapshotOf(
  market: Pick<Market, 'id' | 'specifier' | 'status' | 'outcomes'>,
): MarketSnapshot {
  return {
    id: market.id,
    specifier: market.specifier,
    status: market.status,
    outcomes: market.outcomes.map((o) => ({ id: o.id, active: o.active, odds: o.odds })),
  };
}
