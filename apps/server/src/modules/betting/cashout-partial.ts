import { BetErrorCode, type CashoutBody, type Provider } from '@sportsbook/contract';
import { bonusCashoutMoves, partialCashout, systemTypeFromId } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bets, type PartialCashoutJson } from '../../db/schema.ts';
import { type AppliedChange, applyChange } from '../wallet/service.ts';
import { betError, betNotFound } from './errors.ts';
import { shiftBetExposure } from './exposure.ts';
import { type BetData, type BetRow, loadBetData } from './view.ts';

type ProviderStatuses = Readonly<Partial<Record<Provider, string>>>;

/** What a cash out wrote: the bet after it, the balance change, and whether the bet ended. */
export interface CashoutDone {
  data: BetData;
  change: AppliedChange;
  full: boolean;
}

/**
 * The caller's bet under its row lock (one player's cash outs, auto cash outs and settlement of one
 * bet queue on it), open; 404 for another player's bet, 409 when no longer open.
 */
export async function lockOpenBet(db: Db, userId: number, betId: number, locale: string): Promise<BetRow> {
  const [bet] = await db.select().from(bets).where(eq(bets.id, betId)).for('update');
  if (!bet || bet.userId !== userId) throw betNotFound(locale);
  if (bet.status !== 'waiting_results')
    throw betError(409, BetErrorCode.betNotOpen, 'error.bets.not_open', locale);
  return bet;
}

/** The bet's cash-out offer now, read inside the caller's transaction (after the lock). */
export async function offerNow(
  db: Db,
  bet: BetRow,
  statuses: ProviderStatuses,
  margin: number,
): Promise<number | null> {
  const [current] = await loadBetData(db, [bet.id], statuses, margin);
  return current?.toCashout ?? null;
}

/** Number of lines a system bet's stake is split into (its kept stake stays a multiple); 1 otherwise. */
function stakeUnitOf(bet: BetRow): number {
  return bet.systemId ? (systemTypeFromId(bet.systemId)?.combinations ?? 1) : 1;
}

/**
 * Pays `amount` cashed out of the bet in the ledger kinds its settlement would use (domain
 * bonusCashoutMoves: a free bet's as freebet_win, a combo boost's boost part as comboboost_win).
 */
async function payCashout(db: Db, bet: BetRow, amount: number, now: Date): Promise<AppliedChange> {
  let change: AppliedChange | null = null;
  for (const move of bonusCashoutMoves(bet.bonus, amount)) {
    change = await applyChange(
      db,
      { userId: bet.userId, currency: bet.currency },
      { ...move, ref: `bet:${bet.id}`, at: now },
    );
  }
  if (!change) throw new RangeError(`bet ${bet.id}: nothing to cash out`);
  return change;
}

/** Ends the locked open bet as cashed out at `offer`, with its ledger row; clears any auto rule. */
export async function payFullCashout(db: Db, bet: BetRow, offer: number, now: Date): Promise<AppliedChange> {
  await db
    .update(bets)
    .set({
      status: 'cashed_out',
      result: 'cashed_out',
      winAmount: offer,
      autoCashout: null,
      settledAt: now,
      updatedAt: now,
    })
    .where(eq(bets.id, bet.id));
  const change = await payCashout(db, bet, offer, now);
  // The bet is no longer open: its payout leaves the exposure (after the money: exposure.ts lock order).
  await shiftBetExposure(db, bet, -bet.potentialWin);
  return change;
}

/**
 * Pays `amount` of the offer now and keeps the rest of the bet open at the domain's proportional
 * stake and potential win (rounded down); the history line goes on the bet, the money in the ledger.
 * An auto cash-out rule is removed (its target was chosen for the larger bet, as the big books do).
 */
async function payPartialCashout(
  db: Db,
  bet: BetRow,
  offer: number,
  part: { amount: number; remainingStake: number; remainingPotentialWin: number },
  now: Date,
): Promise<AppliedChange> {
  const line: PartialCashoutJson = {
    amount: part.amount,
    offer,
    stake_before: bet.stake,
    stake_after: part.remainingStake,
    at: now.toISOString(),
  };
  await db
    .update(bets)
    .set({
      stake: part.remainingStake,
      potentialWin: part.remainingPotentialWin,
      partialCashouts: [...bet.partialCashouts, line],
      autoCashout: null,
      updatedAt: now,
    })
    .where(eq(bets.id, bet.id));
  const change = await payCashout(db, bet, part.amount, now);
  await shiftBetExposure(db, bet, part.remainingPotentialWin - bet.potentialWin);
  return change;
}

export interface CashoutArgs {
  userId: number;
  body: CashoutBody;
  locale: string;
  now: Date;
  margin: number;
  statuses: ProviderStatuses;
}

/**
 * A player's cash out in one transaction: full (no `amount`, or the whole offer) or partial, at the
 * offer current under the bet's row lock, refused when that offer is below `to_cashout`. Exactly
 * once: concurrent requests queue on the lock and each sees the bet the one before left.
 */
export async function cashOutInTx(db: Db, args: CashoutArgs): Promise<CashoutDone> {
  const { body, locale, now } = args;
  const bet = await lockOpenBet(db, args.userId, body.bet_id, locale);
  const offer = await offerNow(db, bet, args.statuses, args.margin);
  if (offer === null) {
    throw betError(422, BetErrorCode.cashoutUnavailable, 'error.cashout.unavailable', locale, {
      details: [{ code: BetErrorCode.cashoutUnavailable, to_cashout: null }],
    });
  }
  if (offer < body.to_cashout) {
    throw betError(422, BetErrorCode.cashoutAmountChanged, 'error.cashout.amount_changed', locale, {
      details: [{ code: BetErrorCode.cashoutAmountChanged, to_cashout: offer }],
    });
  }
  let full = true;
  let change: AppliedChange;
  if (body.amount === undefined || body.amount === offer) {
    change = await payFullCashout(db, bet, offer, now);
  } else {
    const part = partialCashout({
      stake: bet.stake,
      potentialWin: bet.potentialWin,
      offer,
      amount: body.amount,
      subunits: bet.subunits,
      stakeUnit: stakeUnitOf(bet),
    });
    if (!part.ok) {
      throw betError(422, BetErrorCode.cashoutAmountInvalid, 'error.cashout.amount_invalid', locale, {
        details: [
          { code: BetErrorCode.cashoutAmountInvalid, to_cashout: offer, min: part.min, max: part.max },
        ],
      });
    }
    full = part.full;
    change = part.full
      ? await payFullCashout(db, bet, offer, now)
      : await payPartialCashout(db, bet, offer, part, now);
  }
  const [after] = await loadBetData(db, [bet.id], args.statuses, args.margin);
  return { data: after as BetData, change, full };
}
