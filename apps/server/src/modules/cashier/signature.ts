import { createHmac, timingSafeEqual } from 'node:crypto';
import { CASHIER_SIGNATURE_TOLERANCE_SECONDS, CashierErrorCode } from '@sportsbook/contract';
import type { HttpError } from '../../lib/http-error.ts';
import { cashierError } from './errors.ts';

/**
 * The provider notification signature (ARCHITECTURE "Cashier"): header
 * `X-Cashier-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed by
 * CASHIER_WEBHOOK_SECRET. Verified over the raw body bytes, compared in constant time, refused when
 * `t` is more than CASHIER_SIGNATURE_TOLERANCE_SECONDS away from now.
 */

const HEADER_RE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

function hmac(secret: string, timestamp: string, rawBody: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** The header value for a body signed at `at` (the provider's side; the emulator and tests use it). */
export function signNotification(secret: string, rawBody: Buffer | string, at: Date): string {
  const t = String(Math.floor(at.getTime() / 1000));
  return `t=${t},v1=${hmac(secret, t, rawBody).toString('hex')}`;
}

export interface VerifiedSignature {
  /** The v1 hex digest: the replay key. */
  digest: string;
  timestamp: number;
}

/** Checks the header against the raw body; throws the 401 to answer (missing, invalid, expired). */
export function verifyNotification(
  secret: string,
  header: string | string[] | undefined,
  rawBody: Buffer | undefined,
  now: Date,
): VerifiedSignature {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw signatureError(CashierErrorCode.signatureMissing, 'X-Cashier-Signature is missing');
  const match = HEADER_RE.exec(value.trim());
  if (!match?.[1] || !match[2] || rawBody === undefined) {
    throw signatureError(CashierErrorCode.signatureInvalid, 'X-Cashier-Signature is malformed');
  }
  const expected = hmac(secret, match[1], rawBody);
  const given = Buffer.from(match[2], 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw signatureError(CashierErrorCode.signatureInvalid, 'X-Cashier-Signature does not match the body');
  }
  const timestamp = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - timestamp) > CASHIER_SIGNATURE_TOLERANCE_SECONDS) {
    throw signatureError(
      CashierErrorCode.signatureExpired,
      'The notification is too old (or from the future)',
    );
  }
  return { digest: match[2], timestamp };
}

function signatureError(code: CashierErrorCode, message: string): HttpError {
  return cashierError(401, code, message);
}
