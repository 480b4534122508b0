'use client';

import { lazy, Suspense, useEffect } from 'react';
import { AlertHost } from '../alerts/alert-host.tsx';
import { useLocale } from '../i18n/provider.tsx';
import { setAuthState } from '../live/push-client.ts';
import { closeModal, openModal } from '../modals/modal-store.ts';
import { onUnauthorized } from '../query/unauthorized.ts';
import { AuthStatus } from './auth-status.ts';
import { getAuthStatus, useAuthStatus } from './auth-store.ts';
import { ModalHost } from './modal-host.tsx';
import { clearSession, loadSession, sessionEnded } from './session.ts';
import { SignUpReminder } from './sign-up-reminder.tsx';
import { StatusGroupGuard } from './status-group-guard.tsx';
import { onTabMessage } from './tab-channel.ts';
import { UrlModalOpener } from './url-modal-opener.tsx';

/** A signed-in player's session watchers load once a player is signed in, not with every visitor's page. */
const PlayerWatchers = lazy(() =>
  import('./player-watchers.tsx').then((m) => ({ default: m.PlayerWatchers })),
);

/**
 * The player's session on the page (mounted once by the locale layout): loads the profile (auth
 * status unknown → pending → logged_in / not_logged_in), signs out on any 401, follows the other
 * tabs, and hosts the player modals, the URL modal opener, the session watchers and the reminder.
 */
export function AuthProvider() {
  const locale = useLocale();
  const status = useAuthStatus();

  // The push connection follows the auth status: it reconnects with a fresh token (carrying the
  // player's id, or none) when a visitor signs in or a player signs out (SPEC §4 Push client).
  useEffect(() => setAuthState(status), [status]);

  useEffect(() => {
    if (getAuthStatus() === AuthStatus.unknown) void loadSession(locale);
  }, [locale]);

  useEffect(() => onUnauthorized(sessionEnded), []);

  useEffect(
    () =>
      onTabMessage((message) => {
        const signedIn = getAuthStatus() === AuthStatus.loggedIn;
        switch (message.type) {
          case 'signed_in':
            if (!signedIn) void loadSession(locale);
            break;
          case 'signed_out':
            if (signedIn) clearSession();
            break;
          case 'reality_check':
            if (signedIn) openModal('reality_check', { data: message.data });
            break;
          case 'reality_check_done':
            closeModal('reality_check');
            break;
          case 'out_of_session_limit':
          case 'activity_limit_reached':
            clearSession();
            openModal(message.type);
            break;
        }
      }),
    [locale],
  );

  return (
    <>
      <Suspense fallback={null}>
        <UrlModalOpener />
      </Suspense>
      <ModalHost />
      {status === AuthStatus.loggedIn && (
        <Suspense fallback={null}>
          <PlayerWatchers />
        </Suspense>
      )}
      <SignUpReminder />
      <AlertHost />
      <StatusGroupGuard />
    </>
  );
}
