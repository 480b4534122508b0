import {
  ApiError,
  CASHIER_SIGNATURE_HEADER,
  CashierNotificationBody,
  CashierNotificationResponse,
  CashierRoute,
  DepositCreateBody,
  DepositCreateResponse,
  Payment,
  PaymentIdParams,
  QuickDepositBody,
  QuickDepositResponse,
  SavedCard,
  TransactionsQuery,
  TransactionsResponse,
} from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../players/player-routes.ts';
import type { CashierService } from './service.ts';
import { verifyNotification } from './signature.ts';

export interface CashierRoutesOptions {
  cashier: CashierService;
  auth: Auth;
  /** CASHIER_WEBHOOK_SECRET. */
  webhookSecret: string;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body bytes as received (the notification route only: its signature covers them). */
    rawBody?: Buffer;
    /** The verified notification signature's digest (the replay key). */
    cashierSignature?: string;
  }
}

const tags = ['cashier'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };
const byPlayer = (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : undefined);
const CashierNotificationHeaders = z.object({
  [CASHIER_SIGNATURE_HEADER]: z.string().optional().describe('t=<unix seconds>,v1=<hex HMAC-SHA256>'),
});

/** The signed-in player's cashier: deposits, quick deposit, saved card, transaction history. */
async function playerRoutes(app: FastifyInstance, { cashier, auth }: CashierRoutesOptions) {
  app.addHook('onRequest', auth.guard);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    CashierRoute.deposits,
    {
      config: { authLimit: { group: 'cashier', account: byPlayer } },
      schema: {
        tags,
        summary: 'Start a deposit',
        description: [
          'Creates a payment of `amount` subunits and returns the provider card form to show in an iframe, or on a full page: then the provider sends the player back to `<return_path>/success|error|pending?payment_id=<id>`. The balance changes only when the provider’s signed notification approves it.',
          '400 deposit_return_path_invalid (return_path not site-relative: a leading `//`, a scheme, a backslash, a control character, more than 200 characters), 422 deposit_amount_out_of_range (details min, max: the currency’s bounds, DEPOSIT_MIN / DEPOSIT_MAX), 422 deposit_fields_missing (details: the empty profile fields DEPOSIT_REQUIRED_FIELDS names), 403 self_excluded, cooling_off or deposit_limit_exceeded (the same checks run again at credit), 503 payment_provider_unavailable.',
        ].join('\n\n'),
        body: DepositCreateBody,
        response: { 200: DepositCreateResponse, ...errors, 429: ApiError, 503: ApiError },
      },
    },
    (request) => cashier.createDeposit(signedIn(request).userId, request.body),
  );
  r.get(
    CashierRoute.deposit,
    {
      schema: {
        tags,
        summary: 'One of the player’s payments',
        description: 'Another player’s payment answers 404 payment_not_found, as an unknown one.',
        params: PaymentIdParams,
        response: { 200: Payment, ...errors },
      },
    },
    (request) => cashier.payment(signedIn(request).userId, request.params.payment_id),
  );
  r.post(
    CashierRoute.quickDeposits,
    {
      config: { authLimit: { group: 'cashier', account: byPlayer } },
      schema: {
        tags,
        summary: 'Quick deposit with the saved card',
        description:
          'Charges the card of the player’s last approved card deposit; status approved, declined or pending (a pending one is settled by a later notification). 409 saved_card_missing; 403 quick_deposit_disabled (feature flags quick_deposit, or quick_deposit_test with player status spi_test); the deposit checks of POST /deposits.',
        body: QuickDepositBody,
        response: { 200: QuickDepositResponse, ...errors, 429: ApiError, 503: ApiError },
      },
    },
    (request) => cashier.quickDeposit(signedIn(request).userId, request.body),
  );
  r.get(
    CashierRoute.savedCard,
    {
      schema: {
        tags,
        summary: 'The saved card (quick deposit), or null',
        response: { 200: SavedCard.nullable(), ...errors },
      },
    },
    async (request, reply) => reply.send(await cashier.savedCard(signedIn(request).userId)),
  );
  r.get(
    CashierRoute.transactions,
    {
      schema: {
        tags,
        summary: 'Transaction history (the ledger), newest first',
        description:
          'Every balance change of the player in every currency: deposits, stakes (bet_stake), payouts, cash outs, bonus movements and adjustments. Filters: kind (comma list), currency, from (inclusive) and to (exclusive) ISO times; page and limit.',
        querystring: TransactionsQuery,
        response: { 200: TransactionsResponse, ...errors },
      },
    },
    (request) => cashier.transactions(signedIn(request).userId, request.query),
  );
}

/**
 * POST /notifications: the provider's server-to-server call. The JSON parser of this scope keeps the
 * raw bytes, and the signature is checked on them before the body is even validated.
 */
async function notificationRoutes(app: FastifyInstance, opts: CashierRoutesOptions) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    parseJson(request, raw.toString('utf8'), done);
  });
  const refused = (request: FastifyRequest, err: unknown, paymentId?: string) => {
    if (err instanceof HttpError && err.statusCode < 500) {
      request.log.warn(
        { code: err.code, status: err.statusCode, paymentId, ip: request.ip },
        'payment notification refused',
      );
    }
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    CashierRoute.notifications,
    {
      preValidation: async (request) => {
        try {
          const sig = verifyNotification(
            opts.webhookSecret,
            request.headers[CASHIER_SIGNATURE_HEADER],
            request.rawBody,
            opts.now(),
          );
          request.cashierSignature = sig.digest;
        } catch (err) {
          refused(request, err);
          throw err;
        }
      },
      schema: {
        tags,
        summary: 'Payment provider notification (server to server)',
        description: [
          'Header `X-Cashier-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed by CASHIER_WEBHOOK_SECRET, checked over the raw body bytes before anything else.',
          'Refused, changing nothing and logged as a warning: 401 cashier_signature_missing, cashier_signature_invalid, cashier_signature_expired (t more than 5 minutes away); 409 cashier_notification_replayed (the same signature again); 422 cashier_notification_mismatch (amount or currency differ from the payment’s); 404 payment_not_found; 409 payment_transition_invalid.',
          'A payment is credited exactly once however often (and however concurrently) its approval arrives: the ledger row (kind deposit, ref the payment id), the balance and the payment status change in one transaction, then balance_changed is pushed to the player. A repeated status answers 200 with credited false. An approval that a deposit limit or an exclusion forbids by now leaves the payment declined (failure_code) and the balance unchanged.',
        ].join('\n\n'),
        headers: CashierNotificationHeaders,
        body: CashierNotificationBody,
        response: { 200: CashierNotificationResponse, ...errors },
      },
    },
    async (request) => {
      try {
        return await opts.cashier.notify(request.cashierSignature ?? '', request.body);
      } catch (err) {
        refused(request, err, request.body.payment_id);
        throw err;
      }
    },
  );
}

/** The cashier below /api/cashier (registered by app.ts with the payment provider's routes). */
export const cashierRoutes: FastifyPluginAsyncZod<CashierRoutesOptions> = async (app, opts) => {
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
  const own = { cashier: opts.cashier, auth: opts.auth, webhookSecret: opts.webhookSecret, now: opts.now };
  await app.register(playerRoutes, own);
  await app.register(notificationRoutes, own);
};
