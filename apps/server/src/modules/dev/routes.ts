import {
  ApiError,
  DevErrorCode,
  DevMailboxQuery,
  DevMailboxResponse,
  DevPlatformRoute,
  DevPlayerStatusesBody,
  DevRoute,
  DevSmsQuery,
  DevSmsResponse,
  DevWalletCreditBody,
  DevWalletCreditResponse,
  ErrorCode,
  FeedEventBody,
  FeedEventResponse,
} from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { FeedError, type FeedSimulator } from '../feed/simulator.ts';
import { listMail, listSms } from '../mail/queries.ts';
import type { PlayersService } from '../players/service.ts';
import { publishBalance } from '../wallet/push.ts';
import { accountView, applyChange } from '../wallet/service.ts';
import { errorReportRoutes } from './error-reports.ts';

export interface DevRoutesOptions {
  feed: FeedSimulator;
  db: Db;
  players: PlayersService;
  /** Clock of ledger rows (tests move it). */
  now?: () => Date;
}

/**
 * Development endpoints under /api/dev (ARCHITECTURE "Development-only endpoints"). app.ts registers
 * them only when config.devTools is on (DEV_TOOLS=1) and NODE_ENV is not production.
 */
export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, opts) => {
  const { feed, db, players } = opts;
  const now = opts.now ?? (() => new Date());

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
  await app.register(errorReportRoutes);

  app.post(
    DevRoute.feedEvents,
    {
      schema: {
        tags: ['dev'],
        summary: 'Apply a feed event (development only)',
        description:
          'goal, odds, suspend, resume, start, finish, settle and provider events, applied through the feed simulator with the same database writes and push publications as the running feed. Returns the updated match (provider events: the provider status).',
        body: FeedEventBody,
        response: { 200: FeedEventResponse, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const body = request.body;
      try {
        switch (body.type) {
          case 'goal':
            return await feed.forceGoal(body.matchId, body.team);
          case 'odds':
            return await feed.forceOdds(body.matchId, {
              ...(body.marketId !== undefined ? { marketId: body.marketId } : {}),
              ...(body.specifier !== undefined ? { specifier: body.specifier } : {}),
              ...(body.factor !== undefined ? { factor: body.factor } : {}),
            });
          case 'suspend':
            return await feed.suspend(body.matchId, body.marketId);
          case 'resume':
            return await feed.resume(body.matchId, body.marketId);
          case 'close':
            return await feed.closeMarkets(body.matchId, body.marketId);
          case 'reopen':
            return await feed.reopenMarkets(body.matchId, body.marketId);
          case 'start':
            return await feed.startMatch(body.matchId);
          case 'finish':
            return await feed.finishMatch(body.matchId);
          case 'settle':
            return await feed.settleMatch(body.matchId);
          case 'provider':
            await feed.setProviderStatus(body.provider, body.status);
            return { provider: body.provider, status: body.status };
        }
      } catch (err) {
        if (err instanceof FeedError) {
          throw err.kind === 'not_found'
            ? new HttpError(404, ErrorCode.notFound, err.message)
            : new HttpError(409, DevErrorCode.feedEventNotApplicable as unknown as ErrorCode, err.message);
        }
        throw err;
      }
    },
  );

  app.post(
    DevRoute.pushForgetHistory,
    {
      schema: {
        tags: ['dev'],
        summary: 'Make the push hub forget its history',
        description:
          'Every channel of the embedded hub loses its history and gets a new epoch, as after a restart of a hub keeping history in memory: clients that resubscribe get recovered:false and reload their state. 409 without an embedded hub.',
        response: { 204: z.null(), 409: ApiError },
      },
    },
    async (_request, reply) => {
      if (!app.pushHub) {
        throw new HttpError(
          409,
          DevErrorCode.feedEventNotApplicable as unknown as ErrorCode,
          'No embedded push hub',
        );
      }
      app.pushHub.forgetHistory();
      return reply.code(204).send(null);
    },
  );

  app.post(
    DevRoute.playerStatuses,
    {
      schema: {
        tags: ['dev'],
        summary: 'Set a player’s statuses (development only)',
        description: 'E.g. ["spi_test"] for the quick_deposit_test flag, or a deposit-reminder player group.',
        body: DevPlayerStatusesBody,
        response: { 200: DevPlayerStatusesBody, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const updated = await db
        .update(users)
        .set({ statuses: request.body.statuses, updatedAt: now() })
        .where(eq(users.email, email))
        .returning({ email: users.email, statuses: users.statuses });
      if (!updated[0]) throw notFound('Player');
      return updated[0];
    },
  );

  app.get(
    DevPlatformRoute.mailbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails sent to an address, newest first (development only)',
        querystring: DevMailboxQuery,
        response: { 200: DevMailboxResponse, 400: ApiError },
      },
    },
    async (request) => ({ data: await listMail(db, request.query.to) }),
  );

  app.get(
    DevPlatformRoute.sms,
    {
      schema: {
        tags: ['dev'],
        summary: 'SMS sent to a number, newest first (development only)',
        querystring: DevSmsQuery,
        response: { 200: DevSmsResponse, 400: ApiError },
      },
    },
    async (request) => ({ data: await listSms(db, request.query.to) }),
  );

  app.post(
    DevPlatformRoute.walletCredit,
    {
      schema: {
        tags: ['dev'],
        summary: 'Credit (or debit) a player account (development only)',
        description:
          'amount in subunits, through the ledger like every balance change; a negative amount debits and ' +
          'never goes below zero (409 insufficient_funds). Publishes balance_changed.',
        body: DevWalletCreditBody,
        response: { 200: DevWalletCreditResponse, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const user = await players.findByEmail(request.body.email);
      if (!user) throw notFound('Player');
      const applied = await applyChange(
        db,
        { userId: user.id, currency: request.body.currency },
        {
          delta: request.body.amount,
          kind: request.body.amount > 0 ? 'deposit' : 'adjustment',
          ref: 'dev',
          at: now(),
        },
      );
      await publishBalance(app.push, applied, request.log);
      return {
        account: accountView(applied.currency, applied.balance, applied.currency === user.currency),
        ledger_id: applied.ledgerId,
      };
    },
  );
};
