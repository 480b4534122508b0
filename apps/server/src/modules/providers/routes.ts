import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AdditionalProvider,
  ApiError,
  ProviderForcedResultBody,
  ProviderParams,
  ProviderRound,
  ProviderRoundParams,
  ProviderSessionBody,
  ProviderSessionResponse,
  ProviderStakeBody,
  ProviderSwitchBody,
} from '@sportsbook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCTS } from './products.ts';
import type { ProviderEmulator } from './service.ts';
import { PLAY_CSP, playPage } from './view.ts';

const tags = ['provider-emulator'];
const errors = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError };
const ASSETS = path.join(import.meta.dirname, 'assets');

function asset(name: string, type: string) {
  const text = readFileSync(path.join(ASSETS, name), 'utf8');
  return async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type(type).header('Cache-Control', 'public, max-age=300').send(text);
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * The emulated provider of the demo below /api/providers: its page (framed by /racing, /lotteries,
 * /premium-cricket; same origin through the web server's /api proxy), its script and style, and the
 * calls the page makes with the provider session it got for the launch token.
 */
export const providerEmulatorRoutes: FastifyPluginAsyncZod<{ emulator: ProviderEmulator }> = async (
  app,
  { emulator },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  app.get(
    '/:provider/play',
    {
      schema: {
        tags,
        summary: 'The provider page a launch URL opens (HTML; its script redeems the token)',
        params: ProviderParams,
        response: { 200: z.string().describe('HTML page') },
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PLAY_CSP)
        .header('Referrer-Policy', 'no-referrer')
        .send(playPage(request.params.provider, PRODUCTS[request.params.provider].title)),
  );
  app.post(
    '/:provider/sessions',
    {
      schema: {
        tags,
        summary: 'Redeem a launch token (once) for a provider session',
        params: ProviderParams,
        body: ProviderSessionBody,
        response: { 200: ProviderSessionResponse, ...errors },
      },
    },
    (request) => emulator.open(request.params.provider, request.body.token),
  );
  app.post(
    '/:provider/stakes',
    {
      schema: {
        tags,
        summary:
          "Stake on a selection (Authorization: Bearer <session>); debits the wallet once per transaction_id; 403 limit_exceeded when the player's limits refuse it",
        params: ProviderParams,
        body: ProviderStakeBody,
        response: { 200: ProviderRound, ...errors, 403: ApiError },
      },
    },
    async (request) =>
      emulator.stake(await emulator.session(request.params.provider, bearer(request)), request.body),
  );
  app.post(
    '/:provider/rounds/:round_id/settle',
    {
      schema: {
        tags,
        summary: 'Settle a round (once): the draw, and a wallet credit when it won',
        params: ProviderRoundParams,
        response: { 200: ProviderRound, ...errors },
      },
    },
    async (request) =>
      emulator.settle(
        await emulator.session(request.params.provider, bearer(request)),
        request.params.round_id,
      ),
  );
  const script = { tags, response: { 200: z.string().describe('JavaScript') } };
  app.get(
    '/assets/play.js',
    { schema: { ...script, summary: 'Script of the provider page' } },
    asset('play.js', 'text/javascript; charset=utf-8'),
  );
  app.get(
    '/assets/play.css',
    {
      schema: { tags, summary: 'Style of the provider page', response: { 200: z.string().describe('CSS') } },
    },
    asset('play.css', 'text/css; charset=utf-8'),
  );
};

/**
 * POST /api/dev/providers/result: the next settlement of a provider draws the given selection.
 * POST /api/dev/providers/switch: turns a provider on or off in this process (GET /settings and the
 * launch follow at once: `changed` drops cached copies of GET /settings), so a browser test can show
 * a product the running site has off.
 */
export const providerDevRoutes: FastifyPluginAsyncZod<{
  emulator: ProviderEmulator;
  switches: Record<AdditionalProvider, { enabled: boolean }>;
  changed: () => void;
}> = async (app, { emulator, switches, changed }) => {
  app.post(
    '/providers/result',
    {
      schema: {
        tags: ['dev'],
        summary: 'Fix the next result of an emulated provider (development only)',
        body: ProviderForcedResultBody,
        response: { 200: z.object({ ok: z.literal(true) }), 404: ApiError },
      },
    },
    async (request) => {
      emulator.forceResult(request.body.provider, request.body.selection);
      return { ok: true as const };
    },
  );
  app.post(
    '/providers/switch',
    {
      schema: {
        tags: ['dev'],
        summary: 'Turn an additional provider on or off until the API restarts (development only)',
        body: ProviderSwitchBody,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      switches[request.body.provider] = { enabled: request.body.enabled };
      changed();
      return { ok: true as const };
    },
  );
};
