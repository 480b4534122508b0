import {
  ApiError,
  DevJackpotHitBody,
  DevJackpotHitStatusBody,
  DevJackpotRoute,
  JackpotHit,
  JackpotParams,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.ts';
import type { PlayersService } from '../players/service.ts';
import type { JackpotsService } from './service.ts';

export interface JackpotDevRoutesOptions {
  jackpots: JackpotsService;
  players: PlayersService;
}

const errors = { 400: ApiError, 404: ApiError, 409: ApiError };

/** Forced hits and the operator's status moves, development only (below /api/dev). */
export const jackpotDevRoutes: FastifyPluginAsyncZod<JackpotDevRoutesOptions> = async (app, opts) => {
  app.post(
    DevJackpotRoute.hit,
    {
      schema: {
        tags: ['dev'],
        summary: 'Force a jackpot hit for a player (development only)',
        description:
          'The level (by jackpot_id and level_code, default the first active one) pays its pool into the hit and resets; the hit then moves to status (default paid: approved, then paid and credited).',
        body: DevJackpotHitBody,
        response: { 201: JackpotHit, ...errors },
      },
    },
    async (request, reply) => {
      const user = await opts.players.findByEmail(request.body.email);
      if (!user) throw notFound('Player');
      const { jackpot_id, level_code, status } = request.body;
      const hit = await opts.jackpots.forceHit(
        user.id,
        { jackpotId: jackpot_id, levelCode: level_code, status },
        request.locale,
      );
      return reply.code(201).send(hit);
    },
  );

  app.post(
    DevJackpotRoute.hitStatus,
    {
      schema: {
        tags: ['dev'],
        summary: 'Approve, decline or pay a jackpot hit (development only)',
        description:
          'initial → approved | declined; approved → paid | declined. 409 jackpot_hit_status otherwise.',
        params: JackpotParams,
        body: DevJackpotHitStatusBody,
        response: { 200: JackpotHit, ...errors },
      },
    },
    async (request) => {
      const hit = await opts.jackpots.move(request.params.id, request.body.status);
      return opts.jackpots.hitOf(hit.id, hit.userId, request.locale);
    },
  );
};
