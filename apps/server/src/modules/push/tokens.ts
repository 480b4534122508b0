import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** Claims of a connection token: `sub` is the user id ('' for an anonymous visitor). */
export interface ConnectionClaims {
  sub: string;
  exp?: number;
  info?: unknown;
}

/** Claims of a subscription token for a `$` channel. */
export interface SubscriptionClaims {
  sub: string;
  channel: string;
  exp?: number;
}

/** A checked token: its claims, or why it was refused (bad signature or shape, or expired). */
export type Verified<T> = { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' };

export interface PushTokensOptions {
  secret: string;
  connectionTtlSeconds: number;
  subscriptionTtlSeconds: number;
  /** Clock in milliseconds (tests move it). */
  now?: () => number;
}

/**
 * HS256 JWTs with a shared secret, as Centrifugo reads them (PUSH-PROTOCOL.md "Tokens"), so a real
 * Centrifugo configured with the same secret accepts the tokens this server hands out.
 */
export class PushTokens {
  private readonly key: Uint8Array;
  private readonly now: () => number;

  constructor(private readonly options: PushTokensOptions) {
    this.key = new TextEncoder().encode(options.secret);
    this.now = options.now ?? Date.now;
  }

  /** A connection token for `userId` ('' for anonymous), valid `ttlSeconds` (default from options). */
  connectionToken(userId: string, opts: { info?: unknown; ttlSeconds?: number } = {}): Promise<string> {
    const payload: JWTPayload = opts.info === undefined ? {} : { info: opts.info };
    return this.sign(payload, userId, opts.ttlSeconds ?? this.options.connectionTtlSeconds);
  }

  /** A subscription token for `userId` on `channel`. */
  subscriptionToken(userId: string, channel: string, opts: { ttlSeconds?: number } = {}): Promise<string> {
    return this.sign({ channel }, userId, opts.ttlSeconds ?? this.options.subscriptionTtlSeconds);
  }

  async verifyConnectionToken(token: string): Promise<Verified<ConnectionClaims>> {
    const checked = await this.verify(token);
    if (!checked.ok) return checked;
    const { sub = '', exp, info } = checked.claims;
    if (typeof sub !== 'string') return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      claims: { sub, ...(exp !== undefined ? { exp } : {}), ...(info !== undefined ? { info } : {}) },
    };
  }

  async verifySubscriptionToken(token: string): Promise<Verified<SubscriptionClaims>> {
    const checked = await this.verify(token);
    if (!checked.ok) return checked;
    const { sub = '', exp, channel } = checked.claims;
    if (typeof sub !== 'string' || typeof channel !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { sub, channel, ...(exp !== undefined ? { exp } : {}) } };
  }

  private sign(payload: JWTPayload, sub: string, ttlSeconds: number): Promise<string> {
    const nowSeconds = Math.floor(this.now() / 1000);
    return new SignJWT({ ...payload, sub })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ttlSeconds)
      .sign(this.key);
  }

  private async verify(token: string): Promise<Verified<JWTPayload>> {
    if (typeof token !== 'string' || token === '') return { ok: false, reason: 'invalid' };
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      return { ok: true, claims: payload };
    } catch (error) {
      // jose checks the signature before the claims: an expired token here is a genuine one.
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }
}
