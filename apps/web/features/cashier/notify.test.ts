import { afterEach, describe, expect, it } from 'vitest';
import { currentAlert, dismissAlert, showAlert } from '../alerts/alert-store.ts';
import { notifyDepositCredited, quickDepositStateOf } from './notify.ts';

const t = (key: string) => key;
const credited = (kind: string, delta: number) => ({
  event_name: 'balance_changed',
  message: { currency: 'EUR', balance: 5000, delta, kind },
});

afterEach(() => dismissAlert());

describe('deposit notifications', () => {
  it('shows the success alert when a deposit is credited by push', () => {
    notifyDepositCredited(t, credited('deposit', 2500));
    expect(currentAlert()).toMatchObject({ tone: 'success', name: 'payment-success' });
  });

  it('stays quiet for other balance changes', () => {
    notifyDepositCredited(t, credited('bet_stake', -100));
    notifyDepositCredited(t, credited('payout', 100));
    notifyDepositCredited(t, { event_name: 'bet_changed', message: {} });
    expect(currentAlert()).toBeNull();
  });

  it('does not repeat the quick-deposit success alert already shown', () => {
    const id = showAlert({ tone: 'success', title: 'x', name: 'quick-deposit-success' });
    notifyDepositCredited(t, credited('deposit', 2500));
    expect(currentAlert()?.id).toBe(id);
  });

  it('maps payment statuses to quick-deposit states', () => {
    expect(quickDepositStateOf('approved')).toBe('success');
    expect(quickDepositStateOf('pending')).toBe('pending');
    expect(quickDepositStateOf('declined')).toBe('error');
  });
});
