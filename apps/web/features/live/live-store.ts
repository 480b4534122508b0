import type { Market, Match, Statistics } from '@sportsbook/contract';
import {
  appendLiveMatch,
  cookieValueFrom,
  isBettableMatchStatus,
  isLiveListStatus,
  isMatchVisibleForTestProviders,
  isSameOutcome,
  MarketStatus,
  type MatchUpdate,
  marketKeyOf,
  mergeLiveList,
  mergeMatch,
  TEST_PROVIDERS_COOKIE,
  type TestProvider,
  testProvidersFromCookie,
} from '@sportsbook/domain';

/**
 * Hot live data outside React (CONVENTIONS "State"): per-outcome and per-match entries that push
 * events update. Server-rendered values are seeds (the store never copies them into entries until
 * an event changes something), events are queued and applied once per animation frame with updates
 * to the same outcome or match coalesced, and only the keys an update changed notify their
 * listeners, so a tick re-renders just the odds buttons it moved. Entries are overlays: a new
 * server render with different values (after a refetch) replaces them.
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
  /** Direction of the last odds change; null when the odds have not changed on this page. */
  readonly direction: OddsDirection | null;
  /** When the last odds change arrived (ms since epoch); 0 for none. */
  readonly changedAt: number;
  /**
   * `direction` while the last odds change is less than the flash duration old, then null: the store
   * clears expired flashes itself (one shared timer), so components need no timers of their own.
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

const LIVE_FIELDS = ['status', 'bettable', 'stage', 'statistics'] as const;

export interface LiveStoreOptions {
  /** Runs a flush before the next paint (requestAnimationFrame in the browser). */
  schedule: (flush: () => void) => void;
  now: () => number;
  /** Loads a whole match for the live list (GET /matches/{id}). */
  fetchMatch: (id: number) => Promise<Match | null>;
  /** The test-provider pairs of this visitor (cookie). */
  testProviders: () => readonly TestProvider[];
  /** How long an odds change flashes, in ms (default 1000). */
  flashMs?: number;
  /** Runs `run` after `ms` ms (default setTimeout): wakes the store to clear expired flashes. */
  setTimer?: (run: () => void, ms: number) => void;
}

const NO_MARKETS: readonly Market[] = [];

/** How long an odds change flashes by default, in ms. */
const FLASH_MS = 1000;

