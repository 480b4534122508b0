/**
 * Loot boxes (SPEC §3, §9 lootbox images): qualifying cash bets (farming.ts) count toward
 * `bets_to_open` (default 3); the bet that reaches it opens the box, which reveals one of its places
 * (1 to 3, drawn at random) and, for a winning place with an amount, issues a free bet of it. The box is
 * then over. Runs in the placement's transaction under the box's row lock: it opens once.
 */
import { randomInt } from 'node:crypto';
import { BonusStatus, BonusType } from '@sportsbook/domain';
import type { Db } from '../../db/client.ts';
import { type IssuedWithCampaign, insertIssued } from './queries.ts';
import { rulesOf } from './rules.ts';

/** Qualifying bets that open a box when the campaign does not say. */
export const LOOTBOX_DEFAULT_BETS_TO_OPEN = 3;

/** What an opened box revealed (kept in farming_stats.lootbox). */
export interface LootboxResult {
  place: number;
  win: boolean;
  amount: number;
}

/** SPEC §9 image key of a box: `place{n}Win` / `place{n}Lose` once opened, else `default`. */
export function lootboxImageOf(result: LootboxResult | null | undefined): string {
  if (!result) return 'default';
  return `place${result.place}${result.win ? 'Win' : 'Lose'}`;
}

/** Picks the prize place: uniform over the campaign's places (injectable for tests). */
export type PlaceDraw = (count: number) => number;
const randomPlace: PlaceDraw = (count) => randomInt(count);

/**
 * Opens the box when `betsCount` reached its bets_to_open: returns the result to store, the new status
 * and the free bet issued (if any); null while still closed.
 */
export async function openLootboxIfDue(
  db: Db,
  row: IssuedWithCampaign,
  betsCount: number,
  currency: string,
  now: Date,
  draw: PlaceDraw = randomPlace,
): Promise<{ result: LootboxResult; issued: IssuedWithCampaign | null } | null> {
  const r = rulesOf(row.campaign);
  if (row.issued.type !== BonusType.lootbox) return null;
  if (betsCount < (r.bets_to_open ?? LOOTBOX_DEFAULT_BETS_TO_OPEN)) return null;
  const places = r.places ?? [];
  const chosen = places[draw(places.length)] ?? { place: 3, win: false, amount: 0 };
  const result = { place: chosen.place, win: chosen.win, amount: chosen.win ? chosen.amount : 0 };
  let issued: IssuedWithCampaign | null = null;
  if (result.amount > 0) {
    const row2 = await insertIssued(db, {
      campaignId: row.campaign.id,
      userId: row.issued.userId,
      issueKey: `lootbox:${row.issued.id}`,
      type: BonusType.freebet,
      status: BonusStatus.available,
      currency,
      amount: result.amount,
      usesCount: 1,
      createdAt: now,
      updatedAt: now,
    });
    if (row2) issued = { campaign: row.campaign, issued: row2 };
  }
  return { result, issued };
}
