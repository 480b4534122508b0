'use client';

import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { useT } from '../i18n/provider.tsx';
import { useRedeemPromoCode } from './api.ts';
import styles from './bonuses.module.css';
import { promoErrorKey } from './model.ts';

/** The promo code block (SPEC §2): a code field, and a message for success and for each error code. */
export function PromoCodeForm() {
  const t = useT('bonuses');
  const id = useId();
  const [code, setCode] = useState('');
  const redeem = useRedeemPromoCode();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') return;
    redeem.mutate(trimmed, { onSuccess: () => setCode('') });
  };
  const errorCode = redeem.error instanceof ApiRequestError ? redeem.error.code : undefined;
  return (
    <form className={styles.promo} onSubmit={onSubmit} data-section="promo_code">
      <label htmlFor={id} className={styles.promoLabel}>
        {t('bonuses.promo.label')}
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
          {t('bonuses.promo.submit')}
        </Button>
      </div>
      <div aria-live="polite">
        {redeem.isSuccess && (
          <p className={styles.success} data-promo-result="success">
            {t('bonuses.promo.success', { name: redeem.data.data.name })}
          </p>
        )}
        {redeem.isError && (
          <p className={styles.error} data-promo-result={errorCode ?? 'error'}>
            {t(promoErrorKey(errorCode))}
          </p>
        )}
      </div>
    </form>
  );
}
