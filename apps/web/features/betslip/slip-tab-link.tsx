'use client';

import type { ReactNode } from 'react';
import { countText } from '../i18n/count-text.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './betslip-tab.module.css';
import { useTicketCount } from './hooks.ts';
import { SlipTab, setSlipUi, useSlipUi } from './slip-ui.ts';

/**
 * The mobile tab bar's bet slip entry: opens or closes the bottom sheet and shows how many
 * selections the slip holds.
 */
export function SlipTabLink({ className, children }: { className?: string; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const count = useTicketCount();
  const { open } = useSlipUi();
  return (
    <button
      type="button"
      className={[className, styles.button].filter(Boolean).join(' ')}
      aria-expanded={open}
      aria-controls="bet-slip"
      data-slip-toggle
      onClick={() => {
        setSlipUi({ open: !open, tab: SlipTab.betSlip });
        if (!open) requestAnimationFrame(() => document.getElementById('bet-slip')?.focus());
      }}
    >
      <span className={styles.iconWrap}>
        {children}
        {count > 0 && (
          <span className={styles.badge} data-testid="tab-slip-count">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{countText(t, 'sb.ticket.selections', count, locale)}</span>
          </span>
        )}
      </span>
    </button>
  );
}
