'use client';

import { marketKeyOf } from '@sportsbook/domain';
import { MarketSection } from './market-section';
import type { RowMarket } from './row-match';

export interface MarketSectionsProps {
  matchId: number;
  /** The event's markets as the buttons read them (row-match.ts `rowMarketOf`). */
  markets: readonly RowMarket[];
  eventName: string;
  eventBettable: boolean;
  /** How many markets start expanded; the rest start collapsed (their odds are in the HTML all the same). */
  openCount: number;
  suspendedLabel: string;
  byPriceOrder: boolean;
}

/**
 * An event page's markets, drawn by one client component from the markets' data (issue 13): the page's
 * inline RSC payload carries each market once, as data, instead of its server-rendered markup with the
 * client islands inside.
 */
export function MarketSections({ markets, openCount, ...rest }: MarketSectionsProps) {
  return markets.map((market, index) => (
    <MarketSection key={marketKeyOf(market)} market={market} open={index < openCount} {...rest} />
  ));
}
