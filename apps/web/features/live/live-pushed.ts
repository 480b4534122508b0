import type { Market } from '@sportsbook/contract';
import { MarketStatus } from '@sportsbook/domain';
import type { KeyedListeners } from '../../lib/keyed-listeners.ts';
import { outcomeKey, pushedKey } from './live-listeners.ts';

const NO_MARKETS: readonly Market[] = [];

/**
 * Markets pushed for the matches a component tracks (listing rows, match pages), so lines the server
 * render did not have (or dropped) can be drawn. Listeners hear of a new line, a line dropped or
 * back (status 0), or a flip of its most-balanced flag; a line drawn on the page keeps its snapshot
 * otherwise (its odds follow through the outcome entries), one not drawn keeps its latest prices
 * quietly. `outcomeSeeds` holds the outcomes drawn on the page.
 */
export function createPushedMarkets(listeners: KeyedListeners, outcomeSeeds: ReadonlyMap<string, unknown>) {
  const pushedMarkets = new Map<number, Map<string, Market>>();
  const pushedUsers = new Map<number, number>();
  const pushedLists = new Map<number, readonly Market[]>();
  const dropped = (status: number) => status === MarketStatus.notAllowed;

  return {
    /** Keeps a pushed market of a tracked match; adds its list's key to `changed` if it alters it. */
    remember(matchId: number, key: string, market: Market, changed: Set<string>): void {
      const pushed = pushedMarkets.get(matchId);
      if (!pushed) return;
      const before = pushed.get(key);
      const structural =
        !before ||
        dropped(before.status) !== dropped(market.status) ||
        before.most_balanced !== market.most_balanced;
      const drawn = market.outcomes.some((outcome) => outcomeSeeds.has(outcomeKey(matchId, key, outcome.id)));
      if (drawn && !structural) return;
      // A line not on the page keeps its latest prices for when it is drawn; only a change that can
      // alter what is drawn (a new line, dropped or back, the balanced line moved) notifies.
      pushed.set(key, market);
      if (!structural) return;
      pushedLists.delete(matchId);
      changed.add(pushedKey(matchId));
    },

    /**
     * Notifies `listener` when the pushed lines of a match change (see getPushedMarkets); while any
     * listener is subscribed, the store keeps them. Returns the unsubscribe function.
     */
    subscribePushedMarkets(matchId: number, listener: () => void): () => void {
      pushedUsers.set(matchId, (pushedUsers.get(matchId) ?? 0) + 1);
      if (!pushedMarkets.has(matchId)) pushedMarkets.set(matchId, new Map());
      const unsubscribe = listeners.subscribe(pushedKey(matchId), listener);
      return () => {
        unsubscribe();
        const users = (pushedUsers.get(matchId) ?? 1) - 1;
        if (users > 0) {
          pushedUsers.set(matchId, users);
          return;
        }
        pushedUsers.delete(matchId);
        pushedMarkets.delete(matchId);
        pushedLists.delete(matchId);
      };
    },

    /**
     * The match's lines pushed since a component subscribed, one snapshot per line in order of
     * arrival (status 0 included: a dropped line); the same array until one changes.
     */
    getPushedMarkets(matchId: number): readonly Market[] {
      const cached = pushedLists.get(matchId);
      if (cached) return cached;
      const pushed = pushedMarkets.get(matchId);
      if (!pushed || pushed.size === 0) return NO_MARKETS;
      const list = [...pushed.values()];
      pushedLists.set(matchId, list);
      return list;
    },
  };
}

export type PushedMarkets = ReturnType<typeof createPushedMarkets>;
