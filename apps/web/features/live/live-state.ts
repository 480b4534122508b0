import { isBettableMatchStatus, mergeMatch } from '@sportsbook/domain';
import type { KeyedListeners } from '../../lib/keyed-listeners.ts';
import type { Flashes } from './live-flashes.ts';
import { marketKey, matchKey, outcomeKey } from './live-listeners.ts';
import type { MatchLive, OutcomeLive, OutcomeSeed } from './live-types.ts';

/**
 * What the live store knows: server-rendered values (seeds) and the entries push events changed
 * (overlays). A new server render with different values than its seed drops the overlay.
 */
export interface LiveState {
  readonly outcomeSeeds: Map<string, OutcomeSeed>;
  readonly outcomes: Map<string, OutcomeLive>;
  readonly marketSeeds: Map<string, number>;
  readonly marketStatuses: Map<string, number>;
  readonly matchSeeds: Map<number, MatchLive>;
  readonly matches: Map<number, MatchLive>;
  readonly providers: Map<string, 'active' | 'inactive'>;
}

export function createLiveState(): LiveState {
  return {
    outcomeSeeds: new Map(),
    outcomes: new Map(),
    marketSeeds: new Map(),
    marketStatuses: new Map(),
    matchSeeds: new Map(),
    matches: new Map(),
    providers: new Map(),
  };
}

/** The match's live fields now: its overlay, else its seed. */
export function matchNow(state: LiveState, id: number): MatchLive | undefined {
  return state.matches.get(id) ?? state.matchSeeds.get(id);
}

function sameSeed(a: OutcomeSeed, b: OutcomeSeed): boolean {
  return a.odds === b.odds && a.active === b.active && a.marketStatus === b.marketStatus;
}

/** Seeding, subscribing to and reading outcomes and markets. */
export function outcomeApi(state: LiveState, listeners: KeyedListeners, flashes: Flashes) {
  return {
    /** Registers an outcome's server-rendered values; different values than before drop the overlay. */
    seedOutcome(matchId: number, market: string, outcomeId: string, seed: OutcomeSeed): void {
      const key = outcomeKey(matchId, market, outcomeId);
      const previous = state.outcomeSeeds.get(key);
      state.outcomeSeeds.set(key, seed);
      if (previous && !sameSeed(previous, seed) && state.outcomes.delete(key)) {
        flashes.forget(key);
        listeners.notify([key]);
      }
    },
    subscribeOutcome(matchId: number, market: string, outcomeId: string, listener: () => void) {
      return listeners.subscribe(outcomeKey(matchId, market, outcomeId), listener);
    },
    /** The outcome's live entry, or undefined while its server-rendered values still hold. */
    getOutcome(matchId: number, market: string, outcomeId: string): OutcomeLive | undefined {
      return state.outcomes.get(outcomeKey(matchId, market, outcomeId));
    },

    /** Registers a market's server-rendered status. */
    seedMarket(matchId: number, market: string, status: number): void {
      const key = marketKey(matchId, market);
      const previous = state.marketSeeds.get(key);
      state.marketSeeds.set(key, status);
      if (previous !== undefined && previous !== status && state.marketStatuses.delete(key)) {
        listeners.notify([key]);
      }
    },
    subscribeMarket(matchId: number, market: string, listener: () => void) {
      return listeners.subscribe(marketKey(matchId, market), listener);
    },
    /** The market's status from push, or undefined while the server-rendered one holds. */
    getMarketStatus(matchId: number, market: string): number | undefined {
      return state.marketStatuses.get(marketKey(matchId, market));
    },
  };
}

/** Seeding, subscribing to and reading matches. */
export function matchApi(state: LiveState, listeners: KeyedListeners) {
  return {
    /** Registers a match's server-rendered values; events for unseeded matches are ignored. */
    seedMatch(seed: MatchLive): void {
      const previous = state.matchSeeds.get(seed.id);
      state.matchSeeds.set(seed.id, seed);
      if (previous && mergeMatch(previous, seed) !== previous && state.matches.delete(seed.id)) {
        listeners.notify([matchKey(seed.id)]);
      }
    },
    subscribeMatch(matchId: number, listener: () => void) {
      return listeners.subscribe(matchKey(matchId), listener);
    },
    /** The match's live entry, or undefined while its server-rendered values still hold. */
    getMatch(matchId: number): MatchLive | undefined {
      return state.matches.get(matchId);
    },
    /**
     * Whether the match takes bets now (status, feed flag, provider up), or undefined while nothing
     * live is known about it. A primitive, so subscribers re-render only when it flips.
     */
    getMatchBettable(matchId: number): boolean | undefined {
      const match = matchNow(state, matchId);
      if (!match || (!state.matches.has(matchId) && !state.providers.has(match.provider))) return undefined;
      return (
        match.bettable &&
        isBettableMatchStatus(match.status) &&
        state.providers.get(match.provider) !== 'inactive'
      );
    },
  };
}
