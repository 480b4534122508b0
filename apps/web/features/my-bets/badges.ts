import type { Bet } from '@sportsbook/contract';
import { BetResult, BetStatus } from '@sportsbook/domain';

/** Tone of a result or selection status badge. */
export type BadgeTone = 'win' | 'lose' | 'neutral';

export function toneOf(value: string): BadgeTone {
  if (value === 'win' || value === 'half_win' || value === BetResult.winEntire) return 'win';
  if (value === BetResult.refundHalfWinOther || value === BetResult.cashedOut) return 'win';
  if (value === 'lose' || value === 'half_lose' || value === BetResult.loseEntire) return 'lose';
  if (value === BetResult.refundHalfLoseOther) return 'lose';
  return 'neutral';
}

/** One badge of a bet card's head: the message key, its tone and its test id. */
export interface BetBadge {
  key: string;
  tone: BadgeTone;
  testId: 'bet-status' | 'bet-result';
}

/**
 * The badges of a bet: its status, and its result once there is one. A cashed-out bet has the status
 * and the result "Cashed out": it shows that once (the result badge, in the win tone), not twice.
 */
export function betBadges(bet: Pick<Bet, 'status' | 'result'>): BetBadge[] {
  const hasResult = bet.result !== BetResult.noResults;
  const sameAsResult = bet.status === BetStatus.cashedOut && bet.result === BetResult.cashedOut;
  const badges: BetBadge[] = [];
  if (!sameAsResult) badges.push({ key: `bets.status.${bet.status}`, tone: 'neutral', testId: 'bet-status' });
  if (hasResult)
    badges.push({ key: `bets.result.${bet.result}`, tone: toneOf(bet.result), testId: 'bet-result' });
  return badges;
}
