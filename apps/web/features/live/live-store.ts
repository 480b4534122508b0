import type { Market, Match } from '@sportsbook/contract';
import {
  cookieValueFrom,
  isBettableMatchStatus,
  isMatchVisibleForTestProviders,
  isSameOutcome,
  type MatchUpdate,
  marketKeyOf,
  mergeMatch,
  TEST_PROVIDERS_COOKIE,
  type TestProvider,
  testProvidersFromCookie,
} from '@sportsbook/domain';
import {
  createFlashes,
  createListeners,
  createLiveList,
  createPushedLines,
  type Listeners,
  type LiveEvent,
  liveEventFrom,
  type MatchLive,
  matchSeedOf,
  type OutcomeLive,
  type OutcomeSeed,
} from './live-store-parts.ts';

export type { MatchLive, OddsDirection, OutcomeLive, OutcomeSeed } from './live-store-parts.ts';
export { NO_MARKETS } from './live-store-parts.ts';

/**
 * Hot live data outside React (CONVENTIONS "State"): per-outcome and per-match entries that push
 * events update. Server-rendered values are seeds (the store never copies them into entries until
 * an event changes something), events are queued and applied once per animation frame with updates
 * to the same outcome or match coalesced, and only the keys an update changed notify their
 * listeners, so a tick re-renders just the odds buttons it moved. Entries are overlays: a new
 * server render with different values (after a refetch) replaces them. The entries' shapes, the
 * listeners, flashes, pushed lines and live list are in live-store-parts.ts.
 */

export interface LiveStoreOptions {
  /** Runs a flush before the next paint (requestAnimationFrame in the browser). */
  schedule: (flush: () => void) => void;
  now: () => number;
  /** Loads a whole match for the live list (GET /matches/{id}). */
  fetchMatch: (id: number) => Promise<Match | null>;
  /** The test-provider pairs of this visitor (cookie). */
  testProviders: () => readonly TestProvider[];
  /** Runs `run` after `ms` ms (default setTimeout): wakes the store to clear expired flashes. */
  setTimer?: (run: () => void, ms: number) => void;
}

/** How long an odds change flashes, in ms. */
const FLASH_MS = 1000;

const outcomeKey = (matchId: number, marketKey: string, outcomeId: string) =>
  `o|${matchId}|${marketKey}|${outcomeId}`;
const marketKey = (matchId: number, key: string) => `m|${matchId}|${key}`;
const matchKey = (matchId: number) => `e|${matchId}`;

const sameSeed = (a: OutcomeSeed, b: OutcomeSeed) =>
  a.odds === b.odds && a.active === b.active && a.marketStatus === b.marketStatus;

/** Outcomes: server-rendered seeds and the live entries pushed markets wrote over them. */
function createOutcomes(listeners: Listeners, flashes: ReturnType<typeof createFlashes>, now: () => number) {
  const seeds = new Map<string, OutcomeSeed>();
  const entries = new Map<string, OutcomeLive>();
  const api = {
    /** Registers an outcome's server-rendered values; different values than before drop the overlay. */
    seedOutcome(matchId: number, market: string, outcomeId: string, seed: OutcomeSeed): void {
      const key = outcomeKey(matchId, market, outcomeId);
      const previous = seeds.get(key);
      seeds.set(key, seed);
      if (previous && !sameSeed(previous, seed) && entries.delete(key)) {
        flashes.stop(key);
        listeners.notify([key]);
      }
    },
    subscribeOutcome: (matchId: number, market: string, outcomeId: string, listener: () => void) =>
      listeners.subscribe(outcomeKey(matchId, market, outcomeId), listener),
    /** The outcome's live entry, or undefined while its server-rendered values still hold. */
    getOutcome: (matchId: number, market: string, outcomeId: string): OutcomeLive | undefined =>
      entries.get(outcomeKey(matchId, market, outcomeId)),
  };
  return {
    api,
    /** Whether the page shows one of the market's outcomes. */
    isDrawn: (matchId: number, key: string, market: Market) =>
      market.outcomes.some((outcome) => seeds.has(outcomeKey(matchId, key, outcome.id))),
    /** Applies a pushed market to the outcomes the page shows; a move starts a flash. */
    apply(matchId: number, key: string, market: Market, changed: Set<string>): void {
      for (const outcome of market.outcomes) {
        const id = outcomeKey(matchId, key, outcome.id);
        const previous = entries.get(id);
        const before = previous ?? seeds.get(id);
        if (!before) continue;
        if (isSameOutcome(before, outcome) && before.marketStatus === market.status) continue;
        let flash = previous?.flash ?? null;
        if (outcome.odds !== before.odds) {
          flash = outcome.odds > before.odds ? 'up' : 'down';
          flashes.start(id, now());
        }
        entries.set(id, { odds: outcome.odds, active: outcome.active, marketStatus: market.status, flash });
        changed.add(id);
      }
    },
    /** Ends the flash of an outcome (its key). */
    endFlash(key: string, changed: Set<string>): void {
      const entry = entries.get(key);
      if (!entry?.flash) return;
      entries.set(key, { ...entry, flash: null });
      changed.add(key);
    },
  };
}

