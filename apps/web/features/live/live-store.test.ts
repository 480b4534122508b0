import type { Market, Match } from '@sportsbook/contract';
import { testProvidersFromCookie } from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { createLiveStore, type LiveStoreOptions, type MatchLive } from './live-store.ts';
import { liveEventFrom } from './live-store-parts.ts';

function setup(overrides: Partial<LiveStoreOptions> = {}) {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let now = 1_000;
  const store = createLiveStore({
    schedule: (flush) => frames.push(flush),
    now: () => now,
    fetchMatch: async () => null,
    testProviders: () => [],
    setTimer: (run, ms) => timers.push({ run, ms }),
    ...overrides,
  });
  const frame = () => {
    for (const flush of frames.splice(0)) flush();
  };
  return { store, frames, timers, frame, tick: (ms: number) => (now += ms) };
}

const seed: MatchLive = {
  id: 7,
  status: 1,
  bettable: true,
  stage: '1st half',
  statistics: {
    clock: {
      match_time: '10:00',
      stoppage_time: null,
      stoppage_time_announced: null,
      remaining_time: null,
      remaining_time_in_period: null,
      stopped: false,
      clock_updated_at: '2026-01-01T12:00:00Z',
    },
    total_score: { home: 0, away: 0 },
    game_score: null,
    current_server: null,
    period_score: [],
    max_period_number: null,
  },
  provider: 'betradar',
  sportKey: 'soccer',
};

function market(outcomes: [string, number, boolean?][], status = 1): Market {
  return {
    match_id: 7,
    match_urn_id: 'sr:match:7',
    id: 1,
    name: '1X2',
    status,
    specifier: '',
    outcomes: outcomes.map(([id, odds, active = true]) => ({ id, name: id, odds, active })),
    market_groups: [],
    priority: 0,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  };
}

function seeded() {
  const ctx = setup();
  ctx.store.seedMatch(seed);
  for (const [id, odds] of [
    ['1', 2100],
    ['2', 3300],
    ['3', 3500],
  ] as const) {
    ctx.store.seedOutcome(7, '1|', id, { odds, active: true, marketStatus: 1 });
  }
  return ctx;
}

