import type { Event } from '@sportsbook/contract';
import { marketKeyOf } from '@sportsbook/domain';
import { SelectionMarketProvider, SelectionMatchProvider } from '@/features/betslip/selection-context.tsx';
import { selectionMarketOf, selectionMatchOf } from '@/features/betslip/selection-data.ts';
import { OddsButton } from './odds-button';
import type { RowMarket } from './row-match';

export interface OutcomeButtonsProps {
  market: RowMarket;
  /** The event's name for screen readers: "Arsenal v Chelsea". */
  eventName: string;
  /** Whether the match itself takes bets (status prematch or live and bettable). */
  eventBettable: boolean;
  /** Show outcome names on the buttons. */
  showLabels?: boolean;
  /**
   * On narrow screens, show the short labels of double chance and half time / full time ("1X",
   * "X2", "1/X") instead of names that would be cut to the same team name.
   */
  compactLabels?: boolean;
  /**
   * The event, when no SelectionMatchProvider is around: its slip data is given once for these
   * buttons. Without either, a click loads the match from the API first.
   */
  event?: Event;
}

/**
 * The odds buttons of one market's outcomes, following push updates; locked when the market is not
 * open, the outcome inactive or the match not bettable.
 */
export function OutcomeButtons({
  market,
  eventName,
  eventBettable,
  showLabels = true,
  compactLabels = false,
  event,
}: OutcomeButtonsProps) {
  const marketKey = marketKeyOf(market);
  const siblingIds = compactLabels ? market.outcomes.map((outcome) => outcome.id) : undefined;
  const buttons = market.outcomes.map((outcome) => (
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
      outcomeName={showLabels ? undefined : outcome.name}
      siblingIds={siblingIds}
      accessibleName={`${eventName}, ${market.name}, ${outcome.name}`}
    />
  ));
  const withMarket = (
    <SelectionMarketProvider market={selectionMarketOf(market)}>{buttons}</SelectionMarketProvider>
  );
  return event ? (
    <SelectionMatchProvider match={selectionMatchOf(event)}>{withMarket}</SelectionMatchProvider>
  ) : (
    withMarket
  );
}
