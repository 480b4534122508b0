'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { SelectionMarket, SelectionMatch } from './selection-data.ts';

const MatchContext = createContext<SelectionMatch | null>(null);
const MarketContext = createContext<SelectionMarket | null>(null);

/** Gives the odds buttons inside the match-level data a slip selection needs (once per match). */
export function SelectionMatchProvider({ match, children }: { match: SelectionMatch; children: ReactNode }) {
  return <MatchContext.Provider value={match}>{children}</MatchContext.Provider>;
}

/** Gives the odds buttons inside the market name and group (once per market). */
export function SelectionMarketProvider({
  market,
  children,
}: {
  market: SelectionMarket;
  children: ReactNode;
}) {
  return <MarketContext.Provider value={market}>{children}</MarketContext.Provider>;
}

/** The match of the odds buttons around, or null outside a provider. */
export function useSelectionMatch(): SelectionMatch | null {
  return useContext(MatchContext);
}

/** The market of the odds buttons around, or null outside a provider. */
export function useSelectionMarket(): SelectionMarket | null {
  return useContext(MarketContext);
}
