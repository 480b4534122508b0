import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BetType,
  enteredStakeSumOf,
  type Subunits,
  SystemStakeMode,
  stakeSumOf,
  systemAmountOf,
  systemStakeBreakdown,
  systemTotalFrom,
  systemTotalOfPreset,
  type TicketBet,
  validateBet,
} from '../src/index.ts';

const s = (n: number) => n as Subunits;
const EUR = { code: 'EUR', subunits: 2 };

/** A 2-of-3 system (3 lines) at a total stake, odds 2.00 each. */
function system(stake: number): TicketBet {
  const selection = (matchId: number) => ({
    id: `${matchId}:1::1`,
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `m-${matchId}`,
    matchStatus: 0,
    marketGroup: 'main',
    sportKey: 'soccer',
    nameA: 'A',
    nameB: 'B',
    categoryName: 'C',
    provider: 'betradar',
    marketId: 1,
    marketName: '1X2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'A',
    active: true,
    odds: 2000,
    acceptedOdds: 2000,
    initialOdds: 2000,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  });
  return {
    id: 'bet-1',
    stake: s(stake),
    currency: 'EUR',
    subunits: 2,
    betType: BetType.system,
    customOdds: null,
    selections: [selection(1), selection(2), selection(3)],
    availableBonuses: [],
    bonus: null,
    bonusOdds: null,
    stakeSource: 'stake',
    systemType: { id: '2/3', winCount: 2, totalCount: 3, combinations: 3 },
    betId: null,
    status: null,
    isVip: false,
    freebetStake: s(0),
    messagesByBet: null,
    jackpots: [],
  } as unknown as TicketBet;
}

describe('system stakes per line or total (issue 11)', () => {
  it('takes a typed amount per line by default: 10 lines × 1.00 = 10.00', () => {
    expect(systemTotalFrom(s(100), 10, SystemStakeMode.perLine)).toBe(1000);
    expect(systemAmountOf(s(1000), 10, SystemStakeMode.perLine)).toBe(100);
    expect(systemStakeBreakdown(s(1000), 10)).toMatchObject({
      lines: 10,
      perLine: 100,
      total: 1000,
      splits: true,
    });
  });

  it('takes a typed total as is, and offers the nearest even totals when it does not split', () => {
    expect(systemTotalFrom(s(500), 6, SystemStakeMode.total)).toBe(500);
    expect(systemAmountOf(s(500), 6, SystemStakeMode.total)).toBe(500);
    expect(systemStakeBreakdown(s(500), 6)).toEqual({
      lines: 6,
      perLine: 83,
      total: 500,
      splits: false,
      below: 498,
      above: 504,
    });
  });

  it('shows a typed total of 5.00 as 5.00, not the 4.98 that would be staked', () => {
    const bet = system(500);
    expect(stakeSumOf([bet])).toBe(498);
    expect(enteredStakeSumOf([bet])).toBe(500);
    expect(validateBet(bet, { currency: EUR }).errors).toContain('error.stake.sum_mismatch');
  });

  it('never gives an unsplittable stake for a preset or a per-line amount, whatever the lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (amount, lines) => {
          for (const total of [
            systemTotalOfPreset(s(amount), lines),
            systemTotalFrom(s(amount), lines, 'perLine'),
          ]) {
            const breakdown = systemStakeBreakdown(total, lines);
            expect(breakdown.splits).toBe(true);
            expect(breakdown.perLine).toBe(amount);
          }
        },
      ),
    );
    const preset = system(systemTotalOfPreset(s(500), 3));
    expect(preset.stake).toBe(1500);
    expect(validateBet(preset, { currency: EUR }).errors).not.toContain('error.stake.sum_mismatch');
  });

  it('gives no stake for no lines or no amount', () => {
    expect(systemTotalFrom(s(0), 3, SystemStakeMode.perLine)).toBe(0);
    expect(systemTotalFrom(s(100), 0, SystemStakeMode.perLine)).toBe(0);
    expect(systemStakeBreakdown(s(0), 3)).toMatchObject({ splits: true, perLine: 0 });
  });
});
