'use client';

import { useEffect } from 'react';
import { readCookie } from '../../lib/api.ts';
import { cookieScope, framedSecurely } from '../../lib/framed.ts';
import { useLocale } from '../i18n/provider.tsx';
import { currentModal, openModal } from '../modals/modal-store.ts';
import { fetchResource } from '../resource/store.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { AuthStatus } from './auth-status.ts';
import { getAuthStatus, useAuthStatus } from './auth-store.ts';
import { accessResource } from './queries.ts';

/** Session-storage flag: the reminder was shown in this browser session (SPEC §9). */
export const SIGN_UP_REMINDER_FLAG = 'sb.signUpReminderInvoked';
/** The same flag as a session cookie, where the session storage is refused (a frame of another site). */
const SIGN_UP_REMINDER_COOKIE = 'sb_sign_up_reminded';

/** Whether the reminder was shown in this browser session. */
function reminded(): boolean {
  try {
    if (window.sessionStorage.getItem(SIGN_UP_REMINDER_FLAG)) return true;
  } catch {
    // Storage refused: the cookie below answers.
  }
  return readCookie(SIGN_UP_REMINDER_COOKIE) !== undefined;
}

function markReminded(): void {
  try {
    window.sessionStorage.setItem(SIGN_UP_REMINDER_FLAG, '1');
  } catch {
    const scope = cookieScope(window.location.protocol === 'https:', framedSecurely());
    // biome-ignore lint/suspicious/noDocumentCookie: a session marker where session storage is refused
    document.cookie = `${SIGN_UP_REMINDER_COOKIE}=1; Path=/${scope}`;
  }
}

/**
 * The sign-up reminder (SPEC §4): after signUpReminderSeconds, once per browser session, for a
 * visitor who is not signed in and may sign up; it waits while another modal is open.
 */
export function SignUpReminder(props: { seconds?: number }) {
  // Site config signUpReminderSeconds (SPEC §3) from GET /settings at run time; 0 turns it off.
  const configured = useSiteConfig()?.signUpReminderSeconds ?? 0;
  const seconds = props.seconds ?? configured;
  const status = useAuthStatus();
  const locale = useLocale();
  useEffect(() => {
    if (seconds <= 0 || status !== AuthStatus.notLoggedIn) return;
    if (reminded()) return;
    let timer = window.setTimeout(async function remind() {
      if (getAuthStatus() !== AuthStatus.notLoggedIn) return;
      if (currentModal()) {
        timer = window.setTimeout(remind, 5000);
        return;
      }
      try {
        const access = await fetchResource(accessResource(locale, AuthStatus.notLoggedIn));
        if (access.sign_up_allowed === false) return;
      } catch {
        // Unknown access: remind anyway; the sign-up form checks again.
      }
      if (getAuthStatus() !== AuthStatus.notLoggedIn || currentModal()) return;
      markReminded();
      openModal('sign_up', { reminder: true });
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, status, locale]);
  return null;
}
