import { describe, expect, it } from 'vitest';
import {
  betLabelKey,
  bonusLabelKey,
  type Currency,
  createTicketState,
  isOddsErrorCode,
  type MarketSnapshot,
  type Odds,
  persistedTicket,
  placeBetErrorMessageKey,
  potentialWinOf,
  pricedBetOf,
  restoreTicket,
  type SelectionInput,
  type SlipBonus,
  type Subunits,
  selectionIdOf,
  selectionLabelKey,
  serializeTicket,
  type TicketAction,
  type TicketRestoreLookups,
  type TicketSettings,
  type TicketState,
  ticketReducer,
} from '../src/index.ts';

const EUR: Currency = { code: 'EUR', subunits: 2, fiat: true };
const USD: Currency = { code: 'USD', subunits: 2, fiat: true };
const SETTINGS: TicketSettings = {
  oddsChangePolicy: 'none',
  multiSingleAvailableByProvider: { betradar: true, betconstruct: true },
  providerStatuses: {},
  customBetEnabled: true,
  customBetAllowSingle: false,
  currency: EUR,
};

function sel(matchId: number, overrides: Partial<SelectionInput> = {}): SelectionInput {
  return {
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `match-${matchId}`,
    matchStatus: 0,
    marketGroup: 'main',
    sportKey: 'soccer',
    nameA: 'Home',
    nameB: 'Away',
    categoryName: 'England',
    provider: 'betradar',
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    active: true,
    odds: 2000 as Odds,
    ...overrides,
  };
}

const idOf = (input: SelectionInput) => selectionIdOf(input);
const toggle = (input: SelectionInput): TicketAction => ({ type: 'selectionToggled', selection: input });
const run = (state: TicketState, ...actions: TicketAction[]) => actions.reduce(ticketReducer, state);
const fresh = (settings: Partial<TicketSettings> = {}) => createTicketState({ ...SETTINGS, ...settings });
const noMulti = { multiSingleAvailableByProvider: {} };
const market = (marketId: number, outcomes: MarketSnapshot['outcomes'], status = 1): MarketSnapshot => ({
  id: marketId,
  specifier: '',
  status,
  outcomes,
});
const types = (s: TicketState) =>
  s.bets.map((b) => `${b.betType}${b.systemType ? `:${b.systemType.id}` : ''}`);

