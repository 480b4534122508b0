'use client';

import { useEffect } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { platformKeys } from '../auth/queries.ts';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useQueryClient } from '../query/hooks.ts';
import { invalidateResources } from '../resource/store.ts';
import { cashierKeys, usePayment } from './api.ts';
import styles from './pages.module.css';
import { DEPOSIT_PATH, type PaymentResult, resultOfStatus } from './return-routes.ts';
import { formatBalanceAmount } from './transaction-format.ts';
import type { PaymentInfo } from './types.ts';
import { useActiveAccount } from './use-amount.ts';

/**
 * A payment return page (SPEC §2): the provider sent the player back after a payment that succeeded,
 * failed or is still pending. With `paymentId` the page shows that payment's real status (asked again
 * while the provider decides) and its amount; balances and history are fetched again; links lead on.
 */
export function PaymentReturn({ result, paymentId }: { result: PaymentResult; paymentId?: string | null }) {
  const t = useT('cashier');
  const queryClient = useQueryClient();
  const payment = usePayment(paymentId ?? null);
  const status = payment.data?.status;
  // Fetched again on arrival and whenever the payment's status moves (pending → approved).
  // biome-ignore lint/correctness/useExhaustiveDependencies: status is the trigger
  useEffect(() => {
    void invalidateResources(platformKeys.accounts());
    void queryClient.invalidateQueries({ queryKey: cashierKeys.transactions() });
  }, [queryClient, status]);
  const shown = status ? resultOfStatus(status) : result;
  const checking = Boolean(paymentId) && payment.isPending;
  return (
    <section
      className={styles.result}
      data-payment-result={shown}
      data-payment-status={status ?? ''}
      aria-busy={checking}
    >
      <span className={styles.resultMark} data-tone={shown} aria-hidden="true">
        {shown === 'success' ? '✓' : shown === 'pending' ? '…' : '!'}
      </span>
      <h1 className={styles.title}>{t(`cashier.return.${shown}.title`)}</h1>
      <p className={styles.text} role="status">
        {checking ? t('cashier.return.checking') : t(`cashier.return.${shown}.message`)}
      </p>
      {payment.data ? <PaymentFacts payment={payment.data} /> : null}
      <Balance />
      <div className={styles.actions}>
        {shown === 'success' ? (
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

/** The payment's amount and, when declined, why. */
function PaymentFacts({ payment }: { payment: PaymentInfo }) {
  const t = useT('cashier');
  const locale = useLocale();
  const reasonKey = payment.failure_code ? `cashier.failure.${payment.failure_code}` : null;
  const reason = reasonKey ? t(reasonKey) : null;
  return (
    <>
      <p className={styles.text} data-testid="return-amount">
        {t('cashier.return.amount', {
          amount: formatBalanceAmount(payment.amount, payment.currency, locale),
        })}
      </p>
      {payment.status === 'declined' && reason && reason !== reasonKey ? (
        <p className={styles.text} data-testid="return-reason">
          {reason}
        </p>
      ) : null}
    </>
  );
}

/** The active account's balance (signed-in players). */
function Balance() {
  const t = useT('cashier');
  const locale = useLocale();
  const account = useActiveAccount();
  if (!account) return null;
  return (
    <p className={styles.text} data-testid="return-balance">
      {t('cashier.return.balance', {
        amount: formatBalanceAmount(account.balance, account.currency.code, locale),
      })}
    </p>
  );
}
