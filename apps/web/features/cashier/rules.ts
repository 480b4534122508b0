import { presetStakesIn, type RatedCurrency, type Subunits } from '@sportsbook/domain';
import { cookieScope } from '../../lib/framed.ts';

/** Player status that turns the test quick deposit on (SPEC §6). */
export const SPI_TEST_STATUS = 'spi_test';

/** Feature flags of the quick deposit (SPEC §4 "Deposit flow"). */
export const QuickDepositFlag = {
  /** Quick deposit for every player. */
  live: 'quick_deposit',
  /** Quick deposit only for players with status spi_test. */
  test: 'quick_deposit_test',
} as const;

/**
 * Whether the player gets the quick deposit (SPEC §4): feature flag quick_deposit, or
 * quick_deposit_test together with the player status spi_test.
 */
export function quickDepositAllowed(
  flags: Readonly<Record<string, boolean>> | readonly string[] | undefined,
  statuses: readonly { id: string }[] | undefined,
): boolean {
  const on = (name: string) =>
    Array.isArray(flags)
      ? flags.includes(name)
      : Boolean((flags as Record<string, boolean> | undefined)?.[name]);
  if (on(QuickDepositFlag.live)) return true;
  return on(QuickDepositFlag.test) && (statuses ?? []).some((status) => status.id === SPI_TEST_STATUS);
}

/**
 * The deposit fields still empty on the profile (SPEC §4: a missed-field prompt precedes a deposit
 * when a configured setting requires deposit fields and the profile has them null): the configured
 * fields the player's `auth_fields_missed` lists, in configuration order.
 */
export function missedDepositFields<Field extends string>(
  required: readonly Field[] | undefined,
  missed: readonly string[] | undefined,
): Field[] {
  return (required ?? []).filter((field) => (missed ?? []).includes(field));
}

/** The deposit reminder's site config (SPEC §3 depositReminder). */
export interface DepositReminderConfig {
  showDepositReminder: boolean;
  /** The player group (status id) it targets; null: every signed-in player. */
  playerGroupId: string | null;
  /** Seconds after page load; default 10 (SPEC §9). */
  remindAfter?: number | null;
}

/** Default delay of the deposit reminder, in seconds (SPEC §9). */
export const DEFAULT_REMIND_AFTER_S = 10;
/** Cookie that keeps the reminder to once a day (SPEC §9: 1-day cookie). */
export const DEPOSIT_REMINDER_COOKIE = 'sb_deposit_reminder';
/** Lifetime of that cookie, in seconds. */
export const DEPOSIT_REMINDER_COOKIE_MAX_AGE_S = 24 * 60 * 60;

/**
 * Milliseconds until the deposit reminder shows, or null when it must not (SPEC §4 "Reminders"):
 * off in the config, shown already today (the cookie is present), or the player is not in the
 * configured group.
 */
export function depositReminderDelayMs(
  config: DepositReminderConfig | null | undefined,
  statuses: readonly { id: string }[] | undefined,
  remindedToday: boolean,
): number | null {
  if (!config?.showDepositReminder || remindedToday) return null;
  const group = config.playerGroupId;
  if (group !== null && group !== '' && !(statuses ?? []).some((status) => status.id === String(group))) {
    return null;
  }
  const seconds = config.remindAfter ?? DEFAULT_REMIND_AFTER_S;
  return Math.max(0, Math.floor(seconds)) * 1000;
}

/**
 * The Set-Cookie text that marks the reminder as shown for a day; partitioned cross-site in a frame
 * (`framed`), where a host of another site refuses a Lax cookie and the host would be asked for a
 * deposit on every page.
 */
export function depositReminderCookie(secure: boolean, framed = false): string {
  return `${DEPOSIT_REMINDER_COOKIE}=1; Max-Age=${DEPOSIT_REMINDER_COOKIE_MAX_AGE_S}; Path=/${cookieScope(secure, framed)}`;
}

/** The amount a stake lacks: stake minus balance when the balance does not cover it, else 0. */
export function missingAmount(stake: Subunits, balance: Subunits): Subunits {
  return (stake > balance ? stake - balance : 0) as Subunits;
}

/** Deposit amount presets, in subunits of the default currency (10, 20, 50, 100 EUR). */
export const DEPOSIT_PRESETS_DEFAULT: readonly Subunits[] = [1000, 2000, 5000, 10000] as Subunits[];

/** The presets in the account currency, as round amounts (domain presetStakesIn). */
export function depositPresetsIn(from: RatedCurrency, to: RatedCurrency): Subunits[] {
  return presetStakesIn(DEPOSIT_PRESETS_DEFAULT, from, to);
}
