import type { Market, Match } from '@sportsbook/contract';
import {
  cookieValueFrom,
  isMatchVisibleForTestProviders,
  type MatchUpdate,
  marketKeyOf,
  TEST_PROVIDERS_COOKIE,
  type TestProvider,
  testProvidersFromCookie,
} from '@sportsbook/domain';
import { createKeyedListeners } from '../../lib/keyed-listeners.ts';
import { type ApplyContext, applyMarket, applyMatch, applyProvider } from './live-apply.ts';
import { type LiveEvent, liveEventFrom } from './live-events.ts';
import { createFlashes, FLASH_MS } from './live-flashes.ts';
import { createLiveList } from './live-list.ts';
import { createPushedMarkets } from './live-pushed.ts';
import { createLiveState, matchApi, matchNow, outcomeApi } from './live-state.ts';
import type { MatchLive } from './live-types.ts';

/**
 * Hot live data outside React (CONVENTIONS "State"): per-outcome and per-match entries that push
 * events update. Server-rendered values are seeds (the store never copies them into entries until
 * an event changes something), events are queued and applied once per animation frame with updates
 * to the same outcome or match coalesced, and only the keys an update changed notify their
 * listeners, so a tick re-renders just the odds buttons it moved. Entries are overlays: a new
 * server render with different values (after a refetch) replaces them.
 */

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

/** Updates queued until the next frame, coalesced per match, per market and per provider. */
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
        case 'match_changed': {
          queueMatch(event.message);
          const { main_market, secondary_market } = event.message;
          for (const market of [main_market, secondary_market])
            if (market) queueMarket(event.message.id, market);
          break;
        }
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
  };
}

/** A live store; the app uses the `liveStore` singleton, tests make their own. */
export function createLiveStore(options: LiveStoreOptions) {
  const state = createLiveState();
  const listeners = createKeyedListeners();
  const flashes = createFlashes(
    {
      now: options.now,
      flashMs: options.flashMs ?? FLASH_MS,
      setTimer: options.setTimer ?? ((run, ms) => void setTimeout(run, ms)),
    },
    state.outcomes,
  );
  const pushed = createPushedMarkets(listeners, state.outcomeSeeds);
  // Read once per flush: the browser's list comes from the cookie, and a flush checks every market.
  let flushProviders: readonly TestProvider[] | null = null;
  const isVisible = (match: Pick<MatchLive, 'sportKey' | 'provider'>) =>
    isMatchVisibleForTestProviders(match, flushProviders ?? options.testProviders());
  const liveList = createLiveList({
    listeners,
    fetchMatch: options.fetchMatch,
    isVisible,
    matchNow: (id) => matchNow(state, id),
    matchSeeds: state.matchSeeds,
  });
  const ctx: ApplyContext = { state, flashes, pushed, liveList, now: options.now, isVisible };
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

  /** Applies every queued update, clears expired flashes and notifies the keys that changed. */
  function flush(): void {
    scheduled = false;
    const changed = new Set<string>();
    flushProviders = options.testProviders();
    try {
      flashes.sweep(changed);
      for (const [provider, status] of queue.providers) applyProvider(ctx, provider, status, changed);
      queue.providers.clear();
      for (const update of queue.matches.values()) applyMatch(ctx, update, changed);
      queue.matches.clear();
      for (const [key, market] of queue.markets)
        applyMarket(ctx, Number(key.slice(0, key.indexOf('|'))), market, changed);
      queue.markets.clear();
    } finally {
      flushProviders = null;
    }
    flashes.arm(schedule);
    listeners.notify(changed);
  }

  return {
    enqueue,
    /** Publication data from a push channel: checked, then queued. */
    handlePublication(data: unknown): void {
      const event = liveEventFrom(data);
      if (event) enqueue(event);
    },
    flush,
    ...outcomeApi(state, listeners, flashes),
    ...matchApi(state, listeners),
    subscribePushedMarkets: pushed.subscribePushedMarkets,
    getPushedMarkets: pushed.getPushedMarkets,
    trackLiveList: liveList.trackLiveList,
    subscribeLiveList: liveList.subscribeLiveList,
    getLiveAppended: liveList.getLiveAppended,
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
