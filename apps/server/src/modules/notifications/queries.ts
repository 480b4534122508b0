import type { NotificationObjectType, NotificationType } from '@sportsbook/contract';
import { and, count, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Structured facts a notification's text is built from at read time (no text is stored). */
export interface NotificationParams {
  /** An amount in subunits of `currency` (a win, a cash out, a bonus, a deposit, a jackpot). */
  amount?: number;
  currency?: string;
  /** bet_settled: how the bet ended. */
  result?: 'won' | 'lost' | 'void';
  /** limit_reached: the refusal code (e.g. deposit_limit_exceeded). */
  code?: string;
  [key: string]: unknown;
}

/** One notification to write: what happened (`type`), to what (`objectType`, `objectId`), and its facts. */
export interface NotificationInput {
  userId: number;
  type: NotificationType;
  objectType: NotificationObjectType;
  objectId: string | number;
  params?: NotificationParams;
  /** Creation time (default: the database's now). */
  at?: Date;
}

/**
 * Writes one notification; pass the open transaction of the event (settlement, cash out, bonus issue,
 * deposit credit, jackpot hit) so the notification commits or rolls back with it. Push it after the
 * commit with publishNotifications (push.ts).
 */
export async function writeNotification(db: Db, input: NotificationInput): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      objectType: input.objectType,
      objectId: String(input.objectId),
      params: input.params ?? {},
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/** A page of the player's notifications, newest first, older than `before` when given. */
export function pageOf(db: Db, userId: number, limit: number, before?: number): Promise<NotificationRow[]> {
  const where: SQL[] = [eq(notifications.userId, userId)];
  if (before !== undefined) where.push(lt(notifications.id, before));
  return db
    .select()
    .from(notifications)
    .where(and(...where))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/** The player's notifications about one object (newest first). */
export function rowsAbout(
  db: Db,
  userId: number,
  objectType: NotificationObjectType,
  objectId: string,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.objectType, objectType),
        eq(notifications.objectId, objectId),
      ),
    )
    .orderBy(desc(notifications.id));
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** Marks these of the player's notifications read (ids of other players match nothing); returns how many changed. */
export async function markRead(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, [...ids]),
        eq(notifications.read, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks every unread notification of the player read; returns how many changed. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
