import { MAX_FAILED_SIGN_INS } from '@sportsbook/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from './profile.ts';

/**
 * Claims one password check for an address: counts it in `failed_attempts` before the password is
 * checked, in one conditional UPDATE, so concurrent sign-ins each get a distinct number and no more
 * than MAX_FAILED_SIGN_INS of them get one. The claim that fills the count locks the account in the
 * same statement (a right password then lifts its own lock), so a process killed mid-check leaves a
 * locked account whose unlock mail can be asked for again, never a count no one can use. Null when the
 * address is unknown or the account locked.
 */
export async function claimSignInAttempt(
  db: Db,
  email: string,
  now: Date,
): Promise<{ user: UserRow; attempt: number } | null> {
  const [user] = await db
    .update(users)
    .set({
      failedAttempts: sql`${users.failedAttempts} + 1`,
      lockedAt: sql`case when ${users.failedAttempts} + 1 >= ${MAX_FAILED_SIGN_INS} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(users.email, email), isNull(users.lockedAt), lt(users.failedAttempts, MAX_FAILED_SIGN_INS)))
    .returning();
  return user ? { user, attempt: user.failedAttempts } : null;
}

/**
 * After a right password: forgives the attempt claimed and those counted before it, not any claimed
 * after it (a concurrent guess keeps its count, so a right password in a burst frees no extra
 * guesses), and lifts the lock its own claim set.
 */
export async function releaseSignInAttempts(
  db: Db,
  claimed: { user: UserRow; attempt: number },
): Promise<void> {
  const ownLock = claimed.user.lockedAt;
  await db
    .update(users)
    .set({
      failedAttempts: sql`greatest(${users.failedAttempts} - ${claimed.attempt}, 0)`,
      ...(ownLock
        ? {
            lockedAt: sql`case when ${users.lockedAt} = ${ownLock.toISOString()}::timestamptz then null else ${users.lockedAt} end`,
          }
        : {}),
    })
    .where(eq(users.id, claimed.user.id));
}
