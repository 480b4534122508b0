import type { UserLimit, UserLimitType } from '@sportsbook/contract';
import type { Translate } from '../i18n/translator.ts';

/** How a limit type is set (contract MONEY_LIMIT_TYPES, MINUTE_LIMIT_TYPES, EXCLUSION_LIMIT_TYPES). */
export type LimitKind = 'money' | 'minutes' | 'exclusion';

/** Every limit type of SPEC §3 with how it is set and whether it takes a period. */
export const LIMIT_TYPES: readonly { type: UserLimitType; kind: LimitKind; period: boolean }[] = [
  { type: 'deposit', kind: 'money', period: true },
  { type: 'loss', kind: 'money', period: true },
  { type: 'wager', kind: 'money', period: true },
  { type: 'bet', kind: 'money', period: false },
  { type: 'session', kind: 'minutes', period: false },
  { type: 'sportsbook_session', kind: 'minutes', period: false },
  { type: 'activity', kind: 'minutes', period: true },
  { type: 'time', kind: 'minutes', period: true },
  { type: 'reality_check', kind: 'minutes', period: false },
  { type: 'coolingoff', kind: 'exclusion', period: false },
  { type: 'selfexclusion', kind: 'exclusion', period: false },
];

/** Cooling-off length bounds in days (contract UserLimitCreateBody). */
export const COOLING_OFF_DAYS = { min: 1, max: 42 } as const;
/** Self-exclusion length bounds in days; no length means permanent. */
export const SELF_EXCLUSION_DAYS = { min: 1, max: 3650 } as const;

/** How a limit type is set. */
export function limitKind(type: UserLimitType): LimitKind {
  return LIMIT_TYPES.find((entry) => entry.type === type)?.kind ?? 'minutes';
}

/** Whether a limit type takes a period (day, week, month). */
export function limitHasPeriod(type: UserLimitType): boolean {
  return LIMIT_TYPES.find((entry) => entry.type === type)?.period ?? false;
}

/** The date that matters for a limit's status: when a change takes over, a removal applies, or an exclusion ends. */
export function limitPendingDate(
  limit: UserLimit,
): { key: 'confirmUntil' | 'disableAt' | 'endsAt'; at: string } | null {
  if (limit.status === 'unconfirmed' && limit.confirm_until)
    return { key: 'confirmUntil', at: limit.confirm_until };
  if ((limit.status === 'unconfirmed_disabled' || limit.status === 'confirmed_disabled') && limit.disable_at)
    return { key: 'disableAt', at: limit.disable_at };
  if (limitKind(limit.type) === 'exclusion' && limit.ends_at) return { key: 'endsAt', at: limit.ends_at };
  return null;
}

/** Whether the player may change or remove a limit now: exclusions never, limits being removed or disabled not again. */
export function limitChangeable(limit: UserLimit): boolean {
  if (limitKind(limit.type) === 'exclusion') return false;
  return limit.status === 'active' || limit.status === 'confirmed' || limit.status === 'unconfirmed';
}

/** Minutes as "1 h 30 min" style parts. */
export function minutesParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** A duration in minutes as text ("45 min", "2 h", "1 h 30 min") in the page's language. */
export function formatMinutes(t: Translate, total: number): string {
  const { hours, minutes } = minutesParts(total);
  if (hours === 0) return t('rg.minutes', { minutes });
  if (minutes === 0) return t('rg.hours', { hours });
  return t('rg.hoursMinutes', { hours, minutes });
}
