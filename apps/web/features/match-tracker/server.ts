import 'server-only';
import type { MatchStatisticsWidget } from '@sportsbook/contract';
import { apiFetch } from '../../lib/api.ts';
import { type TrackerState, trackerStateOf, widgetPath } from './tracker-state.ts';

/**
 * A live match's statistics read while its page renders, so the match centre is drawn by the server
 * with its final size and its newest incident (issue 13: drawn after load, the incident line was the
 * page's largest text, painted seconds late, and moved the markets below). Not the timeline: its tab
 * reads it when opened. Null when the API does not answer: the browser reads them as before.
 */
export async function readTrackerState(locale: string, matchId: number): Promise<TrackerState | null> {
  try {
    return trackerStateOf(
      await apiFetch<MatchStatisticsWidget>(widgetPath(matchId, 'statistics'), { locale }),
    );
  } catch {
    return null;
  }
}
