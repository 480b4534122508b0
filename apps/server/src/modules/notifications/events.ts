import { BET_RESULTS_OF_FILTER } from '@sportsbook/domain';
import type { NotificationInput } from './queries.ts';

/**
 * What the events that concern a player write (each through writeNotification in the event's own
 * transaction): small builders so the modules that own the events stay one call long.
 */

interface BetFacts {
  id: number;
  userId: number;
  currency: string;
}

/** How a bet result reads to the player: won (in full or half), lost (in full or half), or void. */
function settledAs(result: string): 'won' | 'lost' | 'void' {
  if ((BET_RESULTS_OF_FILTER.win as readonly string[]).includes(result)) return 'won';
  if ((BET_RESULTS_OF_FILTER.lose as readonly string[]).includes(result)) return 'lost';
  return 'void';
}

/** A bet settled with `result` (a domain BetResult), paying `payout` subunits (0 when lost). */
export function betSettled(bet: BetFacts, result: string, payout: number, at: Date): NotificationInput {
  return {
    userId: bet.userId,
    type: 'bet_settled',
    objectType: 'bet',
    objectId: bet.id,
    params: { result: settledAs(result), amount: payout, currency: bet.currency },
    at,
  };
}

/** A cash out (full or partial) paying `amount` subunits. */
export function cashoutDone(bet: BetFacts, amount: number, at: Date): NotificationInput {
  return {
    userId: bet.userId,
    type: 'cashout_done',
    objectType: 'bet',
    objectId: bet.id,
    params: { amount, currency: bet.currency },
    at,
  };
}

interface PaymentFacts {
  id: string;
  userId: number;
  amount: number;
  currency: string;
}

export function depositCredited(payment: PaymentFacts, at: Date): NotificationInput {
  return {
    userId: payment.userId,
    type: 'deposit_credited',
    objectType: 'payment',
    objectId: payment.id,
    params: { amount: payment.amount, currency: payment.currency },
    at,
  };
}

/** A deposit the player's limit (or an exclusion) refused when it was to be credited. */
export function depositLimitReached(payment: PaymentFacts, code: string, at: Date): NotificationInput {
  return {
    userId: payment.userId,
    type: 'limit_reached',
    objectType: 'payment',
    objectId: payment.id,
    params: { amount: payment.amount, currency: payment.currency, code },
    at,
  };
}

interface IssuedFacts {
  id: number;
  userId: number;
  type: string;
  amount: number | null;
  currency: string | null;
  createdAt?: Date;
}

export function bonusIssued(issued: IssuedFacts): NotificationInput {
  return {
    userId: issued.userId,
    type: 'bonus_issued',
    objectType: 'bonus',
    objectId: issued.id,
    params: {
      bonus_type: issued.type,
      ...(issued.amount !== null && issued.currency
        ? { amount: issued.amount, currency: issued.currency }
        : {}),
    },
    ...(issued.createdAt ? { at: issued.createdAt } : {}),
  };
}

/** A jackpot hit approved for the player: what they won (`amount` subunits of `currency`). */
export function jackpotHitNotice(
  hit: { id: number; userId: number; amount: number; currency: string },
  at: Date,
): NotificationInput {
  return {
    userId: hit.userId,
    type: 'jackpot_hit',
    objectType: 'jackpot_hit',
    objectId: hit.id,
    params: { amount: hit.amount, currency: hit.currency },
    at,
  };
}
