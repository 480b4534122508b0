/**
 * Accumulator-bonus progress (SPEC §3 amb): every live campaign of type `amb` counts the player's cash
 * bets that meet its qualifying rule (domain ambQualifies, the same rule the slip shows), in
 * `amb_progress`, inside the placement's transaction. The bet that takes the count to a range's
 * number_of_bets issues that range's free bets: once, since the count comes back from one atomic upsert
 * and each free bet has its own issue key (`amb:{number_of_bets}:{n}`) under the issued-once index.
 */
import {
  AMB_DEFAULT_BET_TYPES,
  type AmbBet,
  type AmbRange,
  type AmbRule,
  ambQualifies,
  ambRangesReached,
  BonusStatus,
  BonusType,
} from '@sportsbook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ambProgress, bonusCampaigns } from '../../db/schema.ts';
import type { PlacedBet } from './farming.ts';
import { type IssuedWithCampaign, insertIssued, playerFacts } from './queries.ts';
import { type CampaignRow, rulesOf } from './rules.ts';

const DAY = 86_400_000;

/** Campaign type of accumulator-bonus progress. */
export const AMB_TYPE = 'amb';

/** A campaign's qualifying rule as the domain reads it. */
export function ambRuleOf(campaign: CampaignRow): AmbRule {
  const r = rulesOf(campaign);
  return {
    betTypes: r.amb_qualifying?.bet_types ?? AMB_DEFAULT_BET_TYPES,
    minSelections: r.amb_qualifying?.min_selections ?? 1,
    minSelectionOdds: r.amb_qualifying?.min_selection_odds ?? 0,
    minStake: r.min_stake ?? 0,
    stakeCurrency: r.stake_currency ?? 'EUR',
  };
}

/** A range of the campaign with its seed fields. */
export type AmbCampaignRange = AmbRange & { currency: string };

/** The campaign's ranges in `currency`, smallest first. */
export function ambRangesOf(campaign: CampaignRow, currency: string): AmbCampaignRange[] {
  return (rulesOf(campaign).amb_ranges ?? [])
    .filter((r) => r.currency === currency)
    .map((r) => ({
      numberOfBets: r.number_of_bets,
      numberOfFreebets: r.number_of_freebets,
      amount: r.issued_bonus_amount,
      currency: r.currency,
    }))
    .sort((a, b) => a.numberOfBets - b.numberOfBets);
}

/** Live amb campaigns (status active, in their window at `now`) the player may take part in. */
export async function liveAmbCampaigns(
  db: Db,
  userId: number,
  now: Date,
  /** The active amb campaigns when the placement read them already (bonuses/preload.ts). */
  preloaded?: readonly CampaignRow[],
): Promise<CampaignRow[]> {
  const t = now.getTime();
  const rows = (
    preloaded ??
    (await db
      .select()
      .from(bonusCampaigns)
      .where(and(eq(bonusCampaigns.type, AMB_TYPE), eq(bonusCampaigns.status, 'active')))
      .orderBy(bonusCampaigns.id))
  ).filter(
    (c) =>
      (c.validFrom === null || c.validFrom.getTime() <= t) && (c.validTo === null || c.validTo.getTime() > t),
  );
  if (!rows.some((c) => c.onlyVerified || c.countryCodes.length > 0)) return rows;
  const player = await playerFacts(db, userId);
  return rows.filter(
    (c) =>
      (!c.onlyVerified || player?.verified === true) &&
      (c.countryCodes.length === 0 || c.countryCodes.includes((player?.country ?? '').toUpperCase())),
  );
}

/** The player's progress per campaign id (absent: 0). */
export async function ambProgressOf(
  db: Db,
  userId: number,
  campaignIds: readonly number[],
): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: ambProgress.campaignId, n: ambProgress.progressCount })
    .from(ambProgress)
    .where(and(eq(ambProgress.userId, userId), inArray(ambProgress.campaignId, [...campaignIds])));
  return new Map(rows.map((r) => [r.campaignId, r.n]));
}

/** Adds `n` to the player's progress in one statement; returns the count after it. */
async function addProgress(
  db: Db,
  campaignId: number,
  userId: number,
  n: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(ambProgress)
    .values({ campaignId, userId, progressCount: n, updatedAt: now })
    .onConflictDoUpdate({
      target: [ambProgress.campaignId, ambProgress.userId],
      set: { progressCount: sql`${ambProgress.progressCount} + ${n}::int`, updatedAt: now },
    })
    .returning({ n: ambProgress.progressCount });
  return row?.n ?? n;
}

/** The placed bet as the rule reads it. */
function ambBetOf(bet: PlacedBet): AmbBet {
  return {
    betType: bet.p.type,
    currency: bet.p.currency,
    cashStake: bet.cash,
    selectionOdds: bet.p.selections.map((s) => s.odds),
  };
}

/** Issues the free bets of the ranges reached (each free bet once per player, by its issue key). */
async function issueRanges(
  db: Db,
  campaign: CampaignRow,
  userId: number,
  ranges: readonly AmbCampaignRange[],
  now: Date,
): Promise<IssuedWithCampaign[]> {
  const r = rulesOf(campaign);
  const out: IssuedWithCampaign[] = [];
  for (const range of ranges) {
    for (let i = 1; i <= range.numberOfFreebets; i++) {
      const issued = await insertIssued(db, {
        campaignId: campaign.id,
        userId,
        issueKey: `amb:${range.numberOfBets}:${i}`,
        type: r.farming_freebet_type ?? BonusType.freebet,
        status: BonusStatus.available,
        currency: range.currency,
        amount: range.amount,
        usesCount: 1,
        expiresAt: r.expires_after_days ? new Date(now.getTime() + r.expires_after_days * DAY) : null,
        createdAt: now,
        updatedAt: now,
      });
      if (issued) out.push({ campaign, issued });
    }
  }
  return out;
}

/**
 * In the placement's transaction (placement.ts commit): counts the placed cash bets that qualify
 * toward each live amb campaign and issues the free bets of every range the count reaches.
 */
export async function countAmbProgress(
  db: Db,
  userId: number,
  placed: readonly PlacedBet[],
  now: Date,
  /** The active amb campaigns when the placement read them already (bonuses/preload.ts). */
  preloaded?: readonly CampaignRow[],
): Promise<IssuedWithCampaign[]> {
  if (!placed.some((b) => b.cash > 0)) return [];
  const issued: IssuedWithCampaign[] = [];
  for (const campaign of await liveAmbCampaigns(db, userId, now, preloaded)) {
    const rule = ambRuleOf(campaign);
    const n = placed.filter((b) => ambQualifies(rule, ambBetOf(b))).length;
    if (n === 0) continue;
    const after = await addProgress(db, campaign.id, userId, n, now);
    const reached = ambRangesReached(ambRangesOf(campaign, rule.stakeCurrency), after - n, after);
    issued.push(...(await issueRanges(db, campaign, userId, reached, now)));
  }
  return issued;
}
