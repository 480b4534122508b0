'use client';

import { type Currency, formatMoneyLocale, type Subunits } from '@sportsbook/domain';
import { useId } from 'react';
import { useLocale, useT } from '../i18n/provider.tsx';
import { TextField } from '../modals/field.tsx';
import styles from './cashier.module.css';

export interface AmountPickerProps {
  currency: Currency;
  presets: readonly Subunits[];
  /** The typed text (kept as typed; parsed by domain moneyFromInput). */
  text: string;
  onText: (text: string) => void;
  /** The parsed amount when the text is valid, to mark the matching preset. */
  value: Subunits | null;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Amount in the account currency: preset buttons (a radio group, one per round amount) and the
 * amount field; choosing a preset writes its plain decimal into the field.
 */
export function AmountPicker({ currency, presets, text, onText, value, error, disabled }: AmountPickerProps) {
  const t = useT('cashier');
  const locale = useLocale();
  const groupId = useId();
  return (
    <div className={styles.amount}>
      <fieldset className={styles.presets} disabled={disabled}>
        <legend className="visually-hidden" id={groupId}>
          {t('cashier.amount.presets')}
        </legend>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={value === preset}
            onClick={() => onText(formatMoneyLocale(preset, currency, 'en').replace(/,/g, ''))}
          >
            <span dir="ltr">{formatMoneyLocale(preset, currency, locale)}</span>
          </button>
        ))}
      </fieldset>
      <div className={styles.amountField}>
        <TextField
          label={t('cashier.amount.label', { currency: currency.code })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          disabled={disabled}
          onChange={(event) => onText(event.target.value)}
          error={error}
          data-autofocus=""
        />
        <span className={styles.currencyTag} aria-hidden="true">
          {currency.code}
        </span>
      </div>
    </div>
  );
}
