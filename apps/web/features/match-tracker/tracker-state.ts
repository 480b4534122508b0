import type { MatchIncident, MatchStatisticsWidget, MatchTimelineWidget } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { possessionPercent, statsWithIncident, type TrackerStats } from '@sportsbook/domain';

/** Timeline entries kept on the page. */
export const TIMELINE_MAX = 50;

/**
 * What the match centre draws of an incident. The state keeps only these fields: the server sends it
 * with the page (up to TIMELINE_MAX incidents), and the match, score and time stamp of each would
 * nearly double those bytes.
 */
export type TrackerIncident = Pick<
  MatchIncident,
  'id' | 'kind' | 'side' | 'points' | 'period' | 'match_time'
>;

export interface TrackerState {
  stats: TrackerStats;
  possession: { home: number; away: number };
  last: TrackerIncident | null;
  timeline: TrackerIncident[];
  loaded: boolean;
}

/** Path of a match's widget (GET /matches/{id}/statistics or /timeline). */
export const widgetPath = (id: number, type: 'statistics' | 'timeline' | 'video') =>
  `${API_PREFIX.sportsbook}/matches/${id}/${type}`;

/** The fields of an incident the match centre draws. */
function trackerIncidentOf({ id, kind, side, points, period, match_time }: MatchIncident): TrackerIncident {
  return { id, kind, side, points, period, match_time };
}

/** The tracker's state from a match's statistics and timeline widgets. */
export function trackerStateOf(stats: MatchStatisticsWidget, timeline: MatchTimelineWidget): TrackerState {
  return {
    stats: stats.stats,
    possession: stats.possession,
    last: stats.last && trackerIncidentOf(stats.last),
    timeline: timeline.incidents.slice(0, TIMELINE_MAX).map(trackerIncidentOf),
    loaded: true,
  };
}

/** Pushed incidents laid over the loaded statistics and timeline (ids already counted are skipped). */
export function applyIncidents(state: TrackerState, incidents: readonly MatchIncident[]): TrackerState {
  const newest = state.timeline[0]?.id ?? state.last?.id ?? 0;
  const fresh = incidents.filter((i) => i.id > newest).sort((a, b) => a.id - b.id);
  if (fresh.length === 0) return state;
  const latest = fresh[fresh.length - 1];
  let stats = state.stats;
  for (const incident of fresh) stats = statsWithIncident(stats, incident);
  return {
    ...state,
    stats,
    possession: possessionPercent(stats),
    last: latest ? trackerIncidentOf(latest) : state.last,
    timeline: [...fresh.reverse().map(trackerIncidentOf), ...state.timeline].slice(0, TIMELINE_MAX),
  };
}

/** Before the statistics arrive. */
export const EMPTY_TRACKER: TrackerState = {
  stats: {},
  possession: { home: 50, away: 50 },
  last: null,
  timeline: [],
  loaded: false,
};
