import { ApiError, BonusOperatorRoute, SlipBonusesBody, SlipBonusesResponse } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../players/player-routes.ts';
import { slipBonuses } from './slip-offers.ts';

export interface SlipBonusRoutesOptions {
  db: Db;
  auth: Auth;
  now: () => Date;
}

/** SPEC §7 POST /bonuses: the signed-in player's bonuses for a bet slip, evaluated on the server. */
export const slipBonusRoutes: FastifyPluginAsyncZod<SlipBonusRoutesOptions> = async (app, opts) => {
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.addHook('onRequest', opts.auth.guard);
  app.post(
    BonusOperatorRoute.slipBonuses,
    {
      schema: {
        tags: ['bonuses'],
        summary: 'Bonuses for a bet slip',
        description:
          'The caller’s active and available combo boosts and free bets, each evaluated against the slip with the rules placement enforces: eligible, and otherwise the reasons (domain BonusRefusal codes: error.bonus.min_odds, selection_count, match_status, event_condition, bet_type, currency, not_active …). A combo boost carries the bonus odds of its active range for the slip’s selections (odds) and the boosted total (boosted_odds); a free bet its amount, which replaces the stake. 400 for an unknown event.',
        body: SlipBonusesBody,
        response: { 200: SlipBonusesResponse, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => ({
      data: await slipBonuses(opts.db, signedIn(request).userId, request.body, opts.now(), request.locale),
    }),
  );
};
