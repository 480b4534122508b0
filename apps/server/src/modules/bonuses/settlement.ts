/**
 * The settlement hook (betting/service.ts `settleBet`): what a settled bonus bet pays and in which
 * ledger kinds. Free bets pay per variant (domain freebetSettlement): winnings as `freebet_win`, a lost
 * no-risk stake as `freebet_refund` cash or a new free bet, a refunded bet gives the free bet back.
 * A combo boost pays the unboosted payout as `payout` and what the boost added as `comboboost_win`.
 */
import {
  BonusStatus,
  BonusType,
  freebetSettlement,
  isFreebetType,
  type PricedBet,
  type SelectionResult,
  type SettledPayout,
  settledPayout,
} from '@sportsbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type BetBonusJson, type bets, issuedBonuses, type LedgerKindName } from '../../db/schema.ts';
import { type IssuedWithCampaign, insertIssued, issuedOf } from './queries.ts';
import { rulesOf } from './rules.ts';

type BetRow = typeof bets.$inferSelect;

/** Cash a settled bet pays, and how much of it the bet shows as its win. */
export interface BonusPayout {
  winAmount: number;
  changes: { delta: number; kind: LedgerKindName }[];
  /** Bonuses the settlement issued (a no-risk refund as a free bet), to push after the commit. */
  issued?: IssuedWithCampaign[];
}

/** Gives a free bet back unspent (one use fewer; active again). */
async function restoreFreebet(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(issuedBonuses)
    .set({
      timesUsed: sql`greatest(${issuedBonuses.timesUsed} - 1, 0)`,
      status: BonusStatus.active,
      updatedAt: now,
    })
    .where(eq(issuedBonuses.id, id));
}

async function settleFreebet(
  db: Db,
  bet: BetRow,
  bonus: BetBonusJson,
  outcome: SettledPayout,
  now: Date,
): Promise<BonusPayout> {
  const [row] = await issuedOf(db, bet.userId, [], [Number(bonus.id)]);
  const refundAs = row ? rulesOf(row.campaign).no_risk_refund : undefined;
  const paid = freebetSettlement(bonus.type, bet.stake, outcome, refundAs ?? 'cash');
  if (paid.restore && row) await restoreFreebet(db, row.issued.id, now);
  const issued: IssuedWithCampaign[] = [];
  if (paid.refundFreebet > 0 && row) {
    const refund = await insertIssued(db, {
      campaignId: row.campaign.id,
      userId: bet.userId,
      issueKey: `refund:bet:${bet.id}`,
      type: BonusType.freebet,
      status: BonusStatus.active,
      currency: bet.currency,
      amount: paid.refundFreebet,
      usesCount: 1,
      activatedAt: now,
      expiresAt: row.issued.expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    if (refund) issued.push({ campaign: row.campaign, issued: refund });
  }
  const changes: BonusPayout['changes'] = [];
  if (paid.win > 0) changes.push({ delta: paid.win, kind: 'freebet_win' });
  if (paid.refundCash > 0) changes.push({ delta: paid.refundCash, kind: 'freebet_refund' });
  return { winAmount: paid.win + paid.refundCash, changes, issued };
}

function settleComboboost(priced: PricedBet, results: readonly SelectionResult[], outcome: SettledPayout) {
  const base = settledPayout({ ...priced, bonusOdds: undefined }, results).payout;
  const changes: BonusPayout['changes'] = [];
  if (base > 0) changes.push({ delta: base, kind: 'payout' });
  if (outcome.payout > base) changes.push({ delta: outcome.payout - base, kind: 'comboboost_win' });
  return { winAmount: outcome.payout, changes };
}

/**
 * The payout of a settled bonus bet, or null for a bet without a bonus (the caller pays `outcome`).
 * `results` are the selections' results (empty for a cancelled bet); runs in the settlement's transaction.
 */
export async function bonusPayout(
  db: Db,
  bet: BetRow,
  priced: PricedBet,
  results: readonly SelectionResult[] | null,
  outcome: SettledPayout,
  now: Date,
): Promise<BonusPayout | null> {
  const bonus = bet.bonus;
  if (!bonus) return null;
  if (isFreebetType(bonus.type)) return settleFreebet(db, bet, bonus, outcome, now);
  if (bonus.type === BonusType.comboboost && results) return settleComboboost(priced, results, outcome);
  return null;
}
