import type { Market, Match, Statistics } from '@sportsbook/contract';
import {
  appendLiveMatch,
  isLiveListStatus,
  MarketStatus,
  type MatchUpdate,
  mergeLiveList,
} from '@sportsbook/domain';

/**
 * The live store's parts (live-store.ts): the shapes of its entries and the server render's seeds,
 * the push events it applies (checked by shape: the contract's zod schemas stay out of the client
 * bundle), and the parts that keep state of their own: its listeners by key, the flashes of odds
 * that just moved, the lines pushed for the matches a component tracks, and the live list's
 * appended matches.
 */

/** Which way odds moved in their last change. */
export type OddsDirection = 'up' | 'down';

/** An outcome as the page shows it now. */
export interface OutcomeLive {
  /** Decimal odds × 1000. */
  readonly odds: number;
  readonly active: boolean;
  /** Status code of the outcome's market. */
  readonly marketStatus: number;
  /**
   * Which way the last odds change went while it is less than the flash duration old, then null:
   * the store clears expired flashes itself (one shared timer), so components need no timers.
   */
  readonly flash: OddsDirection | null;
}

/** What a server render tells the store about an outcome. */
export type OutcomeSeed = Pick<OutcomeLive, 'odds' | 'active' | 'marketStatus'>;

/** The live fields of a match and what filtering needs (sport and provider). */
export interface MatchLive {
  readonly id: number;
  readonly status: Match['status'];
  readonly bettable: boolean;
  readonly stage: string | null;
  readonly statistics: Statistics | null;
  readonly provider: string;
  readonly sportKey: string;
}

/** The live fields of a match as a server render gives them. */
export function matchSeedOf(
  match: Pick<Match, 'id' | 'status' | 'bettable' | 'stage' | 'statistics' | 'provider'> & {
    sport: Pick<Match['sport'], 'key'>;
  },
): MatchLive {
  return {
    id: match.id,
    status: match.status,
    bettable: match.bettable,
    stage: match.stage,
    statistics: match.statistics,
    provider: match.provider,
    sportKey: match.sport.key,
  };
}

/** A push event the store applies; others are ignored. */
export type LiveEvent =
  | { event_name: 'match_changed'; message: Partial<Match> & { id: number } }
  | { event_name: 'match_status_changed'; message: { match_id: number; status: Match['status'] } }
  | { event_name: 'markets_changed'; message: { match_id: number; markets: Market[] } }
  | { event_name: 'provider_status_changed'; message: { provider: string; status: 'active' | 'inactive' } };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A publication's data as a LiveEvent, or null for anything else (checked by shape, without zod). */
export function liveEventFrom(data: unknown): LiveEvent | null {
  if (!isRecord(data) || !isRecord(data.message)) return null;
  const message = data.message;
  switch (data.event_name) {
    case 'match_changed':
      return typeof message.id === 'number' ? (data as LiveEvent) : null;
    case 'match_status_changed':
      return typeof message.match_id === 'number' && typeof message.status === 'number'
        ? (data as LiveEvent)
        : null;
    case 'markets_changed':
      return typeof message.match_id === 'number' && Array.isArray(message.markets)
        ? (data as LiveEvent)
        : null;
    case 'provider_status_changed':
      return typeof message.provider === 'string' &&
        (message.status === 'active' || message.status === 'inactive')
        ? (data as LiveEvent)
        : null;
    default:
      return null;
  }
}

/** Whether a match update carries a whole match (the feed sends one when a match starts). */
function isWholeMatch(update: Partial<Match>): update is Match {
  return (
    update.type === 'match' &&
    update.competitors !== undefined &&
    update.tournament !== undefined &&
    update.sport !== undefined
  );
}

/** Listeners by key; a flush notifies the keys it changed. */
export function createListeners() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe(key: string, listener: () => void): () => void {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    notify(keys: Iterable<string>): void {
      for (const key of keys) {
        const set = listeners.get(key);
        if (set) for (const listener of [...set]) listener();
      }
    },
  };
}

export type Listeners = ReturnType<typeof createListeners>;

/**
 * Outcomes that flash now, with when their flash ends (ms since epoch). Each change re-inserts its
 * key, so the map stays in order of expiry and `expire` stops at the first flash still running. One
 * timer for all of them (`arm`) calls `wake` when the oldest one ends.
 */
export function createFlashes(
  flashMs: number,
  now: () => number,
  setTimer: (run: () => void, ms: number) => void,
  wake: () => void,
) {
  const until = new Map<string, number>();
  let armed = false;
  return {
    /** Starts the flash of `key`, which changed at `at`, again from the beginning. */
    start(key: string, at: number): void {
      until.delete(key);
      until.set(key, at + flashMs);
    },
    stop(key: string): void {
      until.delete(key);
    },
    /** Calls `ended` with each key whose flash has run its time, and forgets it. */
    expire(ended: (key: string) => void): void {
      if (until.size === 0) return;
      const time = now();
      for (const [key, end] of until) {
        if (end > time) break;
        until.delete(key);
        ended(key);
      }
    },
    arm(): void {
      if (armed) return;
      const first = until.values().next();
      if (first.done) return;
      armed = true;
      setTimer(
        () => {
          armed = false;
          wake();
        },
        Math.max(0, first.value - now()),
      );
    },
  };
}

