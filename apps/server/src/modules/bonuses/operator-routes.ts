import { ApiError, BonusOperatorRoute, OperatorIssueBody, OperatorIssueResponse } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOnly } from '../../lib/operator-key.ts';
import type { PlayersService } from '../players/service.ts';
import { operatorIssue } from './operator.ts';
import type { BonusesService } from './service.ts';
import { bonusView } from './view.ts';

export interface BonusOperatorRoutesOptions {
  bonuses: BonusesService;
  players: PlayersService;
  now: () => Date;
  /** OPERATOR_API_KEY; undefined: every call answers 503 operator_api_disabled. */
  apiKey: string | undefined;
}

/** The operator's bonus API (production): a server-to-server call guarded by OPERATOR_API_KEY. */
export const bonusOperatorRoutes: FastifyPluginAsyncZod<BonusOperatorRoutesOptions> = async (app, opts) => {
  operatorOnly(app, opts.apiKey);
  app.post(
    BonusOperatorRoute.issue,
    {
      schema: {
        tags: ['operator'],
        summary: 'Issue a bonus campaign to a player (operator)',
        description:
          'Server to server, with `Authorization: Bearer <OPERATOR_API_KEY>` (401 operator_unauthorized; 503 operator_api_disabled when the key is not configured). Any campaign by id or key, whatever its trigger, to a player by id or e-mail, through the same rules as every other issue (one active free bet unless allow_multiple_active_user_freebets; bonus_issued pushed). `amount` (free bets only) replaces the campaign’s amount. One bonus per campaign, player and idempotency_key: 201 when issued, 200 with replayed=true for the same key again. 404 campaign_unknown, player_unknown; 422 campaign_not_live, amount_not_applicable; 403 bonus_not_eligible.',
        body: OperatorIssueBody,
        response: {
          200: OperatorIssueResponse,
          201: OperatorIssueResponse,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          422: ApiError,
          503: ApiError,
        },
      },
    },
    async (request, reply) => {
      const done = await operatorIssue(opts.bonuses, opts.players, request.body);
      const data = bonusView(done.campaign, done.issued, request.locale, opts.now());
      return reply.code(done.replayed ? 200 : 201).send({ data, replayed: done.replayed });
    },
  );
};
