import { MAX_FAILED_SIGN_INS } from '@sportsbook/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trustedDevices, users } from '../../db/schema.ts';
import { randomToken, sha256 } from '../auth/crypto.ts';

/** HttpOnly cookie naming a device the player signed in from (sent to the sign-in route only). */
export const DEVICE_TRUST_COOKIE = 'sb_device_trust';
/** A device unused this long is forgotten. */
export const DEVICE_TRUST_DAYS = 180;
const DEVICE_TRUST_MS = DEVICE_TRUST_DAYS * 24 * 3_600_000;

/**
 * Devices a player signed in from ("device cookies", OWASP): a sign-in that presents the cookie of a
 * device of that account is checked against the device's own wrong-password count, not the account's,
 * and the account lock does not stop it. So a stranger's five wrong passwords lock the account for
 * everyone else but not for the player on their own device; a stolen cookie gets five guesses, then
 * the device is forgotten.
 */
export class TrustedDevices {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * Claims one password check on the device `token` for the account with `email` (counted before the
   * check, like claimSignInAttempt). Null when the token is not a live device of that account or its
   * attempts are used up: the caller goes the account's way.
   */
  async claim(
    token: string,
    email: string,
  ): Promise<{ deviceId: number; userId: number; attempt: number } | null> {
    const since = new Date(this.now().getTime() - DEVICE_TRUST_MS);
    const [row] = await this.db
      .update(trustedDevices)
      .set({ failedAttempts: sql`${trustedDevices.failedAttempts} + 1` })
      .from(users)
      .where(
        and(
          eq(trustedDevices.tokenHash, sha256(token)),
          eq(trustedDevices.userId, users.id),
          eq(users.email, email),
          lt(trustedDevices.failedAttempts, MAX_FAILED_SIGN_INS),
          gt(trustedDevices.lastUsedAt, since),
        ),
      )
      .returning({
        deviceId: trustedDevices.id,
        userId: trustedDevices.userId,
        attempt: trustedDevices.failedAttempts,
      });
    return row ?? null;
  }

  /** A right password on the device: forgives the attempts counted up to this one and marks it used. */
  async succeeded(deviceId: number, attempt: number): Promise<void> {
    await this.db
      .update(trustedDevices)
      .set({
        failedAttempts: sql`greatest(${trustedDevices.failedAttempts} - ${attempt}, 0)`,
        lastUsedAt: this.now(),
      })
      .where(eq(trustedDevices.id, deviceId));
  }

  /** The device's wrong passwords reached the limit: it is no longer trusted. */
  async forget(deviceId: number): Promise<void> {
    await this.db.delete(trustedDevices).where(eq(trustedDevices.id, deviceId));
  }

  /** Trusts the device a player just signed in from; returns the cookie's token. */
  async trust(userId: number): Promise<string> {
    const token = randomToken();
    const now = this.now();
    await this.db
      .delete(trustedDevices)
      .where(
        and(
          eq(trustedDevices.userId, userId),
          lt(trustedDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TRUST_MS)),
        ),
      );
    await this.db
      .insert(trustedDevices)
      .values({ userId, tokenHash: sha256(token), createdAt: now, lastUsedAt: now });
    return token;
  }
}
