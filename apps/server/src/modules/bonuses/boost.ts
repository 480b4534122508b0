/**
 * POST /bonuses/{id}/boost (SPEC §3 freebets_to_boost, boost_data, boost_multiplier): an opened loot
 * box grants `freebets_to_boost` boosts; one boost multiplies an unused free bet's amount by its
 * campaign's boost_data.multiplier (thousandths, default 1500 = ×1.5), once per free bet. Player row,
 * boxes and the free bet are locked, so a burst spends each boost once.
 */
import { BonusErrorCode } from '@sportsbook/contract';
import { BonusStatus, BonusType, isFreebetType } from '@sportsbook/domain';
import type { Db } from '../../db/client.ts';
import { farmingStateOf } from './farming.ts';
import { type IssuedWithCampaign, issuedOf, playerFacts, updateIssued } from './queries.ts';
import { rulesOf } from './rules.ts';
import { bonusError, computedStatus } from './view.ts';

export const DEFAULT_BOOST_MULTIPLIER = 1500;

/** Boosts the player's free bet `id` in the caller's transaction; throws the 4xx of a refusal. */
export async function boostFreebetInTx(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<IssuedWithCampaign> {
  await playerFacts(db, userId, true);
  const [target] = await issuedOf(db, userId, [], [id], true);
  if (!target) throw bonusError(BonusErrorCode.bonusNotFound);
  const status = computedStatus(target.campaign, target.issued, now);
  const stats = target.issued.farmingStats as { boost_multiplier?: number };
  const usable = status === BonusStatus.active || status === BonusStatus.available;
  if (
    !isFreebetType(target.issued.type) ||
    !usable ||
    target.issued.timesUsed > 0 ||
    stats.boost_multiplier
  ) {
    throw bonusError(BonusErrorCode.bonusNotBoostable);
  }
  const boxes = await issuedOf(db, userId, [BonusType.lootbox], undefined, true);
  const box = boxes.find((b) => {
    const s = farmingStateOf(b.issued.farmingStats);
    const used = (b.issued.farmingStats as { boosts_used?: number }).boosts_used ?? 0;
    return s.lootbox !== undefined && used < (rulesOf(b.campaign).freebets_to_boost ?? 0);
  });
  if (!box) throw bonusError(BonusErrorCode.noBoostAvailable);
  const boxStats = box.issued.farmingStats as { boosts_used?: number };
  await updateIssued(db, box.issued.id, {
    farmingStats: { ...boxStats, boosts_used: (boxStats.boosts_used ?? 0) + 1 },
    updatedAt: now,
  });
  const multiplier = Number(rulesOf(target.campaign).boost_data?.multiplier ?? DEFAULT_BOOST_MULTIPLIER);
  const amount = Math.floor(((target.issued.amount ?? 0) * multiplier) / 1000);
  const issued = await updateIssued(db, id, {
    amount,
    farmingStats: { ...stats, boost_multiplier: multiplier },
    updatedAt: now,
  });
  return { campaign: target.campaign, issued };
}
