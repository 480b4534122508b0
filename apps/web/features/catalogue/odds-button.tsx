'use client';

import { formatOdds, type Odds } from '@sportsbook/domain';
import { useOddsType } from '@/features/odds-format';
import styles from './odds-button.module.css';

export interface OddsButtonProps {
  /** Decimal odds × 1000. */
  odds: number;
  /** Shown above the odds (e.g. "1", "Over 2.5"); left out in compact rows. */
  outcomeLabel?: string;
  /** What a screen reader hears before the odds: "Arsenal v Chelsea, 1X2, Arsenal". */
  accessibleName: string;
  /** Locked look: the outcome is inactive, its market suspended, or the match not bettable. */
  locked: boolean;
}

/** One outcome's odds in the player's odds format; the bet slip wires selection to it later. */
export function OddsButton({ odds, outcomeLabel, accessibleName, locked }: OddsButtonProps) {
  const text = formatOdds(odds as Odds, useOddsType());
  return (
    <button
      type="button"
      className={styles.button}
      disabled={locked}
      data-locked={locked || undefined}
      aria-label={`${accessibleName}, ${text}`}
    >
      {outcomeLabel !== undefined && <span className={styles.label}>{outcomeLabel}</span>}
      {/* The space keeps the visible text "Home 2.50" a phrase of the accessible name. */}{' '}
      <span className={styles.odds}>{locked ? <LockIcon /> : text}</span>
    </button>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 16 16" fill="currentColor">
      <path d="M5 7V5a3 3 0 1 1 6 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
    </svg>
  );
}
