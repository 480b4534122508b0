import {
  type AccessRule,
  ApiError,
  ConfirmationQuery,
  ConfirmationResponse,
  EmailBody,
  MessageResponse,
  PlatformAccess,
  PlatformErrorCode,
  PlatformRoute,
  ResetPasswordBody,
  SignInBody,
  SignInResponse,
  SignUpBody,
  type SignUpField,
  SignUpResponse,
  UnlockQuery,
} from '@sportsbook/contract';
import { accessAllowed } from '@sportsbook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, requestCountry, requestToken } from '../auth/auth.ts';
import { sha256 } from '../auth/crypto.ts';
import { platformError } from '../auth/errors.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { countryOf, playerStatuses, playerView } from './profile.ts';
import { normaliseEmail, type PlayersService } from './service.ts';
import { DEVICE_TRUST_COOKIE, DEVICE_TRUST_DAYS } from './trusted-devices.ts';

export interface UserRoutesOptions {
  players: PlayersService;
  auth: Auth;
  sessions: SessionStore;
  blockedCountries: readonly string[];
  /** Site config signIn / signUp rules (allowed, allowed and blocked countries); absent: allowed. */
  access?: { signIn: AccessRule; signUp: AccessRule } | undefined;
  statusGroupRequired: string | undefined;
  platformUrl: string;
  signUpRequiredFields: readonly SignUpField[];
}

const tags = ['platform-users'];
const TOO_MANY = '429 rate_limited (per address or per account; Retry-After says when to try again).';

