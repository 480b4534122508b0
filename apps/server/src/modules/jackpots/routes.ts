import {
  ApiError,
  Jackpot,
  JackpotHitsQuery,
  JackpotHitsResponse,
  JackpotHitsSeenBody,
  JackpotHitsSeenResponse,
  JackpotParams,
  JackpotsBody,
  JackpotsQuery,
  JackpotsResponse,
  JackpotsRoute,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../players/player-routes.ts';
import type { JackpotsService } from './service.ts';

export interface JackpotsRoutesOptions {
  jackpots: JackpotsService;
  auth: Auth;
}

const tags = ['jackpots'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/** Jackpots and their hits below /api/sportsbook/v2 (SPEC §7); reading needs no session. */
export const jackpotsRoutes: FastifyPluginAsyncZod<JackpotsRoutesOptions> = async (app, opts) => {
  const { jackpots, auth } = opts;
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get(
    JackpotsRoute.jackpots,
    {
      schema: {
        tags,
        summary: 'Active jackpots with their levels (amounts in currency subunits)',
        querystring: JackpotsQuery,
        response: { 200: JackpotsResponse, ...errors },
      },
    },
    (request) => jackpots.list(request.query, request.locale),
  );

  app.post(
    JackpotsRoute.jackpots,
    {
      schema: {
        tags,
        summary: 'Jackpots by ids (unknown ids left out), or the GET listing without ids',
        body: JackpotsBody,
        response: { 200: JackpotsResponse, ...errors },
      },
    },
    (request) => jackpots.list(request.body, request.locale),
  );

  app.get(
    JackpotsRoute.jackpot,
    {
      schema: {
        tags,
        summary: 'One jackpot (404 jackpot_not_found)',
        params: JackpotParams,
        response: { 200: Jackpot, ...errors },
      },
    },
    (request) => jackpots.get(request.params.id, request.locale),
  );

  app.get(
    JackpotsRoute.hits,
    {
      schema: {
        tags,
        summary: 'Jackpot hits, newest first (default status approved,paid; limit 10)',
        description:
          'Players appear as user_hash, never their id. for_user=true (a session needed, else 401): the caller’s own hits; with unseen=true only those not marked seen.',
        querystring: JackpotHitsQuery,
        response: { 200: JackpotHitsResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = (await auth.resolve(request))?.userId ?? null;
      return jackpots.hits(request.query, viewer, request.locale);
    },
  );

  app.post(
    JackpotsRoute.hitsSeen,
    {
      onRequest: auth.guard,
      schema: {
        tags,
        summary: 'Mark the player’s own hits seen (other ids are ignored)',
        body: JackpotHitsSeenBody,
        response: { 200: JackpotHitsSeenResponse, ...errors },
      },
    },
    async (request) => ({ ids: await jackpots.markSeen(signedIn(request).userId, request.body.ids) }),
  );
};
