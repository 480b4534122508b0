'use client';

import type { TrackerSport } from '@sportsbook/domain';
import { lazy, Suspense } from 'react';
import styles from './match-tracker.module.css';
import type { TrackerState } from './tracker-state.ts';

// The match centre (tracker, statistics, timeline, video) is drawn by the server and its code loaded
// by the browser on its own, after the page's: it stays out of the match page's first-load JS, and
// its server markup stays in place (not yet interactive) until that code has come and hydrated it.
// Its styles are imported here, with the page's: the server's markup is drawn styled from the start.
const MatchCentre = lazy(() => import('./match-centre.tsx').then((m) => ({ default: m.MatchCentre })));

export interface TrackerSlotProps {
  matchId: number;
  sport: TrackerSport | null;
  home: string;
  away: string;
  /** Whether the match may have a stream (has_video); the API says whether video is enabled. */
  hasVideo: boolean;
  /** The statistics and timeline the server read (match-tracker/server.ts), when it could. */
  initial?: TrackerState | null;
}

/** Where a match page shows its live tracker and video. */
export function TrackerSlot(props: TrackerSlotProps) {
  if (props.sport === null && !props.hasVideo) return null;
  return (
    <Suspense fallback={<div className={styles.slot} aria-hidden="true" />}>
      <MatchCentre {...props} />
    </Suspense>
  );
}
