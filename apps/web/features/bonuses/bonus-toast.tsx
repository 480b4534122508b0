'use client';

import type { Bonus } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { dismissAlert, showAlert } from '../alerts/alert-store.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useCashierConfig } from '../cashier/api.ts';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { bonusesApi, useBonuses } from './api.ts';
import { BonusCard } from './bonus-card.tsx';
import styles from './bonuses.module.css';
import { bonusKeys } from './keys.ts';
import { BONUS_REFETCH_DELAY_MS, BONUS_TOAST_DELAY_MS, bonusesToAnnounce } from './model.ts';

/**
 * The bonus toast (SPEC §2, §4 Notifications flow): unseen bonuses (at load, or pushed by
 * `bonus_issued`, which refreshes the list) show after a delay, are marked seen (only when there are
 * any) and the lists refetched 1 s later; the toast's card opens the bonus detail; signing out closes it.
 */
export function BonusToast() {
  const t = useT();
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

/** The bonus detail modal: the bonus's card with its terms, in a native modal dialog. */
function BonusDetail({ bonus, onClose }: { bonus: Bonus; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="bonus-detail-title" onClose={onClose}>
      <h2 id="bonus-detail-title" className={styles.groupTitle}>
        {t('bonuses.detail.title')}
      </h2>
      <BonusCard bonus={bonus} showTerms />
      <Button variant="secondary" onClick={() => ref.current?.close()}>
        {t('bonuses.detail.close')}
      </Button>
    </dialog>
  );
}
