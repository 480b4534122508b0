'use client';

import type { Bet } from '@sportsbook/contract';
import {
  autoCashoutRefusal,
  bonusCashoutCeiling,
  moneyFromInput,
  moneyToDecimalString,
  type Subunits,
} from '@sportsbook/domain';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { buttonClass } from '../../ui/button.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useQueryClient } from '../query/hooks.ts';
import { formatBetMoney } from './format.ts';
import styles from './my-bets.module.css';
import { setAutoCashout, updateCachedBet } from './queries.ts';

/**
 * The auto cash-out rule of an open bet: "cash out when the offer reaches X". Shows the rule with a
 * Remove button, or a field to set one (above the offer now, at most the potential win: the domain
 * rule the server enforces). The server cashes the bet out when a price move makes the offer reach X.
 */
export function AutoCashOut({ bet, offer }: { bet: Bet; offer: number | null }) {
  const t = useT('bets');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const currency = { code: bet.stake.currency, subunits: bet.stake.subunits };
  const money = (amount: number) => formatBetMoney(amount, bet, locale);
  const rule = bet.auto_cashout ?? null;

  const save = async (target: number | null) => {
    setSending(true);
    setError(null);
    try {
      updateCachedBet(queryClient, await setAutoCashout(locale, bet.id, target));
      setOpen(false);
      setText(null);
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : t('bets.cashout.error'));
    } finally {
      setSending(false);
    }
  };

  if (rule !== null) {
    return (
      <div className={styles.autoRule} data-testid="auto-rule">
        <span>{t('bets.cashout.auto.active', { amount: money(rule) })}</span>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={sending}
          onClick={() => void save(null)}
          data-testid="auto-remove"
        >
          {t('bets.cashout.auto.remove')}
        </button>
        {error ? (
          <p role="alert" className={styles.cashoutError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const least = (offer ?? 0) + 1;
  // The most an offer can reach (a free bet's leaves out its stake), as the server checks it.
  const most = bonusCashoutCeiling(bet.bonus?.type, bet.stake.value, bet.potential_win);
  const suggested = Math.min(most, Math.max(least, Math.ceil(((offer ?? 0) * 12) / 10)));
  const shownText = text ?? moneyToDecimalString(suggested as Subunits, currency);
  const parsed = moneyFromInput(shownText, currency);
  const valid = parsed.ok && autoCashoutRefusal(parsed.value, offer, most) === null;

  return (
    <div className={styles.partial}>
      <button
        type="button"
        className={buttonClass('ghost', 'sm', styles.toggle)}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
        data-testid="auto-toggle"
      >
        {t('bets.cashout.auto.toggle')}
      </button>
      {open ? (
        <form
          id={`${id}-panel`}
          className={styles.partialPanel}
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && parsed.ok) void save(parsed.value);
          }}
          data-testid="auto-panel"
        >
          <label className={styles.partialLabel} htmlFor={`${id}-target`}>
            {t('bets.cashout.auto.label', { currency: bet.stake.currency })}
          </label>
          <div className={styles.partialRow}>
            <input
              id={`${id}-target`}
              type="text"
              inputMode="decimal"
              className={styles.partialField}
              value={shownText}
              aria-invalid={!valid}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              data-testid="auto-target"
            />
            <button
              type="submit"
              className={buttonClass('primary', 'md')}
              disabled={!valid || sending}
              data-testid="auto-set"
            >
              {t('bets.cashout.auto.set')}
            </button>
          </div>
          <p id={`${id}-hint`} className={styles.partialHint}>
            {t('bets.cashout.auto.hint', { min: money(least), max: money(most) })}
          </p>
          {error ? (
            <p role="alert" className={styles.cashoutError}>
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
