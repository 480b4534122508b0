import { TRACKER_INCIDENT_KINDS, TRACKER_SPORTS } from '@sportsbook/domain';
import { z } from 'zod';
import { Score } from './catalogue.ts';
import { Id, IsoDateTime } from './common.ts';

/**
 * Match visualisation (SPEC §7 `GET /matches/{id}/video`, `/streams`, `/{type}` widget stats,
 * `GET /watchersio/userid`): the feed's incidents of a match in play, their statistics, and the demo
 * stream of matches with `has_video`. Paths are MatchWidgetRoute below API_PREFIX.sportsbook.
 */

/** Widget types of `GET /matches/{id}/{type}`. */
export const WIDGET_TYPES = ['statistics', 'timeline'] as const;
export const WidgetType = z.enum(WIDGET_TYPES).meta({ id: 'WidgetType' });
export type WidgetType = z.infer<typeof WidgetType>;

export const MatchWidgetParams = z.object({ id: Id, type: WidgetType });

export const TrackerSportSchema = z
  .enum(TRACKER_SPORTS)
  .nullable()
  .describe('Which tracker the match has (soccer pitch, basketball court, tennis court); null: none');

/** One thing that happened in a match, as the feed reported it. */
export const MatchIncident = z
  .object({
    id: z.number().int().describe('Grows with every incident of the match (the timeline order)'),
    match_id: z.number().int(),
    kind: z.enum(TRACKER_INCIDENT_KINDS),
    side: z.enum(['home', 'away']).nullable().describe('The side it belongs to; null for period marks'),
    points: z.number().int().nullable().describe('Basketball score: 1 to 3 points; else null'),
    period: z.number().int().nullable().describe('Period (half, quarter, set) number'),
    match_time: z.string().nullable().describe('Match clock mm:ss when it happened (clock sports)'),
    score: Score.describe('Total score after the incident'),
    created_at: IsoDateTime,
  })
  .meta({ id: 'MatchIncident' });
export type MatchIncident = z.infer<typeof MatchIncident>;

/** `GET /matches/{id}/statistics`: counts per statistic and side, and the last incident. */
export const MatchStatisticsWidget = z
  .object({
    match_id: z.number().int(),
    sport: TrackerSportSchema,
    stats: z
      .record(z.string(), Score)
      .describe(
        'Counts per incident kind and side; possession counts possession, attack and dangerous attack',
      ),
    possession: Score.describe('Possession share in whole percent (home + away = 100)'),
    last: MatchIncident.nullable().describe('The newest incident: where the tracker starts'),
  })
  .meta({ id: 'MatchStatisticsWidget' });
export type MatchStatisticsWidget = z.infer<typeof MatchStatisticsWidget>;

/** `GET /matches/{id}/timeline`: the newest incidents, newest first. */
export const MatchTimelineWidget = z
  .object({
    match_id: z.number().int(),
    sport: TrackerSportSchema,
    incidents: z.array(MatchIncident).describe('At most 50, newest first'),
  })
  .meta({ id: 'MatchTimelineWidget' });
export type MatchTimelineWidget = z.infer<typeof MatchTimelineWidget>;

/** One playable stream of a match. */
export const MatchStream = z
  .object({
    id: z.string(),
    kind: z.literal('demo').describe('demo: a short looping clip served by this server, no network needed'),
    url: z.string().describe('Same-origin URL of the media file'),
    mime_type: z.string(),
    loop: z.boolean(),
  })
  .meta({ id: 'MatchStream' });
export type MatchStream = z.infer<typeof MatchStream>;

/** `GET /matches/{id}/video`: whether the match can be watched here, and its first stream. */
export const MatchVideoResponse = z
  .object({
    match_id: z.number().int(),
    available: z
      .boolean()
      .describe('has_video and video_settings.enabled; false: no stream (the page shows no video tab)'),
    stream: MatchStream.nullable(),
  })
  .meta({ id: 'MatchVideoResponse' });
export type MatchVideoResponse = z.infer<typeof MatchVideoResponse>;

/** `GET /matches/{id}/streams`: every stream of the match (empty when not available). */
export const MatchStreamsResponse = z
  .object({ match_id: z.number().int(), data: z.array(MatchStream) })
  .meta({ id: 'MatchStreamsResponse' });
export type MatchStreamsResponse = z.infer<typeof MatchStreamsResponse>;

/** `GET /watchersio/userid`: the id the stream provider knows the viewer by. */
export const WatchersioUserIdResponse = z
  .object({
    user_id: z
      .string()
      .describe('Stable opaque id of the signed-in player (HMAC of the player id); empty for visitors'),
  })
  .meta({ id: 'WatchersioUserIdResponse' });
export type WatchersioUserIdResponse = z.infer<typeof WatchersioUserIdResponse>;

/** Push message `match_incidents` on `public:{locale}:match:{id}`: new incidents, oldest first. */
export const MatchIncidentsMessage = z
  .object({ match_id: z.number().int(), incidents: z.array(MatchIncident) })
  .meta({ id: 'MatchIncidentsMessage' });
export type MatchIncidentsMessage = z.infer<typeof MatchIncidentsMessage>;
