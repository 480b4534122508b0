'use client';
import type { TicketBet } from '@sportsbook/domain';
import { useState } from 'react';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useBetSharing } from '../site/use-site-config.ts';
import { createShareCode } from './api.ts';
import styles from './betslip.module.css';
import { sharedBetsOf, shareLinkOf } from './slip-logic.ts';

/** "Share": stores the bets under a code (POST share-code) and shows the `?betcode=` link to copy. */
export function ShareSlip({ bets }: { bets: readonly TicketBet[] }) {
  if (!useBetSharing()) return null;
  return <ShareSlipButton bets={bets} />;
}

function ShareSlipButton({ bets }: { bets: readonly TicketBet[] }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<{ link?: string; error?: boolean; copied?: boolean; busy?: boolean }>(
    {},
  );
  const share = async () => {
    setState({ busy: true });
    try {
      const { code } = await createShareCode(locale, sharedBetsOf(bets));
      setState({ link: shareLinkOf(window.location.href, code) });
    } catch {
      setState({ error: true });
    }
  };
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={share} disabled={state.busy}>
        {t('sb.ticket.share')}
      </button>
      {state.link && (
        <div className={styles.share}>
          <label className={styles.fieldLabel} htmlFor="bet-slip-share-link">
            {t('sb.ticket.share.link')}
          </label>
          <div className={styles.stakeInputRow}>
            <input
              id="bet-slip-share-link"
              className={styles.stakeInput}
              readOnly
              dir="ltr"
              value={state.link}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(state.link ?? '');
                  setState((s) => ({ ...s, copied: true }));
                } catch {
                  // Clipboard refused: the link stays selectable in the field.
                }
              }}
            >
              {state.copied ? t('sb.ticket.share.copied') : t('sb.ticket.share.copy')}
            </button>
          </div>
        </div>
      )}
      {state.error && (
        <p className={styles.fieldError} role="alert">
          {t('sb.ticket.share.error')}
        </p>
      )}
    </>
  );
}
