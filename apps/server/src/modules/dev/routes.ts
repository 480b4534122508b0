import {
  ApiError,
  DevErrorCode,
  DevRoute,
  ErrorCode,
  FeedEventBody,
  FeedEventResponse,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { FeedError, type FeedSimulator } from '../feed/simulator.ts';

export interface DevRoutesOptions {
  feed: FeedSimulator;
}

/**
 * Development endpoints under /api/dev (ARCHITECTURE "Development-only endpoints"). app.ts registers
 * them only when config.devTools is on (DEV_TOOLS=1 or NODE_ENV other than production).
 */
export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, opts) => {
  const { feed } = opts;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.post(
    DevRoute.feedEvents,
    {
      schema: {
        tags: ['dev'],
        summary: 'Apply a feed event (development only)',
        description:
          'goal, odds, suspend, resume, start, finish, settle and provider events, applied through the feed simulator with the same database writes and push publications as the running feed. Returns the updated match (provider events: the provider status).',
        body: FeedEventBody,
        response: { 200: FeedEventResponse, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const body = request.body;
      try {
        switch (body.type) {
          case 'goal':
            return await feed.forceGoal(body.matchId, body.team);
          case 'odds':
            return await feed.forceOdds(body.matchId, {
              ...(body.marketId !== undefined ? { marketId: body.marketId } : {}),
              ...(body.specifier !== undefined ? { specifier: body.specifier } : {}),
              ...(body.factor !== undefined ? { factor: body.factor } : {}),
            });
          case 'suspend':
            return await feed.suspend(body.matchId, body.marketId);
          case 'resume':
            return await feed.resume(body.matchId, body.marketId);
          case 'start':
            return await feed.startMatch(body.matchId);
          case 'finish':
            return await feed.finishMatch(body.matchId);
          case 'settle':
            return await feed.settleMatch(body.matchId);
          case 'provider':
            await feed.setProviderStatus(body.provider, body.status);
            return { provider: body.provider, status: body.status };
        }
      } catch (err) {
        if (err instanceof FeedError) {
          throw err.kind === 'not_found'
            ? new HttpError(404, ErrorCode.notFound, err.message)
            : new HttpError(409, DevErrorCode.feedEventNotApplicable as unknown as ErrorCode, err.message);
        }
        throw err;
      }
    },
  );
};
