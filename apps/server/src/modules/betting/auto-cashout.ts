import { type AutoCashoutBody, BetErrorCode, type Provider } from '@sportsbook/contract';
import { autoCashoutDue, autoCashoutRefusal, bonusCashoutCeiling } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bets } from '../../db/schema.ts';
import { type CashoutDone, lockOpenBet, offerNow, payFullCashout } from './cashout-partial.ts';
import { betError } from './errors.ts';
import { type BetData, loadBetData } from './view.ts';

type ProviderStatuses = Readonly<Partial<Record<Provider, string>>>;

export interface AutoCashoutArgs {
  userId: number;
  body: AutoCashoutBody;
  locale: string;
  now: Date;
  margin: number;
  statuses: ProviderStatuses;
}

/**
 * Sets (or, with a null target, removes) the auto cash-out rule of the player's open bet, under the
 * bet's row lock. A target must lie above the offer now (else it would fire at once) and at most the
 * potential win (domain autoCashoutRefusal); 422 auto_cashout_invalid with the accepted range.
 */
export async function setAutoCashoutInTx(db: Db, args: AutoCashoutArgs): Promise<BetData> {
  const { body, locale, now } = args;
  const bet = await lockOpenBet(db, args.userId, body.bet_id, locale);
  if (body.target !== null) {
    const offer = await offerNow(db, bet, args.statuses, args.margin);
    // The most an offer can reach: the potential win (a free bet's without the stake it never paid).
    const most = bonusCashoutCeiling(bet.bonus?.type, bet.stake, bet.potentialWin);
    const refusal = autoCashoutRefusal(body.target, offer, most);
    if (refusal) {
      throw betError(422, BetErrorCode.autoCashoutInvalid, 'error.cashout.auto_invalid', locale, {
        details: [
          {
            code: BetErrorCode.autoCashoutInvalid,
            to_cashout: offer,
            min: (offer ?? 0) + 1,
            max: most,
          },
        ],
      });
    }
  }
  await db.update(bets).set({ autoCashout: body.target, updatedAt: now }).where(eq(bets.id, bet.id));
  const [after] = await loadBetData(db, [bet.id], args.statuses, args.margin);
  return after as BetData;
}

/**
 * Enforces the auto rule of one bet whose refreshed offer met it: under the bet's row lock, when the
 * bet is still open, still has the rule and the offer now (read again after the lock) still meets it,
 * the bet is cashed out in full at that offer with its ledger row. Any number of concurrent refreshes
 * pay at most once: the first ends the bet, the others find it closed. Returns null when nothing fired.
 */
export async function fireAutoCashoutInTx(
  db: Db,
  betId: number,
  now: Date,
  margin: number,
  statuses: ProviderStatuses,
): Promise<(CashoutDone & { userId: number }) | null> {
  const [bet] = await db.select().from(bets).where(eq(bets.id, betId)).for('update');
  if (bet?.status !== 'waiting_results' || bet.autoCashout === null) return null;
  const offer = await offerNow(db, bet, statuses, margin);
  if (offer === null || !autoCashoutDue(bet.autoCashout, offer)) return null;
  const change = await payFullCashout(db, bet, offer, now);
  const [after] = await loadBetData(db, [bet.id], statuses, margin);
  return { data: after as BetData, change, full: true, userId: bet.userId };
}
