import { ApiError, BonusResponse, DevBonusIssueBody, DevBonusRoute } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.ts';
import type { PlayersService } from '../players/service.ts';
import { campaignByKey } from './queries.ts';
import type { BonusesService } from './service.ts';
import { bonusError, bonusView } from './view.ts';

export interface BonusDevRoutesOptions {
  bonuses: BonusesService;
  players: PlayersService;
  now: () => Date;
}

/** The operator's "issue this campaign to this player" call, development only (below /api/dev). */
export const bonusDevRoutes: FastifyPluginAsyncZod<BonusDevRoutesOptions> = async (app, opts) => {
  app.post(
    DevBonusRoute.issue,
    {
      schema: {
        tags: ['dev'],
        summary: 'Issue a bonus campaign to a player (development only)',
        description:
          'Any campaign by key, whatever its trigger; the same rules as a promo code (once per issue_key, 409 promo_code_used; 422 expired; 403 not eligible). Pushes bonus_issued.',
        body: DevBonusIssueBody,
        response: {
          201: BonusResponse,
          400: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
          422: ApiError,
        },
      },
    },
    async (request, reply) => {
      const user = await opts.players.findByEmail(request.body.email);
      if (!user) throw notFound('Player');
      const campaign = await campaignByKey(opts.bonuses.database, request.body.campaign);
      if (!campaign) throw notFound('Campaign');
      const issued = await opts.bonuses.issueByKey(user.id, campaign.key, request.body.issue_key);
      if (typeof issued === 'string') throw bonusError(issued);
      return reply.code(201).send({ data: bonusView(campaign, issued, request.locale, opts.now()) });
    },
  );
};
