import 'server-only';
import type { MatchStatisticsWidget, MatchTimelineWidget } from '@sportsbook/contract';
import { apiFetch } from '../../lib/api.ts';
import { type TrackerState, trackerStateOf, widgetPath } from './tracker-state.ts';

/**
 * A live match's statistics and timeline read while its page renders, so the match centre is drawn
 * by the server with its final size and its newest incident (issue 13: drawn after load, the
 * incident line was the page's largest text, painted seconds late, and moved the markets below).
 * Null when the API does not answer: the browser reads them as before.
 */
export async function readTrackerState(locale: string, matchId: number): Promise<TrackerState | null> {
  try {
    const [stats, timeline] = await Promise.all([
      apiFetch<MatchStatisticsWidget>(widgetPath(matchId, 'statistics'), { locale }),
      apiFetch<MatchTimelineWidget>(widgetPath(matchId, 'timeline'), { locale }),
    ]);
    return trackerStateOf(stats, timeline);
  } catch {
    return null;
  }
}
