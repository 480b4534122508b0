import { COUNTRY_HEADER, CSRF_HEADER, PLATFORM_COOKIE, PlatformErrorCode } from '@sportsbook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LimitsService } from '../limits/service.ts';
import { csrfTokenFor, safeEqual } from './crypto.ts';
import { platformError, unauthorized } from './errors.ts';
import type { SessionRow, SessionStore } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player of a route behind the auth guard (null elsewhere). */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * The session-info call (reality check): a reached session limit answers 403 there, 401
     * elsewhere (SPEC §6, §8).
     */
    sessionInfo?: boolean;
  }
}

export interface AuthContext {
  userId: number;
  session: SessionRow;
  /** How the token came: cookie requests need the CSRF header on mutations, bearer ones do not. */
  via: 'cookie' | 'bearer';
}

export interface AuthOptions {
  now: () => Date;
  ttlMs: number;
  cookieSecure: 'auto' | boolean;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BEARER_RE = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;
const COUNTRY_RE = /^[A-Za-z]{2}$/;

/** The token of a request: `Authorization: Bearer` first, else the session cookie. */
export function requestToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = BEARER_RE.exec(header);
    return match?.[1] ? { token: match[1], via: 'bearer' } : null;
  }
  const cookie = request.cookies[PLATFORM_COOKIE.session];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The caller's country (a stand-in for geolocation): X-Country-Code, else the sb_country cookie. */
export function requestCountry(request: FastifyRequest): string | null {
  const header = request.headers[COUNTRY_HEADER];
  const value = (Array.isArray(header) ? header[0] : header) ?? request.cookies[PLATFORM_COOKIE.country];
  return value && COUNTRY_RE.test(value) ? value.toUpperCase() : null;
}

/**
 * Sessions on requests: resolves the token, guards a route subtree (401 with the reason a session
 * ended, CSRF on cookie mutations, session limits), and sets or clears the cookies.
 */
export class Auth {
  constructor(
    private readonly store: SessionStore,
    private readonly limits: LimitsService,
    private readonly opts: AuthOptions,
  ) {}

  /** A live session for the request, without side effects; null for a visitor. */
  async resolve(request: FastifyRequest): Promise<AuthContext | null> {
    if (request.auth) return request.auth;
    const t = requestToken(request);
    if (!t) return null;
    const row = await this.store.find(t.token);
    if (!row || row.endedAt || row.expiresAt <= this.opts.now()) return null;
    return { userId: row.userId, session: row, via: t.via };
  }

  /** For the push token routes: the signed-in player's id or null. */
  readonly userIdFromRequest = async (request: FastifyRequest): Promise<number | null> =>
    (await this.resolve(request))?.userId ?? null;

  /** onRequest hook of the protected subtree: the one place auth is enforced. */
  readonly guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const t = requestToken(request);
    if (!t) throw unauthorized();
    const found = await this.store.findWithLimits(t.token);
    if (!found) throw unauthorized();
    const { row, limits } = found;
    const sessionInfo = request.routeOptions.config.sessionInfo === true;
    if (row.endedAt) throw this.endedError(row.endReason, sessionInfo);
    if (row.expiresAt <= this.opts.now()) throw unauthorized();
    if (t.via === 'cookie' && MUTATIONS.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      const value = Array.isArray(sent) ? sent[0] : sent;
      if (!value || !safeEqual(value, csrfTokenFor(t.token))) {
        throw platformError(403, PlatformErrorCode.csrfFailed, `Missing or wrong ${CSRF_HEADER} header`);
      }
    }
    if ((await this.limits.sessionLimit(row, limits)).reached) {
      await this.store.end(row.id, 'session_limit');
      throw this.endedError('session_limit', sessionInfo);
    }
    await this.store.touch(row);
    if (t.via === 'cookie' && request.cookies[PLATFORM_COOKIE.csrf] !== csrfTokenFor(t.token)) {
      this.setCsrfCookie(request, reply, t.token);
    }
    request.auth = { userId: row.userId, session: row, via: t.via };
  };

  /** Ends the request's session with a reason (the next request gets the matching 401). */
  async end(request: FastifyRequest, reason: Parameters<SessionStore['end']>[1]): Promise<void> {
    if (request.auth) await this.store.end(request.auth.session.id, reason);
  }

  private endedError(reason: SessionRow['endReason'], sessionInfo: boolean) {
    if (reason === 'session_limit') {
      if (sessionInfo) {
        return platformError(403, PlatformErrorCode.sessionLimitReached, 'The session limit is reached');
      }
      return unauthorized(PlatformErrorCode.sessionLimitReached);
    }
    if (reason === 'activity_limit') return unauthorized(PlatformErrorCode.activityLimitReached);
    return unauthorized();
  }

  private secure(request: FastifyRequest): boolean {
    if (this.opts.cookieSecure !== 'auto') return this.opts.cookieSecure;
    return request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
  }

  private setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
    reply.setCookie(PLATFORM_COOKIE.csrf, csrfTokenFor(token), {
      path: '/',
      sameSite: 'lax',
      secure: this.secure(request),
      httpOnly: false,
      maxAge: Math.floor(this.opts.ttlMs / 1000),
    });
  }

  /** Sets the HttpOnly session cookie and the readable CSRF cookie after a cookie sign-in. */
  setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
    reply.setCookie(PLATFORM_COOKIE.session, token, {
      path: '/',
      sameSite: 'lax',
      secure: this.secure(request),
      httpOnly: true,
      maxAge: Math.floor(this.opts.ttlMs / 1000),
    });
    this.setCsrfCookie(request, reply, token);
  }

  /** A long-lived HttpOnly cookie sent to one path only (the device-trust cookie of the sign-in route). */
  setDeviceCookie(
    request: FastifyRequest,
    reply: FastifyReply,
    cookie: { name: string; value: string; path: string; maxAgeSeconds: number },
  ): void {
    reply.setCookie(cookie.name, cookie.value, {
      path: cookie.path,
      sameSite: 'lax',
      secure: this.secure(request),
      httpOnly: true,
      maxAge: cookie.maxAgeSeconds,
    });
  }

  clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
    const secure = this.secure(request);
    reply.clearCookie(PLATFORM_COOKIE.session, { path: '/', sameSite: 'lax', secure, httpOnly: true });
    reply.clearCookie(PLATFORM_COOKIE.csrf, { path: '/', sameSite: 'lax', secure });
  }
}
