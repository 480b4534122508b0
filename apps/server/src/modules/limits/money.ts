/**
 * Money limits of SPEC §3 (bet, wager, loss, deposit) as the betting and cashier modules apply them.
 * A limit is set in one currency but applies to the player across currencies: stakes, wins and
 * deposits in any currency count converted into the limit's currency at the platform rates
 * (PLATFORM_CURRENCIES, domain convertMoney), what is used rounded up, what is paid out rounded down.
 * A bet limit applies to each bet; a wager or loss limit to the period's stakes plus the new ones.
 */
import { PLATFORM_CURRENCIES, PlatformErrorCode, type UserLimitType } from '@sportsbook/contract';
import {
  convertMoney,
  formatMoney,
  type RatedCurrency,
  type Subunits,
  sumConverted,
} from '@sportsbook/domain';
import type { Db } from '../../db/client.ts';
import { platformError } from '../auth/errors.ts';
import { type LedgerSums, ledgerSumsByCurrency } from './ledger.ts';
import { inForce, type LimitRow, windowStart } from './rules.ts';
import { activeExclusion, exclusionError, loadLimits } from './service.ts';

/** The platform currency of a code (rate "1" for one the platform does not list: counted as is). */
export function ratedCurrency(code: string): RatedCurrency {
  return (
    (PLATFORM_CURRENCIES as Record<string, RatedCurrency | undefined>)[code] ?? {
      code,
      subunits: 2,
      rate: '1',
    }
  );
}

/** Sum of one field over currencies, in `to`. */
function total(
  sums: ReadonlyMap<string, LedgerSums>,
  field: keyof LedgerSums,
  to: RatedCurrency,
  rounding: 'down' | 'up',
): number {
  return sumConverted(
    [...sums].map(([code, s]) => ({ currency: ratedCurrency(code), amount: s[field] as Subunits })),
    to,
    rounding,
  );
}

/** A stake of a new bet: its position in the payload, amount and currency. */
export interface NewStake {
  index: number;
  stake: number;
  currency: string;
}

/** Why a limit refuses a placement, and what it still allows (in the limit's currency). */
export interface LimitRefusal {
  code:
    | typeof PlatformErrorCode.betLimitExceeded
    | typeof PlatformErrorCode.wagerLimitExceeded
    | typeof PlatformErrorCode.lossLimitExceeded;
  /** The bet a bet limit refuses; undefined for period limits (the whole ticket). */
  betIndex?: number;
  amountLeft: number;
  currency: string;
}

const MONEY_LIMIT_TYPES = ['bet', 'wager', 'loss'] as const;

/** In-force limits of a type, one per currency. */
function limitsOf(rows: readonly LimitRow[], type: string, now: Date): LimitRow[] {
  const currencies = new Set(rows.filter((r) => r.type === type).map((r) => r.currency ?? ''));
  return [...currencies]
    .map((c) => inForce(rows, type as UserLimitType, now, c))
    .filter((r): r is LimitRow => r?.value != null);
}

/**
 * The first money limit the new stakes break, or null. Throws the 403 of an exclusion in force.
 * Call it with the player's placements serialised (the ledger sums are read here).
 */
export async function betLimitRefusal(
  db: Db,
  userId: number,
  stakes: readonly NewStake[],
  now: Date,
  limits?: readonly LimitRow[],
): Promise<LimitRefusal | null> {
  const rows = limits ?? (await loadLimits(db, userId));
  const exclusion = activeExclusion(rows, now);
  if (exclusion) throw exclusionError(exclusion);
  for (const type of MONEY_LIMIT_TYPES) {
    for (const limit of limitsOf(rows, type, now)) {
      const value = limit.value ?? 0;
      const to = ratedCurrency(limit.currency ?? 'EUR');
      const inLimit = (s: NewStake) => convertMoney(s.stake as Subunits, ratedCurrency(s.currency), to, 'up');
      if (type === 'bet') {
        const over = stakes.find((s) => inLimit(s) > value);
        if (over) {
          const code = PlatformErrorCode.betLimitExceeded;
          return { code, betIndex: over.index, amountLeft: value, currency: to.code };
        }
        continue;
      }
      const sums = await ledgerSumsByCurrency(
        db,
        userId,
        windowStart(limit.period ?? 'day', limit.strategy, now),
      );
      const stakesUsed = total(sums, 'stakes', to, 'up');
      const used = type === 'wager' ? stakesUsed : Math.max(0, stakesUsed - total(sums, 'wins', to, 'down'));
      const added = sumConverted(
        stakes.map((s) => ({ currency: ratedCurrency(s.currency), amount: s.stake as Subunits })),
        to,
        'up',
      );
      if (used + added > value) {
        const code =
          type === 'wager' ? PlatformErrorCode.wagerLimitExceeded : PlatformErrorCode.lossLimitExceeded;
        return { code, amountLeft: Math.max(0, value - used), currency: to.code };
      }
    }
  }
  return null;
}

