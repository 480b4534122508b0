import {
  ApiError,
  DevJackpotHitStatusBody,
  JackpotHit,
  JackpotOperatorRoute,
  JackpotParams,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOnly } from '../../lib/operator-key.ts';
import type { JackpotsService } from './service.ts';

export interface JackpotOperatorRoutesOptions {
  jackpots: JackpotsService;
  /** OPERATOR_API_KEY; undefined: every call answers 503 operator_api_disabled. */
  apiKey: string | undefined;
}

/** The operator's payout decisions on jackpot hits (production; the dev route does the same for demos). */
export const jackpotOperatorRoutes: FastifyPluginAsyncZod<JackpotOperatorRoutesOptions> = async (
  app,
  opts,
) => {
  operatorOnly(app, opts.apiKey);
  app.post(
    JackpotOperatorRoute.hitStatus,
    {
      schema: {
        tags: ['operator'],
        summary: 'Approve, decline or pay a jackpot hit (operator)',
        description:
          'Server to server, with `Authorization: Bearer <OPERATOR_API_KEY>` (401 operator_unauthorized; 503 operator_api_disabled when the key is not configured). initial → approved | declined; approved → paid | declined (409 jackpot_hit_status otherwise; 404 for an unknown hit). Paying credits the player once (a jackpot_win ledger row, balance_changed); approving tells the player (a jackpot_hit notification).',
        params: JackpotParams,
        body: DevJackpotHitStatusBody,
        response: {
          200: JackpotHit,
          400: ApiError,
          401: ApiError,
          404: ApiError,
          409: ApiError,
          503: ApiError,
        },
      },
    },
    async (request) => {
      const hit = await opts.jackpots.move(request.params.id, request.body.status);
      return opts.jackpots.hitOf(hit.id, hit.userId, request.locale);
    },
  );
};
