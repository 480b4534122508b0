import type { Event, Market, SharedBet } from '@sportsbook/contract';
import {
  BetType,
  createTicketState,
  restoreTicket,
  type SelectionInput,
  serializeTicket,
  TICKET_STORAGE_KEY,
  TicketPhase,
} from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import { purchaseEvent } from './analytics.ts';
import { betErrorOf } from './api.ts';
import { type EffectDeps, runTicketEffects } from './effects.ts';
import { ticketActionsOf } from './live-sync.ts';
import { convertStakeBetween, keepPicked, matchIdsOfStored, restoreLookupsOf } from './restore.ts';
import { parseMarketKey, selectionInputOf, selectionMatchOf } from './selection-data.ts';
import { createSelectionIndex } from './selection-index.ts';
import { ticketJsonFromShared } from './shared-ticket.ts';
import { allowedBetTypes, currentBetType, sharedBetsOf, shareLinkOf, stakeText } from './slip-logic.ts';
import { panelOpenAfter, SlipTab, visibleTab } from './slip-ui.ts';
import { createTicketStore, DEFAULT_TICKET_SETTINGS } from './ticket-store.ts';

const EUR = { code: 'EUR', subunits: 2, fiat: true };

function market(matchId: number, id: number, specifier = '', odds = [2000, 3500]): Market {
  return {
    match_id: matchId,
    match_urn_id: `sr:match:${matchId}`,
    id,
    name: `Market ${id}`,
    status: 1,
    specifier,
    outcomes: odds.map((o, i) => ({ id: String(i + 1), name: `Outcome ${i + 1}`, active: true, odds: o })),
    market_groups: ['main'],
    priority: 0,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  } as Market;
}

function event(id: number): Event {
  return {
    id,
    urn_id: `sr:match:${id}`,
    slug: `home-${id}-away-${id}`,
    name: `Home ${id} v Away ${id}`,
    type: 'match',
    status: 0,
    start_time: '2030-01-01T12:00:00Z',
    provider: 'betradar',
    bettable: true,
    available_markets: 2,
    main_market: market(id, 1),
    sport: { id: 1, key: 'soccer', name: 'Soccer' },
    category: { id: 1, slug: 'england', name: 'England' },
    tournament: { id: 1, slug: 'premier', name: 'Premier' },
    competitors: {
      home: { id: 1, name: `Home ${id}`, logo: null },
      away: { id: 2, name: `Away ${id}`, logo: null },
    },
  } as unknown as Event;
}

function selection(matchId: number, marketId = 1, outcomeId = '1', odds = 2000): SelectionInput {
  const m = market(matchId, marketId);
  return selectionInputOf(
    selectionMatchOf(event(matchId)),
    { name: m.name, group: 'main', marketId, specifier: '' },
    { id: outcomeId, name: `Outcome ${outcomeId}`, active: true, odds },
  );
}

describe('ticket store', () => {
  it('tells an odds button only about its own outcome joining or leaving the slip', () => {
    const store = createTicketStore();
    const first = vi.fn();
    const other = vi.fn();
    store.subscribeSelection('1:1::1', first);
    store.subscribeSelection('2:1::1', other);
    store.dispatch({ type: 'selectionToggled', selection: selection(1) });
    expect(store.isSelected('1:1::1')).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    store.dispatch({ type: 'stakeChanged', betId: store.getState().bets[0]?.id ?? '', stake: 500 as never });
    expect(first).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'selectionToggled', selection: selection(1) });
    expect(store.isSelected('1:1::1')).toBe(false);
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('writes its selections to the index that odds buttons and the slip count read before the slip loads', () => {
    const index = createSelectionIndex();
    const counted = vi.fn();
    index.subscribe(counted);
    const store = createTicketStore(undefined, index);
    store.dispatch({ type: 'selectionToggled', selection: selection(1) });
    store.dispatch({ type: 'selectionToggled', selection: selection(2) });
    expect(index.count()).toBe(2);
    expect(index.isSelected('2:1::1')).toBe(true);
    expect(counted).toHaveBeenCalledTimes(2);
    store.dispatch({ type: 'stakeChanged', betId: store.getState().bets[0]?.id ?? '', stake: 500 as never });
    expect(counted).toHaveBeenCalledTimes(2);
    store.dispatch({ type: 'ticketCleared' });
    expect(index.count()).toBe(0);
    expect(index.isSelected('1:1::1')).toBe(false);
  });
});

