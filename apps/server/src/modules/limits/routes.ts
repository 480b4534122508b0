import {
  ActivityTrack,
  ApiError,
  PlatformErrorCode,
  PlatformRoute,
  RealityCheck,
  SportsbookSession,
  UserLimitChangeResponse,
  UserLimitCreateBody,
  UserLimitIdParams,
  UserLimitsResponse,
  UserLimitUpdateBody,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.ts';
import { unauthorized } from '../auth/errors.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { signedIn } from '../players/player-routes.ts';
import type { LimitsService } from './service.ts';

export interface LimitsRoutesOptions {
  limits: LimitsService;
  sessions: SessionStore;
  auth: Auth;
}

const tags = ['platform-limits'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** Responsible gambling: limits, sportsbook sessions, activity tracking, reality check (guarded). */
export const limitsRoutes: FastifyPluginAsyncZod<LimitsRoutesOptions> = async (app, opts) => {
  const { limits, sessions, auth } = opts;

  app.get(
    PlatformRoute.userLimits,
    { schema: { tags, summary: 'The player’s limits', response: { 200: UserLimitsResponse, ...errors } } },
    async (request) => ({ data: await limits.list(signedIn(request).userId) }),
  );

  app.post(
    PlatformRoute.userLimits,
    {
      schema: {
        tags,
        summary: 'Set a limit',
        description:
          'A first or stricter limit applies at once (status active); a looser one waits its cooling ' +
          'period (unconfirmed until confirm_until, then confirmed). Self-exclusion and cooling-off ' +
          'apply at once, end every session and cannot be shortened (409 limit_locked).',
        body: UserLimitCreateBody,
        response: { 201: UserLimitChangeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await limits.create(signedIn(request).userId, request.body);
      if (result.limit.type === 'selfexclusion' || result.limit.type === 'coolingoff') {
        auth.clearSessionCookies(request, reply);
      }
      return reply.code(201).send(result);
    },
  );

  app.patch(
    PlatformRoute.userLimit,
    {
      schema: {
        tags,
        summary: 'Change a limit (stricter: at once; looser: after the cooling period)',
        params: UserLimitIdParams,
        body: UserLimitUpdateBody,
        response: { 200: UserLimitChangeResponse, ...errors },
      },
    },
    async (request) => limits.update(signedIn(request).userId, request.params.id, request.body),
  );

  app.delete(
    PlatformRoute.userLimit,
    {
      schema: {
        tags,
        summary: 'Remove a limit (after the cooling period: *_disabled until disable_at)',
        params: UserLimitIdParams,
        response: { 200: UserLimitChangeResponse, ...errors },
      },
    },
    async (request) => limits.remove(signedIn(request).userId, request.params.id),
  );

  app.post(
    PlatformRoute.sportsbookSessions,
    {
      schema: {
        tags,
        summary: 'Start the sportsbook session (kept when already started)',
        response: { 201: SportsbookSession, ...errors },
      },
    },
    async (request, reply) => {
      const { session } = signedIn(request);
      const values = await limits.startSportsbookSession(session);
      if (values.sportsbookStartedAt) await sessions.update(session.id, values);
      return reply.code(201).send(await limits.sportsbookSessionView({ ...session, ...values }));
    },
  );

  app.post(
    PlatformRoute.sportsbookSessionsContinue,
    {
      schema: {
        tags,
        summary: 'Continue after a reality check',
        response: { 200: SportsbookSession, ...errors },
      },
    },
    async (request) => {
      const { session } = signedIn(request);
      const values = { continuedAt: limits.now() };
      await sessions.update(session.id, values);
      return limits.sportsbookSessionView({ ...session, ...values });
    },
  );

  app.post(
    PlatformRoute.activityLimitTrack,
    {
      schema: {
        tags,
        summary: 'Count a minute of activity',
        description: '401 activity_limit_reached (the session ends) when the activity limit is used up.',
        response: { 200: ActivityTrack, ...errors },
      },
    },
    async (request) => {
      const { reached, ...track } = await limits.trackActivity(signedIn(request).userId);
      if (reached) {
        await auth.end(request, 'activity_limit');
        throw unauthorized(PlatformErrorCode.activityLimitReached);
      }
      return track;
    },
  );

  app.get(
    PlatformRoute.realityCheck,
    {
      config: { sessionInfo: true },
      schema: {
        tags,
        summary: 'Reality check (session info)',
        description:
          '400 reality_check_not_set (stop polling); 403 session_limit_reached when the session limit ' +
          'ended the session (open the out-of-session-limit modal).',
        response: { 200: RealityCheck, ...errors },
      },
    },
    async (request) => limits.realityCheck(signedIn(request).session),
  );
};
