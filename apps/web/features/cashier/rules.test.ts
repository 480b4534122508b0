import type { Subunits } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_REMINDER_COOKIE,
  depositPresetsIn,
  depositReminderCookie,
  depositReminderDelayMs,
  missedDepositFields,
  missingAmount,
  quickDepositAllowed,
} from './rules.ts';

const EUR = { code: 'EUR', subunits: 2, rate: '1' };
const USD = { code: 'USD', subunits: 2, rate: '1.08' };
const BTC = { code: 'BTC', subunits: 8, rate: '0.000016' };

describe('quick deposit access', () => {
  it('is on with quick_deposit for everyone', () => {
    expect(quickDepositAllowed({ quick_deposit: true }, [])).toBe(true);
    expect(quickDepositAllowed(['quick_deposit'], undefined)).toBe(true);
  });

  it('needs the spi_test status with quick_deposit_test', () => {
    expect(quickDepositAllowed({ quick_deposit_test: true }, [{ id: 'vip' }])).toBe(false);
    expect(quickDepositAllowed({ quick_deposit_test: true }, [{ id: 'spi_test' }])).toBe(true);
    expect(quickDepositAllowed(['quick_deposit_test'], [{ id: 'spi_test' }])).toBe(true);
  });

  it('is off without a flag, even for spi_test players', () => {
    expect(quickDepositAllowed({ quick_deposit: false }, [{ id: 'spi_test' }])).toBe(false);
    expect(quickDepositAllowed(undefined, [{ id: 'spi_test' }])).toBe(false);
  });
});

describe('missed deposit fields', () => {
  it('lists the configured fields the profile still misses', () => {
    expect(missedDepositFields(['first_name', 'country'], ['country', 'last_name'])).toEqual(['country']);
    expect(missedDepositFields(['first_name'], [])).toEqual([]);
    expect(missedDepositFields(undefined, ['first_name'])).toEqual([]);
  });
});

describe('deposit reminder', () => {
  const config = { showDepositReminder: true, playerGroupId: 'regular', remindAfter: 3 };

  it('waits remindAfter seconds for players of the group', () => {
    expect(depositReminderDelayMs(config, [{ id: 'regular' }], false)).toBe(3000);
  });

  it('defaults to 10 seconds', () => {
    expect(depositReminderDelayMs({ ...config, remindAfter: null }, [{ id: 'regular' }], false)).toBe(10_000);
  });

  it('does not show for another group, when shown today, or when off', () => {
    expect(depositReminderDelayMs(config, [{ id: 'vip' }], false)).toBeNull();
    expect(depositReminderDelayMs(config, [{ id: 'regular' }], true)).toBeNull();
    expect(
      depositReminderDelayMs({ ...config, showDepositReminder: false }, [{ id: 'regular' }], false),
    ).toBeNull();
    expect(depositReminderDelayMs(null, [{ id: 'regular' }], false)).toBeNull();
  });

  it('targets every player when no group is configured', () => {
    expect(depositReminderDelayMs({ ...config, playerGroupId: null }, [], false)).toBe(3000);
  });

  it('marks itself for one day', () => {
    expect(depositReminderCookie(true)).toBe(
      `${DEPOSIT_REMINDER_COOKIE}=1; Max-Age=86400; Path=/; SameSite=Lax; Secure`,
    );
    // In a frame: partitioned cross-site, else a host of another site refuses it and asks every page.
    expect(depositReminderCookie(false, true)).toBe(
      `${DEPOSIT_REMINDER_COOKIE}=1; Max-Age=86400; Path=/; SameSite=None; Secure; Partitioned`,
    );
  });
});

describe('amounts', () => {
  it('is what the balance lacks for the stake', () => {
    expect(missingAmount(1500 as Subunits, 1000 as Subunits)).toBe(500);
    expect(missingAmount(1000 as Subunits, 1000 as Subunits)).toBe(0);
    expect(missingAmount(100 as Subunits, 1000 as Subunits)).toBe(0);
  });

  it('converts the presets into round amounts of the account currency', () => {
    expect(depositPresetsIn(EUR, EUR)).toEqual([1000, 2000, 5000, 10000]);
    expect(depositPresetsIn(EUR, USD)).toEqual([1000, 2100, 5400, 10000]);
    expect(depositPresetsIn(EUR, BTC).every(Number.isSafeInteger)).toBe(true);
  });
});