describe('live store', () => {
  it('applies queued events once per frame and notifies only the outcomes that changed', () => {
    const { store, frames, frame } = seeded();
    const home = vi.fn();
    const draw = vi.fn();
    store.subscribeOutcome(7, '1|', '1', home);
    store.subscribeOutcome(7, '1|', '2', draw);

    store.enqueue({
      event_name: 'markets_changed',
      message: {
        match_id: 7,
        markets: [
          market([
            ['1', 2000],
            ['2', 3300],
            ['3', 3500],
          ]),
        ],
      },
    });
    store.enqueue({
      event_name: 'markets_changed',
      message: {
        match_id: 7,
        markets: [
          market([
            ['1', 1900],
            ['2', 3300],
            ['3', 3600],
          ]),
        ],
      },
    });
    expect(frames).toHaveLength(1);
    expect(store.getOutcome(7, '1|', '1')).toBeUndefined();

    frame();
    expect(home).toHaveBeenCalledTimes(1);
    expect(draw).not.toHaveBeenCalled();
    expect(store.getOutcome(7, '1|', '1')).toMatchObject({ odds: 1900, flash: 'down' });
    expect(store.getOutcome(7, '1|', '2')).toBeUndefined();
    expect(store.getOutcome(7, '1|', '3')).toMatchObject({ odds: 3600, flash: 'up' });
  });

  it('flashes a change until the flash time is over, then clears it on one shared timer', () => {
    const { store, frame, timers, tick } = seeded();
    const home = vi.fn();
    store.subscribeOutcome(7, '1|', '1', home);
    const odds = (home: number, away: number) =>
      store.enqueue({
        event_name: 'markets_changed',
        message: {
          match_id: 7,
          markets: [
            market([
              ['1', home],
              ['2', 3300],
              ['3', away],
            ]),
          ],
        },
      });
    odds(2000, 3600);
    frame();
    expect(store.getOutcome(7, '1|', '1')).toMatchObject({ flash: 'down' });
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(1000);

    tick(600);
    odds(2200, 3600);
    frame();
    expect(store.getOutcome(7, '1|', '1')).toMatchObject({ flash: 'up' });
    expect(timers).toHaveLength(1);

    tick(400);
    timers.shift()?.run();
    home.mockClear();
    frame();
    expect(store.getOutcome(7, '1|', '3')).toMatchObject({ odds: 3600, flash: null });
    expect(store.getOutcome(7, '1|', '1')).toMatchObject({ flash: 'up' });
    expect(home).not.toHaveBeenCalled();
    expect(timers).toEqual([expect.objectContaining({ ms: 600 })]);

    tick(600);
    timers.shift()?.run();
    frame();
    expect(store.getOutcome(7, '1|', '1')).toMatchObject({ flash: null, odds: 2200 });
    expect(home).toHaveBeenCalledTimes(1);
    expect(timers).toHaveLength(0);
  });

  it('keeps an entry object when an update repeats the same odds', () => {
    const { store, frame } = seeded();
    const update = market([
      ['1', 2000],
      ['2', 3300],
      ['3', 3500],
    ]);
    store.enqueue({ event_name: 'markets_changed', message: { match_id: 7, markets: [update] } });
    frame();
    const first = store.getOutcome(7, '1|', '1');
    store.enqueue({
      event_name: 'markets_changed',
      message: { match_id: 7, markets: [structuredClone(update)] },
    });
    frame();
    expect(store.getOutcome(7, '1|', '1')).toBe(first);
  });

  it('locks outcomes of a suspended market and tracks the market status', () => {
    const { store, frame } = seeded();
    store.seedMarket(7, '1|', 1);
    store.enqueue({
      event_name: 'markets_changed',
      message: {
        match_id: 7,
        markets: [
          market(
            [
              ['1', 2100],
              ['2', 3300],
              ['3', 3500],
            ],
            -1,
          ),
        ],
      },
    });
    frame();
    expect(store.getMarketStatus(7, '1|')).toBe(-1);
    expect(store.getOutcome(7, '1|', '2')).toMatchObject({ marketStatus: -1, flash: null });
  });

  it('merges match updates keeping unchanged statistics parts, and ignores unseeded matches', () => {
    const { store, frame } = seeded();
    const listener = vi.fn();
    store.subscribeMatch(7, listener);
    const statistics = structuredClone(seed.statistics);
    if (!statistics?.total_score) throw new Error('fixture');
    statistics.total_score.home = 1;
    store.enqueue({ event_name: 'match_changed', message: { id: 7, statistics } });
    store.enqueue({ event_name: 'match_changed', message: { id: 99, status: 4 } });
    frame();
    expect(listener).toHaveBeenCalledTimes(1);
    const live = store.getMatch(7);
    expect(live?.statistics?.total_score).toEqual({ home: 1, away: 0 });
    expect(live?.statistics?.clock).toBe(seed.statistics?.clock);
    expect(store.getMatch(99)).toBeUndefined();
  });

  it('derives bettability from status and provider status', () => {
    const { store, frame } = seeded();
    expect(store.getMatchBettable(7)).toBeUndefined();
    store.enqueue({
      event_name: 'provider_status_changed',
      message: { provider: 'betradar', status: 'inactive' },
    });
    frame();
    expect(store.getMatchBettable(7)).toBe(false);
    store.enqueue({
      event_name: 'provider_status_changed',
      message: { provider: 'betradar', status: 'active' },
    });
    store.enqueue({ event_name: 'match_status_changed', message: { match_id: 7, status: 2 } });
    frame();
    expect(store.getMatchBettable(7)).toBe(false);
    store.enqueue({ event_name: 'match_status_changed', message: { match_id: 7, status: 1 } });
    frame();
    expect(store.getMatchBettable(7)).toBe(true);
  });

  it('drops an overlay when a new server render brings other values', () => {
    const { store, frame } = seeded();
    store.enqueue({
      event_name: 'markets_changed',
      message: {
        match_id: 7,
        markets: [
          market([
            ['1', 2000],
            ['2', 3300],
            ['3', 3500],
          ]),
        ],
      },
    });
    frame();
    store.seedOutcome(7, '1|', '1', { odds: 2100, active: true, marketStatus: 1 });
    expect(store.getOutcome(7, '1|', '1')?.odds).toBe(2000);
    store.seedOutcome(7, '1|', '1', { odds: 2200, active: true, marketStatus: 1 });
    expect(store.getOutcome(7, '1|', '1')).toBeUndefined();
  });

  it('filters match events by the test-provider cookie', () => {
    const { store, frame } = setup({ testProviders: () => testProvidersFromCookie('soccer:oddin') });
    store.seedMatch(seed);
    store.enqueue({ event_name: 'match_status_changed', message: { match_id: 7, status: 4 } });
    frame();
    expect(store.getMatch(7)).toBeUndefined();
  });

  it('appends matches that go live to the live list and removes them when over', async () => {
    const whole = {
      id: 50,
      type: 'match',
      status: 1,
      bettable: true,
      stage: null,
      statistics: null,
      provider: 'betradar',
      sport: { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' },
    } as unknown as Match;
    const fetchMatch = vi.fn(async () => whole);
    const { store, frame } = setup({ fetchMatch });
    const stop = store.trackLiveList([7]);
    const listener = vi.fn();
    store.subscribeLiveList(listener);

    store.enqueue({ event_name: 'match_status_changed', message: { match_id: 50, status: 1 } });
    store.enqueue({ event_name: 'match_status_changed', message: { match_id: 7, status: 1 } });
    frame();
    await vi.waitFor(() => expect(store.getLiveAppended().map((m) => m.id)).toEqual([50]));
    expect(fetchMatch).toHaveBeenCalledTimes(1);
    expect(fetchMatch).toHaveBeenCalledWith(50);
    expect(listener).toHaveBeenCalled();

    store.enqueue({ event_name: 'match_status_changed', message: { match_id: 50, status: 4 } });
    frame();
    expect(store.getLiveAppended()).toEqual([]);
    stop();
  });

  it('reads publication data by shape', () => {
    expect(
      liveEventFrom({ event_name: 'match_status_changed', message: { match_id: 1, status: 1 } }),
    ).not.toBeNull();
    expect(liveEventFrom({ event_name: 'match_status_changed', message: { match_id: '1' } })).toBeNull();
    expect(liveEventFrom({ event_name: 'bet_changed', message: {} })).toBeNull();
    expect(liveEventFrom('x')).toBeNull();
  });

  it('keeps pushed lines of a tracked match: a new line once, replaced only when dropped or back', () => {
    const { store, frame } = seeded();
    const listener = vi.fn();
    const stop = store.subscribePushedMarkets(7, listener);
    expect(store.getPushedMarkets(7)).toEqual([]);
    const line = (status: number, odds: number) => ({
      ...market(
        [
          ['over', odds],
          ['under', 1900],
        ],
        status,
      ),
      id: 18,
      specifier: 'total=2.5',
    });
    store.enqueue({ event_name: 'markets_changed', message: { match_id: 7, markets: [line(1, 1800)] } });
    frame();
    expect(listener).toHaveBeenCalledTimes(1);
    const first = store.getPushedMarkets(7);
    expect(first.map((m) => m.specifier)).toEqual(['total=2.5']);
    expect(store.getPushedMarkets(7)).toBe(first);

    // The page draws it (its buttons seed their outcomes); a price move then goes to the outcomes only.
    store.seedOutcome(7, '18|total=2.5', 'over', { odds: 1800, active: true, marketStatus: 1 });
    store.seedOutcome(7, '18|total=2.5', 'under', { odds: 1900, active: true, marketStatus: 1 });
    store.enqueue({ event_name: 'markets_changed', message: { match_id: 7, markets: [line(1, 1750)] } });
    frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getPushedMarkets(7)).toBe(first);
    expect(store.getOutcome(7, '18|total=2.5', 'over')?.odds).toBe(1750);

    // Dropped (status 0) and back: both replace the snapshot.
    store.enqueue({ event_name: 'markets_changed', message: { match_id: 7, markets: [line(0, 1750)] } });
    frame();
    expect(store.getPushedMarkets(7)[0]?.status).toBe(0);
    store.enqueue({ event_name: 'markets_changed', message: { match_id: 7, markets: [line(1, 2000)] } });
    frame();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getPushedMarkets(7)[0]?.outcomes[0]?.odds).toBe(2000);

    // A line not drawn on the page: its price moves are kept without waking anyone.
    const other = { ...line(1, 2500), specifier: 'total=3.5' };
    store.enqueue({ event_name: 'markets_changed', message: { match_id: 7, markets: [other] } });
    frame();
    expect(listener).toHaveBeenCalledTimes(4);
    store.enqueue({
      event_name: 'markets_changed',
      message: {
        match_id: 7,
        markets: [{ ...other, outcomes: [{ id: 'over', name: 'over', odds: 2600, active: true }] }],
      },
    });
    frame();
    expect(listener).toHaveBeenCalledTimes(4);

    // Nobody tracks the match any more: nothing is kept.
    stop();
    expect(store.getPushedMarkets(7)).toEqual([]);
    store.enqueue({ event_name: 'markets_changed', message: { match_id: 7, markets: [line(1, 2100)] } });
    frame();
    expect(store.getPushedMarkets(7)).toEqual([]);
  });
});
