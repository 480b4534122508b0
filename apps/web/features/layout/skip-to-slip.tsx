'use client';

import { useEffect } from 'react';
import { PHONE_QUERY } from '../betslip/sheet-focus.ts';
import { SlipTab, setSlipUi } from '../betslip/slip-ui.ts';
import styles from './shell.module.css';
import { isSlipShortcut, SLIP_SHORTCUT } from './slip-shortcut.ts';

/**
 * Shows the bet slip's tab and puts focus in its first stake field (the quick stake, or the slip
 * itself when it holds no bet); on a phone it opens the sheet first.
 */
export function focusSlipStake(): void {
  const phone = window.matchMedia(PHONE_QUERY).matches;
  setSlipUi(phone ? { open: true, tab: SlipTab.betSlip } : { tab: SlipTab.betSlip });
  // Two frames: the tab panel is shown and the sheet's own focus move has happened.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const slip = document.getElementById('bet-slip');
      const target =
        slip?.querySelector<HTMLElement>('[data-stake-input]:not(:disabled)') ??
        slip?.querySelector<HTMLElement>('input[inputmode="decimal"]:not(:disabled)') ??
        slip;
      target?.focus();
    }),
  );
}

/**
 * "Skip to bet slip": the second skip link (after "Skip to main content"), shown when focused, and
 * the same jump on Alt+Shift+B anywhere on the page. The title and aria-keyshortcuts announce it.
 */
export function SkipToSlip({ label, title }: { label: string; title: string }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSlipShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      focusSlipStake();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real in-page link (#bet-slip without script); the handler goes on to the stake field
    <a
      href="#bet-slip"
      className={styles.skipLink}
      title={title}
      aria-keyshortcuts={SLIP_SHORTCUT}
      onClick={(event) => {
        event.preventDefault();
        focusSlipStake();
      }}
    >
      {label}
    </a>
  );
}
