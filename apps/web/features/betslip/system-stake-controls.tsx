'use client';

import {
  type Currency,
  formatMoneyLocale,
  SystemStakeMode as Mode,
  type Subunits,
  type SystemStakeMode,
  systemStakeBreakdown,
} from '@sportsbook/domain';
import { useId } from 'react';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import own from './system-stake.module.css';
import { setSystemStakeMode } from './system-stake-mode.ts';

/** "Per line | Total": how the stake of a system bet is entered (SPEC §4; per line by default). */
export function SystemStakeSwitch({ mode, disabled }: { mode: SystemStakeMode; disabled: boolean }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className={`${styles.typeSwitch} ${own.modeSwitch}`} disabled={disabled}>
      <legend className="visually-hidden">{t('sb.ticket.system.stakeMode')}</legend>
      {[Mode.perLine, Mode.total].map((option) => (
        <label key={option} className={styles.typeOption}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={mode === option}
            onChange={() => setSystemStakeMode(option)}
          />
          <span>{t(`sb.ticket.system.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "3 × 1.00 = 3.00 EUR" under a system stake; for a total that does not split evenly, why and the two
 * nearest totals that do, as buttons.
 */
export function SystemStakeBreakdown({
  total,
  lines,
  currency,
  disabled,
  onPick,
}: {
  total: Subunits;
  lines: number;
  currency: Currency;
  disabled: boolean;
  onPick: (total: Subunits) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: Subunits) => formatMoneyLocale(amount, currency, locale);
  const b = systemStakeBreakdown(total, lines);
  if (!b.splits) {
    const options = [b.below, b.above].filter((amount) => amount > 0);
    return (
      <div className={`${styles.fieldError} ${own.uneven}`} data-testid="system-uneven">
        <p>{t('sb.ticket.system.uneven', { lines })}</p>
        <div className={styles.presets}>
          {options.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.preset}
              disabled={disabled}
              aria-label={t('sb.ticket.system.useTotal', { amount: `${money(amount)} ${currency.code}` })}
              onClick={() => onPick(amount)}
            >
              <span dir="ltr">{money(amount)}</span>
            </button>
          ))}
        </div>
      </div>
    );
  }
  return (
    <p className={styles.betLine} data-testid="system-breakdown">
      <span>{t('sb.ticket.system.linesLabel')}</span>
      <bdi dir="ltr">{`${b.lines} × ${money(b.perLine)} = ${money(b.total)}\u00a0${currency.code}`}</bdi>
    </p>
  );
}
