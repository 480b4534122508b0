import type { Bonus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { offerOf, syncSlipBonuses } from './bonus-offers.ts';
import { selectionInput } from './test-fixtures.ts';
import { ticketStore } from './ticket-store.ts';

// The slip's bonus offers (issue 12): the player's bonus list as the slip's eligibility reads it, and
// each slip bet kept in step with what it may use.

const NOW = Date.UTC(2026, 10, 25);

function bonus(
  over: Partial<Bonus> & Pick<Bonus, 'id' | 'type'>,
  issued: Partial<Bonus['issued']> = {},
): Bonus {
  return {
    campaign_id: 1,
    name: 'B',
    status: 'active',
    user_bonus_status: 'active',
    trigger_key: 'promo_code',
    valid_from: null,
    valid_to: null,
    only_verified: false,
    country_codes: [],
    event_conditions: [],
    min_odds: null,
    max_odds: null,
    uses_count: null,
    match_status: 'all',
    selection_count_from: null,
    selection_count_to: null,
    ranges: [],
    boost_data: null,
    farm_once_per_event: false,
    farming_freebet_type: null,
    show_in_promotion: true,
    banners: [],
    lootbox: null,
    ...over,
    issued: {
      status: 'active',
      computed_status: 'active',
      is_active: true,
      seen: true,
      currency: null,
      currency_subunits: null,
      amount: null,
      times_used: 0,
      uses_count: null,
      activated_at: null,
      expired_at: null,
      created_at: new Date(NOW - 1000).toISOString(),
      boost_multiplier: null,
      farming_stats: null,
      ...issued,
    },
  };
}

const welcome = bonus(
  { id: 7, type: 'freebet', min_odds: 1500 },
  { currency: 'EUR', amount: 1000, uses_count: 1, expired_at: new Date(NOW + 60_000).toISOString() },
);

describe('slip bonus offers', () => {
  it('reads a free bet from the list: its amount, currency, uses and the earlier of its end dates', () => {
    expect(offerOf(welcome)).toMatchObject({
      id: 7,
      type: 'freebet',
      status: 'active',
      amount: 1000,
      currency: 'EUR',
      usesCount: 1,
      timesUsed: 0,
      minOdds: 1500,
      validTo: NOW + 60_000,
    });
  });

  it('offers the free bet to a bet that may use it and clears it once the list no longer has it', () => {
    ticketStore.dispatch({ type: 'selectionToggled', selection: selectionInput(1, 2000) });
    syncSlipBonuses(ticketStore.getState(), [offerOf(welcome)], NOW);
    const bet = ticketStore.getState().bets[0];
    expect(bet?.availableBonuses.map((b) => b.id)).toEqual([7]);
    ticketStore.dispatch({ type: 'bonusSelected', betId: bet?.id ?? '', bonusId: 7 });
    expect(ticketStore.getState().bets[0]).toMatchObject({ stake: 1000, freebetStake: 1000 });
    // Spent: the list comes back without it.
    syncSlipBonuses(ticketStore.getState(), [], NOW);
    expect(ticketStore.getState().bets[0]).toMatchObject({ bonus: null, stake: 0, freebetStake: 0 });
  });
  it("reads a hunt's points per bet and farmed events: its bet shows +10 points, 0 on a farmed match", () => {
    const hunt = bonus(
      {
        id: 9,
        type: 'hunting',
        min_odds: 1500,
        points_per_bet: 10,
        farm_once_per_event: true,
        event_conditions: [{ sport: { id: 'soccer' } }],
      },
      {
        farming_stats: {
          avg_stake: 100,
          bets_count: 1,
          points: 10,
          available_points: 10,
          potential_points: 90,
          potential_freebet_amount: 100,
          farmed_event_ids: [2],
        },
      },
    );
    ticketStore.dispatch({ type: 'ticketCleared' });
    ticketStore.dispatch({ type: 'selectionToggled', selection: selectionInput(1, 2000) });
    syncSlipBonuses(ticketStore.getState(), [offerOf(hunt)], NOW);
    expect(ticketStore.getState().bets[0]?.bonus).toMatchObject({ id: 9, type: 'hunting', points: 10 });
    ticketStore.dispatch({ type: 'ticketCleared' });
    ticketStore.dispatch({ type: 'selectionToggled', selection: selectionInput(2, 2000) });
    syncSlipBonuses(ticketStore.getState(), [offerOf(hunt)], NOW);
    expect(ticketStore.getState().bets[0]?.bonus).toMatchObject({ id: 9, points: 0 });
  });
});