/** A live store; the app uses the `liveStore` singleton, tests make their own. */
export function createLiveStore(options: LiveStoreOptions) {
  const outcomeSeeds = new Map<string, OutcomeSeed>();
  const outcomes = new Map<string, OutcomeLive>();
  const marketSeeds = new Map<string, number>();
  const marketStatuses = new Map<string, number>();
  const matchSeeds = new Map<number, MatchLive>();
  const matches = new Map<number, MatchLive>();
  const providers = new Map<string, 'active' | 'inactive'>();
  const listeners = new Map<string, Set<() => void>>();

  // Markets pushed for the matches a component tracks (listing rows, match pages), so lines the
  // server render did not have (or dropped) can be drawn. Listeners hear of a new line, a line
  // dropped or back (status 0), or a flip of its most-balanced flag; a line drawn on the page keeps
  // its snapshot otherwise (its odds follow through the outcome entries), one not drawn keeps its
  // latest prices quietly.
  const pushedMarkets = new Map<number, Map<string, Market>>();
  const pushedUsers = new Map<number, number>();
  const pushedLists = new Map<number, readonly Market[]>();

  // The live list (/live): ids the server rendered, and whole matches appended since.
  let liveListUsers = 0;
  const liveRendered = new Set<number>();
  let liveAppended: readonly Match[] = [];
  const fetching = new Set<number>();

  // Outcomes that flash now, with when their flash ends (ms since epoch). Each change re-inserts its
  // key, so the map stays in order of expiry and a sweep stops at the first entry still running.
  const flashMs = options.flashMs ?? FLASH_MS;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => void setTimeout(run, ms));
  const flashUntil = new Map<string, number>();
  let sweepArmed = false;

  // Queued updates, coalesced per match, per market and per provider until the next frame.
  const pendingMatches = new Map<number, MatchUpdate<Match>>();
  const pendingMarkets = new Map<string, Market>();
  const pendingProviders = new Map<string, 'active' | 'inactive'>();
  let scheduled = false;

  const outcomeKey = (matchId: number, marketKey: string, outcomeId: string) =>
    `o|${matchId}|${marketKey}|${outcomeId}`;
  const marketKey = (matchId: number, key: string) => `m|${matchId}|${key}`;
  const matchKey = (matchId: number) => `e|${matchId}`;
  const pushedKey = (matchId: number) => `x|${matchId}`;
  const LIVE_LIST = 'live';

  function subscribe(key: string, listener: () => void): () => void {
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
  }

  function notify(keys: Iterable<string>): void {
    for (const key of keys) {
      const set = listeners.get(key);
      if (set) for (const listener of [...set]) listener();
    }
  }

  // Read once per flush: the browser's list comes from the cookie, and a flush checks every market.
  let flushProviders: readonly TestProvider[] | null = null;
  function isVisible(match: Pick<MatchLive, 'sportKey' | 'provider'>): boolean {
    return isMatchVisibleForTestProviders(match, flushProviders ?? options.testProviders());
  }

  function matchNow(id: number): MatchLive | undefined {
    return matches.get(id) ?? matchSeeds.get(id);
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    options.schedule(flush);
  }

  function queueMatch(update: MatchUpdate<Match>): void {
    const pending = pendingMatches.get(update.id);
    pendingMatches.set(update.id, pending ? { ...pending, ...update } : update);
  }

  /** Queues a push event; it is applied with the others at the next frame. */
  function enqueue(event: LiveEvent): void {
    switch (event.event_name) {
      case 'match_changed': {
        queueMatch(event.message);
        const { main_market, secondary_market } = event.message;
        for (const market of [main_market, secondary_market]) {
          if (market) pendingMarkets.set(`${event.message.id}|${marketKeyOf(market)}`, market);
        }
        break;
      }
      case 'match_status_changed':
        queueMatch({ id: event.message.match_id, status: event.message.status });
        break;
      case 'markets_changed':
        for (const market of event.message.markets) {
          pendingMarkets.set(`${event.message.match_id}|${marketKeyOf(market)}`, market);
        }
        break;
      case 'provider_status_changed':
        pendingProviders.set(event.message.provider, event.message.status);
        break;
    }
    schedule();
  }

  /** Publication data from a push channel: checked, then queued. */
  function handlePublication(data: unknown): void {
    const event = liveEventFrom(data);
    if (event) enqueue(event);
  }

  function applyMatch(update: MatchUpdate<Match>, changed: Set<string>): void {
    const current = matchNow(update.id);
    if (current && isVisible(current)) {
      const picked: Partial<MatchLive> & { id: number } = { id: update.id };
      for (const field of LIVE_FIELDS) {
        if (update[field] !== undefined) Object.assign(picked, { [field]: update[field] });
      }
      const merged = mergeMatch(current, picked);
      if (merged !== current) {
        matches.set(update.id, merged);
        changed.add(matchKey(update.id));
      }
    }
    if (liveListUsers > 0) applyLiveList(update, changed);
  }

  function applyLiveList(update: MatchUpdate<Match>, changed: Set<string>): void {
    const next = mergeLiveList(liveAppended, update);
    if (next !== liveAppended) {
      liveAppended = next;
      changed.add(LIVE_LIST);
    }
    const status = update.status ?? matchNow(update.id)?.status;
    if (
      status === undefined ||
      !isLiveListStatus(status) ||
      liveRendered.has(update.id) ||
      liveAppended.some((match) => match.id === update.id) ||
      fetching.has(update.id)
    ) {
      return;
    }
    if (isWholeMatch(update)) {
      addToLiveList(update);
      changed.add(LIVE_LIST);
      return;
    }
    fetching.add(update.id);
    options
      .fetchMatch(update.id)
      .then((match) => {
        if (match && liveListUsers > 0 && !liveRendered.has(match.id)) {
          const before = liveAppended;
          addToLiveList(match);
          if (liveAppended !== before) notify([LIVE_LIST]);
        }
      })
      .catch((error: unknown) => console.warn('[live] could not load a new live match', error))
      .finally(() => fetching.delete(update.id));
  }

  function addToLiveList(match: Match): void {
    const seed = matchSeedOf(match);
    if (!isVisible(seed)) return;
    if (!matchSeeds.has(match.id)) matchSeeds.set(match.id, seed);
    liveAppended = appendLiveMatch(liveAppended, match);
  }

  function applyMarket(matchId: number, market: Market, changed: Set<string>): void {
    const match = matchNow(matchId);
    if (!match || !isVisible(match)) return;
    const key = marketKeyOf(market);
    const statusKey = marketKey(matchId, key);
    rememberPushed(matchId, key, market, changed);
    if (
      marketSeeds.has(statusKey) &&
      (marketStatuses.get(statusKey) ?? marketSeeds.get(statusKey)) !== market.status
    ) {
      marketStatuses.set(statusKey, market.status);
      changed.add(statusKey);
    }
    for (const outcome of market.outcomes) {
      const id = outcomeKey(matchId, key, outcome.id);
      const before = outcomes.get(id) ?? outcomeSeeds.get(id);
      if (!before) continue;
      if (isSameOutcome(before, outcome) && before.marketStatus === market.status) continue;
      const moved = outcome.odds !== before.odds;
      const previous = outcomes.get(id);
      if (moved) {
        const direction = outcome.odds > before.odds ? 'up' : 'down';
        const now = options.now();
        flashUntil.delete(id);
        flashUntil.set(id, now + flashMs);
        outcomes.set(id, {
          odds: outcome.odds,
          active: outcome.active,
          marketStatus: market.status,
          direction,
          changedAt: now,
          flash: direction,
        });
      } else {
        outcomes.set(id, {
          odds: outcome.odds,
          active: outcome.active,
          marketStatus: market.status,
          direction: previous?.direction ?? null,
          changedAt: previous?.changedAt ?? 0,
          flash: previous?.flash ?? null,
        });
      }
      changed.add(id);
    }
  }

  function rememberPushed(matchId: number, key: string, market: Market, changed: Set<string>): void {
    const pushed = pushedMarkets.get(matchId);
    if (!pushed) return;
    const before = pushed.get(key);
    const dropped = (status: number) => status === MarketStatus.notAllowed;
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
  }

  /** Clears the flashes that have run their time. */
  function sweepFlashes(changed: Set<string>): void {
    if (flashUntil.size === 0) return;
    const now = options.now();
    for (const [key, until] of flashUntil) {
      if (until > now) break;
      flashUntil.delete(key);
      const entry = outcomes.get(key);
      if (entry?.flash) {
        outcomes.set(key, { ...entry, flash: null });
        changed.add(key);
      }
    }
  }

  /** One timer for all flashes: it wakes the store when the oldest running flash ends. */
  function armSweep(): void {
    if (sweepArmed) return;
    const first = flashUntil.values().next();
    if (first.done) return;
    sweepArmed = true;
    setTimer(
      () => {
        sweepArmed = false;
        schedule();
      },
      Math.max(0, first.value - options.now()),
    );
  }

  /** Applies every queued update, clears expired flashes and notifies the keys that changed. */
  function flush(): void {
    scheduled = false;
    const changed = new Set<string>();
    flushProviders = options.testProviders();
    try {
      sweepFlashes(changed);
      for (const [provider, status] of pendingProviders) {
        if ((providers.get(provider) ?? 'active') === status) continue;
        providers.set(provider, status);
        for (const match of new Set([...matchSeeds.values(), ...matches.values()])) {
          if (match.provider === provider) changed.add(matchKey(match.id));
        }
      }
      pendingProviders.clear();
      for (const update of pendingMatches.values()) applyMatch(update, changed);
      pendingMatches.clear();
      for (const [key, market] of pendingMarkets) {
        applyMarket(Number(key.slice(0, key.indexOf('|'))), market, changed);
      }
      pendingMarkets.clear();
    } finally {
      flushProviders = null;
    }
    armSweep();
    notify(changed);
  }

  function sameSeed(a: OutcomeSeed, b: OutcomeSeed): boolean {
    return a.odds === b.odds && a.active === b.active && a.marketStatus === b.marketStatus;
  }

  return {
    enqueue,
    handlePublication,
    flush,

    /** Registers an outcome's server-rendered values; different values than before drop the overlay. */
    seedOutcome(matchId: number, market: string, outcomeId: string, seed: OutcomeSeed): void {
      const key = outcomeKey(matchId, market, outcomeId);
      const previous = outcomeSeeds.get(key);
      outcomeSeeds.set(key, seed);
      if (previous && !sameSeed(previous, seed) && outcomes.delete(key)) {
        flashUntil.delete(key);
        notify([key]);
      }
    },
    subscribeOutcome(matchId: number, market: string, outcomeId: string, listener: () => void) {
      return subscribe(outcomeKey(matchId, market, outcomeId), listener);
    },
    /** The outcome's live entry, or undefined while its server-rendered values still hold. */
    getOutcome(matchId: number, market: string, outcomeId: string): OutcomeLive | undefined {
      return outcomes.get(outcomeKey(matchId, market, outcomeId));
    },

    /** Registers a market's server-rendered status. */
    seedMarket(matchId: number, market: string, status: number): void {
      const key = marketKey(matchId, market);
      const previous = marketSeeds.get(key);
      marketSeeds.set(key, status);
      if (previous !== undefined && previous !== status && marketStatuses.delete(key)) notify([key]);
    },
    subscribeMarket(matchId: number, market: string, listener: () => void) {
      return subscribe(marketKey(matchId, market), listener);
    },
    /** The market's status from push, or undefined while the server-rendered one holds. */
    getMarketStatus(matchId: number, market: string): number | undefined {
      return marketStatuses.get(marketKey(matchId, market));
    },

    /** Registers a match's server-rendered values; events for unseeded matches are ignored. */
    seedMatch(seed: MatchLive): void {
      const previous = matchSeeds.get(seed.id);
      matchSeeds.set(seed.id, seed);
      if (previous && mergeMatch(previous, seed) !== previous && matches.delete(seed.id)) {
        notify([matchKey(seed.id)]);
      }
    },
    subscribeMatch(matchId: number, listener: () => void) {
      return subscribe(matchKey(matchId), listener);
    },
    /** The match's live entry, or undefined while its server-rendered values still hold. */
    getMatch(matchId: number): MatchLive | undefined {
      return matches.get(matchId);
    },
    /**
     * Whether the match takes bets now (status, feed flag, provider up), or undefined while nothing
     * live is known about it. A primitive, so subscribers re-render only when it flips.
     */
    getMatchBettable(matchId: number): boolean | undefined {
      const match = matchNow(matchId);
      if (!match || (!matches.has(matchId) && !providers.has(match.provider))) return undefined;
      return (
        match.bettable && isBettableMatchStatus(match.status) && providers.get(match.provider) !== 'inactive'
      );
    },

    /**
     * Notifies `listener` when the pushed lines of a match change (see getPushedMarkets); while any
     * listener is subscribed, the store keeps them. Returns the unsubscribe function.
     */
    subscribePushedMarkets(matchId: number, listener: () => void): () => void {
      pushedUsers.set(matchId, (pushedUsers.get(matchId) ?? 0) + 1);
      if (!pushedMarkets.has(matchId)) pushedMarkets.set(matchId, new Map());
      const unsubscribe = subscribe(pushedKey(matchId), listener);
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

    /** Starts tracking the live list with the ids the server rendered; returns the stop function. */
    trackLiveList(renderedIds: readonly number[]): () => void {
      liveListUsers += 1;
      for (const id of renderedIds) liveRendered.add(id);
      liveAppended = liveAppended.filter((match) => !liveRendered.has(match.id));
      return () => {
        liveListUsers -= 1;
        if (liveListUsers === 0) {
          liveRendered.clear();
          liveAppended = [];
        }
      };
    },
    subscribeLiveList(listener: () => void) {
      return subscribe(LIVE_LIST, listener);
    },
    /** Live matches the server did not render, in the order they started. */
    getLiveAppended(): readonly Match[] {
      return liveAppended;
    },
  };
}

export type LiveStore = ReturnType<typeof createLiveStore>;

let cachedProviders: { cookie: string; pairs: readonly TestProvider[] } | null = null;
function browserTestProviders(): readonly TestProvider[] {
  if (typeof document === 'undefined') return [];
  const cookie = document.cookie;
  if (cachedProviders?.cookie !== cookie) {
    cachedProviders = {
      cookie,
      pairs: testProvidersFromCookie(cookieValueFrom(cookie, TEST_PROVIDERS_COOKIE)),
    };
  }
  return cachedProviders.pairs;
}

async function fetchMatchForList(id: number): Promise<Match | null> {
  const response = await fetch(`/api/sportsbook/v2/matches/${id}`, {
    headers: { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { type?: string };
  return body.type === 'match' ? (body as Match) : null;
}

/** The page's live store. */
export const liveStore: LiveStore = createLiveStore({
  schedule: (flush) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
    else setTimeout(flush, 16);
  },
  now: () => Date.now(),
  fetchMatch: fetchMatchForList,
  testProviders: browserTestProviders,
});
