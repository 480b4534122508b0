import type { AmbProgress } from '@sportsbook/contract';
import type { Subunits } from '@sportsbook/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { ambBarOf } from './amb-progress-data.ts';
import { selectionInput } from './test-fixtures.ts';
import { ticketStore } from './ticket-store.ts';

// The slip's accumulator-bonus progress bar (issue 12, amb): the next range, and whether the slip's
// bet counts by the same domain rule the server counts placements with.

const range = (bets: number, freebets: number) => ({
  number_of_bets: bets,
  currency: 'EUR',
  currency_subunits: 2,
  number_of_freebets: freebets,
  issued_bonus_amount: 500,
});
const progress = (count: number): AmbProgress => ({
  id: 1,
  name: 'Accumulator progress',
  type: 'freebet',
  progress_count: count,
  possible_progress_count: count,
  counts: false,
  amb_ranges: [range(3, 1), range(5, 2)],
  stake_currency: 'EUR',
  min_stake: 100,
  issue_to: null,
  qualifying: { bet_types: ['combo'], min_selections: 3, min_selection_odds: 1300 },
});

function slip(odds: number[], stake: number) {
  for (const [i, o] of odds.entries()) {
    ticketStore.dispatch({ type: 'selectionToggled', selection: selectionInput(i + 1, o) });
  }
  if (odds.length > 1) ticketStore.dispatch({ type: 'betTypeChanged', betType: 'combo' });
  const bet = ticketStore.getState().bets[0];
  ticketStore.dispatch({ type: 'stakeChanged', betId: bet?.id ?? '', stake: stake as Subunits });
  return ticketStore.getState().bets;
}

beforeEach(() => ticketStore.dispatch({ type: 'ticketCleared' }));

describe('ambBarOf', () => {
  it('shows the next range and that a staked 3-selection combo at 1.30+ counts', () => {
    expect(ambBarOf(progress(2), slip([1500, 1300, 2000], 100))).toMatchObject({
      count: 2,
      total: 3,
      counting: 1,
      done: false,
      freebets: 1,
      amount: 500,
    });
    expect(ambBarOf(progress(3), ticketStore.getState().bets)).toMatchObject({
      count: 3,
      total: 5,
      freebets: 2,
    });
  });

  it('a combo with a selection under 1.30, or without its stake, does not count', () => {
    expect(ambBarOf(progress(0), slip([1500, 1250, 2000], 100))?.counting).toBe(0);
    ticketStore.dispatch({ type: 'ticketCleared' });
    expect(ambBarOf(progress(0), slip([1500, 1300, 2000], 0))?.counting).toBe(0);
  });

  it('every range reached: a full bar, nothing more counts', () => {
    expect(ambBarOf(progress(7), slip([1500, 1300, 2000], 100))).toMatchObject({
      count: 5,
      total: 5,
      counting: 0,
      done: true,
    });
  });
});
