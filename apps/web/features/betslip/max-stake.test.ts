import {
  BetType,
  BetValidationCode,
  createTicketState,
  type SelectionInput,
  type Subunits,
  validateTicket,
} from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { maxStakeBodyOf } from './slip-logic.ts';
import { selectionInput } from './test-fixtures.ts';
import { createTicketStore, DEFAULT_TICKET_SETTINGS } from './ticket-store.ts';

const input = selectionInput;

function slipWith(...selections: SelectionInput[]) {
  const store = createTicketStore(
    createTicketState({
      ...DEFAULT_TICKET_SETTINGS,
      multiSingleAvailableByProvider: { betradar: false },
    }),
  );
  for (const selection of selections) store.dispatch({ type: 'selectionToggled', selection });
  return store;
}

describe('maximum stake of a slip bet', () => {
  it('asks for the selections at their current odds, with no stake', () => {
    const store = slipWith(input(1, 2500), input(2, 1800));
    const [combo] = store.getState().bets;
    if (!combo) throw new Error('no bet');
    expect(combo.betType).toBe(BetType.combo);
    expect(maxStakeBodyOf(combo)).toEqual({
      currency: 'EUR',
      selections: [
        { match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2500 },
        { match_id: 2, market_id: 1, specifier: '', outcome_id: '1', odds: 1800 },
      ],
    });
  });

  it('sends the system id of a system bet, and cannot price an empty bet', () => {
    const store = slipWith(input(1), input(2), input(3));
    store.dispatch({ type: 'betTypeChanged', betType: BetType.system });
    const [system] = store.getState().bets;
    if (!system) throw new Error('no bet');
    expect(maxStakeBodyOf(system)?.system_id).toBe(system.systemType?.id);
    expect(maxStakeBodyOf({ ...system, selections: [] })).toBeNull();
  });

  it('a stake above the maximum blocks placement; at the maximum it does not', () => {
    const store = slipWith(input(1));
    const [single] = store.getState().bets;
    if (!single) throw new Error('no bet');
    store.dispatch({ type: 'stakeChanged', betId: single.id, stake: 5001 as Subunits });
    const context = (max: number) => ({
      currency: DEFAULT_TICKET_SETTINGS.currency,
      maxStakeByBet: { [single.id]: max as Subunits },
    });
    const above = validateTicket(store.getState().bets, context(5000));
    expect(above.isValid).toBe(false);
    expect(above.byBet[single.id]?.errors).toContain(BetValidationCode.stakeAboveMaximum);
    expect(validateTicket(store.getState().bets, context(5001)).isValid).toBe(true);
  });
});
