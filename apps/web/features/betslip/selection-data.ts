import type { Event, Market, SharedBet } from '@sportsbook/contract';
import {
  BetType,
  type Currency,
  emptyBet,
  type MarketSnapshot,
  type MatchStatus,
  type Odds,
  type Provider,
  type SelectionInput,
  type Subunits,
  selectionFrom,
  serializeTicket,
  systemTypeFromId,
  type TicketBet,
  TicketPhase,
} from '@sportsbook/domain';

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

/**
 * The bets of a share code as the JSON `restoreTicket` reads (SPEC §4 Persistence, §7 share-code):
 * selections are filled in from the current match and markets; a selection whose match or market
 * outcome is gone is left out (a bet left empty disappears in the restore). Bet ids are "bet-1"...
 */
export function ticketJsonFromShared(
  bets: readonly SharedBet[],
  events: ReadonlyMap<number, Event>,
  markets: ReadonlyMap<number, readonly Market[]>,
  currency: Currency,
): string {
  const ticketBets: TicketBet[] = bets.map((shared, index) => {
    const selections = shared.selections.flatMap((s) => {
      const event = events.get(s.match_id);
      const market = markets
        .get(s.match_id)
        ?.find((m) => m.id === s.market_id && m.specifier === (s.specifier ?? ''));
      const outcome = market?.outcomes.find((o) => o.id === s.outcome_id);
      if (!event || !market || !outcome) return [];
      return [
        selectionFrom(
          selectionInputOf(
            selectionMatchOf(event),
            { ...selectionMarketOf(market), marketId: market.id, specifier: market.specifier },
            { id: outcome.id, name: outcome.name, active: outcome.active, odds: s.odds },
          ),
        ),
      ];
    });
    const betType =
      shared.system_id !== undefined
        ? BetType.system
        : shared.custom_odds !== undefined
          ? BetType.customBet
          : selections.length > 1
            ? BetType.combo
            : BetType.single;
    const stake = shared.stake && shared.stake.currency === currency.code ? shared.stake.value : 0;
    return {
      ...emptyBet(`bet-${index + 1}`, betType, selections, currency),
      stake: stake as Subunits,
      systemType: shared.system_id ? (systemTypeFromId(shared.system_id) ?? null) : null,
      customOdds: (shared.custom_odds as Odds | undefined) ?? null,
      stakeSource: 'sharing',
    };
  });
  return serializeTicket({ ticketState: TicketPhase.initial, bets: ticketBets });
}
