'use client';

import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport.ts';
import styles from './prediction.module.css';

const PredictionCard = lazy(() =>
  import('./prediction-card.tsx').then((m) => ({ default: m.PredictionCard })),
);

/**
 * A match page's "Who will win?" card (PredictionCard), which sits under the markets: its code and its
 * GET /vote load when the player scrolls near it, not with the page (issue 13, first load). Until then
 * it is the card's empty frame, at the card's height.
 */
export function PredictionCardWhenNear({ matchId }: { matchId: number }) {
  const [near, ref] = useNearViewport<HTMLElement>();
  const frame = <section ref={ref} className={styles.card} aria-busy="true" data-testid="prediction" />;
  if (!near) return frame;
  return (
    <Suspense fallback={frame}>
      <PredictionCard matchId={matchId} />
    </Suspense>
  );
}
