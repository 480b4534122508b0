import { readCookie } from '../../lib/api.ts';
import { cookieScope, framedSecurely } from '../../lib/framed.ts';
import { currentModal, openModal } from '../modals/modal-store.ts';
import { fetchResource } from '../resource/store.ts';
import { AuthStatus } from './auth-status.ts';
import { getAuthStatus } from './auth-store.ts';
import { accessResource } from './queries.ts';

/*
 * What the sign-up reminder (sign-up-reminder.tsx) does when its time comes: loaded then, so that a
 * visitor's first load does not carry it.
 */

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
 * Opens the sign-up dialog as the reminder (SPEC §4), once per browser session: not if the visitor was
 * reminded already, signed in meanwhile, another dialog is open, or sign-up is refused to them.
 */
export async function remindToSignUp(locale: string): Promise<void> {
  if (reminded()) return;
  try {
    const access = await fetchResource(accessResource(locale, AuthStatus.notLoggedIn));
    if (access.sign_up_allowed === false) return;
  } catch {
    // Unknown access: remind anyway; the sign-up form checks again.
  }
  if (getAuthStatus() !== AuthStatus.notLoggedIn || currentModal()) return;
  markReminded();
  openModal('sign_up', { reminder: true });
}
