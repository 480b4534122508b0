import { describe, expect, it } from 'vitest';
import {
  type Currency,
  cashBets,
  createTicketState,
  type Odds,
  type OfferedBonus,
  placementBetOf,
  type SelectionInput,
  type Subunits,
  slipBonusesFor,
  slipWinOf,
  type TicketAction,
  type TicketSettings,
  type TicketState,
  ticketReducer,
} from '../src/index.ts';

const EUR: Currency = { code: 'EUR', subunits: 2, fiat: true };
const SETTINGS: TicketSettings = {
  oddsChangePolicy: 'none',
  multiSingleAvailableByProvider: {},
  providerStatuses: {},
  customBetEnabled: false,
  customBetAllowSingle: false,
  currency: EUR,
};
const NOW = Date.UTC(2026, 0, 10);

function sel(matchId: number, odds = 2000, matchStatus = 0): SelectionInput {
  return {
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `m-${matchId}`,
    matchStatus,
    marketGroup: 'main',
    sportKey: 'soccer',
    nameA: 'A',
    nameB: 'B',
    categoryName: 'C',
    provider: 'betradar',
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    active: true,
    odds: odds as Odds,
  } as SelectionInput;
}
const toggle = (input: SelectionInput): TicketAction => ({ type: 'selectionToggled', selection: input });
const run = (state: TicketState, ...actions: TicketAction[]) => actions.reduce(ticketReducer, state);
const fresh = () => createTicketState(SETTINGS);
const firstBet = (s: TicketState) => {
  const bet = s.bets[0];
  if (!bet) throw new Error('no bet');
  return bet;
};

const welcome: OfferedBonus = {
  id: 7,
  type: 'freebet',
  status: 'active',
  currency: 'EUR',
  amount: 1000,
  minOdds: 1500,
  selectionCountFrom: 1,
  selectionCountTo: 10,
  usesCount: 1,
  timesUsed: 0,
  matchStatus: 'all',
};
const boost: OfferedBonus = {
  id: 8,
  type: 'comboboost',
  status: 'active',
  minOdds: 1200,
  ranges: [
    { min_count: 3, max_count: 4, bonus_odds: 1050 },
    { min_count: 5, max_count: 7, bonus_odds: 1100 },
  ],
};

describe('bonuses offered in the slip', () => {
  it('offers an active free bet to a bet within its odds, currency and window, not otherwise', () => {
    const s = run(fresh(), toggle(sel(1, 2000)));
    const bet = firstBet(s);
    expect(slipBonusesFor(bet, [welcome], NOW).map((b) => b.id)).toEqual([7]);
    expect(slipBonusesFor(bet, [{ ...welcome, minOdds: 2500 }], NOW)).toEqual([]);
    expect(slipBonusesFor(bet, [{ ...welcome, currency: 'USD' }], NOW)).toEqual([]);
    expect(slipBonusesFor(bet, [{ ...welcome, status: 'available' }], NOW)).toEqual([]);
    expect(slipBonusesFor(bet, [{ ...welcome, timesUsed: 1 }], NOW)).toEqual([]);
    expect(slipBonusesFor(bet, [{ ...welcome, validTo: NOW - 1 }], NOW)).toEqual([]);
    expect(slipBonusesFor(bet, [{ ...welcome, matchStatus: 'live' }], NOW)).toEqual([]);
    expect(slipBonusesFor(bet, [welcome], NOW)[0]).toMatchObject({ freebetAmount: 1000 });
  });

  it('offers a combo boost only to a combo with enough suitable selections; its odds are the range odds', () => {
    const two = run(fresh(), toggle(sel(1)), toggle(sel(2)));
    expect(two.bets[0]?.betType).toBe('combo');
    expect(slipBonusesFor(firstBet(two), [boost], NOW)).toEqual([]);
    // One of three selections below the boost's minimum odds does not count.
    const low = run(fresh(), toggle(sel(1)), toggle(sel(2)), toggle(sel(3, 1100)));
    expect(slipBonusesFor(firstBet(low), [boost], NOW)).toEqual([]);
    const three = run(fresh(), toggle(sel(1)), toggle(sel(2)), toggle(sel(3)));
    const offered = slipBonusesFor(firstBet(three), [welcome, boost], NOW);
    expect(offered.map((b) => b.id)).toEqual([7, 8]);
    const chosen = run(three, { type: 'bonusesUpdated', bonuses: offered });
    expect(chosen.bets[0]).toMatchObject({ bonus: { id: 8 }, bonusOdds: 1050 });
  });

  it('a free bet no longer offered is removed from the bet and the stake becomes 0', () => {
    const s = run(fresh(), toggle(sel(1, 2000)));
    const picked = run(
      s,
      { type: 'bonusesUpdated', bonuses: slipBonusesFor(firstBet(s), [welcome], NOW) },
      { type: 'bonusSelected', betId: firstBet(s).id, bonusId: 7 },
    );
    expect(picked.bets[0]).toMatchObject({ stake: 1000, freebetStake: 1000 });
    // The player swaps to a 1.20 outcome: below the free bet's 1.50 minimum.
    const lower = run(picked, toggle(sel(1, 2000)), toggle({ ...sel(1, 1200), outcomeId: '2' }));
    const offered = slipBonusesFor(firstBet(lower), [welcome], NOW);
    expect(offered).toEqual([]);
    const after = run(lower, { type: 'bonusesUpdated', bonuses: offered });
    expect(after.bets[0]).toMatchObject({ bonus: null, stake: 0, freebetStake: 0 });
  });

  it('a free bet win pays without the stake (all-win with it); free-bet stakes take no cash', () => {
    const fb = { bonus: { id: 1, type: 'freebet' as const }, freebetStake: 1000 as Subunits };
    expect(slipWinOf(fb, 2500 as Subunits)).toBe(1500);
    expect(slipWinOf({ ...fb, bonus: { id: 1, type: 'freebet_all_win' } }, 2500 as Subunits)).toBe(2500);
    expect(slipWinOf({ bonus: null, freebetStake: 0 as Subunits }, 2500 as Subunits)).toBe(2500);
    const stakes = [{ freebetStake: 1000 as Subunits }, { freebetStake: 0 as Subunits }];
    expect(cashBets(stakes)).toEqual([{ freebetStake: 0 }]);
  });
});

