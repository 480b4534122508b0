'use client';

import { useEffect, useRef } from 'react';
import { readCookie } from '../../lib/api.ts';
import { framedSecurely } from '../../lib/framed.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus, useAuthStatus } from '../auth/auth-store.ts';
import { usePlayer } from '../auth/queries.ts';
import { currentModal } from '../modals/modal-store.ts';
import { useCashierConfig } from './api.ts';
import { DEPOSIT_REMINDER_COOKIE, depositReminderCookie, depositReminderDelayMs } from './rules.ts';
import { useDeposit } from './start-deposit.ts';

/** How long the reminder waits for another modal to close before trying again, in ms. */
const BUSY_RETRY_MS = 5000;

/**
 * The deposit reminder (SPEC §4 Reminders, §9): `remindAfter` seconds (default 10) after a signed-in
 * player of the configured group arrives, the deposit opens with a reminder line; a 1-day cookie
 * keeps it to once a day. It waits while another modal is open.
 */
export function DepositReminder() {
  const status = useAuthStatus();
  const config = useCashierConfig();
  const statuses = usePlayer().data?.statuses;
  const { start } = useDeposit();
  const startRef = useRef(start);
  startRef.current = start;
  const show = config?.depositReminder?.showDepositReminder ?? false;
  const group = config?.depositReminder?.playerGroupId ?? null;
  const after = config?.depositReminder?.remindAfter ?? null;
  const statusIds = statuses?.map((s) => s.id).join(',');

  useEffect(() => {
    if (status !== AuthStatus.loggedIn || statusIds === undefined) return;
    const ids = statusIds === '' ? [] : statusIds.split(',').map((id) => ({ id }));
    const reminder = { showDepositReminder: show, playerGroupId: group, remindAfter: after };
    const delay = depositReminderDelayMs(reminder, ids, readCookie(DEPOSIT_REMINDER_COOKIE) !== undefined);
    if (delay === null) return;
    let timer = window.setTimeout(function remind() {
      if (getAuthStatus() !== AuthStatus.loggedIn || readCookie(DEPOSIT_REMINDER_COOKIE) !== undefined)
        return;
      if (currentModal()) {
        timer = window.setTimeout(remind, BUSY_RETRY_MS);
        return;
      }
      // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party once-a-day marker (SPEC §9)
      document.cookie = depositReminderCookie(window.location.protocol === 'https:', framedSecurely());
      startRef.current({ source: 'reminder' });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [status, statusIds, show, group, after]);

  return null;
}
