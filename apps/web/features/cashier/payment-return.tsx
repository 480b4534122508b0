'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { platformKeys } from '../auth/queries.ts';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useT } from '../i18n/provider.tsx';
import { cashierKeys } from './api.ts';
import styles from './pages.module.css';
import { DEPOSIT_PATH, type PaymentResult } from './return-routes.ts';

/**
 * A payment return page (SPEC §2): the provider sent the player back after a payment that succeeded,
 * failed or is still pending. Balances and history are fetched again; links lead on.
 */
export function PaymentReturn({ result }: { result: PaymentResult }) {
  const t = useT();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: platformKeys.accounts() });
    void queryClient.invalidateQueries({ queryKey: cashierKeys.all() });
  }, [queryClient]);
  return (
    <section className={styles.result} data-payment-result={result}>
      <span className={styles.resultMark} data-tone={result} aria-hidden="true">
        {result === 'success' ? '✓' : result === 'pending' ? '…' : '!'}
      </span>
      <h1 className={styles.title}>{t(`cashier.return.${result}.title`)}</h1>
      <p className={styles.text}>{t(`cashier.return.${result}.message`)}</p>
      <div className={styles.actions}>
        {result === 'success' ? (
          <LocaleLink href="/" className={buttonClass('primary', 'md')}>
            {t('cashier.return.toBetting')}
          </LocaleLink>
        ) : (
          <LocaleLink href={DEPOSIT_PATH} className={buttonClass('primary', 'md')}>
            {t('cashier.return.tryAgain')}
          </LocaleLink>
        )}
        <LocaleLink href="/wallet/transactions" className={buttonClass('secondary', 'md')}>
          {t('cashier.history.title')}
        </LocaleLink>
      </div>
    </section>
  );
}
