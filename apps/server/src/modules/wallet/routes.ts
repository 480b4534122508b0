import { AccountCreateBody, AccountsResponse, ApiError, PlatformRoute } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { signedIn } from '../players/player-routes.ts';
import { activateAccount, listAccounts } from './service.ts';

const tags = ['platform-wallet'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** The signed-in player's accounts; inside the guarded scope. */
export const walletRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    PlatformRoute.accounts,
    {
      schema: {
        tags,
        summary: 'Accounts (one per currency), balances in subunits',
        response: { 200: AccountsResponse, ...errors },
      },
    },
    async (request) => ({ data: await listAccounts(db, signedIn(request).userId) }),
  );

  app.post(
    PlatformRoute.accounts,
    {
      schema: {
        tags,
        summary: 'Create the account of a currency if missing and make it the active one',
        body: AccountCreateBody,
        response: { 200: AccountsResponse, ...errors },
      },
    },
    async (request) => ({ data: await activateAccount(db, signedIn(request).userId, request.body.currency) }),
  );
};
