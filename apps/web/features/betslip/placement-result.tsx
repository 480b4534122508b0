'use client';

import { BetType, betLabelKey, stakeSumOf, TicketPhase, type TicketState } from '@sportsbook/domain';
import { useEffect, useRef } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { SlipDepositButton } from '../cashier/slip-deposit-offer.tsx';
import { useT } from '../i18n/provider.tsx';
import { ReceiptBet } from './bet-receipt.tsx';
import styles from './betslip.module.css';
import { ReceiptActions } from './receipt-actions.tsx';
import { ticketStore } from './ticket-store.ts';

/** The view after a placement: the placed bets (SPEC §4 SUCCESS) or why it failed (ERROR). */
export function PlacementResult({ ticket }: { ticket: TicketState }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const success = ticket.ticketState === TicketPhase.success;
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  if (success) {
    const placed = ticket.placedBets;
    const singles = placed.filter((b) => b.betType === BetType.single).length;
    return (
      <div className={styles.result} data-testid="slip-success">
        <span className={styles.resultIcon} data-tone="success">
          <Icon name="ticket" size={26} />
        </span>
        <h3 ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
          {placed.length > 1
            ? t('sb.ticket.success.titleMany', { count: placed.length })
            : t('sb.ticket.success.title')}
        </h3>
        <ul className={styles.placedList}>
          {placed.map((bet) => (
            <ReceiptBet key={bet.id} bet={bet} singles={singles} />
          ))}
        </ul>
        <ReceiptActions bets={placed} />
      </div>
    );
  }

  const error = ticket.error;
  const perBet = ticket.bets.filter((b) => b.messagesByBet);
  const singles = ticket.bets.filter((b) => b.betType === BetType.single).length;
  return (
    <div className={styles.result} data-testid="slip-error">
      <span className={styles.resultIcon} data-tone="error">
        <Icon name="info" size={26} />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
        {t('sb.ticket.error.title')}
      </h3>
      <p role="alert" className={styles.resultText}>
        {t(error?.message ?? 'error.place_bets.default')}
      </p>
      {perBet.length > 0 && (
        <ul className={styles.placedList}>
          {perBet.map((bet) => (
            <li key={bet.id} className={styles.placed}>
              <span className={styles.placedLabel}>{t(betLabelKey(bet, singles))}</span>
              <span className={styles.fieldError}>{t(bet.messagesByBet ?? '')}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.resultActions}>
        {error?.code === 'insufficient_funds' ? (
          <SlipDepositButton stake={stakeSumOf(ticket.bets)} currencyCode={ticket.settings.currency.code} />
        ) : null}
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => ticketStore.dispatch({ type: 'placementDismissed' })}
        >
          {t('sb.ticket.error.back')}
        </button>
      </div>
    </div>
  );
}
