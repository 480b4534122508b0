import { afterEach, describe, expect, it } from 'vitest';
import { currentAlert, dismissAlert } from '../alerts/alert-store.ts';
import {
  notifyPaymentPush,
  quickDepositStateOf,
  showPaymentNotification,
  showQuickDepositResult,
} from './notify.ts';

const MESSAGES: Record<string, string> = {
  'cashier.failure.deposit_limit_exceeded': 'Over your deposit limit.',
};
const t = (key: string) => MESSAGES[key] ?? key;
let next = 0;
const paymentId = () => {
  next += 1;
  return `pay_test${next}`;
};
const pushed = (payment_id: string, status: string, failure_code: string | null = null) => ({
  event_name: 'notification',
  message: { kind: 'payment', type: 'x', payment_id, status, amount: 2500, currency: 'EUR', failure_code },
});

afterEach(() => dismissAlert());

describe('payment notifications', () => {
  it('shows the alert of a pushed payment by status', () => {
    notifyPaymentPush(t, pushed(paymentId(), 'approved'));
    expect(currentAlert()).toMatchObject({ tone: 'success', name: 'payment-success' });
    notifyPaymentPush(t, pushed(paymentId(), 'pending'));
    expect(currentAlert()).toMatchObject({ tone: 'warning', name: 'payment-pending' });
    notifyPaymentPush(t, pushed(paymentId(), 'declined', 'deposit_limit_exceeded'));
    expect(currentAlert()).toMatchObject({ tone: 'error', message: 'Over your deposit limit.' });
  });

  it('stays quiet for steps that are no result, other kinds and garbage', () => {
    notifyPaymentPush(t, pushed(paymentId(), 'challenge'));
    notifyPaymentPush(t, pushed(paymentId(), 'created'));
    notifyPaymentPush(t, { event_name: 'notification', message: { kind: 'bonus', status: 'approved' } });
    notifyPaymentPush(t, { event_name: 'balance_changed', message: { kind: 'deposit', delta: 1 } });
    notifyPaymentPush(t, 'garbage');
    expect(currentAlert()).toBeNull();
  });

  it('shows a payment once when the card form and the push both report it', () => {
    const id = paymentId();
    showPaymentNotification(t, 'success', { paymentId: id, status: 'approved' });
    const first = currentAlert()?.id;
    notifyPaymentPush(t, pushed(id, 'approved'));
    expect(currentAlert()?.id).toBe(first);
  });

  it('does not follow the quick-deposit alert with the generic one', () => {
    const id = paymentId();
    showQuickDepositResult(t, 'success', '25.00 EUR', { payment_id: id, status: 'approved' });
    notifyPaymentPush(t, pushed(id, 'approved'));
    expect(currentAlert()?.name).toBe('quick-deposit-success');
  });

  it('maps payment statuses to quick-deposit states', () => {
    expect(quickDepositStateOf('approved')).toBe('success');
    expect(quickDepositStateOf('pending')).toBe('pending');
    expect(quickDepositStateOf('declined')).toBe('error');
  });
});
