import type { LedgerKind, TransactionsQuery } from '@sportsbook/contract';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts, ledgerEntries, paymentNotificationSignatures, payments, users } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('payment insert returned nothing');
  return inserted;
}

/** The payment locked (FOR UPDATE) until the caller's transaction ends; undefined when unknown. */
export async function lockPayment(tx: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** One payment of one player (another player's is undefined, as an unknown one). */
export async function findPayment(db: Db, userId: number, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

export async function updatePayment(
  tx: Db,
  id: string,
  set: Partial<Omit<typeof payments.$inferInsert, 'id' | 'userId'>>,
): Promise<void> {
  await tx.update(payments).set(set).where(eq(payments.id, id));
}

/** The card of the player's last approved card payment (quick deposit charges it), if any. */
export async function lastApprovedCard(
  db: Db,
  userId: number,
): Promise<{ token: string; last4: string; brand: string } | undefined> {
  const [row] = await db
    .select({ token: payments.cardToken, last4: payments.cardLast4, brand: payments.cardBrand })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'approved'), isNotNull(payments.cardToken)))
    .orderBy(desc(payments.updatedAt), desc(payments.createdAt))
    .limit(1);
  if (!row?.token || !row.last4) return undefined;
  return { token: row.token, last4: row.last4, brand: row.brand ?? 'card' };
}

/**
 * Creates the player's account in `currency` when missing and locks it (FOR UPDATE). A credit takes
 * this lock before the player's row, in the order a bet placement takes them (no deadlock).
 */
export async function lockAccountRow(tx: Db, userId: number, currency: string): Promise<void> {
  await tx.insert(accounts).values({ userId, currency }).onConflictDoNothing();
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)))
    .for('update');
}

/**
 * Takes the player's row lock (FOR NO KEY UPDATE, as a bet placement does) until the transaction
 * ends: one player's credits and placements run one after another, so a deposit limit reads what the
 * previous credit wrote.
 */
export async function lockPlayerRow(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Remembers a notification signature; false when it was seen before (a replay). Concurrent inserts
 * of one signature wait for each other on the primary key, so exactly one gets true.
 */
export async function recordSignature(tx: Db, digest: string, paymentId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(paymentNotificationSignatures)
    .values({ signature: digest, paymentId, receivedAt: at })
    .onConflictDoNothing()
    .returning({ signature: paymentNotificationSignatures.signature });
  return rows.length === 1;
}

/** Forgets signatures received before `before` (they can no longer pass the timestamp check). */
export async function pruneSignatures(db: Db, before: Date): Promise<void> {
  await db.delete(paymentNotificationSignatures).where(lt(paymentNotificationSignatures.receivedAt, before));
}

export interface LedgerRow {
  id: number;
  kind: LedgerKind;
  delta: number;
  currency: string;
  balanceAfter: number;
  ref: string | null;
  createdAt: Date;
}

/** The player's ledger entries, newest first, with the query's filters; and how many match. */
export async function listLedger(
  db: Db,
  userId: number,
  query: z.output<typeof TransactionsQuery>,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const conditions: SQL[] = [eq(accounts.userId, userId)];
  if (query.kind && query.kind.length > 0) conditions.push(inArray(ledgerEntries.kind, query.kind));
  if (query.currency) conditions.push(eq(accounts.currency, query.currency));
  if (query.from) conditions.push(gte(ledgerEntries.createdAt, new Date(query.from)));
  if (query.to) conditions.push(lt(ledgerEntries.createdAt, new Date(query.to)));
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(where);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      delta: ledgerEntries.delta,
      currency: accounts.currency,
      balanceAfter: ledgerEntries.balanceAfter,
      ref: ledgerEntries.ref,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total: Number(counted?.total ?? 0) };
}
