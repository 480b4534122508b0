import type { Market } from '@sportsbook/contract';
import { isBettableMarketStatus, type MarketStatus } from '@sportsbook/domain';
import { OddsButton } from './odds-button';

export interface OutcomeButtonsProps {
  market: Market;
  /** The event's name for screen readers: "Arsenal v Chelsea". */
  eventName: string;
  /** Whether the match itself takes bets (status prematch or live and bettable). */
  eventBettable: boolean;
  /** Show outcome names on the buttons. */
  showLabels?: boolean;
}

/** The odds buttons of one market's outcomes; locked when the market is not open or the match not bettable. */
export function OutcomeButtons({ market, eventName, eventBettable, showLabels = true }: OutcomeButtonsProps) {
  const marketOpen = eventBettable && isBettableMarketStatus(market.status as MarketStatus);
  return market.outcomes.map((outcome) => (
    <OddsButton
      key={outcome.id}
      odds={outcome.odds}
      outcomeLabel={showLabels ? outcome.name : undefined}
      accessibleName={`${eventName}, ${market.name}, ${outcome.name}`}
      locked={!marketOpen || !outcome.active}
    />
  ));
}
