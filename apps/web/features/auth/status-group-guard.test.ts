import type { PlatformAccess } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { AuthStatus } from './auth-status.ts';
import { statusGroupRedirect } from './status-group-guard.tsx';

const access = (check: Partial<PlatformAccess['status_group_check']>): PlatformAccess => ({
  country: null,
  country_blocked: false,
  sign_in_allowed: true,
  sign_up_allowed: true,
  sign_up_required_fields: [],
  status_group_check: {
    enabled: true,
    required_status: 'vip',
    passed: false,
    redirect_url: 'https://platform.test/',
    ...check,
  },
});

describe('status-group check (SPEC §4)', () => {
  it('sends a visitor or a player without the status to the platform front end', () => {
    expect(statusGroupRedirect(AuthStatus.notLoggedIn, access({}))).toBe('https://platform.test/');
    expect(statusGroupRedirect(AuthStatus.loggedIn, access({}))).toBe('https://platform.test/');
  });

  it('lets the caller stay when the check passes or is off', () => {
    expect(statusGroupRedirect(AuthStatus.loggedIn, access({ passed: true }))).toBeNull();
    expect(statusGroupRedirect(AuthStatus.notLoggedIn, access({ enabled: false }))).toBeNull();
  });

  it('waits while the auth status is not settled', () => {
    expect(statusGroupRedirect(AuthStatus.unknown, access({}))).toBeNull();
    expect(statusGroupRedirect(AuthStatus.pending, access({}))).toBeNull();
    expect(statusGroupRedirect(AuthStatus.notLoggedIn, undefined)).toBeNull();
  });
});
