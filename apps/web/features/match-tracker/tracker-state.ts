import type { MatchIncident, MatchStatisticsWidget, MatchTimelineWidget } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { possessionPercent, statsWithIncident, type TrackerStats } from '@sportsbook/domain';

/** Timeline entries kept on the page. */
export const TIMELINE_MAX = 50;

export interface TrackerState {
  stats: TrackerStats;
  possession: { home: number; away: number };
  last: MatchIncident | null;
  timeline: MatchIncident[];
  loaded: boolean;
}

/** Path of a match's widget (GET /matches/{id}/statistics or /timeline). */
export const widgetPath = (id: number, type: 'statistics' | 'timeline' | 'video') =>
  `${API_PREFIX.sportsbook}/matches/${id}/${type}`;

/** The tracker's state from a match's statistics and timeline widgets. */
export function trackerStateOf(stats: MatchStatisticsWidget, timeline: MatchTimelineWidget): TrackerState {
  return {
    stats: stats.stats,
    possession: stats.possession,
    last: stats.last,
    timeline: timeline.incidents,
    loaded: true,
  };
}

/** Pushed incidents laid over the loaded statistics and timeline (ids already counted are skipped). */
export function applyIncidents(state: TrackerState, incidents: readonly MatchIncident[]): TrackerState {
  const newest = state.timeline[0]?.id ?? state.last?.id ?? 0;
  const fresh = incidents.filter((i) => i.id > newest).sort((a, b) => a.id - b.id);
  if (fresh.length === 0) return state;
  let stats = state.stats;
  for (const incident of fresh) stats = statsWithIncident(stats, incident);
  return {
    ...state,
    stats,
    possession: possessionPercent(stats),
    last: fresh[fresh.length - 1] ?? state.last,
    timeline: [...fresh.reverse(), ...state.timeline].slice(0, TIMELINE_MAX),
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
