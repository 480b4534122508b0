'use client';

import type { TrackerSport } from '@sportsbook/domain';
import { lazy, type ReactNode, Suspense } from 'react';
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
  /**
   * What shows until the browser's centre has come: the server's drawing of the centre (match-view).
   * React streams a Suspense boundary this far down a page after the rest (its content is sent apart
   * and swapped in later), so this is what the page first paints: the same centre, no move.
   */
  placeholder?: ReactNode;
}

/** Where a match page shows its live tracker and video. */
export function TrackerSlot({ placeholder, ...props }: TrackerSlotProps) {
  if (props.sport === null && !props.hasVideo) return null;
  return (
    <Suspense fallback={placeholder ?? <div className={styles.slot} aria-hidden="true" />}>
      <MatchCentre {...props} />
    </Suspense>
  );
}
