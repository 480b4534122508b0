import { PAYMENT_ALERT_TYPE, type PaymentNotificationMessage, privateChannel } from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPublisher } from '../push/publisher.ts';
import type { PaymentRow } from './queries.ts';

/**
 * `notification` (kind payment) on the player's private channels after a payment's status changed,
 * so an alert shows even when the deposit modal is closed (a pending card approved later). Call after
 * the transaction commits; a push failure changes nothing.
 */
export async function publishPaymentNotification(
  push: PushPublisher,
  payment: Pick<PaymentRow, 'id' | 'userId' | 'status' | 'amount' | 'currency' | 'failureCode'>,
  log?: FastifyBaseLogger,
): Promise<void> {
  const message: PaymentNotificationMessage = {
    kind: 'payment',
    type: PAYMENT_ALERT_TYPE[payment.status],
    payment_id: payment.id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency as PaymentNotificationMessage['currency'],
    failure_code: payment.failureCode,
  };
  const channels = [...new Set(SUPPORTED_LOCALES.map((l) => privateChannel(l, payment.userId)))];
  try {
    await Promise.all(channels.map((c) => push.publish(c, { event_name: 'notification', message })));
  } catch (err) {
    log?.warn({ err }, 'payment notification push failed');
  }
}
