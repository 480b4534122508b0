import { randomInt } from 'node:crypto';
import {
  type AdditionalProvider,
  PLATFORM_CURRENCIES,
  ProviderErrorCode,
  type ProviderRound,
  type ProviderSessionResponse,
} from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { providerRounds } from '../../db/schema.ts';
import type { PushPublisher } from '../push/publisher.ts';
import {
  type ProviderSession,
  providerError,
  providerSession,
  providerTransact,
  redeemLaunch,
  type TransactionResult,
} from '../wallet/provider-wallet.ts';
import { publishBalance } from '../wallet/push.ts';
import { accountView, listAccounts } from '../wallet/service.ts';
import { assertProviderStakeAllowed } from './limits.ts';
import { PRODUCTS, payoutOf, type Selection } from './products.ts';

/** Picks the winning selection of a round (random in the demo; tests pass a fixed one). */
export type Draw = (provider: AdditionalProvider, selections: readonly Selection[]) => string;

export const randomProviderDraw: Draw = (_provider, selections) =>
  selections[randomInt(selections.length)]?.id ?? '';

export interface ProviderEmulatorOptions {
  db: Db;
  push: PushPublisher;
  now?: () => Date;
  draw?: Draw;
  log?: FastifyBaseLogger;
}

type RoundRow = typeof providerRounds.$inferSelect;

function roundView(row: RoundRow, balance: number): ProviderRound {
  return {
    round_id: row.id,
    selection: row.selection,
    odds: row.odds,
    stake: row.stake,
    status: row.status,
    result: row.result,
    payout: row.payout,
    balance,
  };
}

/**
 * The emulated provider of racing, lotteries and premium cricket: it redeems launch tokens, takes
 * stakes and settles rounds through the virtual wallet service (wallet/provider-wallet.ts), as a real
 * provider's server would. The money rules stay in the wallet; this keeps only its rounds.
 */
export class ProviderEmulator {
  private readonly db: Db;
  private readonly now: () => Date;
  /** The next result per provider, set by POST /api/dev/providers/result (used once). */
  private readonly forced = new Map<AdditionalProvider, string>();

  constructor(private readonly opts: ProviderEmulatorOptions) {
    this.db = opts.db;
    this.now = opts.now ?? (() => new Date());
  }

  /** The next settlement of `provider` draws `selection` (development tools only). */
  forceResult(provider: AdditionalProvider, selection: string): void {
    if (!PRODUCTS[provider].selections.some((s) => s.id === selection)) {
      throw providerError(404, ProviderErrorCode.roundNotFound, `No selection ${selection}`);
    }
    this.forced.set(provider, selection);
  }

  async open(provider: AdditionalProvider, token: string): Promise<ProviderSessionResponse> {
    const s = await redeemLaunch(this.db, provider, token, this.now());
    const product = PRODUCTS[provider];
    const account = (await listAccounts(this.db, s.userId)).find((a) => a.currency === s.currency);
    return {
      session: s.session,
      provider,
      currency: s.currency,
      subunits: (PLATFORM_CURRENCIES as Record<string, { subunits: number }>)[s.currency]?.subunits ?? 2,
      balance: (account ?? accountView(s.currency, 0, true)).balance,
      title: product.title,
      market: product.market,
      settle_label: product.settleLabel,
      selections: [...product.selections],
    };
  }

  session(provider: AdditionalProvider, bearer: string | undefined): Promise<ProviderSession> {
    return providerSession(this.db, provider, bearer, this.now());
  }

  /** A stake on a selection: the wallet debit and the round in one transaction (the round id is the debit's id). */
  async stake(
    session: ProviderSession,
    body: { transaction_id: string; selection: string; stake: number },
  ): Promise<ProviderRound> {
    const product = PRODUCTS[session.provider];
    const selection = product.selections.find((s) => s.id === body.selection);
    if (!selection)
      throw providerError(404, ProviderErrorCode.roundNotFound, `No selection ${body.selection}`);
    const roundId = `${session.provider}-${body.transaction_id}`;
    const { result, row } = await this.db.transaction(async (tx) => {
      const result = await providerTransact(
        tx as unknown as Db,
        session,
        { transactionId: body.transaction_id, kind: 'debit', amount: body.stake, roundId },
        (locked) => assertProviderStakeAllowed(locked, session, body.stake, this.now()),
      );
      await tx
        .insert(providerRounds)
        .values({
          id: roundId,
          provider: session.provider,
          userId: session.userId,
          currency: session.currency,
          category: product.category,
          selection: selection.id,
          odds: selection.odds,
          stake: body.stake,
          createdAt: this.now(),
        })
        .onConflictDoNothing();
      const [row] = await tx.select().from(providerRounds).where(eq(providerRounds.id, roundId));
      return { result, row };
    });
    await this.publish(result);
    if (!row) throw providerError(404, ProviderErrorCode.roundNotFound, 'Round not found');
    return roundView(row, result.balance);
  }

  /** Settles an open round once: the draw, and a wallet credit of the win when it won. */
  async settle(session: ProviderSession, roundId: string): Promise<ProviderRound> {
    const product = PRODUCTS[session.provider];
    const mine = and(eq(providerRounds.id, roundId), eq(providerRounds.userId, session.userId));
    const forced = this.forced.get(session.provider);
    this.forced.delete(session.provider);
    const winner = forced ?? (this.opts.draw ?? randomProviderDraw)(session.provider, product.selections);
    const { row, result } = await this.db.transaction(async (tx) => {
      const [open] = await tx
        .select()
        .from(providerRounds)
        .where(and(mine, eq(providerRounds.status, 'open')))
        .for('update');
      if (!open) {
        const [done] = await tx.select().from(providerRounds).where(mine);
        if (!done) throw providerError(404, ProviderErrorCode.roundNotFound, 'Round not found');
        return { row: done, result: null };
      }
      const won = open.selection === winner;
      const payout = won ? payoutOf(open.stake, open.odds) : 0;
      const [row] = await tx
        .update(providerRounds)
        .set({ status: won ? 'won' : 'lost', result: winner, payout, settledAt: this.now() })
        .where(eq(providerRounds.id, open.id))
        .returning();
      const result = won
        ? await providerTransact(tx as unknown as Db, session, {
            transactionId: `win-${open.id}`,
            kind: 'credit',
            amount: payout,
            roundId: open.id,
          })
        : null;
      return { row: row ?? open, result };
    });
    await this.publish(result);
    const balance = result?.balance ?? (await this.balance(session));
    return roundView(row, balance);
  }

  private async balance(session: ProviderSession): Promise<number> {
    const account = (await listAccounts(this.db, session.userId)).find(
      (a) => a.currency === session.currency,
    );
    return account?.balance ?? 0;
  }

  private async publish(result: TransactionResult | null): Promise<void> {
    if (result?.change) await publishBalance(this.opts.push, result.change, this.opts.log);
  }
}
