import {
  ApiError,
  AutoCashoutBody,
  AutoCashoutResponse,
  BetErrorCode,
  BetErrorResponse,
  BetIdParams,
  Bet as BetSchema,
  BetsQuery,
  BetsResponse,
  BetsRoute,
  CashoutBody,
  CashoutResponse,
  CustomOddsBody,
  CustomOddsResponse,
  IDEMPOTENCY_KEY_HEADER,
  IdParams,
  Market,
  MaxStakeBody,
  MaxStakeResponse,
  PlaceBetsBody,
  PlaceBetsResponse,
  ShareCodeCreateBody,
  ShareCodeCreateResponse,
  ShareCodeQuery,
  ShareCodeResponse,
} from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../players/player-routes.ts';
import { betError } from './errors.ts';
import type { BettingService } from './service.ts';

export interface BettingRoutesOptions {
  betting: BettingService;
  auth: Auth;
}

const tags = ['bets'];
const betErrors = {
  400: ApiError,
  401: ApiError,
  403: z.union([BetErrorResponse, ApiError]),
  404: z.union([BetErrorResponse, ApiError]),
  409: BetErrorResponse,
  422: BetErrorResponse,
};
const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (!IDEMPOTENCY_KEY_RE.test(value)) {
    throw betError(400, BetErrorCode.validation, 'error.place_bets.default', request.locale, {
      details: [{ code: 'idempotency_key_invalid' }],
    });
  }
  return value;
}

/** Share codes and the bet builder: open to visitors (a signed-in creator is recorded). */
async function publicRoutes(app: FastifyInstance, { betting, auth }: BettingRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    BetsRoute.shareCode,
    {
      schema: {
        tags,
        summary: 'Share a bet slip',
        description:
          'Stores the bets (payload shape, stake optional) under a short code for a `betcode` link.',
        body: ShareCodeCreateBody,
        response: { 200: ShareCodeCreateResponse, 400: ApiError },
      },
    },
    async (request) => {
      const userId = (await auth.resolve(request))?.userId ?? null;
      return { code: await betting.createShareCode(userId, request.body) };
    },
  );
  r.get(
    BetsRoute.shareCode,
    {
      schema: {
        tags,
        summary: 'Bets of a share code',
        description: 'Unknown code → 404 share_code_not_found (the slip shows link-not-found).',
        querystring: ShareCodeQuery,
        response: { 200: ShareCodeResponse, 400: ApiError, 404: BetErrorResponse },
      },
    },
    (request) => betting.shareCode(request.query.code, request.locale),
  );
}

