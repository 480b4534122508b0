import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  bonusCampaigns,
  issuedBonuses,
  ledgerEntries,
  phoneVerifications,
  users,
} from '../../db/schema.ts';
import { bonusIssued } from '../notifications/events.ts';
import { writeNotification } from '../notifications/queries.ts';
import type { CampaignRow, IssuedRow } from './rules.ts';

export interface IssuedWithCampaign {
  issued: IssuedRow;
  campaign: CampaignRow;
}

export async function campaignByPromoCode(db: Db, code: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusCampaigns)
    .where(
      and(eq(bonusCampaigns.promoCode, code.trim().toUpperCase()), eq(bonusCampaigns.trigger, 'promo_code')),
    );
  return row;
}

export async function campaignById(db: Db, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  return row;
}

export async function campaignByKey(db: Db, key: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.key, key));
  return row;
}

/** Campaigns with status active, in their window at `now`, oldest first. */
export async function liveCampaigns(db: Db, now: Date): Promise<CampaignRow[]> {
  const rows = await db
    .select()
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.status, 'active'))
    .orderBy(asc(bonusCampaigns.id));
  const t = now.getTime();
  return rows.filter(
    (c) =>
      (c.validFrom === null || c.validFrom.getTime() <= t) && (c.validTo === null || c.validTo.getTime() > t),
  );
}

export function campaignsByTrigger(db: Db, trigger: CampaignRow['trigger']): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.trigger, trigger), eq(bonusCampaigns.status, 'active')))
    .orderBy(asc(bonusCampaigns.id));
}

/** The player's bonuses of these types (all types when empty), oldest first. */
export async function issuedOf(
  db: Db,
  userId: number,
  types: readonly string[],
  ids?: readonly number[],
  forUpdate = false,
): Promise<IssuedWithCampaign[]> {
  const where = [eq(issuedBonuses.userId, userId)];
  if (types.length > 0) where.push(inArray(issuedBonuses.type, [...types]));
  if (ids) where.push(inArray(issuedBonuses.id, [...ids]));
  const query = db
    .select({ issued: issuedBonuses, campaign: bonusCampaigns })
    .from(issuedBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedBonuses.campaignId))
    .where(and(...where))
    .orderBy(asc(issuedBonuses.id));
  return forUpdate ? query.for('update', { of: issuedBonuses }) : query;
}

/** Verified (phone), country and account currency of a player; locks the player row when asked. */
export async function playerFacts(
  db: Db,
  userId: number,
  lock = false,
): Promise<{ verified: boolean; country: string | null; currency: string } | undefined> {
  const query = db
    .select({
      country: users.country,
      currency: users.currency,
      verified: sql<boolean>`exists (select 1 from ${phoneVerifications} where ${phoneVerifications.userId} = ${users.id} and ${phoneVerifications.verifiedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = await (lock ? query.for('no key update') : query);
  return row ? { ...row, verified: Boolean(row.verified) } : undefined;
}

/** Inserts an issued bonus (and its notification) unless the player has this (campaign, issue key) already; undefined then. */
export async function insertIssued(
  db: Db,
  values: typeof issuedBonuses.$inferInsert,
): Promise<IssuedRow | undefined> {
  const [row] = await db.insert(issuedBonuses).values(values).onConflictDoNothing().returning();
  // The player's notification commits with the bonus (push.ts publishBonusIssued pushes it).
  if (row) await writeNotification(db, bonusIssued(row));
  return row;
}

/** Active free bets of a player other than `exceptId`. */
export async function activeFreebets(db: Db, userId: number, types: readonly string[], exceptId = 0) {
  const rows = await issuedOf(db, userId, types);
  return rows.filter((r) => r.issued.status === 'active' && r.issued.id !== exceptId);
}

export async function markSeen(db: Db, userId: number, ids: readonly number[], now: Date): Promise<number> {
  const rows = await db
    .update(issuedBonuses)
    .set({ seen: true, updatedAt: now })
    .where(
      and(
        eq(issuedBonuses.userId, userId),
        inArray(issuedBonuses.id, [...ids]),
        eq(issuedBonuses.seen, false),
      ),
    )
    .returning({ id: issuedBonuses.id });
  return rows.length;
}

export async function updateIssued(
  db: Db,
  id: number,
  set: Partial<typeof issuedBonuses.$inferInsert>,
): Promise<IssuedRow> {
  const [row] = await db.update(issuedBonuses).set(set).where(eq(issuedBonuses.id, id)).returning();
  if (!row) throw new Error(`issued bonus ${id} is gone`);
  return row;
}

/** How many deposits the player has been credited, in every currency. */
export async function depositCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(accounts.userId, userId), eq(ledgerEntries.kind, 'deposit')));
  return row?.n ?? 0;
}

/** Every player's issued bonus of a campaign with points and e-mail, best first (ties: earliest). */
export async function leaderboardOf(db: Db, campaignId: number) {
  const points = sql<number>`coalesce((${issuedBonuses.farmingStats}->>'points')::int, 0)`;
  return db
    .select({
      userId: issuedBonuses.userId,
      email: users.email,
      currency: users.currency,
      points,
      freebets: sql<number>`coalesce((${issuedBonuses.farmingStats}->>'farmed_freebets_count')::int, 0)`,
    })
    .from(issuedBonuses)
    .innerJoin(users, eq(users.id, issuedBonuses.userId))
    .where(eq(issuedBonuses.campaignId, campaignId))
    .orderBy(desc(points), asc(issuedBonuses.id));
}