describe('panel rules', () => {
  it('opens when the first selection arrives and closes when the last leaves (SPEC §2)', () => {
    expect(panelOpenAfter(false, 0, 1)).toBe(true);
    expect(panelOpenAfter(true, 1, 0)).toBe(false);
    expect(panelOpenAfter(false, 1, 2)).toBe(false);
    expect(panelOpenAfter(true, 2, 1)).toBe(true);
    expect(visibleTab(SlipTab.myBets, false)).toBe(SlipTab.betSlip);
    expect(visibleTab(SlipTab.myBets, true)).toBe(SlipTab.myBets);
  });

  it('offers combo and system only when the selections allow them', () => {
    const store = createTicketStore();
    store.dispatch({ type: 'selectionToggled', selection: selection(1) });
    store.dispatch({ type: 'selectionToggled', selection: selection(1, 2) });
    // Several singles are not allowed by default: the second selection of the same match replaces the first.
    expect(store.getState().selectedOutcomeIds).toEqual(['1:2::1']);
    store.dispatch({ type: 'selectionToggled', selection: selection(2) });
    store.dispatch({ type: 'selectionToggled', selection: selection(3) });
    expect(currentBetType(store.getState())).toBe(BetType.combo);
    expect(allowedBetTypes(store.getState())).toEqual([BetType.combo, BetType.system]);
  });
});

describe('selection data', () => {
  it('splits a market key at the first bar only (specifiers may hold bars)', () => {
    expect(parseMarketKey('18|total=2.5')).toEqual({ marketId: 18, specifier: 'total=2.5' });
    expect(parseMarketKey('7|a=1|b=2')).toEqual({ marketId: 7, specifier: 'a=1|b=2' });
    expect(parseMarketKey('1|')).toEqual({ marketId: 1, specifier: '' });
  });

  it('shows a typed stake back exactly, and nothing for 0', () => {
    expect(stakeText(250 as never, EUR)).toBe('2.50');
    expect(stakeText(0 as never, EUR)).toBe('');
    expect(stakeText(1 as never, { code: 'BTC', subunits: 8 })).toBe('0.00000001');
  });
});

describe('share codes', () => {
  it('rebuilds shared bets from current matches and markets; a gone outcome is left out', () => {
    const shared: SharedBet[] = [
      {
        stake: { value: 300, currency: 'EUR' },
        selections: [
          { match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 },
          { match_id: 2, market_id: 1, specifier: '', outcome_id: '2', odds: 3500 },
          { match_id: 3, market_id: 1, specifier: '', outcome_id: '1', odds: 1500 },
        ],
        system_id: '2/3',
      },
    ];
    const events = new Map([1, 2, 3].map((id) => [id, event(id)]));
    const markets = new Map([
      [1, [market(1, 1)]],
      [2, [market(2, 1)]],
      [3, [market(3, 1)]],
    ]);
    const json = ticketJsonFromShared(shared, events, markets, EUR);
    const restored = restoreTicket(
      createTicketState(DEFAULT_TICKET_SETTINGS),
      json,
      restoreLookupsOf({ events, markets }),
      { source: 'share' },
    );
    const bet = restored.bets[0];
    expect(bet?.betType).toBe(BetType.system);
    expect(bet?.systemType?.id).toBe('2/3');
    expect(bet?.stake).toBe(300);
    expect(bet?.selections.map((s) => [s.nameA, s.outcomeName, s.odds])).toEqual([
      ['Home 1', 'Outcome 1', 2000],
      ['Home 2', 'Outcome 2', 3500],
      ['Home 3', 'Outcome 1', 2000],
    ]);
    // Match 3 priced at 1.50 when shared moves to the current 2.00: flagged for acceptance.
    expect(bet?.selections[2]?.isChanged).toBe(true);
    expect(restored.ticketState).toBe(TicketPhase.oddsChanged);

    const none = restoreTicket(
      createTicketState(DEFAULT_TICKET_SETTINGS),
      ticketJsonFromShared(shared, new Map(), new Map(), EUR),
      restoreLookupsOf({ events: new Map(), markets: new Map() }),
      { source: 'share' },
    );
    expect(none.bets).toEqual([]);
    expect(none.effects.map((e) => e.type)).toEqual(['shareBetNotFound']);
  });

  it("converts a restored stake kept in another currency into the player's currency", () => {
    const shared: SharedBet[] = [
      {
        stake: { value: 1000, currency: 'EUR' },
        selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
      },
    ];
    const events = new Map([[1, event(1)]]);
    const markets = new Map([[1, [market(1, 1)]]]);
    const usd = { code: 'USD', subunits: 2, fiat: true };
    const restored = restoreTicket(
      createTicketState({ ...DEFAULT_TICKET_SETTINGS, currency: usd }),
      ticketJsonFromShared(shared, events, markets, EUR),
      restoreLookupsOf({ events, markets }),
      { source: 'share' },
    );
    expect(restored.bets[0]?.currency).toBe('USD');
    expect(restored.bets[0]?.stake).toBe(1080);
    expect(convertStakeBetween(1000 as never, 'XYZ', usd)).toBe(0);
  });

  it('shares bets without a zero stake and links with ?betcode', () => {
    const store = createTicketStore();
    store.dispatch({ type: 'selectionToggled', selection: selection(1) });
    const [bet] = sharedBetsOf(store.getState().bets);
    expect(bet).toEqual({
      selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
    });
    expect(shareLinkOf('https://sb.test/en/soccer?x=1#bet-slip', 'AB12')).toBe(
      'https://sb.test/en/soccer?x=1&betcode=AB12',
    );
  });

  it('keeps a selection picked while the session restore was loading', () => {
    const stored = createTicketStore();
    stored.dispatch({ type: 'selectionToggled', selection: selection(1) });
    const json = serializeTicket(stored.getState());
    const page = createTicketStore();
    page.dispatch({ type: 'selectionToggled', selection: selection(2) });
    const events = new Map([1, 2].map((id) => [id, event(id)]));
    const markets = new Map([1, 2].map((id) => [id, [market(id, 1)]]));
    const restored = keepPicked(
      page.getState(),
      restoreTicket(page.getState(), json, restoreLookupsOf({ events, markets })),
    );
    expect(restored.selectedOutcomeIds).toEqual(['1:1::1', '2:1::1']);
  });

  it('reads the match ids of a stored ticket', () => {
    const store = createTicketStore();
    store.dispatch({ type: 'selectionToggled', selection: selection(4) });
    store.dispatch({ type: 'selectionToggled', selection: selection(9) });
    expect(matchIdsOfStored(serializeTicket(store.getState())).sort()).toEqual([4, 9]);
    expect(matchIdsOfStored('not json')).toEqual([]);
    expect(TICKET_STORAGE_KEY).toBe('sportsbook.ticket');
  });
});

