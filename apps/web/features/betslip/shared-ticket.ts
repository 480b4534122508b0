import type { Event, Market, SharedBet } from '@sportsbook/contract';
import {
  BetType,
  type Currency,
  emptyBet,
  type Odds,
  type Subunits,
  selectionFrom,
  serializeTicket,
  systemTypeFromId,
  type TicketBet,
  TicketPhase,
} from '@sportsbook/domain';
import { selectionInputOf, selectionMarketOf, selectionMatchOf } from './selection-data.ts';

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