const hunt: OfferedBonus = {
  id: 9,
  type: 'hunting',
  status: 'active',
  minOdds: 1500,
  pointsPerBet: 10,
  eventConditions: [{ sport: { id: 'soccer' } }],
  farmOncePerEvent: true,
  farmedEventIds: [],
};
const box: OfferedBonus = { id: 10, type: 'lootbox', status: 'active', minOdds: 1500, farmedEventIds: [] };

describe('points and loot boxes in the slip', () => {
  it('a hunting bonus carries the points the bet would earn, 0 once its event was farmed', () => {
    const s = run(fresh(), toggle(sel(1, 2000)));
    expect(slipBonusesFor(firstBet(s), [hunt], NOW)).toEqual([{ id: 9, type: 'hunting', points: 10 }]);
    expect(slipBonusesFor(firstBet(s), [{ ...hunt, farmedEventIds: [1] }], NOW)[0]?.points).toBe(0);
    expect(
      slipBonusesFor(firstBet(s), [{ ...hunt, farmOncePerEvent: false, farmedEventIds: [1] }], NOW)[0]
        ?.points,
    ).toBe(10);
    const low = run(fresh(), toggle(sel(1, 1400)));
    expect(slipBonusesFor(firstBet(low), [hunt], NOW)[0]?.points).toBe(0);
    // Chosen by default, with its points.
    const chosen = run(s, { type: 'bonusesUpdated', bonuses: slipBonusesFor(firstBet(s), [hunt], NOW) });
    expect(chosen.bets[0]?.bonus).toMatchObject({ type: 'hunting', points: 10 });
  });

  it('a bet staked by a free bet earns no points', () => {
    const s = run(fresh(), toggle(sel(1, 2000)));
    const offered = slipBonusesFor(firstBet(s), [welcome, hunt], NOW);
    const withFreebet = run(
      s,
      { type: 'bonusesUpdated', bonuses: offered },
      { type: 'bonusSelected', betId: firstBet(s).id, bonusId: 7 },
    );
    const again = slipBonusesFor(firstBet(withFreebet), [welcome, hunt], NOW);
    expect(again.find((b) => b.type === 'hunting')?.points).toBe(0);
  });

  it('offers a loot box to a bet that counts toward it; chosen, it is sent with its fixed odds 1.000', () => {
    const low = run(fresh(), toggle(sel(1, 1200)));
    expect(slipBonusesFor(firstBet(low), [box], NOW)).toEqual([]);
    const s = run(fresh(), toggle(sel(1, 2000)));
    const offered = slipBonusesFor(firstBet(s), [box], NOW);
    expect(offered).toEqual([{ id: 10, type: 'lootbox' }]);
    // Not chosen by default; the player picks it.
    const listed = run(s, { type: 'bonusesUpdated', bonuses: offered });
    expect(listed.bets[0]?.bonus).toBeNull();
    const picked = run(listed, { type: 'bonusSelected', betId: firstBet(s).id, bonusId: 10 });
    expect(placementBetOf(firstBet(picked)).bonus).toEqual({ id: 10, type: 'lootbox', odds: 1000 });
    expect(placementBetOf(firstBet(picked)).stake.value).toBe(0);
  });
});
