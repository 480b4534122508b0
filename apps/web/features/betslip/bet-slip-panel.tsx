'use client';

import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { countText } from '../i18n/count-text.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import shell from '../layout/shell.module.css';
import { useSiteConfig } from '../site/use-site-config.ts';
import { EmptySlip } from './empty-slip.tsx';
import { QuickBetSection } from './quick-bet-section.tsx';
import { useTicketCount } from './selection-index.ts';
import { closeSheet, loopFocus, PHONE_QUERY, usePhoneLayout, useSheetFocus } from './sheet-focus.ts';
import { SlipBoot } from './slip-boot.tsx';
import styles from './slip-frame.module.css';
import { useSlipRuntime } from './slip-runtime.ts';
import { SlipTab, setSlipUi, useSlipUi, visibleTab } from './slip-ui.ts';

/** My Bets (history, cash-out) loads when its tab is first opened, not with every page. */
const MyBetsTab = lazy(() => import('../my-bets/my-bets-tab.tsx').then((m) => ({ default: m.MyBetsTab })));

/** The open sheet on a phone is a modal dialog over the page. */
const SHEET_DIALOG = { role: 'dialog', 'aria-modal': true } as const;

const ALL_TABS: readonly SlipTab[] = [SlipTab.betSlip, SlipTab.myBets];
const SLIP_ONLY: readonly SlipTab[] = [SlipTab.betSlip];

/**
 * The bet slip side panel (SPEC §2): tabs BET_SLIP and MY_BETS. On desktop it is the right column;
 * below 780 px a bottom sheet that the tab bar's bet slip link or the summary bar opens, and that
 * opens by itself when the first selection goes in (not after a navigation) and closes when the last
 * one leaves.
 */
export function BetSlipPanel(_props: { locale?: string }) {
  const t = useT();
  const locale = useLocale();
  const ui = useSlipUi();
  // The ticket itself comes with the slip's runtime (slip-runtime.ts), on first use.
  const slip = useSlipRuntime();
  const count = useTicketCount();
  // Site config isMyBetsVisible (SPEC §3), read at run time from GET /settings; shown until it says no.
  const isMyBetsVisible = useSiteConfig()?.isMyBetsVisible ?? true;
  const TABS = isMyBetsVisible ? ALL_TABS : SLIP_ONLY;
  const tab = visibleTab(ui.tab, isMyBetsVisible);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRef = useRef<HTMLElement>(null);
  // On a phone the open sheet is a modal dialog: focus moves in and stays until it closes.
  const phone = usePhoneLayout();
  const modal = ui.open && phone;
  useSheetFocus(modal);

  useEffect(() => {
    if (!ui.open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      // A modal above the sheet takes its own Escape (and may be gone already: it marks the key used).
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      if (window.matchMedia(PHONE_QUERY).matches) closeSheet();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ui.open]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl =
      document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const next = (index + (rtl ? -step : step) + TABS.length) % TABS.length;
    setSlipUi({ tab: TABS[next] });
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <button
        type="button"
        className={styles.backdrop}
        data-fixed="cover"
        data-open={ui.open || undefined}
        aria-hidden="true"
        tabIndex={-1}
        onClick={closeSheet}
      />
      <aside
        id="bet-slip"
        ref={panelRef}
        className={`${shell.betSlip} ${styles.panel}`}
        data-fixed="sheet"
        data-open={ui.open || undefined}
        {...(modal ? SHEET_DIALOG : {})}
        aria-labelledby={`${baseId}-title`}
        tabIndex={-1}
        onKeyDown={modal ? loopFocus : undefined}
      >
        <div className={styles.head}>
          <h2 id={`${baseId}-title`} className={styles.title}>
            <Icon name="ticket" size={18} />
            {t('shell.betSlip.title')}
            {count > 0 && (
              <span className={styles.count} data-testid="slip-count">
                <span aria-hidden="true">{count}</span>
                <span className="visually-hidden">{countText(t, 'sb.ticket.selections', count, locale)}</span>
              </span>
            )}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={closeSheet}
            aria-label={t('sb.ticket.close')}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
        <div role="tablist" aria-label={t('sb.ticket.tabs.label')} className={styles.tabs}>
          {TABS.map((key, index) => (
            <button
              key={key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${key}`}
              aria-controls={`${baseId}-panel-${key}`}
              aria-selected={tab === key}
              tabIndex={tab === key ? 0 : -1}
              className={styles.tab}
              onClick={() => setSlipUi({ tab: key })}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {t(`sb.ticket.tab.${key}`)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel-${SlipTab.betSlip}`}
          aria-labelledby={`${baseId}-tab-${SlipTab.betSlip}`}
          hidden={tab !== SlipTab.betSlip}
          className={styles.tabPanel}
        >
          <QuickBetSection />
          {slip ? (
            <Suspense fallback={<EmptySlip />}>
              <slip.SlipBody />
            </Suspense>
          ) : (
            <EmptySlip />
          )}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel-${SlipTab.myBets}`}
          aria-labelledby={`${baseId}-tab-${SlipTab.myBets}`}
          hidden={tab !== SlipTab.myBets}
          className={styles.tabPanel}
        >
          {tab === SlipTab.myBets && (
            <Suspense fallback={null}>
              <MyBetsTab />
            </Suspense>
          )}
        </div>
      </aside>
      {slip && (
        <Suspense fallback={null}>
          <slip.SlipExtras open={ui.open} />
        </Suspense>
      )}
      <SlipBoot />
    </>
  );
}
