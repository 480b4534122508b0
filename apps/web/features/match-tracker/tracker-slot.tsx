'use client';

import { MatchCentre, type MatchCentreProps } from './match-centre.tsx';

export type TrackerSlotProps = MatchCentreProps;

/**
 * Where a match page shows its live tracker and video: drawn by the server and hydrated with the
 * page. Not a lazily loaded part (issue 13): its code came right after the page's anyway, and React's
 * server renderer sends any Suspense boundary of over 500 bytes this far down a page apart and swaps
 * it in by script later (after the first paint on a busy phone), which made the centre's text the
 * page's late largest paint.
 */
export function TrackerSlot(props: TrackerSlotProps) {
  if (props.sport === null && !props.hasVideo) return null;
  return <MatchCentre {...props} />;
}