describe('live updates', () => {
  it('turns push publications into ticket actions', () => {
    expect(
      ticketActionsOf({ event_name: 'markets_changed', message: { match_id: 5, markets: [market(5, 1)] } }),
    ).toEqual([
      {
        type: 'marketsUpdated',
        matchId: 5,
        complete: false,
        markets: [
          {
            id: 1,
            specifier: '',
            status: 1,
            outcomes: [
              { id: '1', active: true, odds: 2000 },
              { id: '2', active: true, odds: 3500 },
            ],
          },
        ],
      },
    ]);
    expect(
      ticketActionsOf({ event_name: 'match_status_changed', message: { match_id: 5, status: 4 } }),
    ).toEqual([{ type: 'matchStatusChanged', matchId: 5, status: 4 }]);
    expect(
      ticketActionsOf({
        event_name: 'provider_status_changed',
        message: { provider: 'oddin', status: 'inactive' },
      }),
    ).toEqual([{ type: 'providerStatusChanged', provider: 'oddin', status: 'inactive' }]);
    expect(ticketActionsOf({ event_name: 'bet_changed', message: {} })).toEqual([]);
  });

  it('flags a moved price in the slip and suspends a closed market', () => {
    const store = createTicketStore();
    store.dispatch({ type: 'selectionToggled', selection: selection(1) });
    for (const action of ticketActionsOf({
      event_name: 'markets_changed',
      message: { match_id: 1, markets: [market(1, 1, '', [2400, 3000])] },
    })) {
      store.dispatch(action);
    }
    expect(store.getState().ticketState).toBe(TicketPhase.oddsChanged);
    expect(store.getState().bets[0]?.selections[0]).toMatchObject({
      odds: 2400,
      acceptedOdds: 2000,
      isChanged: true,
    });
    const closed = { ...market(1, 1), status: -1 };
    for (const action of ticketActionsOf({
      event_name: 'markets_changed',
      message: { match_id: 1, markets: [closed] },
    })) {
      store.dispatch(action);
    }
    expect(store.getState().bets[0]?.selections[0]?.isSuspended).toBe(true);
  });
});

function deps(store: ReturnType<typeof createTicketStore>, overrides: Partial<EffectDeps> = {}): EffectDeps {
  return {
    store,
    deviceId: () => 'device-1',
    categoryOf: () => 'regular',
    newIdempotencyKey: () => 'key-1',
    placeBets: vi.fn(),
    failureOf: (error) => ({
      ...(error instanceof ApiRequestError ? { status: error.status } : {}),
      ...(betErrorOf(error) ? { response: betErrorOf(error) } : {}),
    }),
    requestSignIn: vi.fn(),
    alert: vi.fn(),
    shareNotFound: vi.fn(),
    placed: vi.fn(),
    unauthorized: vi.fn(),
    reportRestoreFailure: vi.fn(),
    ...overrides,
  };
}

