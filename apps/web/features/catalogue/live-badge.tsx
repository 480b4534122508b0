import type { Match } from '@sportsbook/contract';
import { clockText } from './format';
import styles from './live-badge.module.css';

/** "LIVE 67'" for a match in play. */
export function LiveBadge({ match, liveLabel }: { match: Match; liveLabel: string }) {
  const clock = clockText(match);
  return (
    <span className={styles.badge}>
      <span className={styles.live}>{liveLabel}</span>
      {clock !== null && <span className={styles.clock}>{clock}</span>}
    </span>
  );
}
