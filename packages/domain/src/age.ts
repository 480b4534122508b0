/** Minimum age (in whole years) to open an account. */
export const MINIMUM_SIGNUP_AGE = 18;

export const UNDERAGE_MESSAGE = 'You must be at least 18 years old to open an account.';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses a strict ISO date (YYYY-MM-DD) that is a real calendar date, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Whole years between a birth date and `now` (UTC calendar day).
 * Someone born on 29 February turns a year older on 1 March in non-leap years.
 */
export function ageOn(birth: CalendarDate, now: Date): number {
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  const d = now.getUTCDate();
  let age = y - birth.year;
  if (mo < birth.month || (mo === birth.month && d < birth.day)) age -= 1;
  return age;
}

export type DateOfBirthCheck =
  | { ok: true }
  | { ok: false; code: 'invalid_date' | 'underage' | 'future_date' };

/** Checks an ISO date of birth against the signup age rule at `now`. */
export function checkDateOfBirth(
  value: string,
  now: Date,
  minimumAge = MINIMUM_SIGNUP_AGE,
): DateOfBirthCheck {
  const birth = parseIsoDate(value);
  if (!birth) return { ok: false, code: 'invalid_date' };
  const age = ageOn(birth, now);
  if (age < 0) return { ok: false, code: 'future_date' };
  if (age < minimumAge) return { ok: false, code: 'underage' };
  return { ok: true };
}
