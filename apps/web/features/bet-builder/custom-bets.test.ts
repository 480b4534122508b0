import type { CustomOddsBody, CustomOddsResponse, Event, Market } from '@sportsbook/contract';
import {
  BetType,
  createTicketState,
  type Odds,
  placementPayload,
  type SelectionInput,
  TicketPhase,
} from '@sportsbook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EffectDeps, runTicketEffects } from '../betslip/effects.ts';
import { selectionInputOf, selectionMatchOf } from '../betslip/selection-data.ts';
import { createTicketStore, DEFAULT_TICKET_SETTINGS, type TicketStore } from '../betslip/ticket-store.ts';
import {
  addCustomBet,
  getCustomBetUi,
  keepCustomBet,
  replaceCustomBet,
  showCustomBetModal,
} from './custom-bet-store.ts';
import { customBetSignature, syncCustomOdds } from './slip-sync.ts';

const SETTINGS = { ...DEFAULT_TICKET_SETTINGS, customBetEnabled: true };

function event(id: number): Event {
  return {
    id,
    urn_id: `sr:match:${id}`,
    slug: `home-v-away-${id}`,
    name: 'Home v Away',
    type: 'match',
    status: 0,
    provider: 'betradar',
    sport: { id: 1, key: 'soccer', name: 'Soccer' },
    category: { id: 1, slug: 'england', name: 'England' },
    competitors: { home: { id: 1, name: 'Home', logo: null }, away: { id: 2, name: 'Away', logo: null } },
  } as unknown as Event;
}

function pick(
  matchId: number,
  marketId: number,
  specifier: string,
  outcomeId: string,
  odds: number,
): SelectionInput {
  return selectionInputOf(
    selectionMatchOf(event(matchId)),
    { name: `Market ${marketId}`, group: 'main', marketId, specifier },
    { id: outcomeId, name: outcomeId, active: true, odds },
  );
}

const homeOver = {
  selections: [pick(7, 1, '', 'home', 1789), pick(7, 18, 'total=2.5', 'over', 1795)],
  customOdds: 2866 as Odds,
};
const drawBtts = {
  selections: [pick(7, 1, '', 'draw', 3953), pick(7, 29, '', 'yes', 1758)],
  customOdds: 5100 as Odds,
};

/** A ticket store with the slip's effect runner wired as the app wires it (modal effect → builder store). */
function slip(): { store: TicketStore; stop: () => void } {
  const store = createTicketStore(createTicketState(SETTINGS));
  const deps = {
    store,
    deviceId: () => '',
    categoryOf: () => 'regular',
    newIdempotencyKey: () => 'k',
    placeBets: () => new Promise(() => {}),
    failureOf: () => ({}),
    requestSignIn: () => {},
    alert: () => {},
    shareNotFound: () => {},
    placed: () => {},
    unauthorized: () => {},
    reportRestoreFailure: () => {},
    openCustomBetModal: showCustomBetModal,
  } as unknown as EffectDeps;
  return { store, stop: runTicketEffects(deps) };
}

const customBets = (store: TicketStore) =>
  store.getState().bets.filter((b) => b.betType === BetType.customBet);

afterEach(() => {
  keepCustomBet();
  vi.useRealTimers();
});

describe('adding a bet builder bet to the slip', () => {
  it('adds one custom bet with its custom odds, placed with custom_odds', () => {
    const { store, stop } = slip();
    expect(addCustomBet(store, homeOver)).toBe('added');
    const [bet] = customBets(store);
    expect(bet?.customOdds).toBe(2866);
    expect(bet?.selections.map((s) => s.outcomeName)).toEqual(['home', 'over']);
    store.dispatch({ type: 'stakeChanged', betId: bet?.id ?? '', stake: 500 as never });
    const payload = placementPayload(store.getState(), { deviceId: '', quick: false, type: 'regular' });
    expect(payload.bets[0]?.custom_odds).toBe(2866);
    expect(payload.bets[0]?.selections).toHaveLength(2);
    stop();
  });

  it('is refused while custom bets are disabled', () => {
    const store = createTicketStore(createTicketState(DEFAULT_TICKET_SETTINGS));
    expect(addCustomBet(store, homeOver)).toBe('ignored');
    expect(store.getState().bets).toHaveLength(0);
  });

  it('asks before replacing the custom bet already in the slip; Keep leaves the slip alone', () => {
    const { store, stop } = slip();
    addCustomBet(store, homeOver);
    expect(addCustomBet(store, drawBtts)).toBe('modal');
    expect(getCustomBetUi().modal).toBe(drawBtts);
    keepCustomBet();
    expect(getCustomBetUi().modal).toBeNull();
    expect(customBets(store).map((b) => b.customOdds)).toEqual([2866]);
    stop();
  });

  it('Replace swaps the custom bet for the new one and keeps the other bets', () => {
    const { store, stop } = slip();
    store.dispatch({ type: 'selectionToggled', selection: pick(8, 1, '', 'home', 2100) });
    addCustomBet(store, homeOver);
    addCustomBet(store, drawBtts);
    replaceCustomBet(store);
    expect(getCustomBetUi().modal).toBeNull();
    const custom = customBets(store);
    expect(custom).toHaveLength(1);
    expect(custom[0]?.customOdds).toBe(5100);
    expect(custom[0]?.selections.map((s) => s.outcomeId)).toEqual(['draw', 'yes']);
    expect(store.getState().bets.filter((b) => b.betType === BetType.single)).toHaveLength(1);
    stop();
  });
});