/**
 * The pushed lines of a match that has none. The one instance, shared with the hook's server snapshot:
 * an equal but distinct array there would make React re-render every row right after hydration.
 */
export const NO_MARKETS: readonly Market[] = [];

/**
 * Markets pushed for the matches a component tracks (listing rows, match pages), so lines the server
 * render did not have (or dropped) can be drawn. Listeners hear of a new line, a line dropped or back
 * (status 0), or a flip of its most-balanced flag; a line drawn on the page keeps its snapshot
 * otherwise (its odds follow through the outcome entries), one not drawn keeps its latest prices
 * quietly. `isDrawn` tells whether the page shows one of a market's outcomes.
 */
export function createPushedLines(
  listeners: Listeners,
  isDrawn: (matchId: number, key: string, market: Market) => boolean,
) {
  const pushed = new Map<number, Map<string, Market>>();
  const users = new Map<number, number>();
  const lists = new Map<number, readonly Market[]>();
  const listKey = (matchId: number) => `x|${matchId}`;
  const dropped = (status: number) => status === MarketStatus.notAllowed;
  const api = {
    /**
     * Notifies `listener` when the pushed lines of a match change (see getPushedMarkets); while any
     * listener is subscribed, the store keeps them. Returns the unsubscribe function.
     */
    subscribePushedMarkets(matchId: number, listener: () => void): () => void {
      users.set(matchId, (users.get(matchId) ?? 0) + 1);
      if (!pushed.has(matchId)) pushed.set(matchId, new Map());
      const unsubscribe = listeners.subscribe(listKey(matchId), listener);
      return () => {
        unsubscribe();
        const left = (users.get(matchId) ?? 1) - 1;
        if (left > 0) {
          users.set(matchId, left);
          return;
        }
        users.delete(matchId);
        pushed.delete(matchId);
        lists.delete(matchId);
      };
    },
    /**
     * The match's lines pushed since a component subscribed, one snapshot per line in order of
     * arrival (status 0 included: a dropped line); the same array until one changes.
     */
    getPushedMarkets(matchId: number): readonly Market[] {
      const cached = lists.get(matchId);
      if (cached) return cached;
      const lines = pushed.get(matchId);
      if (!lines || lines.size === 0) return NO_MARKETS;
      const list = [...lines.values()];
      lists.set(matchId, list);
      return list;
    },
  };
  return {
    api,
    /** Keeps a pushed market of a tracked match; adds the match's key when what is drawn may change. */
    remember(matchId: number, key: string, market: Market, changed: Set<string>): void {
      const lines = pushed.get(matchId);
      if (!lines) return;
      const before = lines.get(key);
      const structural =
        !before ||
        dropped(before.status) !== dropped(market.status) ||
        before.most_balanced !== market.most_balanced;
      if (!structural && isDrawn(matchId, key, market)) return;
      lines.set(key, market);
      if (!structural) return;
      lists.delete(matchId);
      changed.add(listKey(matchId));
    },
  };
}

const LIVE_LIST = 'live';

/**
 * The live list (/live) while a component tracks it: the ids the server rendered, and the whole
 * matches that went live since, in the order they started (fetched when an update carries less).
 */
export function createLiveList(
  listeners: Listeners,
  /** Loads a whole match (GET /matches/{id}). */
  fetchMatch: (id: number) => Promise<Match | null>,
  /** The match's live fields now, if the store knows the match. */
  matchNow: (id: number) => MatchLive | undefined,
  /** Registers a match the list appends; false when this visitor may not see it. */
  admit: (match: Match) => boolean,
) {
  let users = 0;
  const rendered = new Set<number>();
  let appended: readonly Match[] = [];
  const fetching = new Set<number>();

  function add(match: Match): void {
    if (admit(match)) appended = appendLiveMatch(appended, match);
  }

  function load(id: number): void {
    fetching.add(id);
    fetchMatch(id)
      .then((match) => {
        if (match && users > 0 && !rendered.has(match.id)) {
          const before = appended;
          add(match);
          if (appended !== before) listeners.notify([LIVE_LIST]);
        }
      })
      .catch((error: unknown) => console.warn('[live] could not load a new live match', error))
      .finally(() => fetching.delete(id));
  }

  const api = {
    /** Starts tracking with the ids the server rendered; returns the stop function. */
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
    subscribeLiveList: (listener: () => void) => listeners.subscribe(LIVE_LIST, listener),
    /** Live matches the server did not render, in the order they started. */
    getLiveAppended: (): readonly Match[] => appended,
  };
  return {
    api,
    /** Applies a match update to the list (nothing while no component tracks it). */
    apply(update: MatchUpdate<Match>, changed: Set<string>): void {
      if (users === 0) return;
      const next = mergeLiveList(appended, update);
      if (next !== appended) {
        appended = next;
        changed.add(LIVE_LIST);
      }
      const status = update.status ?? matchNow(update.id)?.status;
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
      } else load(update.id);
    },
  };
}
