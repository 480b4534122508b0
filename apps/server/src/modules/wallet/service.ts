import { type Account, type LedgerKind, PLATFORM_CURRENCIES, PlatformErrorCode } from '@sportsbook/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, ledgerEntries, users } from '../../db/schema.ts';
import { type HttpError, notFound, validationError } from '../../lib/http-error.ts';
import { platformError } from '../auth/errors.ts';

/** A database handle or an open transaction (a Drizzle transaction is a database too). */
export type Executor = Db;

export type AccountRef = { accountId: number } | { userId: number; currency: string };

export interface BalanceChange {
  delta: number;
  kind: LedgerKind;
  /** What caused it: a bet id, a deposit id ... */
  ref?: string | null;
  /** Entry time (default now). */
  at?: Date;
}

export interface AppliedChange {
  accountId: number;
  userId: number;
  currency: string;
  /** Balance after the change, in subunits. */
  balance: number;
  delta: number;
  kind: LedgerKind;
  ledgerId: number;
}

export function insufficientFunds(): HttpError {
  return platformError(409, PlatformErrorCode.insufficientFunds, 'Insufficient funds');
}

/**
 * Changes one balance and writes its ledger row atomically: the account row is locked (SELECT ...
 * FOR UPDATE), the new balance checked (never below zero, never beyond 2^53-1), then the balance and
 * the ledger row are written. Inside a caller's transaction it runs in a savepoint; on a plain
 * database handle in its own transaction. With `{userId, currency}` a missing account is created.
 * Throws 409 insufficient_funds when a debit would go below zero.
 */
export async function applyChange(
  executor: Executor,
  ref: AccountRef,
  change: BalanceChange,
): Promise<AppliedChange> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new RangeError(`a balance change must be a non-zero safe integer, got ${change.delta}`);
  }
  return executor.transaction(async (tx) => {
    if ('userId' in ref) await ensureAccount(tx as unknown as Db, ref.userId, ref.currency);
    const where =
      'accountId' in ref
        ? eq(accounts.id, ref.accountId)
        : and(eq(accounts.userId, ref.userId), eq(accounts.currency, ref.currency));
    const [account] = await tx
      .select({
        id: accounts.id,
        userId: accounts.userId,
        currency: accounts.currency,
        balance: accounts.balanceSubunits,
      })
      .from(accounts)
      .where(where)
      .for('update');
    if (!account) throw notFound('Account');
    const balance = account.balance + change.delta;
    if (balance < 0) throw insufficientFunds();
    // A 4xx, not a 500: a credit (dev tools, a payout) may not carry a balance past 2^53 − 1.
    if (!Number.isSafeInteger(balance))
      throw validationError('amount', 'the balance would exceed 2^53 - 1 subunits');
    const at = change.at ?? new Date();
    await tx
      .update(accounts)
      .set({ balanceSubunits: balance, updatedAt: at })
      .where(eq(accounts.id, account.id));
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        accountId: account.id,
        delta: change.delta,
        balanceAfter: balance,
        kind: change.kind,
        ref: change.ref ?? null,
        createdAt: at,
      })
      .returning({ id: ledgerEntries.id });
    return {
      accountId: account.id,
      userId: account.userId,
      currency: account.currency,
      balance,
      delta: change.delta,
      kind: change.kind,
      ledgerId: entry?.id ?? 0,
    };
  });
}

/** An account row the caller has locked (SELECT ... FOR UPDATE in its open transaction), as read then. */
export interface LockedAccount {
  id: number;
  userId: number;
  currency: string;
  /** The balance read under the lock. */
  balance: number;
}

/** Creates the player's account in a currency when missing (balance 0). */
export async function ensureAccount(executor: Executor, userId: number, currency: string): Promise<void> {
  await executor.insert(accounts).values({ userId, currency }).onConflictDoNothing();
}

/** The player's accounts, oldest first, with the active one (the profile currency) flagged. */
export async function listAccounts(executor: Executor, userId: number): Promise<Account[]> {
  const [user] = await executor.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
  const rows = await executor
    .select({ currency: accounts.currency, balance: accounts.balanceSubunits })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.id));
  return rows.map((r) => accountView(r.currency, r.balance, r.currency === user?.currency));
}

export function accountView(currency: string, balance: number, active: boolean): Account {
  return {
    currency: currency as Account['currency'],
    balance,
    available_to_bet_with_locked_cents: balance,
    active,
  };
}

/** POST /player/accounts: creates the account when missing and makes it the active one. */
export async function activateAccount(
  executor: Executor,
  userId: number,
  currency: string,
): Promise<Account[]> {
  if (!(currency in PLATFORM_CURRENCIES)) {
    throw platformError(400, PlatformErrorCode.currencyUnsupported, `Currency ${currency} is not offered`);
  }
  await executor.transaction(async (tx) => {
    await ensureAccount(tx as unknown as Db, userId, currency);
    await tx.update(users).set({ currency, updatedAt: new Date() }).where(eq(users.id, userId));
  });
  return listAccounts(executor, userId);
}

/** Sum of an account's ledger deltas (tests and audits: it always equals the balance). */
export async function ledgerSum(executor: Executor, accountId: number): Promise<number> {
  const [row] = await executor
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.delta}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.sum ?? 0);
}