/** Market statuses: server-rendered and pushed. */
function createMarketStatuses(listeners: Listeners) {
  const seeds = new Map<string, number>();
  const statuses = new Map<string, number>();
  const api = {
    /** Registers a market's server-rendered status. */
    seedMarket(matchId: number, market: string, status: number): void {
      const key = marketKey(matchId, market);
      const previous = seeds.get(key);
      seeds.set(key, status);
      if (previous !== undefined && previous !== status && statuses.delete(key)) listeners.notify([key]);
    },
    subscribeMarket: (matchId: number, market: string, listener: () => void) =>
      listeners.subscribe(marketKey(matchId, market), listener),
    /** The market's status from push, or undefined while the server-rendered one holds. */
    getMarketStatus: (matchId: number, market: string): number | undefined =>
      statuses.get(marketKey(matchId, market)),
  };
  return {
    api,
    apply(matchId: number, market: string, status: number, changed: Set<string>): void {
      const key = marketKey(matchId, market);
      if (!seeds.has(key) || (statuses.get(key) ?? seeds.get(key)) === status) return;
      statuses.set(key, status);
      changed.add(key);
    },
  };
}

const LIVE_FIELDS = ['status', 'bettable', 'stage', 'statistics'] as const;

/** Matches (server-rendered seeds and live entries), providers' status, and who may see what. */
function createMatches(listeners: Listeners, testProviders: () => readonly TestProvider[]) {
  const seeds = new Map<number, MatchLive>();
  const entries = new Map<number, MatchLive>();
  const providers = new Map<string, 'active' | 'inactive'>();
  // Read once per flush: the browser's list comes from the cookie, and a flush checks every market.
  let flushProviders: readonly TestProvider[] | null = null;
  const matchNow = (id: number) => entries.get(id) ?? seeds.get(id);
  const isVisible = (match: Pick<MatchLive, 'sportKey' | 'provider'>) =>
    isMatchVisibleForTestProviders(match, flushProviders ?? testProviders());
  const api = {
    /** Registers a match's server-rendered values; events for unseeded matches are ignored. */
    seedMatch(seed: MatchLive): void {
      const previous = seeds.get(seed.id);
      seeds.set(seed.id, seed);
      if (previous && mergeMatch(previous, seed) !== previous && entries.delete(seed.id)) {
        listeners.notify([matchKey(seed.id)]);
      }
    },
    subscribeMatch: (matchId: number, listener: () => void) =>
      listeners.subscribe(matchKey(matchId), listener),
    /** The match's live entry, or undefined while its server-rendered values still hold. */
    getMatch: (matchId: number): MatchLive | undefined => entries.get(matchId),
    /**
     * Whether the match takes bets now (status, feed flag, provider up), or undefined while nothing
     * live is known about it. A primitive, so subscribers re-render only when it flips.
     */
    getMatchBettable(matchId: number): boolean | undefined {
      const match = matchNow(matchId);
      if (!match || (!entries.has(matchId) && !providers.has(match.provider))) return undefined;
      const up = providers.get(match.provider) !== 'inactive';
      return match.bettable && isBettableMatchStatus(match.status) && up;
    },
  };
  return {
    api,
    matchNow,
    isVisible,
    /** Runs a flush with the visitor's test providers read once. */
    flushing(run: () => void): void {
      flushProviders = testProviders();
      try {
        run();
      } finally {
        flushProviders = null;
      }
    },
    /** Registers a match the live list appends; false when this visitor may not see it. */
    admit(match: Match): boolean {
      const seed = matchSeedOf(match);
      if (!isVisible(seed)) return false;
      if (!seeds.has(match.id)) seeds.set(match.id, seed);
      return true;
    },
    applyProvider(provider: string, status: 'active' | 'inactive', changed: Set<string>): void {
      if ((providers.get(provider) ?? 'active') === status) return;
      providers.set(provider, status);
      for (const match of [...seeds.values(), ...entries.values()]) {
        if (match.provider === provider) changed.add(matchKey(match.id));
      }
    },
    apply(update: MatchUpdate<Match>, changed: Set<string>): void {
      const current = matchNow(update.id);
      if (!current || !isVisible(current)) return;
      const picked: Partial<MatchLive> & { id: number } = { id: update.id };
      for (const field of LIVE_FIELDS) {
        if (update[field] !== undefined) Object.assign(picked, { [field]: update[field] });
      }
      const merged = mergeMatch(current, picked);
      if (merged === current) return;
      entries.set(update.id, merged);
      changed.add(matchKey(update.id));
    },
  };
}