/**
 * The largest stake of one bet in `currency` the player's bet, wager and loss limits allow now
 * (rounded down; MAX_SAFE_INTEGER without any). For the max-stake answer; placement checks again.
 */
export async function stakeRoom(db: Db, userId: number, currency: string, now: Date): Promise<number> {
  const rows = await loadLimits(db, userId, [...MONEY_LIMIT_TYPES]);
  let room = Number.MAX_SAFE_INTEGER;
  for (const type of MONEY_LIMIT_TYPES) {
    for (const limit of limitsOf(rows, type, now)) {
      const from = ratedCurrency(limit.currency ?? 'EUR');
      let left = limit.value ?? 0;
      if (type !== 'bet') {
        const sums = await ledgerSumsByCurrency(
          db,
          userId,
          windowStart(limit.period ?? 'day', limit.strategy, now),
        );
        const stakes = total(sums, 'stakes', from, 'up');
        const used = type === 'wager' ? stakes : Math.max(0, stakes - total(sums, 'wins', from, 'down'));
        left = Math.max(0, left - used);
      }
      room = Math.min(room, convertMoney(left as Subunits, from, ratedCurrency(currency)));
    }
  }
  return room;
}

/** The refusal as the platform's 403 (code and a message naming what is left). */
export function limitRefusalError(refusal: LimitRefusal) {
  const left = `${formatMoney(refusal.amountLeft as Subunits, ratedCurrency(refusal.currency))} ${refusal.currency}`;
  return platformError(403, refusal.code, `${refusal.code}: ${left} left`, [
    { path: 'amount_left', message: String(refusal.amountLeft) },
  ]);
}

/**
 * Refuses a bet the player's limits forbid: an exclusion (403 self_excluded / cooling_off), a bet,
 * wager or loss limit (403 with the limit's code). One stake; the betting module passes a ticket's
 * stakes to betLimitRefusal.
 */
export async function assertCanBet(
  db: Db,
  userId: number,
  stake: number,
  currency: string,
  now: Date = new Date(),
  limits?: readonly LimitRow[],
): Promise<void> {
  const refusal = await betLimitRefusal(db, userId, [{ index: 0, stake, currency }], now, limits);
  if (refusal) throw limitRefusalError(refusal);
}

/** Refuses a deposit above a deposit limit of its period, deposits in every currency counted (for the cashier module). */
export async function assertCanDeposit(
  db: Db,
  userId: number,
  amount: number,
  currency: string,
  now: Date = new Date(),
): Promise<void> {
  const rows = await loadLimits(db, userId, ['deposit']);
  for (const limit of limitsOf(rows, 'deposit', now)) {
    const to = ratedCurrency(limit.currency ?? 'EUR');
    const sums = await ledgerSumsByCurrency(
      db,
      userId,
      windowStart(limit.period ?? 'day', limit.strategy, now),
    );
    const used = total(sums, 'deposits', to, 'up');
    const added = convertMoney(amount as Subunits, ratedCurrency(currency), to, 'up');
    if (used + added > (limit.value ?? 0)) {
      throw platformError(403, PlatformErrorCode.depositLimitExceeded, `The deposit limit is ${limit.value}`);
    }
  }
}
