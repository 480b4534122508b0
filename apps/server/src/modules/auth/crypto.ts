import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): strong enough for passwords and
 * quick enough for the sign-in path and the tests.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Verifies against a throwaway hash so an unknown e-mail costs as much time as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
}

/** 256 random bits, base64url: session ids, bearer tokens and e-mailed tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex: how tokens are stored (a database leak gives no usable token). */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The CSRF token of a session: derived from the raw session token, so it is bound to the session,
 * can be re-issued on any authenticated request, and cannot be computed from the stored hash.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf\u0000${sessionToken}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** A six-digit SMS code. */
export function smsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