describe('adding selections', () => {
  it('adding an outcome to an empty slip makes a single', () => {
    const s = run(fresh(), toggle(sel(1)));
    expect(types(s)).toEqual(['single']);
    expect(s.selectedOutcomeIds).toEqual([idOf(sel(1))]);
    expect(s.ticketState).toBe('INITIAL');
  });

  it('when several singles are allowed for the provider another single is added', () => {
    expect(types(run(fresh(), toggle(sel(1)), toggle(sel(2))))).toEqual(['single', 'single']);
  });

  it('otherwise the selection merges into a combo', () => {
    const s = run(fresh(noMulti), toggle(sel(1)), toggle(sel(2)));
    expect(types(s)).toEqual(['combo']);
    expect(s.bets[0]?.selections).toHaveLength(2);
    // one provider without multiple singles is enough to merge
    expect(types(run(fresh(), toggle(sel(1)), toggle(sel(2, { provider: 'oddin' }))))).toEqual(['combo']);
  });

  it('a selection added to a combo joins the combo', () => {
    const s = run(
      fresh(),
      toggle(sel(1)),
      toggle(sel(2)),
      { type: 'betTypeChanged', betType: 'combo' },
      toggle(sel(3)),
    );
    expect(types(s)).toEqual(['combo']);
    expect(s.bets[0]?.selections).toHaveLength(3);
  });

  it('a second selection of one match replaces the first in a combo', () => {
    const s = run(fresh(noMulti), toggle(sel(1)), toggle(sel(2)), toggle(sel(1, { outcomeId: '2' })));
    expect(s.bets[0]?.selections.map((x) => x.id)).toEqual([idOf(sel(2)), idOf(sel(1, { outcomeId: '2' }))]);
  });

  it('a selection already chosen is removed', () => {
    const s = run(fresh(), toggle(sel(1)), toggle(sel(2)), toggle(sel(1)));
    expect(s.selectedOutcomeIds).toEqual([idOf(sel(2))]);
  });

  it('adding a selection is ignored while the ticket is in progress', () => {
    const placing = run(
      fresh(),
      toggle(sel(1)),
      { type: 'stakeChanged', betId: 'bet-1', stake: 100 as Subunits },
      {
        type: 'placeRequested',
        isLoggedIn: true,
      },
    );
    expect(placing.inProgress).toBe(true);
    expect(ticketReducer(placing, toggle(sel(2)))).toBe(placing);
    expect(ticketReducer(placing, toggle(sel(1)))).toBe(placing);
  });

  it('adding selections sets ODDS_CHANGED if any bet has changed odds, else INITIAL', () => {
    const changed = run(fresh(), toggle(sel(1)), {
      type: 'marketsUpdated',
      matchId: 1,
      complete: false,
      markets: [market(1, [{ id: '1', active: true, odds: 2100 }])],
    });
    expect(changed.ticketState).toBe('ODDS_CHANGED');
    expect(run(changed, toggle(sel(2))).ticketState).toBe('ODDS_CHANGED');
    expect(run(changed, { type: 'oddsChangesAccepted' }, toggle(sel(2))).ticketState).toBe('INITIAL');
  });

  it('adding a selection after an error returns to INITIAL and clears the error', () => {
    const failed = run(
      fresh(),
      toggle(sel(1)),
      { type: 'stakeChanged', betId: 'bet-1', stake: 100 as Subunits },
      { type: 'placeRequested', isLoggedIn: true },
      { type: 'placeFailed', status: 422, response: { code: 101 } },
    );
    expect(failed.ticketState).toBe('ERROR');
    const next = run(failed, toggle(sel(2)));
    expect(next.ticketState).toBe('INITIAL');
    expect(next.error).toBeNull();
  });

  it('a new selection of an inactive provider is marked not available', () => {
    const s = run(fresh({ providerStatuses: { oddin: 'inactive' } }), toggle(sel(1, { provider: 'oddin' })));
    expect(s.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
  });
});

describe('custom bets', () => {
  const legs = [sel(5, { marketId: 1 }), sel(5, { marketId: 18, specifier: 'total=2.5', outcomeId: '12' })];

  it('a custom bet uses custom odds', () => {
    const s = run(fresh(), { type: 'customBetAdded', selections: legs, customOdds: 3750 as Odds });
    expect(types(s)).toEqual(['custom_bet']);
    expect(s.bets[0]?.customOdds).toBe(3750);
    const staked = run(s, { type: 'stakeChanged', betId: 'bet-1', stake: 200 as Subunits });
    expect(potentialWinOf(pricedBetOf(staked.bets[0] as never))).toBe(750);
  });

  it('a ticket already holding a custom bet opens the custom-bet modal', () => {
    const s = run(fresh(), { type: 'customBetAdded', selections: legs, customOdds: 3750 as Odds });
    const again = run(s, { type: 'customBetAdded', selections: legs, customOdds: 4000 as Odds });
    expect(again.bets).toEqual(s.bets);
    expect(again.effects.map((e) => e.type)).toEqual(['openCustomBetModal']);
  });

  it('a single-selection custom bet needs custom_bet_allow_single', () => {
    const one = { type: 'customBetAdded', selections: [sel(5)], customOdds: 2000 as Odds } as const;
    expect(run(fresh(), one).bets).toEqual([]);
    expect(types(run(fresh({ customBetAllowSingle: true }), one))).toEqual(['custom_bet']);
  });

  it('a custom bet is ignored when custom bets are disabled', () => {
    expect(
      run(fresh({ customBetEnabled: false }), {
        type: 'customBetAdded',
        selections: legs,
        customOdds: 3000 as Odds,
      }).bets,
    ).toEqual([]);
  });

  it('removing selections keeps a custom bet with one selection a custom bet', () => {
    const s = run(
      fresh(),
      { type: 'customBetAdded', selections: legs, customOdds: 3750 as Odds },
      { type: 'selectionsRemoved', selectionIds: [idOf(legs[0] as SelectionInput)] },
    );
    expect(types(s)).toEqual(['custom_bet']);
  });

  it('a custom bet is dropped if any kept selection is not prematch or live', () => {
    const s = run(
      fresh(),
      toggle(sel(1)),
      { type: 'customBetAdded', selections: legs, customOdds: 3750 as Odds },
      { type: 'matchStatusChanged', matchId: 5, status: 2 },
    );
    expect(types(s)).toEqual(['single']);
    expect(
      run(
        fresh(),
        { type: 'customBetAdded', selections: legs, customOdds: 3750 as Odds },
        {
          type: 'matchStatusChanged',
          matchId: 5,
          status: 1,
        },
      ).bets,
    ).toHaveLength(1);
  });

  it('custom-bet selections are not re-checked against the odds-change policy', () => {
    const s = run(
      fresh(),
      { type: 'customBetAdded', selections: legs, customOdds: 3750 as Odds },
      {
        type: 'marketsUpdated',
        matchId: 5,
        complete: false,
        markets: [market(1, [{ id: '1', active: true, odds: 1500 }])],
      },
    );
    expect(s.bets[0]?.selections[0]).toMatchObject({ odds: 1500, acceptedOdds: 1500, isChanged: false });
    expect(s.ticketState).toBe('INITIAL');
  });

  it('custom odds can be updated', () => {
    const s = run(
      fresh(),
      { type: 'customBetAdded', selections: legs, customOdds: 3750 as Odds },
      { type: 'customOddsUpdated', betId: 'bet-1', customOdds: 3600 as Odds },
    );
    expect(s.bets[0]?.customOdds).toBe(3600);
  });
});

describe('removing selections', () => {
  it('drops to a single when one selection remains', () => {
    const s = run(fresh(noMulti), toggle(sel(1)), toggle(sel(2)), {
      type: 'selectionsRemoved',
      selectionIds: [idOf(sel(2))],
    });
    expect(types(s)).toEqual(['single']);
  });

  it('a system whose size no longer matches becomes a system of the matching size', () => {
    const s = run(fresh(noMulti), toggle(sel(1)), toggle(sel(2)), toggle(sel(3)), toggle(sel(4)), {
      type: 'betTypeChanged',
      betType: 'system',
      systemTypeId: '3/4',
    });
    expect(types(s)).toEqual(['system:3/4']);
    expect(types(run(s, { type: 'selectionsRemoved', selectionIds: [idOf(sel(4))] }))).toEqual([
      'system:2/3',
    ]);
    const two = run(s, toggle(sel(5)));
    expect(types(two)).toEqual(['system:3/5']);
  });

  it('a system whose size matches no system type becomes a combo', () => {
    const s = run(fresh(noMulti), toggle(sel(1)), toggle(sel(2)), toggle(sel(3)), {
      type: 'betTypeChanged',
      betType: 'system',
    });
    expect(types(s)).toEqual(['system:2/3']);
    expect(types(run(s, { type: 'selectionsRemoved', selectionIds: [idOf(sel(3))] }))).toEqual(['combo']);
  });

  it('a bet left with no selections is removed', () => {
    const s = run(fresh(), toggle(sel(1)), toggle(sel(2)), {
      type: 'selectionsRemoved',
      selectionIds: [idOf(sel(1))],
    });
    expect(s.bets).toHaveLength(1);
    expect(run(s, { type: 'ticketCleared' }).bets).toEqual([]);
  });

  it('suspended or unavailable selections can be removed from a bet', () => {
    const s = run(
      fresh(noMulti),
      toggle(sel(1)),
      toggle(sel(2)),
      toggle(sel(3, { provider: 'betconstruct' })),
      { type: 'marketsUpdated', matchId: 1, complete: true, markets: [] },
      { type: 'providerStatusChanged', provider: 'betconstruct', status: 'inactive' },
      { type: 'unavailableSelectionsRemoved' },
    );
    expect(s.selectedOutcomeIds).toEqual([idOf(sel(2))]);
    expect(types(s)).toEqual(['single']);
  });
});

describe('changing bet type', () => {
  it('single splits the first bet into one bet per selection', () => {
    const s = run(
      fresh(),
      toggle(sel(1)),
      toggle(sel(2)),
      { type: 'betTypeChanged', betType: 'combo' },
      { type: 'stakeChanged', betId: 'bet-1', stake: 500 as Subunits },
      { type: 'betTypeChanged', betType: 'single' },
    );
    expect(types(s)).toEqual(['single', 'single']);
    expect(s.bets.map((b) => b.stake)).toEqual([500, 500]);
  });

  it('combo merges', () => {
    const s = run(fresh(), toggle(sel(1)), toggle(sel(2)), toggle(sel(3)), {
      type: 'betTypeChanged',
      betType: 'combo',
    });
    expect(types(s)).toEqual(['combo']);
  });

  it('system builds a system bet', () => {
    const s = run(fresh(), toggle(sel(1)), toggle(sel(2)), toggle(sel(3)), toggle(sel(4)), {
      type: 'betTypeChanged',
      betType: 'system',
    });
    expect(types(s)).toEqual(['system:2/4']);
    expect(types(run(s, { type: 'systemTypeChanged', betId: 'bet-1', systemTypeId: '3/4' }))).toEqual([
      'system:3/4',
    ]);
    expect(types(run(s, { type: 'systemTypeChanged', betId: 'bet-1', systemTypeId: '2/3' }))).toEqual([
      'system:2/4',
    ]);
  });

  it('is blocked if not allowed', () => {
    const combo = run(fresh(noMulti), toggle(sel(1)), toggle(sel(2)));
    expect(run(combo, { type: 'betTypeChanged', betType: 'single' })).toEqual(combo);
    expect(run(combo, { type: 'betTypeChanged', betType: 'system' })).toEqual(combo);
    const oddin = run(fresh(), toggle(sel(1)), toggle(sel(2)), toggle(sel(3, { provider: 'oddin' })));
    expect(run(oddin, { type: 'betTypeChanged', betType: 'system' })).toEqual(oddin);
    const sameMatch = run(fresh(), toggle(sel(1)), toggle(sel(1, { outcomeId: '2' })));
    expect(types(sameMatch)).toEqual(['single', 'single']);
    expect(run(sameMatch, { type: 'betTypeChanged', betType: 'combo' })).toEqual(sameMatch);
  });

  it('a single with more than one selection becomes a combo', () => {
    const s = createTicketState(SETTINGS);
    const json = JSON.stringify({
      version: 1,
      ticketState: 'INITIAL',
      bets: [
        {
          ...run(s, toggle(sel(1))).bets[0],
          selections: [
            ...(run(s, toggle(sel(1))).bets[0]?.selections ?? []),
            ...(run(s, toggle(sel(2))).bets[0]?.selections ?? []),
          ],
        },
      ],
    });
    const restored = restoreTicket(s, json, lookupsFor());
    expect(types(restored)).toEqual(['combo']);
  });
});

describe('market and provider updates', () => {
  const base = () => run(fresh(), toggle(sel(1)), toggle(sel(2, { marketId: 7 })));

  it('a selection turns suspended if its market is missing', () => {
    const s = run(base(), { type: 'marketsUpdated', matchId: 1, complete: true, markets: [market(9, [])] });
    expect(s.bets[0]?.selections[0]?.isSuspended).toBe(true);
    expect(s.bets[1]?.selections[0]?.isSuspended).toBe(false);
    expect(selectionLabelKey(s.bets[0]?.selections[0] as never)).toBe('sb.ticket.suspended.label');
  });

  it('a selection turns suspended if its market is inactive', () => {
    const s = run(base(), {
      type: 'marketsUpdated',
      matchId: 1,
      complete: false,
      markets: [market(1, [{ id: '1', active: true, odds: 2000 }], -1)],
    });
    expect(s.bets[0]?.selections[0]?.isSuspended).toBe(true);
  });

  it('a selection turns suspended if its outcome is missing or inactive, and resumes when back', () => {
    const missing = run(base(), {
      type: 'marketsUpdated',
      matchId: 1,
      complete: false,
      markets: [market(1, [])],
    });
    expect(missing.bets[0]?.selections[0]?.isSuspended).toBe(true);
    const inactive = run(base(), {
      type: 'marketsUpdated',
      matchId: 1,
      complete: false,
      markets: [market(1, [{ id: '1', active: false, odds: 2000 }])],
    });
    expect(inactive.bets[0]?.selections[0]?.isSuspended).toBe(true);
    const back = run(inactive, {
      type: 'marketsUpdated',
      matchId: 1,
      complete: false,
      markets: [market(1, [{ id: '1', active: true, odds: 2000 }])],
    });
    expect(back.bets[0]?.selections[0]?.isSuspended).toBe(false);
  });

  it('a partial update leaves selections of unlisted markets alone', () => {
    const s = run(base(), { type: 'marketsUpdated', matchId: 1, complete: false, markets: [market(9, [])] });
    expect(s.bets[0]?.selections[0]?.isSuspended).toBe(false);
  });

  it('provider status updates mark selections unavailable when the provider is not active', () => {
    const off = run(base(), { type: 'providerStatusChanged', provider: 'betradar', status: 'inactive' });
    expect(off.bets.every((b) => b.selections.every((x) => x.isNotAvailable))).toBe(true);
    expect(selectionLabelKey(off.bets[0]?.selections[0] as never)).toBe('sb.ticket.not-available.label');
    const on = run(off, { type: 'providerStatusChanged', provider: 'betradar', status: 'active' });
    expect(on.bets.every((b) => b.selections.every((x) => !x.isNotAvailable))).toBe(true);
  });
});

describe('odds-change policy', () => {
  const update = (odds: number): TicketAction => ({
    type: 'marketsUpdated',
    matchId: 1,
    complete: false,
    markets: [market(1, [{ id: '1', active: true, odds }])],
  });

  it('none: any change flags it', () => {
    const up = run(fresh(), toggle(sel(1)), update(2100));
    expect(up.bets[0]?.selections[0]).toMatchObject({ odds: 2100, acceptedOdds: 2000, isChanged: true });
    expect(up.ticketState).toBe('ODDS_CHANGED');
    expect(run(fresh(), toggle(sel(1)), update(1900)).ticketState).toBe('ODDS_CHANGED');
  });

  it('higher: only lower odds flag it, higher odds are auto-accepted', () => {
    const policy = { oddsChangePolicy: 'higher' } as const;
    const up = run(fresh(policy), toggle(sel(1)), update(2100));
    expect(up.bets[0]?.selections[0]).toMatchObject({ odds: 2100, acceptedOdds: 2100, isChanged: false });
    expect(up.ticketState).toBe('INITIAL');
    const down = run(fresh(policy), toggle(sel(1)), update(1900));
    expect(down.bets[0]?.selections[0]).toMatchObject({ odds: 1900, acceptedOdds: 2000, isChanged: true });
    expect(down.ticketState).toBe('ODDS_CHANGED');
  });

  it('any: all changes are accepted', () => {
    const s = run(fresh({ oddsChangePolicy: 'any' }), toggle(sel(1)), update(1500));
    expect(s.bets[0]?.selections[0]).toMatchObject({ odds: 1500, acceptedOdds: 1500, isChanged: false });
    expect(s.ticketState).toBe('INITIAL');
  });

  it('odds returning to the accepted value clear the flag', () => {
    expect(run(fresh(), toggle(sel(1)), update(2100), update(2000)).ticketState).toBe('INITIAL');
  });

  it('accepting odds changes returns to INITIAL', () => {
    const s = run(fresh(), toggle(sel(1)), update(2100), { type: 'oddsChangesAccepted' });
    expect(s.ticketState).toBe('INITIAL');
    expect(s.bets[0]?.selections[0]).toMatchObject({ odds: 2100, acceptedOdds: 2100, isChanged: false });
  });

  it('policy changes through settings apply to later updates', () => {
    const s = run(
      fresh(),
      toggle(sel(1)),
      { type: 'settingsChanged', settings: { oddsChangePolicy: 'any' } },
      update(1700),
    );
    expect(s.ticketState).toBe('INITIAL');
  });
});

describe('stake', () => {
  it('a typed stake is rounded for the currency', () => {
    const fine = { currency: { code: 'KWD', subunits: 4, fiat: true } };
    const s = run(fresh(fine), toggle(sel(1)), {
      type: 'stakeChanged',
      betId: 'bet-1',
      stake: 12_345 as Subunits,
    });
    expect(s.bets[0]?.stake).toBe(12_300);
  });

  it('with stakeSource potentialWin the stake is rescaled by the old-to-new total-odds ratio', () => {
    const s = run(fresh({ oddsChangePolicy: 'any' }), toggle(sel(1)), {
      type: 'potentialWinChanged',
      betId: 'bet-1',
      potentialWin: 2000 as Subunits,
    });
    expect(s.bets[0]).toMatchObject({ stake: 1000, stakeSource: 'potentialWin' });
    const moved = run(s, {
      type: 'marketsUpdated',
      matchId: 1,
      complete: false,
      markets: [market(1, [{ id: '1', active: true, odds: 2500 }])],
    });
    expect(moved.bets[0]?.stake).toBe(800);
    const typed = run(fresh({ oddsChangePolicy: 'any' }), toggle(sel(1)), {
      type: 'stakeChanged',
      betId: 'bet-1',
      stake: 1000 as Subunits,
    });
    const notRescaled = run(typed, {
      type: 'marketsUpdated',
      matchId: 1,
      complete: false,
      markets: [market(1, [{ id: '1', active: true, odds: 2500 }])],
    });
    expect(notRescaled.bets[0]?.stake).toBe(1000);
  });

  it('a currency change resets the stake to 0 and the stake source to sharing', () => {
    const s = run(
      fresh(),
      toggle(sel(1)),
      { type: 'stakeChanged', betId: 'bet-1', stake: 500 as Subunits },
      {
        type: 'currencyChanged',
        currency: USD,
      },
    );
    expect(s.bets[0]).toMatchObject({ stake: 0, stakeSource: 'sharing', currency: 'USD' });
    expect(s.settings.currency).toEqual(USD);
  });
});

describe('bonuses', () => {
  const boost: SlipBonus = {
    id: 1,
    type: 'comboboost',
    ranges: [{ min_count: 2, max_count: 10, bonus_odds: 1100 }],
  };
  const freebet: SlipBonus = { id: 2, type: 'freebet', freebetAmount: 500 as Subunits };
  const hunting: SlipBonus = { id: 3, type: 'hunting' };

  it('comboboost, hunting or tournament is chosen by default when none is set', () => {
    const s = run(fresh(noMulti), toggle(sel(1)), toggle(sel(2)), {
      type: 'bonusesUpdated',
      bonuses: [freebet, boost],
    });
    expect(s.bets[0]?.bonus?.id).toBe(1);
    expect(s.bets[0]?.bonusOdds).toBe(1100);
    const h = run(fresh(), toggle(sel(1)), { type: 'bonusesUpdated', bonuses: [freebet, hunting] });
    expect(h.bets[0]?.bonus?.type).toBe('hunting');
    expect(
      run(fresh(), toggle(sel(1)), { type: 'bonusesUpdated', bonuses: [freebet] }).bets[0]?.bonus,
    ).toBeNull();
  });

  it('setting a freebet bonus sets the stake to the free-bet stake; removing it sets the stake to 0', () => {
    const s = run(
      fresh(),
      toggle(sel(1)),
      { type: 'stakeChanged', betId: 'bet-1', stake: 1200 as Subunits },
      { type: 'bonusesUpdated', bonuses: [freebet] },
      { type: 'bonusSelected', betId: 'bet-1', bonusId: 2 },
    );
    expect(s.bets[0]).toMatchObject({ stake: 500, freebetStake: 500 });
    const removed = run(s, { type: 'bonusSelected', betId: 'bet-1', bonusId: null });
    expect(removed.bets[0]).toMatchObject({ stake: 0, freebetStake: 0, bonus: null });
  });

  it('a free-bet stake replaces the stake when greater than 0', () => {
    const s = run(
      fresh(),
      toggle(sel(1)),
      { type: 'bonusesUpdated', bonuses: [freebet] },
      { type: 'bonusSelected', betId: 'bet-1', bonusId: 2 },
      { type: 'stakeChanged', betId: 'bet-1', stake: 9999 as Subunits },
    );
    expect(s.bets[0]?.stake).toBe(500);
  });

  it('a free bet is cleared when no longer available and the stake becomes 0', () => {
    const s = run(
      fresh(),
      toggle(sel(1)),
      { type: 'bonusesUpdated', bonuses: [freebet] },
      { type: 'bonusSelected', betId: 'bet-1', bonusId: 2 },
      { type: 'bonusesUpdated', bonuses: [] },
    );
    expect(s.bets[0]).toMatchObject({ bonus: null, stake: 0, freebetStake: 0 });
  });

  it('bonus odds follow the active combo boost range as selections change', () => {
    const ranged: SlipBonus = { ...boost, ranges: [{ min_count: 3, max_count: 5, bonus_odds: 1050 }] };
    const two = run(fresh(noMulti), toggle(sel(1)), toggle(sel(2)), {
      type: 'bonusesUpdated',
      bonuses: [ranged],
    });
    expect(two.bets[0]?.bonusOdds).toBeNull();
    expect(run(two, toggle(sel(3))).bets[0]?.bonusOdds).toBe(1050);
  });

  it('upcoming bonuses are kept', () => {
    expect(run(fresh(), { type: 'upcomingBonusesUpdated', bonuses: [hunting] }).upcomingBonuses).toEqual([
      hunting,
    ]);
  });
});

describe('placing', () => {
  const ready = () =>
    run(fresh(), toggle(sel(1)), toggle(sel(2)), {
      type: 'stakeChanged',
      betId: 'bet-1',
      stake: 100 as Subunits,
    });

  it('if not logged in, the ticket resets to initial and sign-in is requested', () => {
    const s = run(ready(), { type: 'placeRequested', isLoggedIn: false });
    expect(s.ticketState).toBe('INITIAL');
    expect(s.inProgress).toBe(false);
    expect(s.effects.map((e) => e.type)).toEqual(['requestSignIn']);
  });

  it('goes to processing, marks in progress and keeps bets with stake above 0 as processing', () => {
    const s = run(ready(), { type: 'placeRequested', isLoggedIn: true });
    expect(s).toMatchObject({ ticketState: 'PROCESSING', inProgress: true, processingBets: ['bet-1'] });
    expect(s.effects).toEqual([{ id: 1, type: 'placeBets', betIds: ['bet-1'] }]);
  });

  it('nothing is placed when no bet has a stake', () => {
    const s = run(fresh(), toggle(sel(1)));
    expect(run(s, { type: 'placeRequested', isLoggedIn: true })).toBe(s);
  });

  it('on success: SUCCESS with placed bets', () => {
    const s = run(
      ready(),
      { type: 'placeRequested', isLoggedIn: true },
      {
        type: 'placeSucceeded',
        placed: [{ id: 'bet-1', betId: 'srv-9', status: 'waiting_results' }],
      },
    );
    expect(s.ticketState).toBe('SUCCESS');
    expect(s.inProgress).toBe(false);
    expect(s.placedBets.map((b) => [b.id, b.betId, b.status])).toEqual([
      ['bet-1', 'srv-9', 'waiting_results'],
    ]);
    const dismissed = run(s, { type: 'placementDismissed' });
    expect(dismissed.ticketState).toBe('INITIAL');
    expect(dismissed.bets.map((b) => b.id)).toEqual(['bet-2']);
    expect(run(s, { type: 'placementDismissed', keepSelections: true }).bets).toHaveLength(2);
  });

  it('on an error with a code: ERROR with message, per-bet messages, details, odds-error flag and code', () => {
    const s = run(
      ready(),
      { type: 'placeRequested', isLoggedIn: true },
      {
        type: 'placeFailed',
        status: 422,
        response: {
          code: 101,
          data: { details: { x: 1 }, errors_by_bet: [{ localized_message: 'Odds moved' }] },
        },
      },
    );
    expect(s.ticketState).toBe('ERROR');
    expect(s.error).toEqual({
      code: 101,
      message: 'error.place_bets.invalid_odds',
      details: { x: 1 },
      isOddsError: true,
    });
    expect(s.bets[0]?.messagesByBet).toBe('Odds moved');
    expect(s.processingBets).toEqual([]);
    expect(s.inProgress).toBe(false);
  });

  it('per-bet messages go to the bets the server names by index', () => {
    const two = run(
      fresh(),
      toggle(sel(1)),
      toggle(sel(2)),
      { type: 'stakeChanged', betId: 'bet-1', stake: 100 as Subunits },
      { type: 'stakeChanged', betId: 'bet-2', stake: 100 as Subunits },
    );
    const s = run(
      two,
      { type: 'placeRequested', isLoggedIn: true },
      {
        type: 'placeFailed',
        status: 422,
        response: {
          code: 'liability_exceeded',
          data: { errors_by_bet: [{ index: 1, localized_message: 'At most 0.06 EUR more' }] },
        },
      },
    );
    expect(s.bets.map((b) => b.messagesByBet)).toEqual([null, 'At most 0.06 EUR more']);
    expect(s.error).toMatchObject({ message: 'error.place_bets.liability_exceeded', isOddsError: false });
  });

  it('a server message takes precedence and non-odds codes are not odds errors', () => {
    const s = run(
      ready(),
      { type: 'placeRequested', isLoggedIn: true },
      {
        type: 'placeFailed',
        status: 422,
        response: { code: 118, message: 'Município não encontrado' },
      },
    );
    expect(s.error).toMatchObject({ message: 'Município não encontrado', isOddsError: false, code: 118 });
  });

  it('on any other error: reset to initial and a generic error alert', () => {
    for (const failure of [
      { type: 'placeFailed', status: 500 },
      { type: 'placeFailed', status: 401, response: { code: 7 } },
    ] as TicketAction[]) {
      const s = run(ready(), { type: 'placeRequested', isLoggedIn: true }, failure);
      expect(s.ticketState).toBe('INITIAL');
      expect(s.processingBets).toEqual([]);
      expect(s.effects.at(-1)).toMatchObject({
        type: 'genericErrorAlert',
        title: 'global-error.default.title',
        description: 'global-error.default.description',
      });
    }
  });

  it('effects are kept until handled', () => {
    const s = run(
      ready(),
      { type: 'placeRequested', isLoggedIn: false },
      { type: 'placeRequested', isLoggedIn: false },
    );
    expect(s.effects.map((e) => e.id)).toEqual([1, 2]);
    expect(run(s, { type: 'effectsHandled', upToId: 1 }).effects.map((e) => e.id)).toEqual([2]);
  });

  it('results that arrive outside processing are ignored', () => {
    const s = ready();
    expect(run(s, { type: 'placeSucceeded', placed: [] })).toBe(s);
    expect(run(s, { type: 'placeFailed', status: 500 })).toBe(s);
  });
});

describe('error messages and labels (SPEC §8)', () => {
  it('maps place-bet codes to message keys', () => {
    expect(placeBetErrorMessageKey(101)).toBe('error.place_bets.invalid_odds');
    expect(placeBetErrorMessageKey('120')).toBe('error.place_bets.invalid_odds_custom_bet');
    expect(placeBetErrorMessageKey(118)).toBe('error.place_bets.default');
    expect(placeBetErrorMessageKey('error.risk_validation.odds_to_low')).toBe(
      'error.risk_validation.odds_to_low',
    );
    expect(placeBetErrorMessageKey(101, 'Server says')).toBe('Server says');
    expect(placeBetErrorMessageKey('limit_exceeded')).toBe('error.place_bets.limit_exceeded');
    expect(placeBetErrorMessageKey('liability_exceeded')).toBe('error.place_bets.liability_exceeded');
    expect(isOddsErrorCode('error.risk_validation.odds_higher_than_bookmakers_current_odds')).toBe(true);
    expect(isOddsErrorCode(118)).toBe(false);
  });

  it('labels bets singles, doubles, trebles, accumulator or by bet type', () => {
    const n = (count: number) => Array.from({ length: count }, () => ({}) as never);
    expect(betLabelKey({ betType: 'single', selections: n(1) }, 2)).toBe('sb.ticket.singles');
    expect(betLabelKey({ betType: 'single', selections: n(1) })).toBe('sb.ticket.single');
    expect(betLabelKey({ betType: 'combo', selections: n(2) })).toBe('sb.ticket.doubles');
    expect(betLabelKey({ betType: 'combo', selections: n(3) })).toBe('sb.ticket.trebles');
    expect(betLabelKey({ betType: 'combo', selections: n(7) })).toBe('sb.ticket.accumulator');
    expect(betLabelKey({ betType: 'system', selections: n(3) })).toBe('sb.ticket.system');
    expect(betLabelKey({ betType: 'custom_bet', selections: n(2) })).toBe('sb.ticket.custom_bet');
    expect(bonusLabelKey('comboboost')).toBe('sb.ticket.bonus.comboboost');
  });
});

function lookupsFor(
  statuses: Record<number, number> = {},
  markets: Record<string, MarketSnapshot> = {},
  convert?: TicketRestoreLookups['convertStake'],
): TicketRestoreLookups {
  return {
    matchOf: (matchId) => (matchId in statuses ? ({ status: statuses[matchId] } as never) : { status: 0 }),
    marketOf: (matchId, marketId) =>
      markets[`${matchId}:${marketId}`] ?? market(marketId, [{ id: '1', active: true, odds: 2000 }]),
    ...(convert ? { convertStake: convert } : {}),
  };
}

describe('persistence', () => {
  const slip = () =>
    run(fresh(), toggle(sel(1)), toggle(sel(2)), {
      type: 'stakeChanged',
      betId: 'bet-2',
      stake: 300 as Subunits,
    });

  it('restores bets and phase from session storage', () => {
    const s = slip();
    const restored = restoreTicket(
      run(fresh(), { type: 'restoreStarted' }),
      serializeTicket(s),
      lookupsFor(),
    );
    expect(restored.bets).toEqual(s.bets);
    expect(restored.isRestoring).toBe(false);
    expect(restored.nextBetNumber).toBe(3);
    expect(restored.effects).toEqual([]);
  });

  it('keeps a ticket showing its receipt as "Done" leaves it: a reload never offers a placed bet again', () => {
    const placed = run(
      slip(),
      { type: 'placeRequested', isLoggedIn: true },
      { type: 'placeSucceeded', placed: [{ id: 'bet-2', betId: 'srv-1', status: 'waiting_results' }] },
    );
    expect(placed.ticketState).toBe('SUCCESS');
    const restored = restoreTicket(fresh(), serializeTicket(placed), lookupsFor());
    expect(restored.ticketState).toBe('INITIAL');
    expect(restored.bets.map((b) => b.id)).toEqual(['bet-1']);
    // Every bet placed: nothing is kept.
    const all = run(
      run(fresh(), toggle(sel(1)), { type: 'stakeChanged', betId: 'bet-1', stake: 100 as Subunits }),
      { type: 'placeRequested', isLoggedIn: true },
      { type: 'placeSucceeded', placed: [{ id: 'bet-1', betId: 'srv-2' }] },
    );
    expect(persistedTicket(all)).toEqual({ ticketState: 'INITIAL', bets: [] });
  });

  it('drops selections of vanished matches and refreshes markets against lookups', () => {
    const lookups: TicketRestoreLookups = {
      matchOf: (id) => (id === 1 ? undefined : { status: 1 }),
      marketOf: () => market(1, [{ id: '1', active: true, odds: 2200 }]),
    };
    const restored = restoreTicket(fresh(), serializeTicket(slip()), lookups);
    expect(restored.bets).toHaveLength(1);
    expect(restored.bets[0]?.selections[0]).toMatchObject({ matchStatus: 1, odds: 2200, isChanged: true });
    expect(restored.ticketState).toBe('ODDS_CHANGED');
  });

  it('a restored bet whose currency differs from the user’s is converted', () => {
    const restored = restoreTicket(
      fresh({ currency: USD }),
      serializeTicket(slip()),
      lookupsFor({}, {}, (stake, from, to) => {
        expect([from, to.code]).toEqual(['EUR', 'USD']);
        return (stake * 2) as Subunits;
      }),
    );
    expect(restored.bets.map((b) => [b.currency, b.stake])).toEqual([
      ['USD', 0],
      ['USD', 600],
    ]);
    expect(
      restoreTicket(fresh({ currency: USD }), serializeTicket(slip()), lookupsFor()).bets[1]?.stake,
    ).toBe(0);
  });

  it('restore failure is reported and the restoring flag cleared', () => {
    const start = run(fresh(), { type: 'restoreStarted' });
    const s = restoreTicket(start, '{not json', lookupsFor());
    expect(s.isRestoring).toBe(false);
    expect(s.effects.map((e) => e.type)).toEqual(['restoreFailed']);
    const shared = restoreTicket(start, '{"version":2}', lookupsFor(), { source: 'share' });
    expect(shared.effects.map((e) => e.type)).toEqual(['restoreFailed', 'shareBetNotFound']);
    expect(shared.effects[1]).toMatchObject({ message: 'link-try-later' });
    const throwing = restoreTicket(start, serializeTicket(slip()), {
      matchOf: () => {
        throw new Error('lookup down');
      },
      marketOf: () => undefined,
    });
    expect(throwing.effects).toEqual([{ id: 1, type: 'restoreFailed', reason: 'lookup down' }]);
  });

  it('if no bets result, the share-bet not-found modal shows', () => {
    const s = restoreTicket(fresh(), serializeTicket(slip()), {
      matchOf: () => undefined,
      marketOf: () => undefined,
    });
    expect(s.bets).toEqual([]);
    expect(s.effects).toEqual([{ id: 1, type: 'shareBetNotFound', message: 'link-try-another-bet' }]);
  });

  it('a processing ticket comes back as INITIAL', () => {
    const placing = run(slip(), { type: 'placeRequested', isLoggedIn: true });
    expect(restoreTicket(fresh(), serializeTicket(placing), lookupsFor()).ticketState).toBe('INITIAL');
  });
});
