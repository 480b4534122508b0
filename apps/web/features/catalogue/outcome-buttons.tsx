import type { Market } from '@sportsbook/contract';
import { marketKeyOf } from '@sportsbook/domain';
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

/**
 * The odds buttons of one market's outcomes, following push updates; locked when the market is not
 * open, the outcome inactive or the match not bettable.
 */
export function OutcomeButtons({ market, eventName, eventBettable, showLabels = true }: OutcomeButtonsProps) {
  const marketKey = marketKeyOf(market);
  return market.outcomes.map((outcome) => (
    <OddsButton
      key={outcome.id}
      matchId={market.match_id}
      marketKey={marketKey}
      outcomeId={outcome.id}
      odds={outcome.odds}
      active={outcome.active}
      marketStatus={market.status}
      eventBettable={eventBettable}
      outcomeLabel={showLabels ? outcome.name : undefined}
      accessibleName={`${eventName}, ${market.name}, ${outcome.name}`}
    />
  ));
}
