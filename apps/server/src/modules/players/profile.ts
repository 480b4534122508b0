import type { AuthField, Country, Player, StatusGroup } from '@sportsbook/contract';
import type { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** Comp-point status groups, lowest first (SPEC §3 comp condition). */
const STATUS_GROUPS: ReadonlyArray<{ id: string; name: string; min: number; max: number | null }> = [
  { id: 'bronze', name: 'Bronze', min: 0, max: 99 },
  { id: 'silver', name: 'Silver', min: 100, max: 999 },
  { id: 'gold', name: 'Gold', min: 1000, max: 9999 },
  { id: 'platinum', name: 'Platinum', min: 10_000, max: null },
];

export function statusGroups(points: number): StatusGroup[] {
  return STATUS_GROUPS.map((g) => ({
    id: g.id,
    name: g.name,
    status: g.max !== null && points > g.max ? 'reached' : points >= g.min ? 'current' : 'locked',
    writeable: false,
    min_persistent_comp_points: g.min,
    max_persistent_comp_points: g.max,
  }));
}

/** Player statuses: the stored ones plus the current comp-point status group. */
export function playerStatuses(user: Pick<UserRow, 'statuses' | 'compPoints'>): string[] {
  const group = statusGroups(user.compPoints).find((g) => g.status === 'current');
  return [...user.statuses, ...(group ? [group.id] : [])];
}

/** The country of an ISO code in a locale's language, or null for an unknown code. */
export function countryOf(code: string | null | undefined, locale = 'en'): Country | null {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' }).of(code);
    return name ? { code, name } : null;
  } catch {
    return null;
  }
}

/** SPEC §3 display name: first and last name, else nickname, else email, else phone. */
export function displayName(
  user: Pick<UserRow, 'firstName' | 'lastName' | 'nickname' | 'email' | 'mobilePhone' | 'authPhoneNumber'>,
): string {
  const full = [user.firstName, user.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.nickname?.trim() || user.email || user.authPhoneNumber || user.mobilePhone || '';
}

const AUTH_FIELDS: ReadonlyArray<[AuthField, keyof UserRow]> = [
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['country', 'country'],
  ['mobile_phone', 'mobilePhone'],
];

export function playerView(user: UserRow, locale: string): Player {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    date_of_birth: user.dateOfBirth,
    nickname: user.nickname,
    mobile_phone: user.mobilePhone,
    auth_phone_number: user.authPhoneNumber,
    language: user.language,
    currency: user.currency as Player['currency'],
    is_logged_in: Boolean(user.email || user.authPhoneNumber),
    country: countryOf(user.country, locale),
    statuses: playerStatuses(user).map((id) => ({ id })),
    auth_fields_missed: AUTH_FIELDS.filter(([, column]) => !user[column]).map(([field]) => field),
    progress: { points: user.compPoints, status_groups: statusGroups(user.compPoints) },
    confirmed_at: user.confirmedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
