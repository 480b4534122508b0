import { showAlert } from '../alerts/alert-store.ts';
import type { Translate } from '../i18n/translator.ts';
import { type NotificationTone, toneOfStatus } from './provider-events.ts';

/** Message key part of each tone (SPEC §2: payment notifications under a notification prefix). */
const TONE_KEY: Record<NotificationTone, 'success' | 'pending' | 'failed'> = {
  success: 'success',
  warning: 'pending',
  error: 'failed',
};

/** How long a payment's alert is not shown again when a second source reports it, in ms. */
const REPEAT_WINDOW_MS = 15_000;
const shown = new Map<string, number>();

/**
 * Whether `paymentId`'s `status` was alerted in the last seconds, and marks it now. The card form
 * and the push both report a payment (and the quick deposit its own result): the player sees one.
 */
function seenRecently(paymentId: string | undefined, status: string, now = Date.now()): boolean {
  if (!paymentId) return false;
  for (const [key, at] of shown) if (now - at > REPEAT_WINDOW_MS) shown.delete(key);
  const key = `${paymentId}:${status}`;
  const seen = shown.has(key);
  shown.set(key, now);
  return seen;
}

/** What a payment notification says beyond its tone. */
export interface PaymentNotice {
  paymentId?: string | undefined;
  status?: string | undefined;
  /** Why a declined payment was declined (card_expired, deposit_limit_exceeded …). */
  failureCode?: string | null | undefined;
}

/** Shows the alert of a payment notification (success, pending or failed), once per payment and status. */
export function showPaymentNotification(
  t: Translate,
  tone: NotificationTone,
  notice: PaymentNotice = {},
): void {
  const key = TONE_KEY[tone];
  if (seenRecently(notice.paymentId, notice.status ?? key)) return;
  const reasonKey = notice.failureCode ? `cashier.failure.${notice.failureCode}` : null;
  const reason = reasonKey ? t(reasonKey) : null;
  showAlert({
    tone,
    name: `payment-${key}`,
    title: t(`cashier.notification.${key}.title`),
    message: reason && reason !== reasonKey ? reason : t(`cashier.notification.${key}.message`),
  });
}

/** Quick-deposit result states (SPEC §3 Quick deposit: success, error, pending). */
export type QuickDepositState = 'success' | 'error' | 'pending';

/** The quick-deposit state of a payment status. */
export function quickDepositStateOf(status: string): QuickDepositState {
  const tone = toneOfStatus(status);
  return tone === 'success' ? 'success' : tone === 'warning' ? 'pending' : 'error';
}

/** Shows the quick-deposit result alert (SPEC §2: success, failed, pending). */
export function showQuickDepositResult(
  t: Translate,
  state: QuickDepositState,
  amountText: string,
  payment?: { payment_id: string; status: string },
): void {
  if (payment) seenRecently(payment.payment_id, payment.status);
  showAlert({
    tone: state === 'success' ? 'success' : state === 'pending' ? 'warning' : 'error',
    name: `quick-deposit-${state}`,
    title: t(`cashier.quick.${state}.title`),
    message: t(`cashier.quick.${state}.message`, { amount: amountText }),
  });
}

/**
 * A payment notification from the player's private push channel (`notification` of kind payment,
 * SPEC §8): the success, pending or failed alert, unless the card form or the quick deposit already
 * showed it. This is how a pending deposit approved after its modal closed reaches the player.
 */
export function notifyPaymentPush(t: Translate, publication: unknown): void {
  if (typeof publication !== 'object' || publication === null) return;
  const { event_name: name, message } = publication as { event_name?: unknown; message?: unknown };
  if (name !== 'notification' || typeof message !== 'object' || message === null) return;
  const m = message as Record<string, unknown>;
  if (m.kind !== 'payment' || typeof m.status !== 'string' || typeof m.payment_id !== 'string') return;
  if (m.status !== 'approved' && m.status !== 'declined' && m.status !== 'pending') return;
  showPaymentNotification(t, toneOfStatus(m.status), {
    paymentId: m.payment_id,
    status: m.status,
    failureCode: typeof m.failure_code === 'string' ? m.failure_code : null,
  });
}
