import type { Match } from '@sportsbook/contract';
import { appendLiveMatch, isLiveListStatus, type MatchUpdate, mergeLiveList } from '@sportsbook/domain';
import type { KeyedListeners } from '../../lib/keyed-listeners.ts';
import { isWholeMatch } from './live-events.ts';
import { LIVE_LIST } from './live-listeners.ts';
import { type MatchLive, matchSeedOf } from './live-types.ts';

export interface LiveListDeps {
  listeners: KeyedListeners;
  /** Loads a whole match for the list (GET /matches/{id}). */
  fetchMatch: (id: number) => Promise<Match | null>;
  /** Whether this visitor sees the match (test providers). */
  isVisible: (match: Pick<MatchLive, 'sportKey' | 'provider'>) => boolean;
  /** The match's live fields now, if the store knows it. */
  matchNow: (id: number) => MatchLive | undefined;
  /** The store's server-rendered match values, where an appended match is seeded. */
  matchSeeds: Map<number, MatchLive>;
}

/**
 * The live list (/live): ids the server rendered, and whole matches appended since (a match that
 * goes live comes whole in its push, or is loaded once).
 */
export function createLiveList(deps: LiveListDeps) {
  let users = 0;
  const rendered = new Set<number>();
  let appended: readonly Match[] = [];
  const fetching = new Set<number>();

  function add(match: Match): void {
    const seed = matchSeedOf(match);
    if (!deps.isVisible(seed)) return;
    if (!deps.matchSeeds.has(match.id)) deps.matchSeeds.set(match.id, seed);
    appended = appendLiveMatch(appended, match);
  }

  function load(id: number): void {
    fetching.add(id);
    deps
      .fetchMatch(id)
      .then((match) => {
        if (match && users > 0 && !rendered.has(match.id)) {
          const before = appended;
          add(match);
          if (appended !== before) deps.listeners.notify([LIVE_LIST]);
        }
      })
      .catch((error: unknown) => console.warn('[live] could not load a new live match', error))
      .finally(() => fetching.delete(id));
  }

  return {
    /** Applies a match update to the list while someone tracks it. */
    apply(update: MatchUpdate<Match>, changed: Set<string>): void {
      if (users === 0) return;
      const next = mergeLiveList(appended, update);
      if (next !== appended) {
        appended = next;
        changed.add(LIVE_LIST);
      }
      const status = update.status ?? deps.matchNow(update.id)?.status;
      if (
        status === undefined ||
        !isLiveListStatus(status) ||
        rendered.has(update.id) ||
        appended.some((match) => match.id === update.id) ||
        fetching.has(update.id)
      ) {
        return;
      }
      if (isWholeMatch(update)) {
        add(update);
        changed.add(LIVE_LIST);
        return;
      }
      load(update.id);
    },

    /** Starts tracking the live list with the ids the server rendered; returns the stop function. */
    trackLiveList(renderedIds: readonly number[]): () => void {
      users += 1;
      for (const id of renderedIds) rendered.add(id);
      appended = appended.filter((match) => !rendered.has(match.id));
      return () => {
        users -= 1;
        if (users === 0) {
          rendered.clear();
          appended = [];
        }
      };
    },
    subscribeLiveList(listener: () => void) {
      return deps.listeners.subscribe(LIVE_LIST, listener);
    },
    /** Live matches the server did not render, in the order they started. */
    getLiveAppended(): readonly Match[] {
      return appended;
    },
  };
}
