import {
  type AdditionalProvider,
  type ApiError,
  type ErrorCode,
  PROVIDER_EMULATOR_PREFIX,
  ProviderErrorCode,
} from '@sportsbook/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerLaunches, providerTransactions, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { randomToken, sha256 } from '../auth/crypto.ts';
import { type AppliedChange, applyChange, type Executor } from './service.ts';

/** How long a launch URL's token can be redeemed. */
export const LAUNCH_TOKEN_TTL_MS = 5 * 60_000;
/** How long a provider session (what a redeemed token became) lasts. */
export const PROVIDER_SESSION_TTL_MS = 4 * 3_600_000;

export function providerError(
  status: number,
  code: ProviderErrorCode,
  message: string,
  details?: ApiError['details'],
): HttpError {
  return new HttpError(status, code as unknown as ErrorCode, message, details);
}

/** Which additional providers are switched on (site configuration `additionalProviders`). */
export type ProviderSwitches = Record<AdditionalProvider, { enabled: boolean }>;

/**
 * POST /wallet/{provider}/launch: a one-time token for the player's active currency, stored hashed,
 * and the provider's launch URL carrying it. 403 provider_disabled when the provider is switched off.
 */
export async function launchProvider(
  db: Db,
  switches: ProviderSwitches,
  input: { userId: number; provider: AdditionalProvider; now: Date },
): Promise<{ url: string }> {
  if (!switches[input.provider]?.enabled) {
    throw providerError(403, ProviderErrorCode.providerDisabled, `${input.provider} is switched off`);
  }
  const [user] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, input.userId));
  if (!user) throw providerError(401, ProviderErrorCode.providerSessionInvalid, 'Sign in first');
  const token = randomToken();
  await db.insert(providerLaunches).values({
    tokenHash: sha256(token),
    userId: input.userId,
    provider: input.provider,
    currency: user.currency,
    expiresAt: new Date(input.now.getTime() + LAUNCH_TOKEN_TTL_MS),
    createdAt: input.now,
  });
  return { url: `${PROVIDER_EMULATOR_PREFIX}/${input.provider}/play?token=${encodeURIComponent(token)}` };
}

/** A player's session at a provider: who plays, in which currency. */
export interface ProviderSession {
  userId: number;
  provider: AdditionalProvider;
  currency: string;
}

/**
 * Redeems a launch token once (a guarded UPDATE: of any number of concurrent redemptions exactly one
 * gets the row) and opens the provider session. 401 launch_token_invalid when unknown, used or expired.
 */
export async function redeemLaunch(
  db: Db,
  provider: AdditionalProvider,
  token: string,
  now: Date,
): Promise<{ session: string } & ProviderSession> {
  const session = randomToken();
  const [row] = await db
    .update(providerLaunches)
    .set({
      redeemedAt: now,
      sessionHash: sha256(session),
      sessionExpiresAt: new Date(now.getTime() + PROVIDER_SESSION_TTL_MS),
    })
    .where(
      and(
        eq(providerLaunches.tokenHash, sha256(token)),
        eq(providerLaunches.provider, provider),
        isNull(providerLaunches.redeemedAt),
        gt(providerLaunches.expiresAt, now),
      ),
    )
    .returning({ userId: providerLaunches.userId, currency: providerLaunches.currency });
  if (!row) {
    throw providerError(
      401,
      ProviderErrorCode.launchTokenInvalid,
      'The launch token is unknown, used or expired',
    );
  }
  return { session, userId: row.userId, provider, currency: row.currency };
}

/** The provider session of a bearer token; 401 provider_session_invalid when unknown or expired. */
export async function providerSession(
  db: Db,
  provider: AdditionalProvider,
  session: string | undefined,
  now: Date,
): Promise<ProviderSession> {
  const invalid = () =>
    providerError(
      401,
      ProviderErrorCode.providerSessionInvalid,
      'The provider session is unknown or expired',
    );
  if (!session) throw invalid();
  const [row] = await db
    .select({ userId: providerLaunches.userId, currency: providerLaunches.currency })
    .from(providerLaunches)
    .where(
      and(
        eq(providerLaunches.sessionHash, sha256(session)),
        eq(providerLaunches.provider, provider),
        gt(providerLaunches.sessionExpiresAt, now),
      ),
    );
  if (!row) throw invalid();
  return { userId: row.userId, provider, currency: row.currency };
}

export interface ProviderTransaction {
  /** The provider's id of this debit or credit: the same id never moves money twice. */
  transactionId: string;
  kind: 'debit' | 'credit';
  /** Positive subunits. */
  amount: number;
  roundId?: string | undefined;
}

export interface TransactionResult {
  /** Balance after the transaction (for a replay: as it was then), subunits. */
  balance: number;
  /** The applied change (publish it after the commit); null when the id was already used (a replay). */
  change: AppliedChange | null;
}

/**
 * A provider's debit (a stake: ledger kind bet_stake) or credit (a win: payout) with its ledger row, idempotent
 * by (provider, transaction id): the row is claimed first in the same transaction, so a concurrent or
 * later repeat waits for it and answers the first result. A debit never takes a balance below zero
 * (409 insufficient_funds, nothing written). Runs inside the caller's transaction when given one.
 * `beforeDebit` runs for a new debit only, after the claim and before the money moves (a replay is
 * answered without it): the player's limits, under the locks it takes. When it throws, nothing is written.
 */
export async function providerTransact(
  executor: Executor,
  session: ProviderSession,
  t: ProviderTransaction,
  beforeDebit?: (tx: Db) => Promise<void>,
): Promise<TransactionResult> {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0)
    throw new RangeError('amount must be positive subunits');
  return executor.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(providerTransactions)
      .values({
        provider: session.provider,
        transactionId: t.transactionId,
        userId: session.userId,
        currency: session.currency,
        kind: t.kind,
        amount: t.amount,
        roundId: t.roundId ?? null,
      })
      .onConflictDoNothing()
      .returning({ transactionId: providerTransactions.transactionId });
    if (!claimed) return { balance: await replayed(tx as unknown as Db, session, t), change: null };
    if (t.kind === 'debit' && beforeDebit) await beforeDebit(tx as unknown as Db);
    const change = await applyChange(
      tx as unknown as Db,
      { userId: session.userId, currency: session.currency },
      {
        delta: t.kind === 'debit' ? -t.amount : t.amount,
        kind: t.kind === 'debit' ? 'bet_stake' : 'payout',
        ref: `${session.provider}:${t.transactionId}`,
      },
    );
    await tx
      .update(providerTransactions)
      .set({ ledgerId: change.ledgerId, balanceAfter: change.balance })
      .where(
        and(
          eq(providerTransactions.provider, session.provider),
          eq(providerTransactions.transactionId, t.transactionId),
        ),
      );
    return { balance: change.balance, change };
  });
}

/** The answer to a repeated transaction id: the first one's balance, or 409 when it was another request. */
async function replayed(db: Db, session: ProviderSession, t: ProviderTransaction): Promise<number> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      sql`${providerTransactions.provider} = ${session.provider} and ${providerTransactions.transactionId} = ${t.transactionId}`,
    );
  if (!row || row.userId !== session.userId || row.kind !== t.kind || row.amount !== t.amount) {
    throw providerError(
      409,
      ProviderErrorCode.transactionConflict,
      'This transaction id was already used for another transaction',
    );
  }
  return row.balanceAfter ?? 0;
}
