import { describe, expect, it } from 'vitest';
import { BetResult, BetStatus, betMatchesFilter, isOpenBetStatus } from '../src/index.ts';

const bet = (status: string, result: string) => ({ status, result });

describe('bet history filters', () => {
  it('counts placed, in-review and cash-out-in-progress bets as open, everything decided as settled', () => {
    for (const status of ['waiting_results', 'cashout_in_progress', 'submitted', 'ready_to_process']) {
      expect(isOpenBetStatus(status)).toBe(true);
    }
    for (const status of ['done', 'cashed_out', 'cancelled', 'rejected', 'withdrawn']) {
      expect(isOpenBetStatus(status)).toBe(false);
    }
  });

  it('puts an open bet under all and open, not under settled', () => {
    const open = bet(BetStatus.waitingResults, BetResult.noResults);
    expect(betMatchesFilter(open, { status: 'all', result: 'all' })).toBe(true);
    expect(betMatchesFilter(open, { status: 'open', result: 'all' })).toBe(true);
    expect(betMatchesFilter(open, { status: 'settled', result: 'all' })).toBe(false);
  });

  it('sorts settled results into win, lose and refund', () => {
    const settled = { status: 'settled', result: 'all' } as const;
    const won = bet(BetStatus.done, BetResult.winEntire);
    const halfWon = bet(BetStatus.done, BetResult.refundHalfWinOther);
    const lost = bet(BetStatus.done, BetResult.loseEntire);
    const halfLost = bet(BetStatus.done, BetResult.refundHalfLoseOther);
    const refunded = bet(BetStatus.done, BetResult.refundEntire);
    const cancelled = bet(BetStatus.cancelled, BetResult.canceled);
    const cashedOut = bet(BetStatus.cashedOut, BetResult.cashedOut);
    for (const b of [won, halfWon]) expect(betMatchesFilter(b, { ...settled, result: 'win' })).toBe(true);
    for (const b of [lost, halfLost]) expect(betMatchesFilter(b, { ...settled, result: 'lose' })).toBe(true);
    for (const b of [refunded, cancelled]) {
      expect(betMatchesFilter(b, { ...settled, result: 'refund' })).toBe(true);
    }
    expect(betMatchesFilter(won, { ...settled, result: 'lose' })).toBe(false);
    expect(betMatchesFilter(lost, { ...settled, result: 'win' })).toBe(false);
    // A cash out is settled but neither a win, a loss nor a refund.
    expect(betMatchesFilter(cashedOut, settled)).toBe(true);
    for (const result of ['win', 'lose', 'refund'] as const) {
      expect(betMatchesFilter(cashedOut, { ...settled, result })).toBe(false);
    }
  });
});
