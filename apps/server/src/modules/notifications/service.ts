import type {
  NotificationCounters,
  NotificationsQuery,
  NotificationsReadResponse,
  NotificationsResponse,
} from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { publishCounters } from './push.ts';
import { markAllRead, markRead, pageOf, unreadCount } from './queries.ts';
import { notificationView } from './view.ts';

type Query = z.output<typeof NotificationsQuery>;

/** The player's notifications (SPEC §7 /notifications): pages, counters, read and read all. */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly push: PushPublisher,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async list(userId: number, q: Query, locale: string): Promise<NotificationsResponse> {
    // One row more than the page tells whether an older page exists.
    const rows = await pageOf(this.db, userId, q.limit + 1, q.before);
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      data: page.map((row) => notificationView(row, locale)),
      next_before: rows.length > q.limit && last ? last.id : null,
    };
  }

  async counters(userId: number): Promise<NotificationCounters> {
    return { unread: await unreadCount(this.db, userId) };
  }

  /** Marks the player's own notifications among `ids` read; other ids are left alone. */
  async read(userId: number, ids: readonly number[]): Promise<NotificationsReadResponse> {
    return this.afterMarking(userId, await markRead(this.db, userId, ids));
  }

  async readAll(userId: number): Promise<NotificationsReadResponse> {
    return this.afterMarking(userId, await markAllRead(this.db, userId));
  }

  /** The counters now; the player's other tabs hear of a change by `unread_counters_changed`. */
  private async afterMarking(userId: number, marked: number): Promise<NotificationsReadResponse> {
    if (marked > 0) await publishCounters(this.push, userId, this.log);
    return { ...(await this.counters(userId)), marked };
  }
}
