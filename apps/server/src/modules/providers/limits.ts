import { ProviderErrorCode } from '@sportsbook/contract';
import { formatMoney, type Subunits } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { betLimitRefusal, ratedCurrency } from '../limits/money.ts';
import { type ProviderSession, providerError } from '../wallet/provider-wallet.ts';
import { ensureAccount } from '../wallet/service.ts';

/**
 * A provider's stake is a bet like any other (SPEC §5 limits): the player's exclusion, bet, wager and
 * loss limits refuse it with 403 limit_exceeded, and it counts toward them afterwards (its ledger row
 * is a bet_stake). Runs in the debit's transaction, under the locks a sportsbook placement takes in
 * the same order (the account, then the player row), so a burst of stakes, at a provider or mixed
 * with bets, never passes a limit: each reads the usage the previous one wrote.
 */
export async function assertProviderStakeAllowed(
  tx: Db,
  session: ProviderSession,
  stake: number,
  now: Date,
): Promise<void> {
  await ensureAccount(tx, session.userId, session.currency);
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, session.userId), eq(accounts.currency, session.currency)))
    .for('update');
  await tx.select({ id: users.id }).from(users).where(eq(users.id, session.userId)).for('no key update');
  let refusal: Awaited<ReturnType<typeof betLimitRefusal>>;
  try {
    refusal = await betLimitRefusal(
      tx,
      session.userId,
      [{ index: 0, stake, currency: session.currency }],
      now,
    );
  } catch (err) {
    // An exclusion in force (self_excluded, cooling_off).
    if (!(err instanceof HttpError)) throw err;
    throw providerError(403, ProviderErrorCode.limitExceeded, err.message, [
      { path: 'limit', message: err.code },
    ]);
  }
  if (!refusal) return;
  const left = `${formatMoney(refusal.amountLeft as Subunits, ratedCurrency(refusal.currency))} ${refusal.currency}`;
  throw providerError(403, ProviderErrorCode.limitExceeded, `Your limits refuse this stake: ${left} left`, [
    { path: 'limit', message: refusal.code },
    { path: 'amount_left', message: String(refusal.amountLeft) },
    { path: 'currency', message: refusal.currency },
  ]);
}
