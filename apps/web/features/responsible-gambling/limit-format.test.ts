import type { UserLimit } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { LIMIT_TYPES, limitChangeable, limitKind, limitPendingDate, minutesParts } from './limit-format.ts';

const base: UserLimit = {
  id: 1,
  type: 'deposit',
  status: 'active',
  strategy: 'rolling',
  period: 'day',
  value: 1000,
  currency: 'EUR',
  parent_type: null,
  ends_at: null,
  confirm_until: null,
  disable_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('limit rules', () => {
  it('covers every limit type of SPEC §3 once', () => {
    const types = LIMIT_TYPES.map((entry) => entry.type).sort();
    expect(types).toEqual(
      [
        'activity',
        'bet',
        'coolingoff',
        'deposit',
        'loss',
        'reality_check',
        'selfexclusion',
        'session',
        'sportsbook_session',
        'time',
        'wager',
      ].sort(),
    );
    expect(limitKind('loss')).toBe('money');
    expect(limitKind('reality_check')).toBe('minutes');
    expect(limitKind('coolingoff')).toBe('exclusion');
  });

  it('names the date behind each waiting status', () => {
    expect(limitPendingDate(base)).toBeNull();
    expect(
      limitPendingDate({ ...base, status: 'unconfirmed', confirm_until: '2025-01-02T00:00:00.000Z' }),
    ).toEqual({
      key: 'confirmUntil',
      at: '2025-01-02T00:00:00.000Z',
    });
    expect(
      limitPendingDate({ ...base, status: 'confirmed_disabled', disable_at: '2025-01-03T00:00:00.000Z' })
        ?.key,
    ).toBe('disableAt');
    expect(limitPendingDate({ ...base, type: 'coolingoff', ends_at: '2025-02-01T00:00:00.000Z' })?.key).toBe(
      'endsAt',
    );
  });

  it('lets active, confirmed and waiting limits change; never exclusions or removals', () => {
    expect(limitChangeable(base)).toBe(true);
    expect(limitChangeable({ ...base, status: 'unconfirmed' })).toBe(true);
    expect(limitChangeable({ ...base, status: 'unconfirmed_disabled' })).toBe(false);
    expect(limitChangeable({ ...base, type: 'selfexclusion' })).toBe(false);
  });

  it('splits minutes into hours and minutes', () => {
    expect(minutesParts(90)).toEqual({ hours: 1, minutes: 30 });
    expect(minutesParts(45)).toEqual({ hours: 0, minutes: 45 });
  });
});
