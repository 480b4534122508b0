import { MAX_FAILED_SIGN_INS } from '@sportsbook/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from './profile.ts';

/**
 * Claims one password check for an address: counts it in `failed_attempts` before the password is
 * checked, in one conditional UPDATE, so concurrent sign-ins each get a distinct number and no more
 * than MAX_FAILED_SIGN_INS of them get one. Null when the address is unknown, the account locked or
 * its attempts all claimed (the caller tells these apart).
 */
export async function claimSignInAttempt(
  db: Db,
  email: string,
): Promise<{ user: UserRow; attempt: number } | null> {
  const [user] = await db
    .update(users)
    .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
    .where(and(eq(users.email, email), isNull(users.lockedAt), lt(users.failedAttempts, MAX_FAILED_SIGN_INS)))
    .returning();
  return user ? { user, attempt: user.failedAttempts } : null;
}

/**
 * After a right password: forgives the attempt claimed and those counted before it, not any claimed
 * after it (a concurrent guess keeps its count, so a right password in a burst frees no extra guesses).
 */
export async function forgiveSignInAttempts(db: Db, userId: number, attempt: number): Promise<void> {
  await db
    .update(users)
    .set({ failedAttempts: sql`greatest(${users.failedAttempts} - ${attempt}, 0)` })
    .where(eq(users.id, userId));
}

/** Locks the account; returns the row only to the one caller that locked it (who mails the link). */
export async function lockAccount(db: Db, userId: number, now: Date): Promise<UserRow | null> {
  const [locked] = await db
    .update(users)
    .set({ lockedAt: now })
    .where(and(eq(users.id, userId), isNull(users.lockedAt)))
    .returning();
  return locked ?? null;
}
