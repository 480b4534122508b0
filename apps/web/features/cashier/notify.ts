import { currentAlert, showAlert } from '../alerts/alert-store.ts';
import type { Translate } from '../i18n/translator.ts';
import { type NotificationTone, toneOfStatus } from './provider-events.ts';

/** Message key part of each tone (SPEC §2: payment notifications under a notification prefix). */
const TONE_KEY: Record<NotificationTone, 'success' | 'pending' | 'failed'> = {
  success: 'success',
  warning: 'pending',
  error: 'failed',
};

/** Shows the alert of a payment notification from the provider (success, pending or failed). */
export function showPaymentNotification(t: Translate, tone: NotificationTone): void {
  const key = TONE_KEY[tone];
  showAlert({
    tone,
    name: `payment-${key}`,
    title: t(`cashier.notification.${key}.title`),
    message: t(`cashier.notification.${key}.message`),
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
export function showQuickDepositResult(t: Translate, state: QuickDepositState, amountText: string): void {
  showAlert({
    tone: state === 'success' ? 'success' : state === 'pending' ? 'warning' : 'error',
    name: `quick-deposit-${state}`,
    title: t(`cashier.quick.${state}.title`),
    message: t(`cashier.quick.${state}.message`, { amount: amountText }),
  });
}

/**
 * A deposit credited by push (`balance_changed` of kind deposit, SPEC §7): the success notification,
 * unless a deposit's success alert is already shown (the card form or the quick deposit told first).
 * This is how a pending deposit approved after its modal closed reaches the player.
 */
export function notifyDepositCredited(t: Translate, publication: unknown): void {
  if (typeof publication !== 'object' || publication === null) return;
  const { event_name: name, message } = publication as { event_name?: unknown; message?: unknown };
  if (name !== 'balance_changed' || typeof message !== 'object' || message === null) return;
  const { kind, delta } = message as { kind?: unknown; delta?: unknown };
  if (kind !== 'deposit' || typeof delta !== 'number' || delta <= 0) return;
  const shown = currentAlert()?.name;
  if (shown === 'payment-success' || shown === 'quick-deposit-success') return;
  showPaymentNotification(t, 'success');
}
