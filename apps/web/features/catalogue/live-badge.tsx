'use client';

import { useRunningClock } from '@/features/live/use-running-clock.ts';
import { Ltr } from '@/ui/bidi.tsx';
import styles from './live-badge.module.css';
import { useScopedMatch } from './live-match';

/** "LIVE 67'" for the match in scope, the minute running locally between push updates. */
export function LiveBadge({ liveLabel }: { liveLabel: string }) {
  const match = useScopedMatch();
  const clock = useRunningClock(match.statistics?.clock, match.stage);
  return (
    <span className={styles.badge}>
      <span className={styles.live}>{liveLabel}</span>
      {clock !== null && (
        <Ltr className={styles.clock} data-clock>
          {clock}
        </Ltr>
      )}
    </span>
  );
}
