import {
  ApiError,
  PushAuthorizeBody,
  PushAuthorizeResponse,
  PushErrorCode,
  PushRoute,
  PushTokenResponse,
  parsePushChannel,
} from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PushTokens } from './tokens.ts';

/**
 * The signed-in user's id for a request, or null/undefined/'' for an anonymous visitor. The auth
 * module plugs its own in; without one every caller is anonymous.
 */
export type UserIdResolver = (
  request: FastifyRequest,
) => string | number | null | undefined | Promise<string | number | null | undefined>;

export interface PushRoutesOptions {
  tokens: PushTokens;
  userIdFromRequest?: UserIdResolver | undefined;
}

const tags = ['push'];

async function callerId(request: FastifyRequest, resolve: UserIdResolver | undefined): Promise<string> {
  const id = resolve === undefined ? undefined : await resolve(request);
  return id === null || id === undefined ? '' : String(id);
}

/** Token routes of the push connection (SPEC §7), mounted below /api/sportsbook/v2. */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, opts) => {
  const { tokens, userIdFromRequest } = opts;

  app.post(
    PushRoute.token,
    {
      schema: {
        tags,
        summary: 'Push connection token',
        description:
          'An HS256 JWT for the connect command of the push connection (/connection/websocket). ' +
          "Claims: sub (the user id, '' for an anonymous visitor), exp.",
        response: { 200: PushTokenResponse },
      },
    },
    async (request, reply) => {
      const userId = await callerId(request, userIdFromRequest);
      reply.header('Cache-Control', 'no-store');
      return { token: await tokens.connectionToken(userId) };
    },
  );

  app.post(
    PushRoute.authorize,
    {
      schema: {
        tags,
        summary: 'Push subscription tokens',
        description:
          'Subscription tokens for private channels ($private:{locale}:{userId}), only for the ' +
          `caller's own user id; any other channel is refused with 403 ${PushErrorCode.channelForbidden}.`,
        body: PushAuthorizeBody,
        response: { 200: PushAuthorizeResponse, 400: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => {
      const userId = await callerId(request, userIdFromRequest);
      reply.header('Cache-Control', 'no-store');
      const forbidden = request.body.channels.find((channel) => {
        const parsed = parsePushChannel(channel);
        return userId === '' || parsed?.kind !== 'private' || parsed.userId !== userId;
      });
      if (forbidden !== undefined) {
        return reply.code(403).send({
          code: PushErrorCode.channelForbidden,
          message: `No subscription token for channel ${forbidden}`,
        });
      }
      const channels = await Promise.all(
        request.body.channels.map(async (channel) => ({
          channel,
          token: await tokens.subscriptionToken(userId, channel),
        })),
      );
      return { channels };
    },
  );
};
