import { ApiError, PredictionsRoute, VoteBody, VoteQuery, VoteResponse } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../players/player-routes.ts';
import type { PredictionsService } from './service.ts';

export interface PredictionsRoutesOptions {
  predictions: PredictionsService;
  auth: Auth;
}

const tags = ['predictions'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** GET /vote (anyone; `mine` for a signed-in player) and POST /vote (signed in) below /api/sportsbook/v2. */
export const predictionsRoutes: FastifyPluginAsyncZod<PredictionsRoutesOptions> = async (app, opts) => {
  const { predictions, auth } = opts;
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get(
    PredictionsRoute.vote,
    {
      schema: {
        tags,
        summary: 'A match as a prediction: the crowd’s split and the caller’s vote',
        querystring: VoteQuery,
        response: { 200: VoteResponse, ...errors },
      },
    },
    async (request) => {
      const userId = (await auth.resolve(request))?.userId ?? null;
      return predictions.read(request.query.match_id, userId, request.locale);
    },
  );

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', auth.guard);
    guarded.withTypeProvider<ZodTypeProvider>().post(
      PredictionsRoute.vote,
      {
        schema: {
          tags,
          summary: 'Vote home, draw or away on an upcoming match (once)',
          description:
            '409 already_voted for a second vote, 409 vote_closed once the match started, 400 vote_no_draw for a draw where none is offered.',
          body: VoteBody,
          response: { 200: VoteResponse, ...errors },
        },
      },
      (request) => predictions.vote(signedIn(request).userId, request.body, request.locale),
    );
  });
};