/** Push events queued until the next frame, coalesced per match, per market and per provider. */
function createQueue() {
  const matches = new Map<number, MatchUpdate<Match>>();
  const markets = new Map<string, Market>();
  const providers = new Map<string, 'active' | 'inactive'>();
  const queueMatch = (update: MatchUpdate<Match>) => {
    const pending = matches.get(update.id);
    matches.set(update.id, pending ? { ...pending, ...update } : update);
  };
  const queueMarket = (matchId: number, market: Market) =>
    markets.set(`${matchId}|${marketKeyOf(market)}`, market);
  return {
    matches,
    markets,
    providers,
    add(event: LiveEvent): void {
      switch (event.event_name) {
        case 'match_changed':
          queueMatch(event.message);
          for (const market of [event.message.main_market, event.message.secondary_market]) {
            if (market) queueMarket(event.message.id, market);
          }
          break;
        case 'match_status_changed':
          queueMatch({ id: event.message.match_id, status: event.message.status });
          break;
        case 'markets_changed':
          for (const market of event.message.markets) queueMarket(event.message.match_id, market);
          break;
        case 'provider_status_changed':
          providers.set(event.message.provider, event.message.status);
          break;
      }
    },
    clear(): void {
      providers.clear();
      matches.clear();
      markets.clear();
    },
  };
}

/** A live store; the app uses the `liveStore` singleton, tests make their own. */
export function createLiveStore(options: LiveStoreOptions) {
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => void setTimeout(run, ms));
  const listeners = createListeners();
  const flashes = createFlashes(FLASH_MS, options.now, setTimer, () => schedule());
  const outcomes = createOutcomes(listeners, flashes, options.now);
  const markets = createMarketStatuses(listeners);
  const matches = createMatches(listeners, options.testProviders);
  const pushed = createPushedLines(listeners, outcomes.isDrawn);
  const { matchNow, admit } = matches;
  const list = createLiveList(listeners, options.fetchMatch, matchNow, admit);
  const queue = createQueue();
  let scheduled = false;

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    options.schedule(flush);
  }

  /** Queues a push event; it is applied with the others at the next frame. */
  function enqueue(event: LiveEvent): void {
    queue.add(event);
    schedule();
  }

  function applyMarket(matchId: number, market: Market, changed: Set<string>): void {
    const match = matchNow(matchId);
    if (!match || !matches.isVisible(match)) return;
    const key = marketKeyOf(market);
    pushed.remember(matchId, key, market, changed);
    markets.apply(matchId, key, market.status, changed);
    outcomes.apply(matchId, key, market, changed);
  }

  /** Applies every queued update, clears expired flashes and notifies the keys that changed. */
  function flush(): void {
    scheduled = false;
    const changed = new Set<string>();
    matches.flushing(() => {
      flashes.expire((key) => outcomes.endFlash(key, changed));
      for (const [provider, status] of queue.providers) matches.applyProvider(provider, status, changed);
      for (const update of queue.matches.values()) {
        matches.apply(update, changed);
        list.apply(update, changed);
      }
      for (const [key, market] of queue.markets) {
        applyMarket(Number(key.slice(0, key.indexOf('|'))), market, changed);
      }
      queue.clear();
    });
    flashes.arm();
    listeners.notify(changed);
  }

  return {
    enqueue,
    /** Publication data from a push channel: checked, then queued. */
    handlePublication(data: unknown): void {
      const event = liveEventFrom(data);
      if (event) enqueue(event);
    },
    ...outcomes.api,
    ...markets.api,
    ...matches.api,
    ...pushed.api,
    ...list.api,
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
