import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ApiError,
  IdParams,
  MatchStatisticsWidget,
  MatchStreamsResponse,
  MatchTimelineWidget,
  MatchVideoResponse,
  MatchWidgetParams,
  MatchWidgetRoute,
  WatchersioUserIdResponse,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import type { MatchTrackerService } from './service.ts';

export interface MatchTrackerRoutesOptions {
  tracker: MatchTrackerService;
  auth: Auth;
}

const ASSETS = path.join(import.meta.dirname, 'assets');
const tags = ['match-tracker'];
const errors = { 400: ApiError, 404: ApiError };
/** Statistics move with every incident: a short shared cache absorbs a crowd opening one match. */
const WIDGET_CACHE = 'public, max-age=2, stale-while-revalidate=10';

/** Match visualisation below /api/sportsbook/v2 (SPEC §7): widget stats, video, streams, viewer id. */
export const matchTrackerRoutes: FastifyPluginAsyncZod<MatchTrackerRoutesOptions> = async (app, opts) => {
  const { tracker, auth } = opts;
  const demoClip = readFileSync(path.join(ASSETS, 'demo-stream.webm'));

  app.get(
    MatchWidgetRoute.video,
    {
      schema: {
        tags,
        summary: 'Whether a match can be watched, and its stream',
        description:
          'available only when the match has_video and the site configuration has video_settings.enabled; the demo stream is a short looping clip served by this server.',
        params: IdParams,
        response: { 200: MatchVideoResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return tracker.video(request.params.id);
    },
  );

  app.get(
    MatchWidgetRoute.streams,
    {
      schema: {
        tags,
        summary: 'Every stream of a match (empty unless video is available)',
        params: IdParams,
        response: { 200: MatchStreamsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return tracker.streams(request.params.id);
    },
  );

  app.get(
    MatchWidgetRoute.widget,
    {
      schema: {
        tags,
        summary: 'Widget stats of a match: statistics or timeline',
        description:
          'statistics: counts per incident kind and side, possession share and the newest incident (where a live tracker starts); timeline: the newest 50 incidents, newest first. New incidents are pushed as `match_incidents` on public:{locale}:match:{id}.',
        params: MatchWidgetParams,
        response: { 200: z.union([MatchStatisticsWidget, MatchTimelineWidget]), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', WIDGET_CACHE);
      const { id, type } = request.params;
      return type === 'statistics' ? tracker.statistics(id) : tracker.timeline(id);
    },
  );

  app.get(
    MatchWidgetRoute.demoStream,
    { schema: { tags, summary: 'The demo stream clip (WebM, loops)' } },
    async (_request, reply) =>
      reply
        .type('video/webm')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Accept-Ranges', 'none')
        .send(demoClip),
  );

  app.get(
    MatchWidgetRoute.watchersioUserId,
    {
      schema: {
        tags,
        summary: 'The viewer id the stream provider knows the player by',
        description:
          'A signed-in player gets a stable opaque id (not the player id); a visitor an empty one.',
        response: { 200: WatchersioUserIdResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { user_id: tracker.viewerId(await auth.userIdFromRequest(request)) };
    },
  );
};
