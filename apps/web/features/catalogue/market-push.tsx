'use client';

import type { Market } from '@sportsbook/contract';
import { MarketStatus, marketKeyOf } from '@sportsbook/domain';
import { type ReactNode, useMemo } from 'react';
import { usePushedMarkets } from '@/features/live/hooks.ts';
import { liveMainMarket } from '@/features/live/main-market.ts';
import { isSidesMarket } from './format';
import { MarketSection } from './market-section';
import { OutcomeButtons } from './outcome-buttons';

// Markets the server render did not have, drawn in the browser as push brings them: a listing row's
// main market (a row rendered without one, or whose line changed) and an event page's new markets.

export interface LiveNewMarketsProps {
  matchId: number;
  /**
   * The markets the server rendered above (by id and line). The same array as MarketSections' own
   * `markets`: the page's payload carries it once.
   */
  rendered: readonly Pick<Market, 'id' | 'specifier'>[];
  /** The selected market group, or null for all markets. */
  group: string | null;
  eventName: string;
  eventBettable: boolean;
  suspendedLabel: string;
  /** Shown while there is nothing new (e.g. the empty state of a page without markets). */
  fallback?: ReactNode;
}

/**
 * An event page's markets that appeared after it loaded (new lines, lines reopened after status 0),
 * in the server's order (priority, then type and line), filtered by the selected group.
 */
export function LiveNewMarkets({
  matchId,
  rendered,
  group,
  eventName,
  eventBettable,
  suspendedLabel,
  fallback = null,
}: LiveNewMarketsProps) {
  const pushed = usePushedMarkets(matchId);
  const fresh = useMemo(() => {
    const renderedKeys = new Set(rendered.map(marketKeyOf));
    return pushed
      .filter(
        (market) =>
          market.status !== MarketStatus.notAllowed &&
          !renderedKeys.has(marketKeyOf(market)) &&
          (group === null || market.market_groups.includes(group)),
      )
      .sort((a, b) => b.priority - a.priority || a.id - b.id || a.specifier.localeCompare(b.specifier, 'en'));
  }, [pushed, rendered, group]);
  if (fresh.length === 0) return fallback;
  return fresh.map((market) => (
    <MarketSection
      key={marketKeyOf(market)}
      matchId={matchId}
      market={market}
      eventName={eventName}
      eventBettable={eventBettable}
      open
      suspendedLabel={suspendedLabel}
    />
  ));
}

export interface LiveMainMarketProps {
  matchId: number;
  /** The sport's main market type (SportRef.main_market_id). */
  marketTypeId: number | null;
  /** The main market the server rendered (only what the pick needs), or null. */
  seed: Pick<Market, 'id' | 'specifier' | 'most_balanced'> | null;
  eventName: string;
  eventBettable: boolean;
  /** Team names: outcomes named after them need no labels on the row. */
  home: string;
  away: string;
  /** Class of the element around the buttons. */
  className?: string | undefined;
  /** What the row shows without a main market ("No odds"). */
  noOdds: ReactNode;
  /** The server-rendered slot: the seed's buttons, or `noOdds` without a seed. */
  children: ReactNode;
}

/**
 * A listing row's main-market slot: the server-rendered buttons until push brings a different main
 * line (the most balanced one moved, the row had none, or the market was dropped and reopened);
 * "No odds" while every line of the main type is dropped.
 */
export function LiveMainMarket({
  matchId,
  marketTypeId,
  seed,
  eventName,
  eventBettable,
  home,
  away,
  className,
  noOdds,
  children,
}: LiveMainMarketProps) {
  const pushed = usePushedMarkets(matchId);
  const main = liveMainMarket(seed, pushed, marketTypeId);
  if (main === 'seed') return seed ? children : noOdds;
  if (main === null || main.outcomes.length === 0) return noOdds;
  return (
    <div className={className}>
      <OutcomeButtons
        market={main}
        eventName={eventName}
        eventBettable={eventBettable}
        showLabels={!isSidesMarket(main, home, away)}
      />
    </div>
  );
}
