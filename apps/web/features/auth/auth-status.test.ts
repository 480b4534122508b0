import { describe, expect, it } from 'vitest';
import { AuthStatus, nextAuthStatus } from './auth-status.ts';

describe('nextAuthStatus', () => {
  it('goes unknown → pending → logged_in or not_logged_in from the profile', () => {
    const pending = nextAuthStatus(AuthStatus.unknown, { type: 'fetch' });
    expect(pending).toBe('pending');
    expect(nextAuthStatus(pending, { type: 'profile', isLoggedIn: true })).toBe('logged_in');
    expect(nextAuthStatus(pending, { type: 'profile', isLoggedIn: false })).toBe('not_logged_in');
  });

  it('keeps logged_in while a profile refetch runs', () => {
    expect(nextAuthStatus(AuthStatus.loggedIn, { type: 'fetch' })).toBe('logged_in');
    expect(nextAuthStatus(AuthStatus.notLoggedIn, { type: 'fetch' })).toBe('pending');
  });

  it('signs out from any status', () => {
    for (const status of Object.values(AuthStatus)) {
      expect(nextAuthStatus(status, { type: 'signed_out' })).toBe('not_logged_in');
    }
  });
});
