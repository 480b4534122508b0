'use client';

import type { TicketBet } from '@sportsbook/domain';
import { useState } from 'react';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useBetSharing } from '../site/use-site-config.ts';
import { createShareCode } from './api.ts';
import { receiptText } from './bet-receipt.tsx';
import styles from './betslip.module.css';
import receipt from './receipt.module.css';
import { sharedBetsOf, shareLinkOf } from './slip-logic.ts';
import { ticketStore } from './ticket-store.ts';

type ShareState = 'idle' | 'busy' | 'shared' | 'copied' | 'failed';

/**
 * Shares a receipt: the Web Share API where the browser has it, else the text and link copied to the
 * clipboard. The link is a share code of the placed bets (their selections open in a slip); without
 * one the text goes alone.
 */
async function shareReceipt(bets: readonly TicketBet[], text: string, locale: string): Promise<ShareState> {
  let url: string | undefined;
  try {
    const { code } = await createShareCode(locale, sharedBetsOf(bets));
    url = shareLinkOf(window.location.href, code);
  } catch {
    // No link: the text alone.
  }
  const data = { text, ...(url ? { url } : {}) };
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'idle';
    }
  }
  try {
    await navigator.clipboard.writeText(url ? `${text}\n${url}` : text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The receipt's actions: share, reuse selections (back into the slip, stakes kept) and done. */
export function ReceiptActions({ bets }: { bets: readonly TicketBet[] }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<ShareState>('idle');
  const sharing = useBetSharing();
  return (
    <>
      <div className={receipt.actions}>
        {sharing && (
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={state === 'busy'}
            onClick={async () => {
              setState('busy');
              setState(await shareReceipt(bets, receiptText(bets, t, locale), locale));
            }}
          >
            {t('sb.ticket.receipt.share')}
          </button>
        )}
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => ticketStore.dispatch({ type: 'placementDismissed', keepSelections: true })}
        >
          {t('sb.ticket.receipt.reuse')}
        </button>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => ticketStore.dispatch({ type: 'placementDismissed' })}
        >
          {t('sb.ticket.success.done')}
        </button>
      </div>
      <p role="status" className={`${styles.hint} ${receipt.status}`} data-testid="receipt-share-status">
        {state === 'copied' && t('sb.ticket.receipt.copied')}
        {state === 'shared' && t('sb.ticket.receipt.shared')}
        {state === 'failed' && t('sb.ticket.share.error')}
      </p>
    </>
  );
}
