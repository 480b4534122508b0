import type { AccessRule, SignUpField } from '@sportsbook/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../auth/auth.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { limitsRoutes } from '../limits/routes.ts';
import type { LimitsService } from '../limits/service.ts';
import { walletRoutes } from '../wallet/routes.ts';
import { playerRoutes } from './player-routes.ts';
import type { PlayersService } from './service.ts';
import { userRoutes } from './user-routes.ts';

export interface PlatformRoutesOptions {
  db: Db;
  players: PlayersService;
  limits: LimitsService;
  sessions: SessionStore;
  auth: Auth;
  blockedCountries: readonly string[];
  access?: { signIn: AccessRule; signUp: AccessRule } | undefined;
  statusGroupRequired: string | undefined;
  platformUrl: string;
  signUpRequiredFields?: readonly SignUpField[];
}

/**
 * The platform API below /api/platform: the public user routes, then one guarded scope whose
 * onRequest hook (Auth.guard) is the single place authentication, CSRF and session limits are
 * enforced for everything the signed-in player does.
 */
export const platformRoutes: FastifyPluginAsync<PlatformRoutesOptions> = async (app, opts) => {
  const { db, players, limits, sessions, auth } = opts;
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  await app.register(userRoutes, {
    players,
    auth,
    sessions,
    blockedCountries: opts.blockedCountries,
    access: opts.access,
    statusGroupRequired: opts.statusGroupRequired,
    platformUrl: opts.platformUrl,
    signUpRequiredFields: opts.signUpRequiredFields ?? [],
  });

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', auth.guard);
    await guarded.register(playerRoutes, { players, auth });
    await guarded.register(walletRoutes, { db });
    await guarded.register(limitsRoutes, { limits, sessions, auth });
  });
};