/** The account a body names, for the per-account rate limit. */
const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${normaliseEmail(email)}` : undefined;
};

/**
 * Sign-in counts per account and device cookie: a flood naming the account uses up the budget of
 * cookie-less callers, not the one of the player's own device.
 */
const byEmailAndDevice = (request: FastifyRequest) => {
  const account = byEmail(request);
  const device = request.cookies[DEVICE_TRUST_COOKIE];
  return account && device ? `${account}|device:${sha256(device)}` : account;
};
const SENT = 'If the address is registered, an e-mail is on its way';

/**
 * Public Devise-style user routes below /api/platform (ARCHITECTURE "Player endpoints"): sign-up,
 * sign-in, confirmation, password and unlock, plus the public access check.
 */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, opts) => {
  const { players, auth, sessions } = opts;
  const blocked = new Set(opts.blockedCountries);

  /** The site config's rule for the action lets a visitor from `country` in (no rule: yes). */
  function ruleAllows(action: 'signIn' | 'signUp', country: string | null): boolean {
    const rule = opts.access?.[action];
    return !rule || accessAllowed(rule, country);
  }

  /** 403 when the site config turns the action off, or the visitor's country may not use it. */
  function assertCountryAllowed(request: FastifyRequest, action: 'signIn' | 'signUp'): string | null {
    const rule = opts.access?.[action];
    if (rule && !rule.allowed) {
      const code = action === 'signIn' ? PlatformErrorCode.signInDisabled : PlatformErrorCode.signUpDisabled;
      throw platformError(
        403,
        code,
        `${action === 'signIn' ? 'Sign-in' : 'Sign-up'} is not available on this site`,
      );
    }
    const country = requestCountry(request);
    const refused = (country && blocked.has(country)) || !ruleAllows(action, country);
    if (refused) {
      throw platformError(
        403,
        PlatformErrorCode.countryBlocked,
        `Not available in ${country ?? 'your country'}`,
        [{ path: 'country', message: country ?? '' }],
      );
    }
    return country;
  }

  app.post(
    PlatformRoute.signUp,
    {
      config: { authLimit: { group: 'sign_up', account: byEmail } },
      schema: {
        tags,
        summary: 'Sign up',
        description:
          'Creates an unconfirmed player with an account in `currency` and e-mails a confirmation link. ' +
          '409 email_taken; 403 country_blocked; 400 validation_error with details[].message in FieldError ' +
          '(`blank` for a field SIGNUP_REQUIRED_FIELDS requires); 422 underage (date_of_birth under 18). ' +
          TOO_MANY,
        body: SignUpBody,
        response: {
          201: SignUpResponse,
          400: ApiError,
          403: ApiError,
          409: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const country = assertCountryAllowed(request, 'signUp');
      const user = await players.signUp(request.body, { locale: request.locale, country });
      return reply.code(201).send({ email: user.email, confirmation_sent: true });
    },
  );

  app.post(
    PlatformRoute.signIn,
    {
      config: { authLimit: { group: 'sign_in', account: byEmailAndDevice } },
      schema: {
        tags,
        summary: 'Sign in',
        description:
          'Opens a session: cookies sb_session (HttpOnly) and sb_csrf, or with `bearer: true` a token for ' +
          '`Authorization: Bearer`. 401 invalid_credentials; 403 unconfirmed, locked, self_excluded, ' +
          'cooling_off, activity_limit_reached, country_blocked. ' +
          TOO_MANY,
        body: SignInBody,
        response: { 200: SignInResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      assertCountryAllowed(request, 'signIn');
      const bearer = request.body.bearer === true;
      const { user, deviceToken } = await players.signIn(request.body.email, request.body.password, {
        token: request.cookies[DEVICE_TRUST_COOKIE],
        trust: !bearer,
      });
      if (deviceToken) {
        auth.setDeviceCookie(request, reply, {
          name: DEVICE_TRUST_COOKIE,
          value: deviceToken,
          path: request.routeOptions.url ?? '/',
          maxAgeSeconds: DEVICE_TRUST_DAYS * 24 * 3600,
        });
      }
      const previous = requestToken(request);
      if (previous) {
        const row = await sessions.find(previous.token);
        if (row && !row.endedAt) await sessions.end(row.id, 'sign_out');
      }
      const { token, row } = await sessions.create(user.id, bearer ? 'bearer' : 'cookie');
      if (!bearer) auth.setSessionCookies(request, reply, token);
      return {
        player: playerView(user, request.locale),
        ...(bearer ? { token } : {}),
        expires_at: row.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    PlatformRoute.confirmation,
    {
      config: { authLimit: { group: 'confirmation' } },
      schema: {
        tags,
        summary: 'Confirm the e-mail address',
        description: '400 token_invalid (unknown or used), token_expired, already_confirmed.',
        querystring: ConfirmationQuery,
        response: { 200: ConfirmationResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const user = await players.confirm(request.query.confirmation_token);
      return { email: user.email, confirmed: true as const };
    },
  );

  app.post(
    PlatformRoute.confirmation,
    {
      config: { authLimit: { group: 'confirmation', account: byEmail } },
      schema: {
        tags,
        summary: 'Resend the confirmation e-mail',
        body: EmailBody,
        response: { 200: MessageResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      await players.resendConfirmation(request.body.email);
      return { message: SENT };
    },
  );

  app.post(
    PlatformRoute.password,
    {
      config: { authLimit: { group: 'password', account: byEmail } },
      schema: {
        tags,
        summary: 'Forgot password: e-mail a reset link',
        body: EmailBody,
        response: { 200: MessageResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      await players.forgotPassword(request.body.email);
      return { message: SENT };
    },
  );

  app.put(
    PlatformRoute.password,
    {
      config: { authLimit: { group: 'password' } },
      schema: {
        tags,
        summary: 'Reset the password with reset_password_token',
        description: 'Unlocks the account and ends every session. 400 token_invalid, token_expired.',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      await players.resetPassword(request.body);
      return { message: 'Password changed; sign in with the new one' };
    },
  );

  app.get(
    PlatformRoute.unlock,
    {
      config: { authLimit: { group: 'unlock' } },
      schema: {
        tags,
        summary: 'Unlock the account',
        description: '400 token_invalid, token_expired.',
        querystring: UnlockQuery,
        response: { 200: MessageResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      await players.unlock(request.query.unlock_token);
      return { message: 'Account unlocked' };
    },
  );

  app.post(
    PlatformRoute.unlock,
    {
      config: { authLimit: { group: 'unlock', account: byEmail } },
      schema: {
        tags,
        summary: 'Resend the unlock e-mail',
        body: EmailBody,
        response: { 200: MessageResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      await players.resendUnlock(request.body.email);
      return { message: SENT };
    },
  );

  app.get(
    PlatformRoute.access,
    {
      schema: {
        tags,
        summary: 'Country blocking and status-group check for the caller',
        response: { 200: PlatformAccess },
      },
    },
    async (request) => {
      const code = requestCountry(request);
      const countryBlocked = code !== null && blocked.has(code);
      const required = opts.statusGroupRequired ?? null;
      let passed = required === null;
      if (!passed) {
        const session = await auth.resolve(request);
        const user = session ? await players.findById(session.userId) : null;
        passed = user !== null && required !== null && playerStatuses(user).includes(required);
      }
      return {
        country: countryOf(code, request.locale) ?? (code ? { code, name: code } : null),
        country_blocked: countryBlocked,
        sign_in_allowed: !countryBlocked && ruleAllows('signIn', code),
        sign_up_allowed: !countryBlocked && ruleAllows('signUp', code),
        sign_up_required_fields: [...opts.signUpRequiredFields],
        status_group_check: {
          enabled: required !== null,
          required_status: required,
          passed,
          redirect_url: passed ? null : opts.platformUrl,
        },
      };
    },
  );
};
