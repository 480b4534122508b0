import {
  EXCLUSION_LIMIT_TYPES,
  IN_FORCE_LIMIT_STATUSES,
  type LimitPeriod,
  MONEY_LIMIT_TYPES,
  type UserLimit,
  type UserLimitStatus,
  type UserLimitType,
} from '@sportsbook/contract';
import type { userLimits } from '../../db/schema.ts';

/** Pure rules of the limit lifecycle; the service applies them to rows. */

export type LimitRow = typeof userLimits.$inferSelect;

const DAY = 86_400_000;

export function isMoneyType(type: string): boolean {
  return (MONEY_LIMIT_TYPES as readonly string[]).includes(type);
}

export function isExclusionType(type: string): boolean {
  return (EXCLUSION_LIMIT_TYPES as readonly string[]).includes(type);
}

/** The status a row has at `now`: timed transitions happen on read, whether or not written back. */
export function effectiveStatus(row: LimitRow, now: Date): UserLimitStatus {
  const status = row.status as UserLimitStatus;
  if (status === 'unconfirmed' && row.confirmUntil && row.confirmUntil <= now) return 'confirmed';
  if (
    (status === 'unconfirmed_disabled' || status === 'confirmed_disabled') &&
    row.disableAt &&
    row.disableAt <= now
  ) {
    return 'disabled';
  }
  if (isExclusionType(row.type) && row.endsAt && row.endsAt <= now && status !== 'unconfirmed')
    return 'disabled';
  return status;
}

export function isInForce(row: LimitRow, now: Date): boolean {
  return IN_FORCE_LIMIT_STATUSES.includes(effectiveStatus(row, now));
}

/** Limits of one kind replace each other: money limits per currency, others per type. */
export function limitKey(row: Pick<LimitRow, 'type' | 'currency'>): string {
  return isMoneyType(row.type) ? `${row.type}:${row.currency}` : row.type;
}

/** The limit of a type (and currency for money types) that applies at `now`: the newest in force. */
export function inForce(
  rows: readonly LimitRow[],
  type: UserLimitType,
  now: Date,
  currency?: string,
): LimitRow | undefined {
  let best: LimitRow | undefined;
  for (const row of rows) {
    if (row.type !== type) continue;
    if (currency !== undefined && isMoneyType(type) && row.currency !== currency) continue;
    if (!isInForce(row, now)) continue;
    if (!best || row.id > best.id) best = row;
  }
  return best;
}

const PERIOD_DAYS: Record<LimitPeriod, number> = { day: 1, week: 7, month: 30 };

/** A change is stricter (applies at once) when it allows no more over a window no shorter. */
export function isStricterOrEqual(
  next: { value: number | null; period: LimitPeriod | null },
  current: Pick<LimitRow, 'value' | 'period'>,
): boolean {
  const nextDays = next.period ? PERIOD_DAYS[next.period] : 0;
  const currentDays = current.period ? PERIOD_DAYS[current.period] : 0;
  return (next.value ?? 0) <= (current.value ?? 0) && nextDays >= currentDays;
}

/** Start of the window a period-based limit sums over. */
export function windowStart(period: LimitPeriod, strategy: 'rolling' | 'calendar', now: Date): Date {
  if (strategy === 'rolling') return new Date(now.getTime() - PERIOD_DAYS[period] * DAY);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (period === 'month') d.setUTCDate(1);
  return d;
}

/** UTC date (YYYY-MM-DD) of a moment. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function limitView(row: LimitRow, now: Date): UserLimit {
  return {
    id: row.id,
    type: row.type as UserLimitType,
    status: effectiveStatus(row, now),
    strategy: row.strategy,
    period: row.period,
    value: row.value,
    currency: (row.currency as UserLimit['currency']) ?? null,
    parent_type: null,
    ends_at: row.endsAt?.toISOString() ?? null,
    confirm_until: row.confirmUntil?.toISOString() ?? null,
    disable_at: row.disableAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
