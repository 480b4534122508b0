import type {
  NotificationCounters,
  NotificationObjectType,
  NotificationPushMessage,
} from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { privateTargets } from '../push/audience.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { type NotificationRow, rowsAbout, unreadCount } from './queries.ts';
import { notificationView } from './view.ts';

/**
 * The database each app's push publisher reads unread counters from (app.ts binds it once). Modules
 * that already pass the publisher to their after-commit pushes (bonuses, betting, cashier, jackpots)
 * then push notifications without a database handle threaded through each call.
 */
const counterSources = new WeakMap<PushPublisher, Db>();

export function bindNotificationPush(push: PushPublisher, db: Db): void {
  counterSources.set(push, db);
}

/** `unread_counters_changed` with the player's unread count now, on each of their private channels. */
export async function publishCounters(
  push: PushPublisher,
  userId: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const db = counterSources.get(push);
  const targets = privateTargets(push, userId);
  if (!db || targets.length === 0) return;
  try {
    const message: NotificationCounters = { unread: await unreadCount(db, userId) };
    for (const { channel } of targets) {
      await push.publish(channel, { event_name: 'unread_counters_changed', message });
    }
  } catch (err) {
    log?.warn({ err }, 'unread_counters_changed push failed');
  }
}

/**
 * After the writing transaction commits: `notification` (each row as the list shows it, in the
 * channel's locale) then `unread_counters_changed`, per player. Failures are logged only.
 */
export async function publishNotifications(
  push: PushPublisher,
  rows: readonly NotificationRow[],
  log?: FastifyBaseLogger,
): Promise<void> {
  const users = [...new Set(rows.map((r) => r.userId))];
  for (const userId of users) {
    for (const { locale, channel } of privateTargets(push, userId)) {
      for (const row of rows) {
        if (row.userId !== userId) continue;
        try {
          const message: NotificationPushMessage = { kind: 'centre', ...notificationView(row, locale) };
          await push.publish(channel, { event_name: 'notification', message });
        } catch (err) {
          log?.warn({ err }, 'notification push failed');
        }
      }
    }
    await publishCounters(push, userId, log);
  }
}

/**
 * Pushes the notifications written about one object (e.g. an issued bonus, whose writer cannot hand
 * the row to the code that pushes after commit). Needs bindNotificationPush.
 */
export async function publishNotificationsAbout(
  push: PushPublisher,
  userId: number,
  objectType: NotificationObjectType,
  objectId: string | number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const db = counterSources.get(push);
  if (!db || privateTargets(push, userId).length === 0) return;
  try {
    const rows = await rowsAbout(db, userId, objectType, String(objectId));
    await publishNotifications(push, rows.slice(0, 1), log);
  } catch (err) {
    log?.warn({ err }, 'notification push failed');
  }
}
