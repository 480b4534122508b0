import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ApiError,
  CashierRoute,
  EmulatorChallengeBody,
  EmulatorPageQuery,
  EmulatorPayBody,
  EmulatorPayResponse,
  EmulatorStatusResponse,
  isSafeReturnPath,
} from '@sportsbook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { returnPathInvalid } from '../cashier/errors.ts';
import { challengePage, formPage, PAGE_CSP, type PagePayment } from './pages.ts';
import type { PaymentEmulator } from './service.ts';

export interface EmulatorRoutesOptions {
  emulator: PaymentEmulator;
}

const tags = ['payment-emulator'];
const errors = { 400: ApiError, 404: ApiError, 409: ApiError };
const HTML = z.string().describe('HTML page');
const ASSETS = path.join(import.meta.dirname, 'assets');

/** Card-testing guard: submissions per payment (and per client address) are rate limited. */
const byPayment = (request: FastifyRequest) => {
  const id = (request.body as { payment_id?: unknown } | undefined)?.payment_id;
  return typeof id === 'string' ? `payment:${id}` : undefined;
};

function asset(name: string, type: string) {
  const text = readFileSync(path.join(ASSETS, name), 'utf8');
  return async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type(type).header('Cache-Control', 'public, max-age=300').send(text);
}

/** The payment of a page request, with its return_path checked again (it came through the browser). */
async function pagePayment(emulator: PaymentEmulator, query: EmulatorPageQuery): Promise<PagePayment> {
  if (query.return_path !== undefined && !isSafeReturnPath(query.return_path)) throw returnPathInvalid();
  const row = await emulator.find(query.payment_id);
  return { ...row, returnPath: query.return_path };
}

function html(reply: FastifyReply, page: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', PAGE_CSP)
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store')
    .send(page);
}

/**
 * The emulated payment provider below /api/cashier/emulator: its pages, their script and style,
 * the provider script the product loads, and the endpoints its pages call.
 */
export const emulatorRoutes: FastifyPluginAsyncZod<EmulatorRoutesOptions> = async (app, { emulator }) => {
  app.get(
    CashierRoute.emulatorForm,
    {
      schema: {
        tags,
        summary: 'Card form of the emulated provider (HTML, in an iframe or on a full page)',
        description:
          'On a full page (not framed) a final status sends the player to `<return_path>/success|error|pending?payment_id=<id>`; 400 deposit_return_path_invalid when return_path is not site-relative.',
        querystring: EmulatorPageQuery,
        response: { 200: HTML, ...errors },
      },
    },
    async (request, reply) => html(reply, formPage(await pagePayment(emulator, request.query))),
  );
  app.get(
    CashierRoute.emulatorChallenge,
    {
      schema: {
        tags,
        summary: '3-D Secure page of the emulated provider (HTML)',
        querystring: EmulatorPageQuery,
        response: { 200: HTML, ...errors },
      },
    },
    async (request, reply) => html(reply, challengePage(await pagePayment(emulator, request.query))),
  );
  app.post(
    CashierRoute.emulatorPay,
    {
      config: { authLimit: { group: 'cashier', account: byPayment } },
      schema: {
        tags,
        summary: 'Pay with a card (the emulated card form posts here)',
        description:
          'Test cards: 4242 4242 4242 4242 approved; 4000 0000 0000 0002 declined; 4000 0000 0000 3220 challenge (3-D Secure: challenge_url); 4000 0000 0000 0077 pending, approved about 5 s later (CASHIER_EMULATOR_PENDING_MS). Any other number, or an expired card, is declined. The outcome is notified to POST /api/cashier/notifications, signed, through the real route; the answer is the payment status after it. The card number is never stored or logged (the last 4 digits are). One submission per payment (409 payment_transition_invalid).',
        body: EmulatorPayBody,
        response: { 200: EmulatorPayResponse, ...errors, 429: ApiError },
      },
    },
    (request) => emulator.pay(request.body),
  );
  app.post(
    CashierRoute.emulatorChallenge,
    {
      schema: {
        tags,
        summary: 'Answer the 3-D Secure check (approve or fail)',
        body: EmulatorChallengeBody,
        response: { 200: EmulatorPayResponse, ...errors },
      },
    },
    (request) => emulator.challenge(request.body),
  );
  app.get(
    CashierRoute.emulatorStatus,
    {
      schema: {
        tags,
        summary: 'Status of a payment at the emulated provider',
        querystring: EmulatorPageQuery,
        response: { 200: EmulatorStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const row = await emulator.find(request.query.payment_id);
      reply.header('Cache-Control', 'no-store');
      return { payment_id: row.paymentId, status: row.status };
    },
  );
  const js = 'text/javascript; charset=utf-8';
  const script = { tags, response: { 200: z.string().describe('JavaScript') } };
  app.get(
    CashierRoute.emulatorScript,
    { schema: { ...script, summary: 'The provider script (see README "Cashier")' } },
    asset('provider.js', js),
  );
  app.get(
    CashierRoute.emulatorFormScript,
    { schema: { ...script, summary: 'Script of the emulator pages' } },
    asset('form.js', js),
  );
  app.get(
    CashierRoute.emulatorFormStyle,
    {
      schema: { tags, summary: 'Style of the emulator pages', response: { 200: z.string().describe('CSS') } },
    },
    asset('form.css', 'text/css; charset=utf-8'),
  );
};
