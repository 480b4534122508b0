import 'server-only';
import type { MatchStatisticsWidget } from '@sportsbook/contract';
import { apiFetch } from '../../lib/api.ts';
import { getT } from '../i18n/index.ts';
import type { Messages } from '../i18n/translator.ts';
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

/** The texts a centre with only its video tab draws (a match the tracker does not draw). */
const VIDEO_CENTRE_KEYS = [
  'tracker.title',
  'tracker.tab.video',
  'tracker.video.label',
  'tracker.video.unsupported',
];

/**
 * A video-only centre's texts, read here: its page sends these few instead of the tracker's whole
 * namespace (issue 13).
 */
export function videoCentreTexts(locale: string): Messages {
  const t = getT(locale);
  return Object.fromEntries(VIDEO_CENTRE_KEYS.map((key) => [key, t(key)]));
}