describe('slip custom odds follow the bet-builder price', () => {
  function pricedBy(answers: (body: CustomOddsBody) => CustomOddsResponse) {
    const asked: CustomOddsBody[] = [];
    return {
      asked,
      fetchOdds: (body: CustomOddsBody) => {
        asked.push(body);
        return Promise.resolve(answers(body));
      },
    };
  }

  const market = (id: number, specifier: string, odds: Record<string, number>): Market =>
    ({
      id,
      specifier,
      status: 1,
      outcomes: Object.entries(odds).map(([outcome, value]) => ({ id: outcome, active: true, odds: value })),
    }) as unknown as Market;

  it('asks the price when the selections move and updates the custom odds', async () => {
    vi.useFakeTimers();
    const { store, stop } = slip();
    addCustomBet(store, homeOver);
    let price = 2866;
    const server = pricedBy(() => ({ odds: price, selections_odds: [] }));
    const stopSync = syncCustomOdds(store, { fetchOdds: server.fetchOdds, delayMs: 100 });
    await vi.advanceTimersByTimeAsync(150);
    expect(server.asked).toHaveLength(1);
    expect(server.asked[0]?.selections.map((s) => s.outcome_id)).toEqual(['home', 'over']);

    // Push moves the 1X2 odds: the builder price is asked again and taken.
    price = 2650;
    store.dispatch({
      type: 'marketsUpdated',
      matchId: 7,
      markets: [market(1, '', { home: 1700 })],
      complete: false,
    });
    await vi.advanceTimersByTimeAsync(150);
    expect(server.asked).toHaveLength(2);
    expect(customBets(store)[0]?.customOdds).toBe(2650);
    // Custom-bet selections are not re-checked against the policy: no odds-changed phase.
    expect(store.getState().ticketState).toBe(TicketPhase.initial);
    stopSync();
    stop();
  });

  it('keeps pricing a bet whose odds tick without pause (live)', async () => {
    vi.useFakeTimers();
    const { store, stop } = slip();
    addCustomBet(store, homeOver);
    let price = 2866;
    const server = pricedBy(() => ({ odds: price, selections_odds: [] }));
    const stopSync = syncCustomOdds(store, { fetchOdds: server.fetchOdds, delayMs: 100 });
    for (let tick = 0; tick < 20; tick++) {
      price = 2800 - tick;
      store.dispatch({
        type: 'marketsUpdated',
        matchId: 7,
        markets: [market(1, '', { home: 1700 + tick })],
        complete: false,
      });
      await vi.advanceTimersByTimeAsync(40);
    }
    expect(server.asked.length).toBeGreaterThanOrEqual(5);
    await vi.advanceTimersByTimeAsync(150);
    expect(customBets(store)[0]?.customOdds).toBe(price);
    stopSync();
    stop();
  });

  it('marks a combination the server no longer prices', async () => {
    vi.useFakeTimers();
    const { store, stop } = slip();
    addCustomBet(store, homeOver);
    const server = pricedBy(() => ({ odds: null, selections_odds: [1789, 1795] }));
    const stopSync = syncCustomOdds(store, { fetchOdds: server.fetchOdds, delayMs: 100 });
    await vi.advanceTimersByTimeAsync(150);
    const [bet] = customBets(store);
    expect(getCustomBetUi().unpriced.has(bet?.id ?? '')).toBe(true);
    expect(bet?.customOdds).toBe(2866);
    stopSync();
    stop();
  });

  it('keeps the error view of a refused placement, then takes the new price once back in the slip', async () => {
    vi.useFakeTimers();
    const { store, stop } = slip();
    addCustomBet(store, homeOver);
    const [bet] = customBets(store);
    store.dispatch({ type: 'stakeChanged', betId: bet?.id ?? '', stake: 500 as never });
    let price = 2866;
    const server = pricedBy(() => ({ odds: price, selections_odds: [] }));
    const stopSync = syncCustomOdds(store, { fetchOdds: server.fetchOdds, delayMs: 100 });
    await vi.advanceTimersByTimeAsync(150);

    store.dispatch({ type: 'placeRequested', isLoggedIn: true });
    price = 2700;
    store.dispatch({
      type: 'placeFailed',
      status: 422,
      response: { code: 120, message: 'error.place_bets.invalid_odds_custom_bet' },
    });
    expect(store.getState().error?.message).toBe('error.place_bets.invalid_odds_custom_bet');
    await vi.advanceTimersByTimeAsync(150);
    expect(server.asked).toHaveLength(2);
    // Still on the error view: the new price waits.
    expect(store.getState().ticketState).toBe(TicketPhase.error);
    expect(customBets(store)[0]?.customOdds).toBe(2866);
    store.dispatch({ type: 'placementDismissed' });
    expect(customBets(store)[0]?.customOdds).toBe(2700);
    stopSync();
    stop();
  });

  it('prices a bet on its selections, their odds and state', () => {
    const { store, stop } = slip();
    addCustomBet(store, homeOver);
    const before = customBetSignature(customBets(store)[0] as never);
    store.dispatch({
      type: 'marketsUpdated',
      matchId: 7,
      markets: [market(18, 'total=2.5', { over: 1900 })],
      complete: false,
    });
    expect(customBetSignature(customBets(store)[0] as never)).not.toBe(before);
    stop();
  });
});
