import { describe, expect, it } from 'vitest';
import { jackpotContribution, tickingAmount } from '../src/jackpot.ts';

describe('jackpotContribution', () => {
  it('is floor(stake × share / 10000), exact beyond 2^53 / 10000', () => {
    expect(jackpotContribution(1_999, 50)).toBe(9);
    expect(jackpotContribution(100, 50)).toBe(0);
    expect(jackpotContribution(10_000, 10_000)).toBe(10_000);
    expect(jackpotContribution(Number.MAX_SAFE_INTEGER, 1)).toBe(
      Math.floor(Number.MAX_SAFE_INTEGER / 10_000),
    );
    expect(() => jackpotContribution(1.5, 50)).toThrow(RangeError);
    expect(() => jackpotContribution(100, 10_001)).toThrow(RangeError);
  });
});

describe('tickingAmount', () => {
  it('moves linearly from the shown amount to the new reading, never past it', () => {
    expect(tickingAmount(100, 200, 0, 1000)).toBe(100);
    expect(tickingAmount(100, 200, 500, 1000)).toBe(150);
    expect(tickingAmount(100, 200, 999, 1000)).toBe(199);
    expect(tickingAmount(100, 200, 5000, 1000)).toBe(200);
    expect(tickingAmount(300, 200, 500, 1000)).toBe(300);
  });
});
