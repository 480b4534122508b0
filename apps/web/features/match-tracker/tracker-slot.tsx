'use client';

import type { TrackerSport } from '@sportsbook/domain';
import dynamic from 'next/dynamic';

// The match centre (tracker, statistics, timeline, video) is loaded after the page: its code stays
// out of the match page's first-load JS.
const MatchCentre = dynamic(() => import('./match-centre.tsx').then((m) => m.MatchCentre), {
  ssr: false,
  loading: () => <div style={{ minBlockSize: '18rem' }} aria-hidden="true" />,
});

export interface TrackerSlotProps {
  matchId: number;
  sport: TrackerSport | null;
  home: string;
  away: string;
  /** Whether the match may have a stream (has_video); the API says whether video is enabled. */
  hasVideo: boolean;
}

/** Where a match page shows its live tracker and video, once the browser has loaded them. */
export function TrackerSlot(props: TrackerSlotProps) {
  if (props.sport === null && !props.hasVideo) return null;
  return <MatchCentre {...props} />;
}
