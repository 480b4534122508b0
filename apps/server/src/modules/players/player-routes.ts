import {
  ApiError,
  CompPoints,
  Phone,
  PhoneBody,
  PhoneVerifyBody,
  PlatformRoute,
  Player,
  PlayerUpdateBody,
  StatusGroupsResponse,
  UpdateLocaleBody,
} from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth, AuthContext } from '../auth/auth.ts';
import { unauthorized } from '../auth/errors.ts';
import { playerView, statusGroups } from './profile.ts';
import type { PlayersService } from './service.ts';

export interface PlayerRoutesOptions {
  players: PlayersService;
  auth: Auth;
}

const tags = ['platform-player'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** The signed-in player, for the per-account rate limit of the phone endpoints. */
const byPlayer = (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : undefined);

/** The signed-in player of a guarded route (the guard has set it). */
export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Routes of the signed-in player; registered inside the guarded scope (see platform.ts). */
export const playerRoutes: FastifyPluginAsyncZod<PlayerRoutesOptions> = async (app, opts) => {
  const { players, auth } = opts;

  async function currentUser(request: FastifyRequest) {
    const user = await players.findById(signedIn(request).userId);
    if (!user) throw unauthorized();
    return user;
  }

  app.delete(
    PlatformRoute.signOut,
    {
      schema: {
        tags: ['platform-users'],
        summary: 'Sign out',
        description: 'Ends the session and clears the cookies.',
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      await auth.end(request, 'sign_out');
      auth.clearSessionCookies(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    PlatformRoute.player,
    { schema: { tags, summary: 'The signed-in player', response: { 200: Player, ...errors } } },
    async (request) => playerView(await currentUser(request), request.locale),
  );

  app.patch(
    PlatformRoute.player,
    {
      schema: {
        tags,
        summary: 'Update profile fields',
        description: 'Fills the fields a deposit needs (auth_fields_missed) or corrects them.',
        body: PlayerUpdateBody,
        response: { 200: Player, ...errors },
      },
    },
    async (request) => {
      const user = await players.updateProfile(signedIn(request).userId, request.body);
      return playerView(user, request.locale);
    },
  );

  app.patch(
    PlatformRoute.updateLocale,
    {
      schema: {
        tags,
        summary: 'Save the locale on the profile',
        body: UpdateLocaleBody,
        response: { 200: Player, ...errors },
      },
    },
    async (request) => {
      const user = await players.updateLocale(signedIn(request).userId, request.body.locale);
      return playerView(user, request.locale);
    },
  );

  app.get(
    PlatformRoute.phone,
    { schema: { tags, summary: 'Phone and its verification state', response: { 200: Phone, ...errors } } },
    async (request) => players.phone(signedIn(request).userId),
  );

  app.post(
    PlatformRoute.phone,
    {
      config: { authLimit: { group: 'phone', account: byPlayer } },
      schema: {
        tags,
        summary: 'Set the phone number and text a verification code',
        description: '429 sms_resend_timeout (before resend_timeout_until) or sms_limit_reached.',
        body: PhoneBody,
        response: { 200: Phone, ...errors, 429: ApiError },
      },
    },
    async (request) =>
      players.setPhone(
        signedIn(request).userId,
        request.body.phone_number,
        request.body.phone_country ?? null,
      ),
  );

  app.post(
    PlatformRoute.phoneVerify,
    {
      config: { authLimit: { group: 'phone', account: byPlayer } },
      schema: {
        tags,
        summary: 'Verify the phone with the texted code',
        description: '400 sms_code_invalid; 409 phone_not_set.',
        body: PhoneVerifyBody,
        response: { 200: Phone, ...errors, 409: ApiError, 429: ApiError },
      },
    },
    async (request) => players.verifyPhone(signedIn(request).userId, request.body.code),
  );

  app.get(
    PlatformRoute.compPoints,
    { schema: { tags, summary: 'Comp points', response: { 200: CompPoints, ...errors } } },
    async (request) => ({ persistent: { points: (await currentUser(request)).compPoints } }),
  );

  app.get(
    PlatformRoute.statusGroups,
    {
      schema: {
        tags,
        summary: 'Comp-point status groups',
        response: { 200: StatusGroupsResponse, ...errors },
      },
    },
    async (request) => ({ data: statusGroups((await currentUser(request)).compPoints) }),
  );
};
