'use client';

import { formatOdds, type TicketState } from '@sportsbook/domain';
import { countText } from '../i18n/count-text.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useOddsType } from '../odds-format/index.ts';
import styles from './betslip.module.css';
import { summaryOddsOf } from './slip-logic.ts';
import { SlipTab, setSlipUi } from './slip-ui.ts';

/** Opens the sheet on the bet slip tab and puts focus in it. */
function openSheet(): void {
  setSlipUi({ open: true, tab: SlipTab.betSlip });
  requestAnimationFrame(() => document.getElementById('bet-slip')?.focus());
}

/**
 * The phone's summary of a closed slip, above the tab bar (as the big sportsbooks do): how many
 * selections, their total odds, and a tap opens the sheet. Hidden from 780 px, where the slip is
 * always on screen.
 */
export function SlipBar({ ticket, open }: { ticket: TicketState; open: boolean }) {
  const t = useT();
  const locale = useLocale();
  const oddsType = useOddsType();
  const count = ticket.selectedOutcomeIds.length;
  if (count === 0 || open) return null;
  const odds = summaryOddsOf(ticket);
  return (
    <section
      className={styles.bar}
      aria-label={t('sb.ticket.bar.label')}
      data-testid="slip-bar"
      data-fixed="bottom"
    >
      <button
        type="button"
        className={styles.barButton}
        aria-expanded={false}
        aria-controls="bet-slip"
        onClick={openSheet}
      >
        {/* A new count replays the badge's pop, so a selection added with the sheet closed is seen. */}
        <span key={count} className={styles.barCount} aria-hidden="true">
          {count}
        </span>
        <span className={styles.barText}>
          <span className={styles.barTitle}>{t('shell.betSlip.title')}</span>
          <span className={styles.barSub} data-testid="slip-bar-count">
            {countText(t, 'sb.ticket.selections', count, locale)}
          </span>
        </span>
        {odds !== null && (
          <span className={styles.barOdds}>
            <span className={styles.barSub}>{t('sb.ticket.totalOdds')}</span>
            <span className={styles.barOddsValue} dir="ltr" data-testid="slip-bar-odds">
              {formatOdds(odds, oddsType)}
            </span>
          </span>
        )}
        <svg
          className={styles.barChevron}
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 15 6-6 6 6" />
        </svg>
      </button>
    </section>
  );
}
