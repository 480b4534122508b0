'use client';

import type { PlatformAccess } from '@sportsbook/contract';
import { useEffect } from 'react';
import { AuthStatus } from './auth-status.ts';
import { useAuthStatus } from './auth-store.ts';
import { useAccess } from './queries.ts';

/** Where the status-group check sends the caller, or null to stay (also while auth is not settled). */
export function statusGroupRedirect(status: AuthStatus, access: PlatformAccess | undefined): string | null {
  if (status !== AuthStatus.loggedIn && status !== AuthStatus.notLoggedIn) return null;
  const check = access?.status_group_check;
  if (!check?.enabled || check.passed) return null;
  return check.redirect_url;
}

/**
 * SPEC §4 status-group check: when the operator enables it, anyone not signed in, or signed in
 * without the required status, is sent to the platform front end (the API gives the address). It
 * waits for the auth status to settle, since the answer depends on the player.
 */
export function StatusGroupGuard() {
  const status = useAuthStatus();
  const settled = status === AuthStatus.loggedIn || status === AuthStatus.notLoggedIn;
  const access = useAccess(settled ? status : null);
  const target = statusGroupRedirect(status, access.data);

  useEffect(() => {
    if (target) window.location.assign(target);
  }, [target]);

  return null;
}
