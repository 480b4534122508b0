import { z } from 'zod';
import { Id } from './common.ts';

/**
 * What happened to the player (SPEC §3 Notification `type`): a bet settled (won, lost or void, see
 * `params.result`), a cash out done, a bonus issued, a jackpot hit, a limit reached (a deposit the
 * player's limit refused), a deposit credited.
 */
export const NotificationType = z.enum([
  'bet_settled',
  'cashout_done',
  'bonus_issued',
  'jackpot_hit',
  'limit_reached',
  'deposit_credited',
]);
export type NotificationType = z.infer<typeof NotificationType>;

/** What the notification is about (SPEC §3 `object_type`); `object_id` is that object's id. */
export const NotificationObjectType = z.enum(['bet', 'bonus', 'jackpot_hit', 'payment', 'limit']);
export type NotificationObjectType = z.infer<typeof NotificationObjectType>;

/** Largest page of GET /notifications (default NOTIFICATIONS_DEFAULT_LIMIT). */
export const NOTIFICATIONS_MAX_LIMIT = 50;
export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
/** Most ids one POST /notifications/read marks. */
export const NOTIFICATIONS_MAX_READ_IDS = 100;

/** GET /notifications: newest first; `before` (a notification id) pages on to older ones. */
export const NotificationsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_MAX_LIMIT)
    .default(NOTIFICATIONS_DEFAULT_LIMIT)
    .describe(`Page size 1..${NOTIFICATIONS_MAX_LIMIT}`),
  before: Id.optional().describe('Only notifications older than this id (the previous page’s next_before)'),
});
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

export const Notification = z
  .object({
    id: z.number().int().positive(),
    type: NotificationType,
    object_type: NotificationObjectType,
    object_id: z.string(),
    title: z.string().describe('In the request’s locale'),
    body: z.string().describe('In the request’s locale'),
    caption: z.string().describe('A short reference, e.g. the bet number'),
    created_at: z.string().describe('ISO 8601'),
    read: z.boolean(),
    link: z
      .string()
      .nullable()
      .describe('Where the notification leads, a path without the locale prefix (/my-bets?bet=12)'),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

/**
 * The `notification` push of the notification centre: the notification as the list shows it, with
 * `kind: 'centre'` (the cashier's payment alerts share the event name with `kind: 'payment'`).
 */
export const NotificationPushMessage = Notification.extend({ kind: z.literal('centre') }).meta({
  id: 'NotificationPushMessage',
});
export type NotificationPushMessage = z.infer<typeof NotificationPushMessage>;

export const NotificationsResponse = z
  .object({
    data: z.array(Notification).describe('Newest first'),
    next_before: z.number().int().positive().nullable().describe('Cursor of the next page; null on the last'),
  })
  .meta({ id: 'NotificationsResponse' });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/** GET /notifications/counters, the answer of both read calls, and the `unread_counters_changed` push. */
export const NotificationCounters = z
  .object({ unread: z.number().int().nonnegative() })
  .meta({ id: 'NotificationCounters' });
export type NotificationCounters = z.infer<typeof NotificationCounters>;

/** POST /notifications/read: ids that are not the player's are left alone (they do not count in `marked`). */
export const NotificationsReadBody = z
  .object({ ids: z.array(Id).min(1).max(NOTIFICATIONS_MAX_READ_IDS) })
  .meta({ id: 'NotificationsReadBody' });
export type NotificationsReadBody = z.infer<typeof NotificationsReadBody>;

export const NotificationsReadResponse = NotificationCounters.extend({
  marked: z
    .number()
    .int()
    .nonnegative()
    .describe('How many of the player’s unread notifications this call marked'),
}).meta({ id: 'NotificationsReadResponse' });
export type NotificationsReadResponse = z.infer<typeof NotificationsReadResponse>;
