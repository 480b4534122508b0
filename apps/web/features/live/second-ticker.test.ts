import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onEverySecond } from './second-ticker.ts';

describe('onEverySecond', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wakes every listener each second with one timer, and stops the timer when the last one leaves', () => {
    const calls: string[] = [];
    const stopA = onEverySecond(() => calls.push('a'));
    const stopB = onEverySecond(() => calls.push('b'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(calls).toEqual(['a', 'b', 'a', 'b']);
    stopA();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['a', 'b', 'a', 'b', 'b']);
    stopB();
    expect(vi.getTimerCount()).toBe(0);
    const stopC = onEverySecond(() => calls.push('c'));
    vi.advanceTimersByTime(1000);
    expect(calls.at(-1)).toBe('c');
    stopC();
  });
});
