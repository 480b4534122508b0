import type { MatchIncident, MatchStatisticsWidget, MatchTimelineWidget } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { possessionPercent, statsWithIncident, type TrackerStats } from '@sportsbook/domain';

/** Timeline entries kept on the page. */
export const TIMELINE_MAX = 50;

/** What the match centre draws of an incident (the state keeps only these fields). */
export type TrackerIncident = Pick<
  MatchIncident,
  'id' | 'kind' | 'side' | 'points' | 'period' | 'match_time'
>;

export interface TrackerState {
  stats: TrackerStats;
  possession: { home: number; away: number };
  last: TrackerIncident | null;
  /**
   * The newest incidents, newest first; null until read. The server draws the centre on its Tracker
   * tab and sends the statistics only: the timeline (up to TIMELINE_MAX incidents, most of a live
   * match page's payload) is read when the Timeline tab opens.
   */
  timeline: TrackerIncident[] | null;
  loaded: boolean;
}

/** Path of a match's widget (GET /matches/{id}/statistics or /timeline). */
export const widgetPath = (id: number, type: 'statistics' | 'timeline' | 'video') =>
  `${API_PREFIX.sportsbook}/matches/${id}/${type}`;

/** The fields of an incident the match centre draws. */
function trackerIncidentOf({ id, kind, side, points, period, match_time }: MatchIncident): TrackerIncident {
  return { id, kind, side, points, period, match_time };
}

/** The tracker's state from a match's statistics widget (the timeline not read yet). */
export function trackerStateOf(stats: MatchStatisticsWidget): TrackerState {
  return {
    stats: stats.stats,
    possession: stats.possession,
    last: stats.last && trackerIncidentOf(stats.last),
    timeline: null,
    loaded: true,
  };
}

/** The state with the timeline widget read (its incidents newest first, as the widget gives them). */
export function withTimeline(state: TrackerState, timeline: MatchTimelineWidget | undefined): TrackerState {
  if (!timeline) return state;
  return { ...state, timeline: timeline.incidents.slice(0, TIMELINE_MAX).map(trackerIncidentOf) };
}

/** `incidents` newer than `id`, oldest first. */
const newerThan = (incidents: readonly MatchIncident[], id: number) =>
  incidents.filter((i) => i.id > id).sort((a, b) => a.id - b.id);

/**
 * Pushed incidents laid over the loaded statistics and timeline. Each skips the incidents it already
 * holds: the statistics those up to their last incident, the timeline those up to its newest (read
 * later, it may hold more).
 */
export function applyIncidents(state: TrackerState, incidents: readonly MatchIncident[]): TrackerState {
  const fresh = newerThan(incidents, state.last?.id ?? 0);
  const timeline = state.timeline && newerThan(incidents, state.timeline[0]?.id ?? 0);
  if (fresh.length === 0 && !timeline?.length) return state;
  const latest = fresh[fresh.length - 1];
  let stats = state.stats;
  for (const incident of fresh) stats = statsWithIncident(stats, incident);
  return {
    ...state,
    stats,
    possession: possessionPercent(stats),
    last: latest ? trackerIncidentOf(latest) : state.last,
    timeline:
      state.timeline &&
      [...(timeline ?? []).reverse().map(trackerIncidentOf), ...state.timeline].slice(0, TIMELINE_MAX),
  };
}

/** Before the statistics arrive. */
export const EMPTY_TRACKER: TrackerState = {
  stats: {},
  possession: { home: 50, away: 50 },
  last: null,
  timeline: null,
  loaded: false,
};
