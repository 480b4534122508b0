import {
  BetType,
  emptyBet,
  type Odds,
  type Subunits,
  selectionFrom,
  type TicketBet,
} from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { bonusText, receiptOddsOf, receiptReturnOf, receiptText } from './bet-receipt.tsx';
import { selectionInput } from './test-fixtures.ts';

// The receipt's words (issue 11): odds, stake, return, bonus and id of each placed bet.

const EUR = { code: 'EUR', subunits: 2, fiat: true };
const t = (key: string, vars: Record<string, string | number> = {}) =>
  `${key}${Object.keys(vars).length ? JSON.stringify(vars) : ''}`;

function combo(bonus: TicketBet['bonus'], bonusOdds: number | null): TicketBet {
  const selections = [selectionFrom(selectionInput(1, 2000)), selectionFrom(selectionInput(2, 1500))];
  return {
    ...emptyBet('bet-1', BetType.combo, selections, EUR),
    stake: 1000 as Subunits,
    bonus,
    bonusOdds,
    betId: '42',
  };
}

describe('bet receipt', () => {
  it('gives a combo its boosted total odds and names the boost', () => {
    const bet = combo({ id: 1, type: 'comboboost' }, 1100);
    expect(receiptOddsOf(bet)).toBe(3300 as Odds);
    expect(bonusText(bet, t)).toBe('sb.ticket.receipt.boost{"odds":"1.10"}');
  });

  it('names a free bet, and a system has no single odds', () => {
    expect(bonusText(combo({ id: 2, type: 'freebet', freebetAmount: 500 as Subunits }, null), t)).toBe(
      'sb.ticket.receipt.freebet',
    );
    expect(
      bonusText(combo({ id: 3, type: 'freebet_no_risk', freebetAmount: 500 as Subunits }, null), t),
    ).toBe('sb.ticket.bonus.freebet_no_risk');
    const system = { ...combo(null, null), betType: BetType.system };
    expect(receiptOddsOf(system)).toBeNull();
  });

  it('a free bet returns its win without the stake; a boosted combo its return at boosted odds', () => {
    const freebet = {
      ...combo({ id: 2, type: 'freebet', freebetAmount: 1000 as Subunits }, null),
      freebetStake: 1000 as Subunits,
    };
    expect(receiptReturnOf(freebet)).toBe(2000);
    expect(receiptReturnOf(combo({ id: 1, type: 'comboboost' }, 1100))).toBe(3300);
  });

  it('shares each bet with its selections, odds, stake, return and id', () => {
    const text = receiptText([combo(null, null)], t, 'en');
    expect(text).toContain('"odds":"3.00"');
    expect(text).toContain('"stake":"10.00 EUR"');
    expect(text).toContain('"return":"30.00 EUR"');
    expect(text).toContain('"id":"42"');
    expect(text).toContain('Home (Home – Away)');
  });
});
