import {
  ApiError,
  NotificationCounters,
  NotificationsQuery,
  NotificationsReadBody,
  NotificationsReadResponse,
  NotificationsResponse,
  NotificationsRoute,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.ts';
import { playerOnly } from '../auth/player-only.ts';
import { signedIn } from '../players/player-routes.ts';
import type { NotificationsService } from './service.ts';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  auth: Auth;
}

const tags = ['notifications'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** The player's notifications below /api/sportsbook/v2 (SPEC §7); every call needs a signed-in player. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, opts) => {
  const { notifications, auth } = opts;
  playerOnly(app, auth);

  app.get(
    NotificationsRoute.list,
    {
      schema: {
        tags,
        summary: 'The player’s notifications, newest first, in the request’s locale',
        description: 'Pages by cursor: pass the previous page’s next_before as before.',
        querystring: NotificationsQuery,
        response: { 200: NotificationsResponse, ...errors },
      },
    },
    (request) => notifications.list(signedIn(request).userId, request.query, request.locale),
  );

  app.get(
    NotificationsRoute.counters,
    {
      schema: {
        tags,
        summary: 'How many of the player’s notifications are unread',
        response: { 200: NotificationCounters, ...errors },
      },
    },
    (request) => notifications.counters(signedIn(request).userId),
  );

  app.post(
    NotificationsRoute.readAll,
    {
      schema: {
        tags,
        summary: 'Mark every notification of the player read',
        description: 'Publishes unread_counters_changed on the player’s channels when anything changed.',
        response: { 200: NotificationsReadResponse, ...errors },
      },
    },
    (request) => notifications.readAll(signedIn(request).userId),
  );

  app.post(
    NotificationsRoute.read,
    {
      schema: {
        tags,
        summary: 'Mark some of the player’s notifications read',
        description: 'Ids that are not the player’s (or unknown) are left alone and not counted in marked.',
        body: NotificationsReadBody,
        response: { 200: NotificationsReadResponse, ...errors },
      },
    },
    (request) => notifications.read(signedIn(request).userId, request.body.ids),
  );
};
