'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { platformKeys } from '../auth/queries.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormMessage } from '../modals/field.tsx';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps, openModal } from '../modals/modal-store.ts';
import { useMutation, useQueryClient } from '../query/hooks.ts';
import { invalidateResources } from '../resource/store.ts';
import { AmountPicker } from './amount-picker.tsx';
import { cashierApi, cashierKeys, useCashierConfig, useSavedCard } from './api.ts';
import styles from './cashier.module.css';
import { cashierErrorText } from './errors.ts';
import { quickDepositStateOf, showQuickDepositResult } from './notify.ts';
import { createPaymentProvider, type ProviderScriptConfig } from './provider-script.ts';
import { formatBalanceAmount } from './transaction-format.ts';
import type { QuickDepositResult } from './types.ts';
import { presetsFor, useActiveAccount, useAmountField } from './use-amount.ts';

/** Charges the saved card through the provider script (SPEC §7), or the API when none is configured. */
async function quickDeposit(
  locale: string,
  script: ProviderScriptConfig | null,
  currency: string,
  amount: number,
): Promise<QuickDepositResult> {
  if (!script) return cashierApi.quickDeposit(locale, { currency, amount });
  const provider = await createPaymentProvider(script);
  try {
    return await provider.quickDeposit({ currency, amount });
  } finally {
    provider.destroy();
  }
}

/**
 * Quick deposit (SPEC §2, §3, §8): an amount charged to the saved card without the card form
 * (POST /cashier/quick-deposits); the result shows as the success, failed or pending alert. Without
 * a saved card it offers the full deposit instead.
 */
export function QuickDepositModal({ amount: initial, source }: ModalProps['quick_deposit']) {
  const t = useT('cashier');
  const locale = useLocale();
  const account = useActiveAccount();
  const card = useSavedCard(true);
  const config = useCashierConfig();
  const code = account?.currency.code ?? '';
  const amount = useAmountField(
    account?.currency ?? null,
    initial,
    { min: config?.minDeposit[code], max: config?.maxDeposit[code] },
    locale,
  );
  const close = () => closeModal('quick_deposit');
  const { pay, error } = useQuickDepositPayment(code, config?.provider ?? null, close);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = amount.submit();
    if (value !== null && card.data) pay.mutate(value);
  };

  const fullDeposit = () =>
    openModal('iframe_deposit', { ...(initial ? { amount: initial } : {}), source: source ?? 'header' });

  return (
    <ModalDialog name="quick_deposit" title={t('cashier.quick.title')} onClose={close}>
      {!account || card.isPending ? (
        <p className={styles.muted}>{t('cashier.loading')}</p>
      ) : !card.data ? (
        <div className={styles.flow}>
          <FormMessage tone="info">{t('cashier.quick.noCard')}</FormMessage>
          <Button onClick={fullDeposit}>{t('cashier.deposit.button')}</Button>
        </div>
      ) : (
        <form className={styles.flow} onSubmit={onSubmit} noValidate data-deposit-step="quick">
          <p className={styles.card} data-testid="saved-card">
            <span className={styles.cardBrand}>{card.data.brand}</span>
            <span dir="ltr">•••• {card.data.last4}</span>
            <span className="visually-hidden">
              {t('cashier.quick.cardEnding', { last4: card.data.last4 })}
            </span>
          </p>
          <AmountPicker
            currency={account.currency}
            presets={presetsFor(account.currency)}
            text={amount.text}
            onText={amount.setText}
            value={amount.value}
            error={amount.error(t)}
            disabled={pay.isPending}
          />
          {error ? <FormMessage>{error}</FormMessage> : null}
          <Button type="submit" size="lg" disabled={pay.isPending} className={styles.submit}>
            {pay.isPending
              ? t('cashier.creating')
              : amount.value !== null
                ? t('cashier.quick.pay', {
                    amount: formatBalanceAmount(amount.value, code, locale),
                  })
                : t('cashier.quick.payPlain')}
          </Button>
          <Button variant="ghost" size="sm" onClick={fullDeposit}>
            {t('cashier.quick.otherCard')}
          </Button>
        </form>
      )}
    </ModalDialog>
  );
}

/**
 * The quick-deposit payment: its result as the success, failed or pending alert (SPEC §8), balances
 * and history fetched again; `onFinished` after success or pending, the error kept for the form.
 */
function useQuickDepositPayment(code: string, script: ProviderScriptConfig | null, onFinished: () => void) {
  const t = useT('cashier');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: (value: number) => quickDeposit(locale, script, code, value),
    onSuccess: (result, value) => {
      const state = quickDepositStateOf(result.status);
      const text = formatBalanceAmount(value, code, locale);
      showQuickDepositResult(t, state, text, result);
      void invalidateResources(platformKeys.accounts());
      void queryClient.invalidateQueries({ queryKey: cashierKeys.all() });
      if (state === 'error') setError(t('cashier.quick.error.message', { amount: text }));
      else onFinished();
    },
    onError: (err, value) => {
      setError(cashierErrorText(t, err));
      showQuickDepositResult(t, 'error', formatBalanceAmount(value, code, locale));
    },
  });
  return { pay, error };
}
