'use client';

import { useEffect } from 'react';
import { useLocale } from '../i18n/provider.tsx';
import { currentModal } from '../modals/modal-store.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { AuthStatus } from './auth-status.ts';
import { getAuthStatus, useAuthStatus } from './auth-store.ts';

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
    let timer = window.setTimeout(function remind() {
      if (getAuthStatus() !== AuthStatus.notLoggedIn) return;
      if (currentModal()) {
        timer = window.setTimeout(remind, 5000);
        return;
      }
      import('./sign-up-remind.ts').then(
        (reminder) => reminder.remindToSignUp(locale),
        () => undefined, // offline: no reminder this time
      );
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, status, locale]);
  return null;
}
