import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS_PX,
  isBettableMarketStatus,
  isBettableMatchStatus,
  isDroppedMarketStatus,
  isReconnectablePushCloseCode,
  isValidSearchQuery,
  MarketStatus,
  MatchStatus,
  oddsFromThousandths,
  probabilityFrom,
  subunitsFrom,
} from '../src/index.ts';

describe('statuses', () => {
  it('allows betting on prematch and live matches only', () => {
    const bettable = Object.values(MatchStatus).filter(isBettableMatchStatus);
    expect(bettable).toEqual([MatchStatus.prematch, MatchStatus.live]);
    expect(MatchStatus.notCovered).toBe(5);
  });

  it('allows betting on allowed markets and drops not-allowed ones', () => {
    expect(Object.values(MarketStatus).filter(isBettableMarketStatus)).toEqual([1]);
    expect(Object.values(MarketStatus).filter(isDroppedMarketStatus)).toEqual([0]);
    expect(Object.values(MarketStatus).sort()).toEqual([-1, -2, -3, -4, 0, 1].sort());
  });
});

describe('constants', () => {
  it('checks search query length after trimming', () => {
    expect(isValidSearchQuery('ab')).toBe(false);
    expect(isValidSearchQuery('  ab  ')).toBe(false);
    expect(isValidSearchQuery('abc')).toBe(true);
    expect(isValidSearchQuery('a'.repeat(50))).toBe(true);
    expect(isValidSearchQuery('a'.repeat(51))).toBe(false);
  });

  it('names breakpoints and push close codes', () => {
    expect(BREAKPOINTS_PX).toEqual({ sm: 720, md: 960, lg: 1280, xl: 1920 });
    expect(isReconnectablePushCloseCode(3000)).toBe(true);
    expect(isReconnectablePushCloseCode(3500)).toBe(false);
    expect(isReconnectablePushCloseCode(4999)).toBe(false);
    expect(isReconnectablePushCloseCode(4000)).toBe(true);
  });
});

describe('unit constructors', () => {
  it('validate their input', () => {
    expect(oddsFromThousandths(2500)).toBe(2500);
    expect(() => oddsFromThousandths(2500.5)).toThrow(RangeError);
    expect(() => oddsFromThousandths(1000)).toThrow(RangeError);
    expect(() => oddsFromThousandths(1_001_001)).toThrow(RangeError);
    expect(subunitsFrom(-250)).toBe(-250);
    expect(() => subunitsFrom(0.5)).toThrow(RangeError);
    expect(() => subunitsFrom(2 ** 53)).toThrow(RangeError);
    expect(probabilityFrom(0.25)).toBe(0.25);
    expect(() => probabilityFrom(1.01)).toThrow(RangeError);
    expect(() => probabilityFrom(Number.NaN)).toThrow(RangeError);
  });
});
