import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAlert, dismissAlert, showAlert } from './alert-store.ts';

afterEach(() => {
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
});
