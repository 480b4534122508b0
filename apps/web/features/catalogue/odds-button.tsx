'use client';

import {
  formatOdds,
  isBettableMarketStatus,
  type MarketStatus,
  type Odds,
  selectionIdOf,
} from '@sportsbook/domain';
import { useLayoutEffect, useRef } from 'react';
import { selectOutcome } from '@/features/betslip/hooks.ts';
import { useSelectionMarket, useSelectionMatch } from '@/features/betslip/selection-context.tsx';
import { parseMarketKey, selectionInputOf } from '@/features/betslip/selection-data.ts';
import { useLocale, useT } from '@/features/i18n/provider.tsx';
import { liveStore, type OutcomeLive } from '@/features/live/live-store.ts';
import { Ltr, nameDir } from '@/ui/bidi.tsx';
import styles from './odds-button.module.css';
import { useOddsButtonState } from './odds-button-state';
import { shortOutcomeLabels } from './outcome-labels';

/** A compact-label outcome name longer than this shows its short label at every width (it would be cut). */
const LONG_LABEL = 28;

export interface OddsButtonProps {
  /** The event the outcome belongs to; push updates are looked up by it. */
  matchId: number;
  /** The market within the event: "id|specifier". */
  marketKey: string;
  outcomeId: string;
  /** Decimal odds × 1000, as the server rendered them. */
  odds: number;
  /** Whether the outcome took bets when the server rendered it. */
  active: boolean;
  /** Market status code when the server rendered it. */
  marketStatus: number;
  /** Whether the event took bets when the server rendered it (status and feed flag). */
  eventBettable: boolean;
  /** Shown above the odds (e.g. "1", "Over 2.5"); left out in compact rows. */
  outcomeLabel?: string;
  /** What a screen reader hears before the odds: "Arsenal v Chelsea, 1X2, Arsenal". */
  accessibleName: string;
  /** The outcome's name for the bet slip (default `outcomeLabel`). */
  outcomeName?: string;
  /**
   * The ids of every outcome of the market, when narrow screens should show the short label
   * ("1X", "1/X") in place of `outcomeLabel` (see `shortOutcomeLabels`).
   */
  siblingIds?: readonly string[] | undefined;
}

/**
 * One outcome's odds in the player's odds format, following push updates: a change flashes up or
 * down for a second, and a suspended market or outcome (or a match that takes no bets) shows a lock
 * and says "suspended" to screen readers. A click adds the outcome to the bet slip or removes it
 * (aria-pressed); match and market data come from the providers around (SelectionMatchProvider,
 * SelectionMarketProvider), or from the API when a row gives none.
 *
 * Ticks arrive many times a second, so an update only changes attributes and the odds text of the
 * same elements: the flash is `data-flash` (cleared by the live store's shared timer), its arrow
 * and fade are CSS. An odds change is written into those elements straight from the live store
 * (like a plain-DOM updater, in the store's animation-frame flush); React re-renders the button only
 * when it locks or unlocks, is selected, or its props change. React's markup holds the server's odds
 * and no `data-flash` (a render changes the odds text only where it draws it anew, as on unlocking),
 * and the live odds, name and flash are written again after every commit, before the browser paints.
 */
