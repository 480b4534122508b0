'use client';

import type { Bet } from '@sportsbook/contract';
import {
  maxPartialCashout,
  minPartialCashout,
  moneyFromInput,
  moneyToDecimalString,
  remainingStakeAfter,
  type Subunits,
  systemTypeFromId,
} from '@sportsbook/domain';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { buttonClass } from '../../ui/button.tsx';
import { platformKeys } from '../auth/queries.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useQueryClient } from '../query/hooks.ts';
import { invalidateResources } from '../resource/store.ts';
import { formatBetMoney } from './format.ts';
import styles from './my-bets.module.css';
import { fetchBet, partialCashoutBet, updateCachedBet } from './queries.ts';

/** The range a partial amount may take at this offer (domain rules the server applies too). */
export function partialRange(bet: Bet, offer: number): { min: number; max: number; unit: number } {
  const unit = bet.system ? (systemTypeFromId(bet.system.id)?.combinations ?? 1) : 1;
  return {
    min: minPartialCashout(offer, bet.stake.subunits),
    max: maxPartialCashout(bet.stake.value, offer, unit),
    unit,
  };
}

/**
 * Partial cash out of an open bet: a slider and an amount field (both keyboard usable, kept in step),
 * the stake that stays open at that amount, and the button that cashes out just that much at the
 * offer now. Hidden when the offer leaves no room for a partial amount.
 */
export function PartialCashOut({ bet, offer }: { bet: Bet; offer: number }) {
  const t = useT('bets');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { min, max, unit } = partialRange(bet, offer);
  const [picked, setPicked] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (max < min) return null;

  const currency = { code: bet.stake.currency, subunits: bet.stake.subunits };
  const money = (amount: number) => formatBetMoney(amount, bet, locale);
  const amount = Math.min(max, Math.max(min, picked ?? Math.floor((min + max) / 2)));
  const shownText = text ?? moneyToDecimalString(amount as Subunits, currency);
  const parsed = moneyFromInput(shownText, currency);
  const valid = parsed.ok && parsed.value >= min && parsed.value <= max;
  const kept = remainingStakeAfter(bet.stake.value, offer, amount, unit);

  const pick = (value: number) => {
    setPicked(value);
    setText(null);
    setError(null);
  };
  const type = (value: string) => {
    setText(value);
    setError(null);
    const next = moneyFromInput(value, currency);
    if (next.ok && next.value >= min && next.value <= max) setPicked(next.value);
  };

  const send = async () => {
    if (!valid) return;
    setSending(true);
    try {
      updateCachedBet(queryClient, await partialCashoutBet(locale, bet.id, offer, amount));
      void invalidateResources(platformKeys.accounts());
      setOpen(false);
      setPicked(null);
      setText(null);
    } catch (err) {
      // The offer moved or the range changed: show the bet as it is now and the server's message.
      updateCachedBet(queryClient, await fetchBet(locale, bet.id).catch(() => bet));
      setError(err instanceof ApiRequestError && err.message ? err.message : t('bets.cashout.error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.partial}>
      <button
        type="button"
        className={buttonClass('ghost', 'sm', styles.toggle)}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
        data-testid="partial-toggle"
      >
        {t('bets.cashout.partial.toggle')}
      </button>
      {open ? (
        <fieldset id={`${id}-panel`} className={styles.partialPanel} data-testid="partial-panel">
          <legend className={styles.srOnly}>{t('bets.cashout.partial.legend')}</legend>
          <label className={styles.partialLabel} htmlFor={`${id}-slider`}>
            {t('bets.cashout.partial.amount')}
          </label>
          <div className={styles.partialRow}>
            <input
              id={`${id}-slider`}
              type="range"
              className={styles.partialSlider}
              min={min}
              max={max}
              step={1}
              value={amount}
              aria-valuetext={money(amount)}
              aria-describedby={`${id}-range`}
              onChange={(event) => pick(Number(event.target.value))}
              onKeyDown={(event) => {
                // Page Up / Page Down move a tenth of the range (arrows move one subunit).
                if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
                event.preventDefault();
                const tenth = Math.max(1, Math.round((max - min) / 10));
                pick(Math.min(max, Math.max(min, amount + (event.key === 'PageUp' ? tenth : -tenth))));
              }}
              data-testid="partial-slider"
            />
            <input
              type="text"
              inputMode="decimal"
              className={styles.partialField}
              value={shownText}
              aria-label={t('bets.cashout.partial.field', { currency: bet.stake.currency })}
              aria-invalid={!valid}
              aria-describedby={`${id}-range`}
              onChange={(event) => type(event.target.value)}
              data-testid="partial-amount"
            />
          </div>
          <p id={`${id}-range`} className={styles.partialHint}>
            {valid
              ? t('bets.cashout.partial.range', { min: money(min), max: money(max) })
              : t('bets.cashout.partial.invalid', { min: money(min), max: money(max) })}
          </p>
          <p className={styles.partialHint} aria-live="polite" data-testid="partial-keeps">
            {t('bets.cashout.partial.keeps', { amount: money(kept) })}
          </p>
          {bet.auto_cashout != null ? (
            <p className={styles.partialHint} data-testid="partial-drops-rule">
              {t('bets.cashout.partial.dropsRule', { amount: money(bet.auto_cashout) })}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className={styles.cashoutError}>
              {error}
            </p>
          ) : null}
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            disabled={!valid || sending}
            onClick={() => void send()}
            data-testid="partial-submit"
          >
            {sending
              ? t('bets.cashout.pending')
              : t('bets.cashout.partial.button', { amount: money(amount) })}
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}
