import {
  type BetType,
  canceledPayout,
  type Odds,
  type PricedBet,
  SelectionResult,
  type Subunits,
  settledPayout,
  systemTypeFromId,
} from '@sportsbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betSelections, bets } from '../../db/schema.ts';
import type { IssuedWithCampaign } from '../bonuses/queries.ts';
import { bonusPayout } from '../bonuses/settlement.ts';
import { betSettled } from '../notifications/events.ts';
import { type NotificationRow, writeNotification } from '../notifications/queries.ts';
import { type AppliedChange, applyChange } from '../wallet/service.ts';
import { loadMarketsByKey, marketKeyOf } from './catalogue.ts';
import { shiftBetExposure } from './exposure.ts';
import { type BetData, loadBetData } from './view.ts';

type BetRow = typeof bets.$inferSelect;
type SelectionRow = typeof betSelections.$inferSelect;

/** What one settlement changed, for the pushes after its transaction. */
export interface SettledBet {
  data: BetData;
  change: AppliedChange | null;
  userId: number;
  /** The bet is over (paid, lost or cancelled): its cash-out offer is forgotten. */
  ends: boolean;
  bonusIssued?: IssuedWithCampaign[];
  notified?: NotificationRow[];
}

export interface SettleContext {
  now: Date;
  margin: number;
  /** The providers' statuses, read in the transaction (for the bet's view after it). */
  statuses: (db: Db) => Promise<Parameters<typeof loadBetData>[2]>;
}

/**
 * Settles one bet, in the caller's transaction, from its markets' outcome results (-3 settled; -4
 * cancelled counts void) with the domain's settledPayout; a lost selection ends a single, combo or
 * custom bet at once. The status change and the payout's ledger row share the transaction under the
 * bet's row lock, so a bet pays at most once. Null when nothing changed.
 */
export async function settleBetInTx(db: Db, id: number, ctx: SettleContext): Promise<SettledBet | null> {
  const [bet] = await db.select().from(bets).where(eq(bets.id, id)).for('update');
  if (!bet) return null;
  const selections = await db
    .select()
    .from(betSelections)
    .where(eq(betSelections.betId, id))
    .orderBy(asc(betSelections.position));
  const marked = await markSelections(db, selections);
  if (!marked.changed) return null;
  if (bet.status !== 'waiting_results') {
    // Already decided (an early loss, a cash out): the selections follow for display; no money moves.
    const [data] = await loadBetData(db, [id], {}, ctx.margin);
    return { data: data as BetData, change: null, userId: bet.userId, ends: false };
  }
  const results = selections.map((s) => (s.status === 'open' ? undefined : (s.status as SelectionResult)));
  const anyLost = results.includes(SelectionResult.lose);
  const ends = results.every((r) => r !== undefined) || (anyLost && bet.type !== 'system');
  let paid: Omit<SettledBet, 'data' | 'userId' | 'ends'> = { change: null };
  if (ends) {
    const cancelled = marked.cancelledMarkets === selections.length;
    paid = await payOut(db, bet, selections, cancelled ? null : results, ctx.now);
  } else {
    await db.update(bets).set({ updatedAt: ctx.now }).where(eq(bets.id, id));
  }
  const [data] = await loadBetData(db, [id], await ctx.statuses(db), ctx.margin);
  return { data: data as BetData, userId: bet.userId, ends, ...paid };
}

/** Writes each open selection's result from its market; counts the cancelled (-4) markets. */
async function markSelections(db: Db, selections: SelectionRow[]) {
  const marketMap = await loadMarketsByKey(db, selections);
  let changed = false;
  let cancelledMarkets = 0;
  for (const s of selections) {
    const market = marketMap.get(marketKeyOf(s.eventId, s.marketId, s.specifier));
    if (market?.status === -4) cancelledMarkets++;
    if (s.status !== 'open' || !market) continue;
    let status: string | null = null;
    if (market.status === -4) status = 'void';
    else if (market.status === -3) {
      status = market.outcomes.find((o) => String(o.id) === s.outcomeId)?.result ?? 'void';
    }
    if (status) {
      s.status = status;
      changed = true;
      await db.update(betSelections).set({ status }).where(eq(betSelections.id, s.id));
    }
  }
  return { changed, cancelledMarkets };
}

/**
 * Ends a bet: its result and payout (a bonus bet's by its bonus's rules, in ledger kinds of its own),
 * the notification, the ledger rows, then its exposure released. `results` null: every market was
 * cancelled.
 */
async function payOut(
  db: Db,
  bet: BetRow,
  selections: SelectionRow[],
  results: (SelectionResult | undefined)[] | null,
  now: Date,
): Promise<Omit<SettledBet, 'data' | 'userId' | 'ends'>> {
  const priced: PricedBet = {
    betType: bet.type as BetType,
    stake: bet.stake as Subunits,
    odds: selections.map((s) => s.odds as Odds),
    customOdds: (bet.customOdds ?? undefined) as Odds | undefined,
    systemWinCount: bet.systemId ? systemTypeFromId(bet.systemId)?.winCount : undefined,
    bonusOdds: bet.bonus?.odds ?? undefined,
  };
  const settledResults = results?.map((r) => r ?? SelectionResult.void) ?? null;
  const outcome = settledResults ? settledPayout(priced, settledResults) : canceledPayout(priced);
  const bonusPaid = await bonusPayout(db, bet, priced, settledResults, outcome, now);
  const moves =
    bonusPaid?.changes ?? (outcome.payout > 0 ? [{ delta: outcome.payout, kind: 'payout' as const }] : []);
  await db
    .update(bets)
    .set({
      status: settledResults ? 'done' : 'cancelled',
      result: outcome.result,
      winAmount: bonusPaid?.winAmount ?? outcome.payout,
      settledAt: now,
      updatedAt: now,
    })
    .where(eq(bets.id, bet.id));
  const paid = bonusPaid?.winAmount ?? outcome.payout;
  const notified = [await writeNotification(db, betSettled(bet, outcome.result, paid, now))];
  let change: AppliedChange | null = null;
  for (const move of moves) {
    change = await applyChange(
      db,
      { userId: bet.userId, currency: bet.currency },
      { ...move, ref: `bet:${bet.id}`, at: now },
    );
  }
  // Money first, exposure last (exposure.ts lock order).
  await shiftBetExposure(db, bet, -bet.potentialWin);
  return { change, bonusIssued: bonusPaid?.issued ?? [], notified };
}
