'use client';

import type { Bonus } from '@sportsbook/contract';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { dismissAlert, showAlert } from '../alerts/alert-store.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useCashierConfig } from '../cashier/api.ts';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useQueryClient } from '../query/hooks.ts';
import { bonusesApi, useBonuses } from './api.ts';
import { bonusKeys } from './keys.ts';
import { BONUS_REFETCH_DELAY_MS, BONUS_TOAST_DELAY_MS, bonusesToAnnounce } from './model.ts';

/** The detail modal (the bonus card with lootbox, tournament and terms) loads when a toast is opened. */
const BonusDetail = dynamic(() => import('./bonus-detail.tsx').then((m) => m.BonusDetail));

/**
 * The bonus toast (SPEC §2, §4 Notifications flow): unseen bonuses (at load, or pushed by
 * `bonus_issued`, which refreshes the list) show after a delay, are marked seen (only when there are
 * any) and the lists refetched 1 s later; the toast's card opens the bonus detail; signing out closes it.
 */
export function BonusToast() {
  const t = useT('bonuses');
  const locale = useLocale();
  const status = useAuthStatus();
  const queryClient = useQueryClient();
  const bonuses = useBonuses();
  const [detail, setDetail] = useState<Bonus | null>(null);
  const announced = useRef(new Set<number>());
  const toastId = useRef<number | null>(null);
  const loggedIn = status === AuthStatus.loggedIn;

  const disabledTypes = useCashierConfig()?.disabledBonusNotifications;
  const pending = loggedIn
    ? bonusesToAnnounce(bonuses.data?.data ?? [], disabledTypes).filter((b) => !announced.current.has(b.id))
    : [];
  const next = pending[0];
  const pendingIds = pending.map((b) => b.id).join(',');

  useEffect(() => {
    if (!next || pendingIds === '') return;
    const ids = pendingIds.split(',').map(Number);
    const timer = setTimeout(() => {
      for (const id of ids) announced.current.add(id);
      const amount =
        next.issued.amount !== null && next.issued.currency
          ? ` · ${formatBalanceAmount(next.issued.amount, next.issued.currency, locale)}`
          : '';
      // The page's one alert (SPEC §2): a payment alert replaces it, it waits for one shown (a
      // deposit's result is never hidden by a bonus), and it closes after 5 s.
      toastId.current = showAlert({
        waitsTurn: true,
        tone: 'info',
        name: 'bonus',
        title: t('bonuses.toast.title'),
        message: `${next.name}${amount}`,
        selectHint: t('bonuses.toast.open'),
        onSelect: () => setDetail(next),
      });
      void bonusesApi
        .markAsSeen(locale, ids)
        .catch(() => undefined)
        .then(() =>
          setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: bonusKeys.all() }),
            BONUS_REFETCH_DELAY_MS,
          ),
        );
    }, BONUS_TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, pendingIds, locale, queryClient, t]);

  useEffect(() => {
    if (loggedIn) return;
    if (toastId.current !== null) dismissAlert(toastId.current);
    toastId.current = null;
    setDetail(null);
    announced.current.clear();
  }, [loggedIn]);

  return detail ? <BonusDetail bonus={detail} onClose={() => setDetail(null)} /> : null;
}