/** Bets below /api/sportsbook/v3 (SPEC §7); share codes are answered here and below v2 too. */
export const bettingRoutes: FastifyPluginAsyncZod<BettingRoutesOptions> = async (app, opts) => {
  const { betting, auth } = opts;
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  await app.register(publicRoutes, { betting: opts.betting, auth: opts.auth });

  app.get(
    BetsRoute.customMarkets,
    {
      schema: {
        tags,
        summary: 'Bet-builder markets of a match',
        description: 'Open markets with custom_bet_groups; unknown match → 404.',
        params: IdParams,
        response: { 200: z.object({ data: z.array(Market) }), 400: ApiError, 404: BetErrorResponse },
      },
    },
    async (request) => ({ data: await betting.customMarkets(request.params.id, request.locale) }),
  );

  app.post(
    BetsRoute.customOdds,
    {
      schema: {
        tags,
        summary: 'Bet-builder price',
        description: [
          'Price of selections of one match from its pricing model at the current state (score, clock, finished periods): the probability that ALL selections win together, summed over the model’s joint distribution of final results (soccer and ice hockey: the Poisson score grid of each half; basketball, handball, cricket: the normal points difference and total; tennis: sets and games; volleyball, table tennis, esports: sets/maps), so selections that move together (a home win and over 2.5 goals) are priced on the same scores rather than as a product. The book’s margin (6 %) is applied once to that joint probability: odds = 1 / (p × 1.06). A leg that can be void (draw no bet on a draw, a whole line landing) refunds, so p is taken over the results that are not refunded.',
          'odds is null (not offered) when: fewer than 2 selections; one market (id and specifier) twice; selections of another match; a selection not bettable now; an outcome that is not a function of the modelled result (e.g. any other score); the selections cannot win together (home win and away win); or the price would be under 1.01 or over 501.',
          'Placement of a custom bet checks custom_odds against this price with the player’s auto_accept_odds_change (code 120 when refused).',
        ].join('\n\n'),
        body: CustomOddsBody,
        response: { 200: CustomOddsResponse, 400: ApiError },
      },
    },
    (request) => betting.customOdds(request.body),
  );

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', auth.guard);
    const g = guarded.withTypeProvider<ZodTypeProvider>();

    g.get(
      BetsRoute.bets,
      {
        schema: {
          tags,
          summary: "The player's bets, newest first",
          querystring: BetsQuery,
          response: { 200: BetsResponse, ...betErrors },
        },
      },
      (request) => betting.list(signedIn(request).userId, request.query, request.locale),
    );

    g.get(
      BetsRoute.bet,
      {
        schema: {
          tags,
          summary: 'One of the player’s bets',
          params: BetIdParams,
          response: { 200: z.object({ data: BetSchema }), ...betErrors },
        },
      },
      async (request) => ({
        data: await betting.get(signedIn(request).userId, request.params.id, request.locale),
      }),
    );

    g.post(
      BetsRoute.bets,
      {
        schema: {
          tags,
          summary: 'Place bets',
          description: [
            'All bets of the payload or none, in one transaction with their ledger rows.',
            'Send a fresh `Idempotency-Key` per placement and the same one on a retry: the retry answers the first response and never places again (409 idempotency_key_reused when the body differs). Without the header every request is a new placement.',
            'Odds are checked against the current prices with the player’s auto_accept_odds_change: none refuses any difference, higher accepts higher current odds (placed at them) and refuses lower ones, any places at the current odds. Refusals: 422 with code 101 (odds), 120 (custom odds), bonus_not_available or bet_validation_failed (errors_by_bet[].code is the domain rule); 409 insufficient_funds; 403 limit_exceeded.',
          ].join('\n\n'),
          body: PlaceBetsBody,
          response: { 200: PlaceBetsResponse, ...betErrors },
        },
      },
      async (request, reply) => {
        const placed = await betting.place(
          signedIn(request).userId,
          request.body,
          idempotencyKeyOf(request),
          request.locale,
        );
        // A new placement's answer is already JSON (the one stored for retries): sent as is.
        const { json } = placed;
        if (json !== undefined) reply.type('application/json; charset=utf-8').serializer(() => json);
        return placed.response;
      },
    );

    g.post(
      BetsRoute.maxStake,
      {
        schema: {
          tags,
          summary: 'Largest stake for a bet now',
          description: 'Max payout per currency, the bet limit and the balance applied, at current odds.',
          body: MaxStakeBody,
          response: { 200: MaxStakeResponse, ...betErrors },
        },
      },
      (request) => betting.maxStake(signedIn(request).userId, request.body),
    );

    g.post(
      BetsRoute.cashout,
      {
        schema: {
          tags,
          summary: 'Cash a bet out',
          description:
            'Pays the current offer when it is at least to_cashout, exactly once. Offers (keeping a 5 % margin): single and combo, stake × accepted odds / current odds × 0.95; system, the sum of that over its combinations at the per-combination stake (a lost selection zeroes only its combinations); custom bet, stake × accepted builder price / the builder price of its open selections now × 0.95. A bonus bet follows its settlement: a combo boost is priced at its boosted odds (the boost’s part paid as comboboost_win); a free bet’s offer leaves out the stake the player never paid (freebet, freebet_only_win and freebet_no_risk: that value − stake, none when not above 0; cashing out ends the no-risk cover; freebet_all_win: as a cash bet), paid as freebet_win. With `amount` below the offer, a partial cash out: pays amount, the bet stays open at stake × (1 − amount / offer) rounded down (system bets: to a multiple of their lines) and a proportional potential win, and its auto cash-out rule is removed; amount from 1.00 (100 subunits; never above the offer) up to what keeps one subunit of stake open, or the whole offer. 422 cashout_amount_changed (details[0].to_cashout: the offer now), cashout_amount_invalid (details[0].min / max) or cashout_unavailable; 409 bet_not_open.',
          body: CashoutBody,
          response: { 200: CashoutResponse, ...betErrors },
        },
      },
      async (request) => ({
        data: await betting.cashout(signedIn(request).userId, request.body, request.locale),
      }),
    );

    g.post(
      BetsRoute.autoCashout,
      {
        schema: {
          tags,
          summary: 'Set or remove an auto cash-out rule',
          description:
            'Cash the open bet out in full, at the offer then, as soon as a refresh of its offer (on a price move) reaches target; exactly once, with its ledger row, and the player told by balance_changed and bet_changed. target must be above the offer now and at most the potential win; null removes the rule. 422 auto_cashout_invalid (details[0].min / max); 409 bet_not_open.',
          body: AutoCashoutBody,
          response: { 200: AutoCashoutResponse, ...betErrors },
        },
      },
      async (request) => ({
        data: await betting.setAutoCashout(signedIn(request).userId, request.body, request.locale),
      }),
    );
  });
};

/** The share-code routes below /api/sportsbook/v2 as well (SPEC §7 lists them with the v2 calls). */
export const shareCodeRoutes: FastifyPluginAsyncZod<BettingRoutesOptions> = async (app, opts) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
  await app.register(publicRoutes, { betting: opts.betting, auth: opts.auth });
};
