'use client';

import { type FormEvent, Suspense, useId, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { useT } from '../i18n/provider.tsx';
import { useRedeemPromoCode } from './api.ts';
import styles from './bonuses.module.css';
import { promoErrorKey } from './model.ts';

/**
 * The promo code block (SPEC §2): a code field, and a message for success and for each error code.
 * Its label and button text come from the server (a widget of every page); the bonuses catalogue,
 * for the result, loads with the first answer.
 */
export function PromoCodeForm({ label, submitLabel }: { label: string; submitLabel: string }) {
  const id = useId();
  const [code, setCode] = useState('');
  const redeem = useRedeemPromoCode();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') return;
    redeem.mutate(trimmed, { onSuccess: () => setCode('') });
  };
  return (
    <form className={styles.promo} onSubmit={onSubmit} data-section="promo_code">
      <label htmlFor={id} className={styles.promoLabel}>
        {label}
      </label>
      <div className={styles.promoRow}>
        <input
          id={id}
          name="code"
          className={styles.input}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" disabled={redeem.isPending || code.trim() === ''}>
          {submitLabel}
        </Button>
      </div>
      <div aria-live="polite">
        <Suspense fallback={null}>
          {redeem.isSuccess && <PromoResult name={redeem.data.data.name} />}
          {redeem.isError && <PromoResult error={redeem.error} />}
        </Suspense>
      </div>
    </form>
  );
}

/** The answer to a redeemed code: the bonus it gave, or what was wrong with it. */
function PromoResult({ name, error }: { name?: string; error?: unknown }) {
  const t = useT('bonuses');
  if (name !== undefined) {
    return (
      <p className={styles.success} data-promo-result="success">
        {t('bonuses.promo.success', { name })}
      </p>
    );
  }
  const errorCode = error instanceof ApiRequestError ? error.code : undefined;
  return (
    <p className={styles.error} data-promo-result={errorCode ?? 'error'}>
      {t(promoErrorKey(errorCode))}
    </p>
  );
}
