import {
  ApiError,
  BonusesQuery,
  BonusesResponse,
  BonusesRoute,
  BonusIdParams,
  BonusResponse,
  BonusTermsResponse,
  CampaignsQuery,
  CampaignsResponse,
  MarkBonusesSeenBody,
  MarkBonusesSeenResponse,
  PromoCodeBody,
  TournamentRatingQuery,
  TournamentRatingResponse,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../players/player-routes.ts';
import { ambRoutes } from './amb-routes.ts';
import type { BonusesService, BonusList } from './service.ts';

export interface BonusesRoutesOptions {
  bonuses: BonusesService;
  auth: Auth;
}

const tags = ['bonuses'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

const LISTS: [string, BonusList, string][] = [
  [BonusesRoute.bonuses, 'all', 'Every bonus of the player'],
  [BonusesRoute.comboboosts, 'comboboosts', 'Combo boosts of the player'],
  [BonusesRoute.freebets, 'freebets', 'Free bets of the player (every free-bet variant)'],
  [BonusesRoute.huntings, 'huntings', 'Hunting bonuses of the player'],
  [BonusesRoute.lootboxes, 'lootboxes', 'Loot boxes of the player'],
  [BonusesRoute.tournaments, 'tournaments', 'Hunting tournaments of the player (default limit 1)'],
];

/** The bonus calls of SPEC §7 below /api/sportsbook/v2; all need a signed-in player (SPEC §6). */
export const bonusesRoutes: FastifyPluginAsyncZod<BonusesRoutesOptions> = async (app, { bonuses, auth }) => {
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    BonusesRoute.campaigns,
    {
      schema: {
        tags,
        summary: 'Promotions: live campaigns',
        description:
          'Campaigns in their validity window with show_in_promotion, for visitors and players alike (no player data; promo codes included).',
        querystring: CampaignsQuery,
        response: { 200: CampaignsResponse, 400: ApiError },
      },
    },
    (request) => bonuses.campaigns(request.query, request.locale),
  );
  await app.register(async (guarded) => playerRoutes(guarded, bonuses, auth));
};

/** The player's bonus routes: all behind the session guard (SPEC §6). */
async function playerRoutes(app: FastifyInstance, bonuses: BonusesService, auth: Auth): Promise<void> {
  app.addHook('onRequest', auth.guard);
  const r = app.withTypeProvider<ZodTypeProvider>();
  await ambRoutes(app, bonuses);

  for (const [path, list, summary] of LISTS) {
    r.get(
      path,
      {
        schema: {
          tags,
          summary,
          description:
            'Newest first. isAvailable=true: bonuses usable or activatable now (computed status active or available); false: the others. status: only that computed status. limit defaults to 4 (tournaments 1).',
          querystring: BonusesQuery,
          response: { 200: BonusesResponse, ...errors },
        },
      },
      (request) => bonuses.list(signedIn(request).userId, list, request.query, request.locale),
    );
  }

  r.post(
    BonusesRoute.promoCode,
    {
      schema: {
        tags,
        summary: 'Redeem a promo code',
        description:
          'Issues the code’s campaign to the player, once per player however many requests arrive at once (case-insensitive code). 404 promo_code_unknown, 422 promo_code_expired (campaign over, not started or switched off), 409 promo_code_used, 403 promo_code_not_eligible (verified only, country, no amount in the player’s currency). Pushes bonus_issued.',
        body: PromoCodeBody,
        response: { 201: BonusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await bonuses.redeemPromoCode(signedIn(request).userId, request.body.code, request.locale);
      return reply.code(201).send({ data });
    },
  );

  r.post(
    BonusesRoute.markAsSeen,
    {
      schema: {
        tags,
        summary: 'Mark bonuses as seen',
        description: 'Only the caller’s unseen bonuses among ids change; `updated` counts them.',
        body: MarkBonusesSeenBody,
        response: { 200: MarkBonusesSeenResponse, ...errors },
      },
    },
    async (request) => ({ updated: await bonuses.markSeen(signedIn(request).userId, request.body.ids) }),
  );

  r.get(
    BonusesRoute.bonus,
    {
      schema: {
        tags,
        summary: 'Bonus details',
        params: BonusIdParams,
        response: { 200: BonusResponse, ...errors },
      },
    },
    async (request) => ({
      data: await bonuses.get(signedIn(request).userId, request.params.id, request.locale),
    }),
  );

  r.get(
    BonusesRoute.terms,
    {
      schema: {
        tags,
        summary: 'Bonus terms',
        params: BonusIdParams,
        response: { 200: BonusTermsResponse, ...errors },
      },
    },
    (request) => bonuses.terms(signedIn(request).userId, request.params.id, request.locale),
  );

  r.get(
    BonusesRoute.tournamentRating,
    {
      schema: {
        tags,
        summary: 'Tournament leaderboard',
        description:
          'Players of the campaign of the caller’s tournament bonus `id` by points (farmed_amount), best first; the caller is appended when outside the top `limit`. Other players’ e-mails are masked.',
        params: BonusIdParams,
        querystring: TournamentRatingQuery,
        response: { 200: TournamentRatingResponse, ...errors },
      },
    },
    (request) => bonuses.rating(signedIn(request).userId, request.params.id, request.query.limit),
  );

  r.post(
    BonusesRoute.boost,
    {
      schema: {
        tags,
        summary: 'Boost a free bet with a loot box',
        description:
          'An opened loot box grants freebets_to_boost boosts; one multiplies the unused free bet `id` by its boost_data.multiplier (thousandths, default 1500), once (issued.boost_multiplier). 409 bonus_not_boostable, 409 no_boost_available.',
        params: BonusIdParams,
        response: { 200: BonusResponse, ...errors },
      },
    },
    async (request) => ({
      data: await bonuses.boost(signedIn(request).userId, request.params.id, request.locale),
    }),
  );

  r.post(
    BonusesRoute.activate,
    {
      schema: {
        tags,
        summary: 'Activate a bonus',
        description:
          'An available bonus becomes active (an active one answers as it is). 409 bonus_not_activatable (expired, spent, switched off), 409 freebet_already_active (another free bet is active and allow_multiple_active_user_freebets is off).',
        params: BonusIdParams,
        response: { 200: BonusResponse, ...errors },
      },
    },
    async (request) => ({
      data: await bonuses.activate(signedIn(request).userId, request.params.id, request.locale),
    }),
  );
}
