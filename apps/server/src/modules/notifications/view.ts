import type { Notification, NotificationObjectType, NotificationType } from '@sportsbook/contract';
import { formatMoneyLocale, type Subunits } from '@sportsbook/domain';
import { ratedCurrency } from '../limits/money.ts';
import { type NotificationKey, notificationText } from './messages.ts';
import type { NotificationParams, NotificationRow } from './queries.ts';

/** Which text a notification reads with. */
function keyOf(type: NotificationType, params: NotificationParams): NotificationKey {
  switch (type) {
    case 'bet_settled':
      return params.result === 'won' ? 'bet_won' : params.result === 'void' ? 'bet_void' : 'bet_lost';
    case 'bonus_issued':
      return typeof params.amount === 'number' && params.currency ? 'bonus_issued' : 'bonus_issued_plain';
    default:
      return type;
  }
}

/** Where a notification leads in the web app (a path without the locale prefix). */
function linkOf(objectType: NotificationObjectType, objectId: string): string | null {
  const id = encodeURIComponent(objectId);
  switch (objectType) {
    case 'bet':
      return `/my-bets?bet=${id}`;
    case 'bonus':
      return `/promotions?bonus=${id}`;
    case 'jackpot_hit':
      return '/promotions';
    case 'payment':
      return '/wallet';
    case 'limit':
      return '/responsible-gambling';
    default:
      return null;
  }
}

function amountText(params: NotificationParams, locale: string): string {
  if (typeof params.amount !== 'number' || !params.currency) return '';
  const currency = ratedCurrency(params.currency);
  return `${formatMoneyLocale(params.amount as Subunits, currency, locale)} ${params.currency}`;
}

/** The notification as the list and the `notification` push show it, its texts in `locale`. */
export function notificationView(row: NotificationRow, locale: string): Notification {
  const type = row.type as NotificationType;
  const objectType = row.objectType as NotificationObjectType;
  const params = row.params as NotificationParams;
  const amount = amountText(params, locale);
  const [title, body] = notificationText(keyOf(type, params), locale, { amount, id: row.objectId });
  return {
    id: row.id,
    type,
    object_type: objectType,
    object_id: row.objectId,
    title,
    body,
    caption: objectType === 'bet' ? `#${row.objectId}` : amount,
    created_at: row.createdAt.toISOString(),
    read: row.read,
    link: linkOf(objectType, row.objectId),
  };
}
