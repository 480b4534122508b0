import { ApiError, LaunchResponse, ProviderParams, WalletRoute } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../players/player-routes.ts';
import { launchProvider, type ProviderSwitches } from './provider-wallet.ts';

export interface ProviderLaunchRoutesOptions {
  db: Db;
  auth: Auth;
  switches: ProviderSwitches;
  now: () => Date;
}

/** The virtual wallet service below /api/wallet (SPEC §7 POST /{provider}/launch). */
export const providerLaunchRoutes: FastifyPluginAsyncZod<ProviderLaunchRoutesOptions> = async (app, opts) => {
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.addHook('onRequest', opts.auth.guard);
  app.post(
    WalletRoute.launch,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Launch an additional provider (horse_racing, lotto, premium_cricket)',
        description:
          'For the signed-in player: a launch URL with a one-time token (stored hashed, redeemable once within 5 minutes) that opens the provider in the product frame. The provider takes stakes from and pays wins to the same wallet, each with a ledger row. 403 provider_disabled when additional_providers.<provider>.enabled is false; 401 for a visitor.',
        params: ProviderParams,
        response: { 200: LaunchResponse, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return launchProvider(opts.db, opts.switches, {
        userId: signedIn(request).userId,
        provider: request.params.provider,
        now: opts.now(),
      });
    },
  );
};
