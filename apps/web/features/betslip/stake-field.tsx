'use client';

import type { SettingsResponse } from '@sportsbook/contract';
import {
  BetValidationCode,
  type Currency,
  formatMoneyLocale,
  moneyFromInput,
  presetStakesIn,
  type Subunits,
  type TicketBet,
} from '@sportsbook/domain';
import { useMemo, useState } from 'react';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import { formatAmount } from './format.ts';
import { useBetSettings } from './slip-controller.tsx';
import { stakeText } from './slip-logic.ts';
import { ticketStore } from './ticket-store.ts';

/**
 * An amount kept as one left-to-right run that does not break across lines, inside a sentence of
 * either direction ("1,000.00 EUR" in Arabic).
 */
function isolated(text: string): string {
  return `\u2066${text.replaceAll(' ', '\u00a0')}\u2069`;
}

/**
 * The stake of one bet: typed text parsed exactly into subunits (domain `moneyFromInput`, no floats),
 * the preset stakes of the betting settings, and for a signed-in player a "Max" preset that fills
 * the bet's maximum stake.
 */
export function StakeField({
  id,
  bet,
  label,
  disabled,
  errors,
  maxStake,
}: {
  id: string;
  bet: TicketBet;
  label: string;
  disabled: boolean;
  errors: readonly BetValidationCode[];
  /** The bet's maximum stake: undefined hides "Max" (visitors), null while it is being asked. */
  maxStake?: Subunits | null | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const currency: Currency = { code: bet.currency, subunits: bet.subunits };
  const settings = useBetSettings().data;
  const presets = useMemo(() => presetsFor(settings, bet.currency), [settings, bet.currency]);
  const [field, setField] = useState({ text: stakeText(bet.stake, currency), stake: bet.stake });
  const [inputError, setInputError] = useState<string | null>(null);
  // A stake changed elsewhere replaces what was typed.
  const text = field.stake === bet.stake ? field.text : stakeText(bet.stake, currency);
  const errorId = `${id}-error`;
  const stakeError = bet.stake > 0 ? errors.find((code) => code.startsWith('error.stake')) : undefined;
  const shownError =
    inputError ??
    (stakeError === BetValidationCode.stakeAboveMaximum && typeof maxStake === 'number'
      ? t('sb.ticket.maxStakeExceeded', { amount: isolated(formatAmount(maxStake, currency, locale)) })
      : stakeError
        ? t(stakeError)
        : null);

  const maxLabel =
    maxStake === null || maxStake === undefined
      ? t('sb.ticket.maxStake')
      : t('sb.ticket.maxStakeLabel', { amount: formatAmount(maxStake, currency, locale) });

  const setStake = (stake: Subunits) => ticketStore.dispatch({ type: 'stakeChanged', betId: bet.id, stake });

  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('sb.ticket.stake')}
        <span className="visually-hidden"> ({label})</span>
      </label>
      <div className={styles.stakeInputRow}>
        <input
          id={id}
          data-stake-input
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          disabled={disabled}
          placeholder="0"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => {
            const next = event.target.value;
            const parsed = moneyFromInput(next, currency);
            const stake = parsed.ok ? parsed.value : (0 as Subunits);
            setInputError(
              parsed.ok || parsed.code === 'empty'
                ? null
                : t(`error.money.${parsed.code}`, { currency: currency.code }),
            );
            setStake(stake);
            const after = ticketStore.getState().bets.find((b) => b.id === bet.id)?.stake ?? stake;
            setField({ text: next, stake: after });
          }}
        />
        <span className={styles.currency}>{currency.code}</span>
      </div>
      {(presets.length > 0 || maxStake !== undefined) && (
        <fieldset className={styles.presets}>
          <legend className="visually-hidden">{t('sb.ticket.presets')}</legend>
          {presets.map((preset) => {
            const amount = formatMoneyLocale(preset as Subunits, currency, locale);
            return (
              <button
                key={preset}
                type="button"
                className={styles.preset}
                disabled={disabled}
                aria-pressed={bet.stake === preset}
                aria-label={t('sb.ticket.presetLabel', { amount: `${amount} ${currency.code}` })}
                onClick={() => {
                  setInputError(null);
                  setStake(preset as Subunits);
                }}
              >
                <span dir="ltr">{amount}</span>
              </button>
            );
          })}
          {maxStake !== undefined && (
            <button
              type="button"
              className={styles.preset}
              disabled={disabled || maxStake === null || maxStake <= 0}
              aria-pressed={maxStake !== null && bet.stake === maxStake}
              data-testid="stake-max"
              onClick={() => {
                if (maxStake === null) return;
                setInputError(null);
                setStake(maxStake);
              }}
            >
              {t('sb.ticket.max')}
              {/* The visible "Max" starts the name (WCAG label in name), the amount follows. */}
              <span className="visually-hidden">{` (${maxLabel})`}</span>
            </button>
          )}
        </fieldset>
      )}
      {shownError && (
        <p id={errorId} className={styles.fieldError}>
          {shownError}
        </p>
      )}
    </div>
  );
}

/**
 * The settings' preset stakes (given in the default currency) in the bet's currency, converted and
 * rounded by the platform's rates; none for a currency the settings do not know.
 */
function presetsFor(settings: SettingsResponse | undefined, code: string): Subunits[] {
  if (!settings) return [];
  const from = settings.currencies[settings.default_currency_code];
  const to = settings.currencies[code];
  if (!from || !to) return [];
  return presetStakesIn(settings.stakes as Subunits[], from, to);
}