export function OddsButton(props: OddsButtonProps) {
  const { matchId, marketKey, outcomeId, outcomeLabel, accessibleName } = props;
  const t = useT();
  const { marketId, specifier } = parseMarketKey(marketKey);
  const { outcome, eventBettable, oddsType, selected } = useOddsButtonState(
    props,
    selectionIdOf({ matchId, marketId, specifier, outcomeId }),
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const locked = !eventBettable || isLocked(outcome);
  const text = formatOdds(outcome.odds as Odds, oddsType);
  const shortLabel = compactLabelOf(props.siblingIds, outcomeId, t);
  const locale = useLocale();
  const match = useSelectionMatch();
  const market = useSelectionMarket();
  const label = (odds: string) => `${accessibleName}, ${odds}`;
  // After every commit (rare: see above), follow the outcome's odds until the next one.
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (!button) return;
    const apply = () => {
      const now = liveStore.getOutcome(matchId, marketKey, outcomeId) ?? seedOf(props);
      if (!eventBettable || isLocked(now)) return clearFlash(button);
      writeOdds(button, formatOdds(now.odds as Odds, oddsType), now.flash, label);
    };
    apply();
    return liveStore.subscribeOutcome(matchId, marketKey, outcomeId, apply);
  });
  const onClick = () => {
    const latest = liveStore.getOutcome(matchId, marketKey, outcomeId) ?? outcome;
    const name = props.outcomeName ?? outcomeLabel ?? '';
    const data = { id: outcomeId, name, active: latest.active, odds: latest.odds };
    if (match && market && match.id === matchId) {
      selectOutcome(selectionInputOf(match, { ...market, marketId, specifier }, data));
      return;
    }
    const ref = { matchId, marketId, specifier, outcomeId, odds: latest.odds };
    void import('@/features/betslip/selection-from-api.ts')
      .then(({ selectionFromApi }) => selectionFromApi(locale, ref))
      .then((selection) => {
        if (selection) selectOutcome(selection);
      })
      .catch((error: unknown) => console.warn('[bet slip] outcome not loaded', error));
  };
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.button}
      onClick={onClick}
      aria-pressed={selected}
      disabled={locked}
      data-locked={locked || undefined}
      data-match-id={matchId}
      data-market-key={marketKey}
      data-outcome-id={outcomeId}
      aria-label={label(locked ? t('catalogue.odds.suspended') : text)}
    >
      {outcomeLabel !== undefined && (
        <span
          className={`${styles.label} ${shortLabel !== undefined && outcomeLabel.length > LONG_LABEL ? styles.alwaysShort : ''}`}
          dir={nameDir(outcomeLabel)}
        >
          {shortLabel === undefined ? (
            outcomeLabel
          ) : (
            <>
              <span className={styles.fullLabel}>{outcomeLabel}</span>
              {/* Drawn by CSS from the attribute: the accessible name (aria-label) says the full
                  outcome, and a label shown instead of the name must not be text the name lacks. */}
              <span className={styles.shortLabel} data-short={shortLabel} aria-hidden="true" />
            </>
          )}
        </span>
      )}
      {/* The space keeps the visible text "Home 2.50" a phrase of the accessible name. */}{' '}
      <span className={styles.odds}>{locked ? <LockIcon /> : <Ltr>{text}</Ltr>}</span>
    </button>
  );
}

/** Whether the outcome's market or the outcome itself takes no bets. */
function isLocked(outcome: Pick<OutcomeLive, 'active' | 'marketStatus'>): boolean {
  return !isBettableMarketStatus(outcome.marketStatus as MarketStatus) || !outcome.active;
}

/** An outcome as the server rendered it, without a flash. */
function seedOf(props: OddsButtonProps): Pick<OutcomeLive, 'odds' | 'active' | 'marketStatus' | 'flash'> {
  return { odds: props.odds, active: props.active, marketStatus: props.marketStatus, flash: null };
}

function clearFlash(button: HTMLElement): void {
  if (button.dataset.flash !== undefined) delete button.dataset.flash;
}

/**
 * Writes new odds into a rendered, unlocked button (the text node inside its `<bdi>`, its flash and
 * accessible name), touching only what differs.
 */
function writeOdds(
  button: HTMLButtonElement,
  text: string,
  flash: OutcomeLive['flash'],
  label: (odds: string) => string,
): void {
  const node = button.lastElementChild?.firstElementChild?.firstChild;
  if (node?.nodeType !== Node.TEXT_NODE) return;
  if (node.nodeValue !== text) node.nodeValue = text;
  const name = label(text);
  if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
  if (!flash) clearFlash(button);
  else if (button.dataset.flash !== flash) button.dataset.flash = flash;
}

/** The short label of a double chance or half time / full time outcome; undefined for any other. */
function compactLabelOf(
  siblingIds: readonly string[] | undefined,
  outcomeId: string,
  t: ReturnType<typeof useT>,
): string | undefined {
  if (!siblingIds) return undefined;
  const short = shortOutcomeLabels(siblingIds, t);
  if (!short || short.kind === 'result') return undefined;
  return short.labels[siblingIds.indexOf(outcomeId)];
}

function LockIcon() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 16 16" fill="currentColor">
      <path d="M5 7V5a3 3 0 1 1 6 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
    </svg>
  );
}
