import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, ledgerEntries } from '../../db/schema.ts';

export interface LedgerSums {
  stakes: number;
  wins: number;
  deposits: number;
}

/** Stakes, wins (payouts and cash outs) and deposits of the player since `from`, per currency. */
export async function ledgerSumsByCurrency(
  db: Db,
  userId: number,
  from: Date,
  currency?: string,
): Promise<Map<string, LedgerSums>> {
  const conditions = [eq(accounts.userId, userId), gte(ledgerEntries.createdAt, from)];
  if (currency !== undefined) conditions.push(eq(accounts.currency, currency));
  const rows = await db
    .select({
      currency: accounts.currency,
      stakes: sql<string>`coalesce(-sum(${ledgerEntries.delta}) filter (where ${ledgerEntries.kind} = 'bet_stake'), 0)::text`,
      wins: sql<string>`coalesce(sum(${ledgerEntries.delta}) filter (where ${ledgerEntries.kind} in ('payout', 'cashout')), 0)::text`,
      deposits: sql<string>`coalesce(sum(${ledgerEntries.delta}) filter (where ${ledgerEntries.kind} = 'deposit'), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(...conditions))
    .groupBy(accounts.currency);
  return new Map(
    rows.map((r) => [
      r.currency,
      { stakes: Number(r.stakes), wins: Number(r.wins), deposits: Number(r.deposits) },
    ]),
  );
}