function stakedStore() {
  const store = createTicketStore();
  store.dispatch({ type: 'selectionToggled', selection: selection(1) });
  store.dispatch({ type: 'selectionToggled', selection: selection(2, 1, '2', 3500) });
  const betId = store.getState().bets[0]?.id ?? '';
  store.dispatch({ type: 'stakeChanged', betId, stake: 1000 as never });
  return store;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('placement effects', () => {
  it('asks a visitor to sign in and keeps the slip', () => {
    const store = stakedStore();
    const d = deps(store);
    runTicketEffects(d);
    store.dispatch({ type: 'placeRequested', isLoggedIn: false });
    expect(d.requestSignIn).toHaveBeenCalledTimes(1);
    expect(d.placeBets).not.toHaveBeenCalled();
    expect(store.getState().bets).toHaveLength(1);
    expect(store.getState().effects).toEqual([]);
  });

  it('posts the SPEC §3 payload once and shows the placed bets', async () => {
    const store = stakedStore();
    const placeBets = vi.fn(async () => ({ data: [{ id: 77, status: 'waiting_results', is_vip: false }] }));
    const d = deps(store, { placeBets: placeBets as unknown as EffectDeps['placeBets'] });
    runTicketEffects(d);
    store.dispatch({ type: 'placeRequested', isLoggedIn: true });
    expect(store.getState().ticketState).toBe(TicketPhase.processing);
    await flush();
    expect(placeBets).toHaveBeenCalledTimes(1);
    expect(placeBets).toHaveBeenCalledWith(
      {
        bets: [
          {
            stake: { value: 1000, currency: 'EUR' },
            selections: [
              { match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 },
              { match_id: 2, market_id: 1, specifier: '', outcome_id: '2', odds: 3500 },
            ],
          },
        ],
        meta: { device_id: 'device-1', quick: false, type: 'regular' },
      },
      'key-1',
    );
    expect(store.getState().ticketState).toBe(TicketPhase.success);
    expect(store.getState().placedBets[0]?.betId).toBe('77');
    expect(d.placed).toHaveBeenCalledTimes(1);
    expect(purchaseEvent(store.getState().placedBets[0] as never)).toEqual({
      event: 'purchase',
      transactionId: '77',
      contentIds: [1, 2],
      amount: '10.00',
      currency: 'EUR',
    });
  });

  it('shows the error of a refusal with a code, per-bet messages included', async () => {
    const store = stakedStore();
    const body = {
      code: 101,
      message: '',
      data: {
        details: [],
        errors_by_bet: [{ index: 0, code: 'x', localized_message: 'Odds moved on this bet' }],
      },
    };
    const d = deps(store, {
      placeBets: async () => {
        throw new ApiRequestError(422, 'http_error', 'refused', '/bets', [], body);
      },
    });
    runTicketEffects(d);
    store.dispatch({ type: 'placeRequested', isLoggedIn: true });
    await flush();
    const state = store.getState();
    expect(state.ticketState).toBe(TicketPhase.error);
    expect(state.error?.message).toBe('error.place_bets.invalid_odds');
    expect(state.bets[0]?.messagesByBet).toBe('Odds moved on this bet');
  });

  it('goes back to the slip with the generic alert when the request fails without a code', async () => {
    const store = stakedStore();
    const d = deps(store, {
      placeBets: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    runTicketEffects(d);
    store.dispatch({ type: 'placeRequested', isLoggedIn: true });
    await flush();
    expect(store.getState().ticketState).toBe(TicketPhase.initial);
    expect(d.alert).toHaveBeenCalledWith('global-error.default.title', 'global-error.default.description');
    expect(store.getState().bets).toHaveLength(1);
  });

  it('reports a 401 as a lost session', async () => {
    const store = stakedStore();
    const d = deps(store, {
      placeBets: async () => {
        throw new ApiRequestError(401, 'unauthorized', 'no session', '/bets', [], {
          code: 'unauthorized',
          message: 'no session',
        });
      },
    });
    runTicketEffects(d);
    store.dispatch({ type: 'placeRequested', isLoggedIn: true });
    await flush();
    expect(d.unauthorized).toHaveBeenCalledTimes(1);
    expect(store.getState().ticketState).toBe(TicketPhase.initial);
  });
});

describe('analytics', () => {
  it('formats the purchase amount with the currency decimals, crypto included', () => {
    const store = createTicketStore();
    store.dispatch({ type: 'currencyChanged', currency: { code: 'BTC', subunits: 8, fiat: false } });
    store.dispatch({ type: 'selectionToggled', selection: selection(1) });
    const bet = store.getState().bets[0];
    if (!bet) throw new Error('no bet');
    const placed = { ...bet, stake: 12_345 as never, betId: '9' };
    expect(purchaseEvent(placed).amount).toBe('0.00012345');
  });
});
