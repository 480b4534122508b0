import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAlert, dismissAlert, showAlert } from './alert-store.ts';

afterEach(() => {
  dismissAlert();
  dismissAlert();
  vi.useRealTimers();
});

describe('alerts', () => {
  it('shows one alert at a time: a new one replaces the previous', () => {
    showAlert({ tone: 'success', title: 'A', name: 'a' });
    showAlert({ tone: 'error', title: 'B', name: 'b' });
    expect(currentAlert()?.name).toBe('b');
  });

  it('closes itself after 5 seconds, and an old timer never closes a newer alert', () => {
    vi.useFakeTimers();
    showAlert({ tone: 'success', title: 'A', name: 'a' });
    vi.advanceTimersByTime(4000);
    const second = showAlert({ tone: 'warning', title: 'B', name: 'b' });
    vi.advanceTimersByTime(1500);
    expect(currentAlert()?.id).toBe(second);
    vi.advanceTimersByTime(3500);
    expect(currentAlert()).toBeNull();
  });

  it('is dismissed by id only when it is still the one shown', () => {
    const first = showAlert({ tone: 'info', title: 'A', name: 'a' });
    showAlert({ tone: 'info', title: 'B', name: 'b' });
    dismissAlert(first);
    expect(currentAlert()?.name).toBe('b');
    dismissAlert();
    expect(currentAlert()).toBeNull();
  });

  it('shows an alert that waits its turn after the current one, never over it', () => {
    vi.useFakeTimers();
    showAlert({ tone: 'error', title: 'Deposit failed', name: 'payment-failed' });
    const toast = showAlert({ tone: 'info', title: 'Bonus', name: 'bonus', waitsTurn: true });
    expect(currentAlert()?.name).toBe('payment-failed');
    vi.advanceTimersByTime(5000);
    expect(currentAlert()?.id).toBe(toast);
    // Over another waiting alert, it replaces as any alert does; a payment alert replaces it.
    showAlert({ tone: 'info', title: 'Bonus 2', name: 'bonus-2', waitsTurn: true });
    expect(currentAlert()?.name).toBe('bonus-2');
    showAlert({ tone: 'success', title: 'Deposit', name: 'payment-success' });
    expect(currentAlert()?.name).toBe('payment-success');
    dismissAlert();
    expect(currentAlert()).toBeNull();
  });

  it('drops a waiting alert dismissed by its id, and a newer alert that does not wait drops it too', () => {
    showAlert({ tone: 'error', title: 'A', name: 'a' });
    const toast = showAlert({ tone: 'info', title: 'T', name: 't', waitsTurn: true });
    dismissAlert(toast);
    dismissAlert();
    expect(currentAlert()).toBeNull();
    showAlert({ tone: 'error', title: 'A', name: 'a' });
    showAlert({ tone: 'info', title: 'T', name: 't', waitsTurn: true });
    showAlert({ tone: 'success', title: 'B', name: 'b' });
    dismissAlert();
    expect(currentAlert()).toBeNull();
  });
});
