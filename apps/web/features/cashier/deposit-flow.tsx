'use client';

import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { platformKeys } from '../auth/queries.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormMessage } from '../modals/field.tsx';
import { useMutation, useQueryClient } from '../query/hooks.ts';
import { invalidateResources } from '../resource/store.ts';
import { AmountPicker } from './amount-picker.tsx';
import { cashierApi, cashierKeys, useCashierConfig } from './api.ts';
import styles from './cashier.module.css';
import { cashierErrorText } from './errors.ts';
import { showPaymentNotification } from './notify.ts';
import type { ProviderMessage } from './provider-events.ts';
import { ProviderFrame } from './provider-frame.tsx';
import { depositReturnPath } from './return-routes.ts';
import type { DepositCreated } from './types.ts';
import { presetsFor, useActiveAccount, useAmountField } from './use-amount.ts';

export interface DepositFlowProps {
  /** Suggested amount in subunits of the active account (the slip's missing amount). */
  initialAmount?: number | undefined;
  /** The deposit ended: approved (`success`), or the provider asked to close (no result). */
  onDone: (result?: 'success') => void;
  /** Called before a provider redirect navigates away. */
  onLeave?: () => void;
  /**
   * The provider's form on a full page (the deposit page), as a hosted provider shows it: the whole
   * window goes to `form_url`, and the provider sends the player back to the return pages.
   */
  fullPage?: boolean;
}

/**
 * The deposit (SPEC §2 iframe deposit, §4 Deposit flow): an amount in the account currency, then
 * POST /cashier/deposits and the provider's card form from `form_url` in an iframe. The provider's
 * messages drive the rest: notification → alert (approved and pending end the flow, a decline goes
 * back to the amount), accounts updated → refetch balances, redirect → a product page.
 */
export function DepositFlow({ initialAmount, onDone, onLeave, fullPage = false }: DepositFlowProps) {
  const t = useT('cashier');
  const locale = useLocale();
  const account = useActiveAccount();
  const config = useCashierConfig();
  const code = account?.currency.code ?? '';
  const amount = useAmountField(
    account?.currency ?? null,
    initialAmount,
    { min: config?.minDeposit[code], max: config?.maxDeposit[code] },
    locale,
  );
  const [payment, setPayment] = useState<DepositCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const create = useMutation({
    mutationFn: (value: number) =>
      cashierApi.createDeposit(locale, {
        currency: account?.currency.code ?? '',
        amount: value,
        return_path: depositReturnPath(locale),
      }),
    onSuccess: (created) => {
      setError(null);
      if (fullPage) {
        setLeaving(true);
        window.location.assign(created.form_url);
        return;
      }
      setPayment(created);
    },
    onError: (err) => setError(cashierErrorText(t, err)),
  });

  // Back from the provider's page (restored from the back/forward cache): the form is usable again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const onMessage = useProviderMessages(payment, setPayment, onDone, onLeave);
  // Back from the card form (a decline, "change amount"): focus returns to the amount.
  const formRef = useRef<HTMLFormElement>(null);
  const wasPaying = useRef(false);
  useEffect(() => {
    if (payment) wasPaying.current = true;
    else if (wasPaying.current)
      formRef.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
  }, [payment]);
  if (!account) return <p className={styles.muted}>{t('cashier.loading')}</p>;

  if (payment) {
    return (
      <div className={styles.flow} data-deposit-step="form" data-payment-id={String(payment.payment_id)}>
        <ProviderFrame formUrl={payment.form_url} script={config?.provider ?? null} onMessage={onMessage} />
        <Button variant="ghost" size="sm" onClick={() => setPayment(null)}>
          {t('cashier.changeAmount')}
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = amount.submit();
    if (value !== null) create.mutate(value);
  };

  return (
    <form ref={formRef} className={styles.flow} onSubmit={onSubmit} noValidate data-deposit-step="amount">
      <AmountPicker
        currency={account.currency}
        presets={presetsFor(account.currency)}
        text={amount.text}
        onText={amount.setText}
        value={amount.value}
        error={amount.error(t)}
        disabled={create.isPending || leaving}
      />
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Button type="submit" size="lg" disabled={create.isPending || leaving} className={styles.submit}>
        {leaving
          ? t('cashier.redirecting')
          : create.isPending
            ? t('cashier.creating')
            : t('cashier.continue')}
      </Button>
      <p className={styles.secure}>{t('cashier.secureNote')}</p>
    </form>
  );
}

/**
 * What the provider's messages do during a deposit: accounts updated → refetch balances;
 * notification → its alert (approved ends the flow, a decline goes back to the amount, pending waits
 * in the form, a 3-D Secure step shows nothing); redirect → a product page; close → end.
 */
function useProviderMessages(
  payment: DepositCreated | null,
  setPayment: (payment: DepositCreated | null) => void,
  onDone: DepositFlowProps['onDone'],
  onLeave: DepositFlowProps['onLeave'],
) {
  const t = useT('cashier');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const config = useCashierConfig();
  return (message: ProviderMessage) => {
    switch (message.type) {
      case 'accounts_updated':
        void invalidateResources(platformKeys.accounts());
        void queryClient.invalidateQueries({ queryKey: cashierKeys.all() });
        break;
      case 'notification':
        if (message.status === 'challenge') break;
        showPaymentNotification(t, message.tone, {
          paymentId: payment?.payment_id,
          status: message.status,
          failureCode: message.failureCode,
        });
        void queryClient.invalidateQueries({ queryKey: cashierKeys.all() });
        if (message.tone === 'error') setPayment(null);
        else if (message.tone === 'success') onDone('success');
        break;
      case 'redirect':
        onLeave?.();
        router.push(
          localizedPath(config?.redirectRoutes[message.route] ?? message.path, locale, DEFAULT_LOCALE_CONFIG),
        );
        break;
      case 'close_fast_deposit_modal':
        onDone();
        break;
    }
  };
}
