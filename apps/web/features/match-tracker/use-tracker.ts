'use client';

import type {
  MatchIncident,
  MatchIncidentsMessage,
  MatchStatisticsWidget,
  MatchTimelineWidget,
  MatchVideoResponse,
} from '@sportsbook/contract';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { useLocale } from '../i18n/provider.tsx';
import { matchChannelOf } from '../live/channels.ts';
import { onPushResync, subscribeChannel } from '../live/push-client.ts';
import { invalidateResources } from '../resource/store.ts';
import { useResource } from '../resource/use-resource.ts';
import {
  applyIncidents,
  EMPTY_TRACKER,
  TIMELINE_MAX,
  type TrackerState,
  trackerStateOf,
  widgetPath,
  withTimeline,
} from './tracker-state.ts';

/**
 * A match's statistics and, once `timelineWanted` (its tab opened), its timeline (GET
 * /matches/{id}/statistics and /timeline), kept current by `match_incidents` on the match's push
 * channel; refetched when push could not recover a gap. `initial` is the statistics the server read
 * while rendering the page (server.ts), if it could. `tracked` false (a centre with only its video):
 * nothing is read.
 */
export function useTracker(
  matchId: number,
  initial: TrackerState | null | undefined,
  timelineWanted: boolean,
  tracked = true,
) {
  const locale = useLocale();
  const query = useResource(
    {
      key: ['match-tracker', matchId, locale],
      fetch: async (): Promise<TrackerState> =>
        trackerStateOf(await apiFetch<MatchStatisticsWidget>(widgetPath(matchId, 'statistics'), { locale })),
      staleMs: Number.POSITIVE_INFINITY,
    },
    { initial: initial ?? undefined, enabled: tracked },
  );
  const timeline = useResource(
    {
      key: ['match-tracker', matchId, 'timeline', locale],
      fetch: () => apiFetch<MatchTimelineWidget>(widgetPath(matchId, 'timeline'), { locale }),
      staleMs: Number.POSITIVE_INFINITY,
    },
    { enabled: timelineWanted },
  );
  const [pushed, setPushed] = useState<MatchIncident[]>([]);
  useEffect(() => {
    const off = subscribeChannel(matchChannelOf(locale, matchId), (data) => {
      const event = data as { event_name?: string; message?: MatchIncidentsMessage };
      if (event.event_name !== 'match_incidents' || event.message?.match_id !== matchId) return;
      const incidents = event.message.incidents;
      setPushed((prior) => [...prior, ...incidents].slice(-TIMELINE_MAX * 4));
    });
    const offResync = onPushResync(() => {
      void invalidateResources(['match-tracker', matchId]);
    });
    return () => {
      off();
      offResync();
    };
  }, [locale, matchId]);
  return applyIncidents(withTimeline(query.data ?? EMPTY_TRACKER, timeline.data), pushed);
}

/** GET /matches/{id}/video: the stream when the match has video and video is enabled. */
export function useMatchVideo(matchId: number, hasVideo: boolean): MatchVideoResponse | undefined {
  const locale = useLocale();
  return useResource(
    {
      key: ['match-video', matchId],
      fetch: () => apiFetch<MatchVideoResponse>(widgetPath(matchId, 'video'), { locale }),
      staleMs: 60_000,
    },
    { enabled: hasVideo },
  ).data;
}
