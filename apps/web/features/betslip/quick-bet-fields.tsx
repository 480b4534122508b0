'use client';

import { moneyFromInput, type Subunits } from '@sportsbook/domain';
import { useState } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import { formatAmount } from './format.ts';
import { QuickBetPhase } from './quick-bet.ts';
import { quickBetStore, useQuickBet } from './quick-bet-store.ts';
import { stakeText } from './slip-logic.ts';

/** What the quick bet's status line says: placing, placed or the error (inside the section's live region). */
export function QuickBetStatusText() {
  const t = useT('betslip');
  const locale = useLocale();
  const quick = useQuickBet();
  const selection = quick.bet?.selections[0];
  const dismiss = (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => quickBetStore.dispatch({ type: 'dismissed' })}
      aria-label={t('sb.ticket.alert.close')}
    >
      <Icon name="close" size={16} />
    </button>
  );
  return (
    <>
      {quick.state === QuickBetPhase.processing && <p>{t('sb.quick.placing')}</p>}
      {quick.state === QuickBetPhase.success && selection && (
        <>
          <p data-testid="quick-success">
            {t('sb.quick.placed', {
              outcome: selection.outcomeName,
              stake: formatAmount(quick.bet?.stake ?? 0, quick.currency, locale),
            })}
          </p>
          {dismiss}
        </>
      )}
      {quick.state === QuickBetPhase.error && (
        <>
          <p className={styles.fieldError}>{t(quick.error ?? 'error.place_bets.default')}</p>
          {dismiss}
        </>
      )}
    </>
  );
}

/** The quick stake and its confirmation, while quick bet is on (the switch is quick-bet-section.tsx). */
export function QuickBetFields({ id }: { id: string }) {
  const t = useT('betslip');
  const quick = useQuickBet();
  const [field, setField] = useState({ text: stakeText(quick.stake, quick.currency), stake: quick.stake });
  const [error, setError] = useState<string | null>(null);
  const text = field.stake === quick.stake ? field.text : stakeText(quick.stake, quick.currency);
  if (!quick.isEnabled) return null;
  return (
    <>
      <p className={styles.hint}>{t('sb.quick.hint')}</p>
      <label htmlFor={`${id}-stake`} className={styles.fieldLabel}>
        {t('sb.quick.stake')}
      </label>
      <div className={styles.stakeInputRow}>
        <input
          id={`${id}-stake`}
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          placeholder="0"
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const parsed = moneyFromInput(event.target.value, quick.currency);
            const stake = parsed.ok ? parsed.value : (0 as Subunits);
            setError(
              parsed.ok || parsed.code === 'empty'
                ? null
                : t(`error.money.${parsed.code}`, { currency: quick.currency.code }),
            );
            quickBetStore.dispatch({ type: 'stakeChanged', stake });
            setField({ text: event.target.value, stake });
          }}
        />
        <span className={styles.currency}>{quick.currency.code}</span>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!(quick.stake > 0) || quick.isApproved}
          onClick={() => quickBetStore.dispatch({ type: 'approved' })}
        >
          {quick.isApproved ? t('sb.quick.confirmed') : t('sb.quick.confirm')}
        </button>
      </div>
      {error && <p className={styles.fieldError}>{error}</p>}
    </>
  );
}
