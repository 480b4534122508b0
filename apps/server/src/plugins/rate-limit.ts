import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../modules/auth/errors.ts';

/** Endpoint groups counted apart: a burst of sign-ins does not use up the password-reset mails. */
export type AuthLimitGroup =
  | 'sign_in'
  | 'sign_up'
  | 'password'
  | 'confirmation'
  | 'unlock'
  | 'phone'
  | 'cashier';

export interface AuthLimit {
  group: AuthLimitGroup;
  /**
   * The account the request names (a normalised e-mail, or `user:<id>` of the signed-in player);
   * undefined: only the per-address limit applies (token links).
   */
  account?: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Rate limits of an auth endpoint (plugins/rate-limit.ts). */
    authLimit?: AuthLimit;
  }
}

export interface AuthRateLimitOptions {
  /** Requests per client address per window and group. */
  perAddress: number;
  /** Requests naming one account per window and group, from any address. */
  perAccount: number;
  windowMs: number;
}

/**
 * A loopback address is the web server's /api proxy (or a tool on this host) with no client address
 * forwarded: counting it would make every visitor share one budget, which one attacker could use up
 * for all. Such requests get the per-account limit only.
 */
function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/** Keys kept per limiter (least recently used ones are dropped past this). */
const KEYS_KEPT = 50_000;

/**
 * Per-address and per-account limits on the auth endpoints, for routes that declare
 * `config.authLimit`. Counted in memory per API process (@fastify/rate-limit's LocalStore), in the
 * preHandler stage so the validated body names the account. Over a limit: 429 rate_limited with
 * Retry-After. The address is `request.ip`, which follows X-Forwarded-For only from TRUST_PROXY hops
 * (README "Sign-in protection and rate limits": the web server's rewrite passes X-Forwarded-For on as the
 * client sent it and adds none, so per-address limits need a proxy in front that appends it).
 */
export async function registerAuthRateLimit(app: FastifyInstance, opts: AuthRateLimitOptions): Promise<void> {
  await app.register(rateLimit, { global: false, cache: KEYS_KEPT });
  // Each limiter gets its own in-memory store, sized by `cache` (read at run time, not in the types).
  const kept = { cache: KEYS_KEPT };
  const groupOf = (request: FastifyRequest) => request.routeOptions.config.authLimit?.group ?? 'none';
  const byAddress = app.createRateLimit({
    ...kept,
    max: opts.perAddress,
    timeWindow: opts.windowMs,
    // IPv6 counts per /64 (the library default): one host usually holds a whole prefix.
    keyGenerator: (request) => `${groupOf(request)}|${normalizeIP(request.ip)}`,
  });
  const byAccount = app.createRateLimit({
    ...kept,
    max: opts.perAccount,
    timeWindow: opts.windowMs,
    keyGenerator: (request) =>
      `${groupOf(request)}|${request.routeOptions.config.authLimit?.account?.(request) ?? ''}`,
  });

  async function check(request: FastifyRequest): Promise<void> {
    if (!isLoopback(request.ip)) {
      const address = await byAddress(request);
      if (!address.isAllowed && address.isExceeded) {
        throw rateLimited(address.ttlInSeconds, 'Too many requests from your address; try again later');
      }
    }
    if (!request.routeOptions.config.authLimit?.account?.(request)) return;
    const account = await byAccount(request);
    if (!account.isAllowed && account.isExceeded) {
      throw rateLimited(account.ttlInSeconds, 'Too many requests for this account; try again later');
    }
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.authLimit) return;
    const hooks = route.preHandler;
    route.preHandler = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), check];
  });
}
