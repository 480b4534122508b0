'use client';

import { TicketPhase } from '@sportsbook/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAccounts } from '../auth/queries.ts';
import { useSlipRuntime } from '../betslip/slip-runtime.ts';
import { onDialogShown } from '../modals/dialog-events.ts';
import { setModalDelegate } from '../modals/modal-store.ts';
import type { HostChannel } from './host-channel.ts';

/** How long the frame waits for its size to settle before telling the host (SPEC §9: 100 ms). */
export const SIZE_DEBOUNCE_MS = 100;

/** `page-loaded` after each navigation (the title is read once the new page has rendered). */
export function usePageLoaded(channel: HostChannel): void {
  const pathname = usePathname();
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      channel.post('page-loaded', { path: `${pathname}${window.location.search}`, title: document.title }),
    );
    return () => cancelAnimationFrame(frame);
  }, [channel, pathname]);
}

/** `page-size-changed` with the document's height whenever it changes, debounced. */
export function useSizeReports(channel: HostChannel): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = '';
    const report = () => {
      const width = Math.ceil(document.documentElement.clientWidth);
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      const key = `${width}x${height}`;
      if (key === last) return;
      last = key;
      channel.post('page-size-changed', { width, height });
    };
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(report, SIZE_DEBOUNCE_MS);
    });
    observer.observe(document.body);
    report();
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [channel]);
}

/** `balance-changed` and `notify-currency-changed` as the active account moves. */
export function useBalanceReports(channel: HostChannel): void {
  const accounts = useAccounts().data;
  const currency = useRef<string | null>(null);
  const active = accounts?.find((account) => account.active) ?? accounts?.[0];
  const code = active?.currency;
  const balance = active?.available_to_bet_with_locked_cents;
  useEffect(() => {
    if (code === undefined || balance === undefined) return;
    channel.post('balance-changed', { currency: code, balance_subunits: balance });
    if (currency.current !== null && currency.current !== code) {
      channel.post('notify-currency-changed', { currency: code });
    }
    currency.current = code;
  }, [channel, code, balance]);
}

/**
 * `bet-slip-state-changed` when the slip's selections, bets or phase change. Until the slip's runtime
 * loads (slip-runtime.ts: the first odds click, or at once with a slip to restore) the slip is empty.
 */
export function useSlipReports(channel: HostChannel): void {
  const slip = useSlipRuntime();
  const last = useRef('');
  useEffect(() => {
    const report = () => {
      const state = slip?.ticketStore.getState();
      const payload = {
        selections: state?.selectedOutcomeIds.length ?? 0,
        bets: state?.bets.length ?? 0,
        state: state?.ticketState ?? TicketPhase.initial,
      };
      const key = JSON.stringify(payload);
      if (key === last.current) return;
      last.current = key;
      channel.post('bet-slip-state-changed', payload);
    };
    report();
    return slip?.ticketStore.subscribe(report);
  }, [channel, slip]);
}

/**
 * `notify-modal-triggered` when a modal dialog opens or closes in the frame: any ModalDialog, the
 * modal store's and those a feature draws itself. One already open when the bridge loads is told too.
 */
export function useModalReports(channel: HostChannel): void {
  useEffect(() => {
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open][data-modal]')) {
      channel.post('notify-modal-triggered', { name: dialog.dataset.modal ?? '', open: true });
    }
    return onDialogShown((name, open) => channel.post('notify-modal-triggered', { name, open }));
  }, [channel]);
}

/** `top-event-clicked` when a match row's link is followed. */
export function useTopEventReports(channel: HostChannel): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('li[data-match-id] a[href]');
      const row = link?.closest('li[data-match-id]');
      const matchId = Number(row?.getAttribute('data-match-id'));
      if (!link || !Number.isSafeInteger(matchId)) return;
      channel.post('top-event-clicked', {
        matchId,
        path: new URL((link as HTMLAnchorElement).href).pathname,
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [channel]);
}

const DEPOSIT_MODALS = new Set(['iframe_deposit', 'quick_deposit']);

/**
 * While `delegating`, sign-in, sign-up and deposit go to the host instead of opening here (SPEC §6:
 * embedded, they are the platform's), as `sign-in`, `sign-up` and `deposit` messages.
 */
export function useDelegation(channel: HostChannel, delegating: boolean, currency: string | null): void {
  useEffect(() => {
    if (!delegating || !channel.hostOrigin) return;
    setModalDelegate((modal) => {
      const path = `${window.location.pathname}${window.location.search}`;
      if (modal.name === 'sign_in') channel.post('sign-in', { path });
      else if (modal.name === 'sign_up') channel.post('sign-up', { path });
      else if (DEPOSIT_MODALS.has(modal.name) || (modal.name === 'missed_fields' && modal.props.forDeposit)) {
        channel.post('deposit', { currency });
      } else return false;
      return true;
    });
    return () => setModalDelegate(null);
  }, [channel, delegating, currency]);
}
