import { describe, expect, it } from 'vitest';
import { type AmbRule, ambNextRange, ambQualifies, ambRangesReached, ambRefusals } from '../src/amb.ts';

const rule: AmbRule = {
  betTypes: ['combo'],
  minSelections: 3,
  minSelectionOdds: 1300,
  minStake: 100,
  stakeCurrency: 'EUR',
};
const combo = { betType: 'combo', currency: 'EUR', cashStake: 200, selectionOdds: [1500, 1300, 2000] };

describe('amb qualifying rule', () => {
  it('a cash combo of 3 selections at 1.30 or more each, staked 1.00 EUR or more, counts', () => {
    expect(ambQualifies(rule, combo)).toBe(true);
    expect(ambQualifies(rule, { ...combo, cashStake: 100 })).toBe(true);
  });

  it('says why a bet does not count', () => {
    expect(ambRefusals(rule, { ...combo, betType: 'single', selectionOdds: [1500] })).toEqual([
      'bet_type',
      'selections',
    ]);
    expect(ambRefusals(rule, { ...combo, selectionOdds: [1500, 1299, 2000] })).toEqual(['odds']);
    expect(ambRefusals(rule, { ...combo, selectionOdds: [1500, 2000] })).toEqual(['selections']);
    expect(ambRefusals(rule, { ...combo, currency: 'USD' })).toEqual(['currency']);
    expect(ambRefusals(rule, { ...combo, cashStake: 99 })).toEqual(['stake']);
  });

  it('a free bet (no cash staked) never counts, even without a minimum stake', () => {
    expect(ambQualifies({ ...rule, minStake: 0 }, { ...combo, cashStake: 0 })).toBe(false);
  });
});

describe('amb ranges', () => {
  const ranges = [
    { numberOfBets: 5, numberOfFreebets: 2, amount: 500 },
    { numberOfBets: 3, numberOfFreebets: 1, amount: 500 },
  ];

  it('a range is reached once: by the step that crosses it', () => {
    expect(ambRangesReached(ranges, 2, 3)).toEqual([ranges[1]]);
    expect(ambRangesReached(ranges, 3, 4)).toEqual([]);
    expect(ambRangesReached(ranges, 0, 50)).toEqual(ranges);
    expect(ambRangesReached(ranges, 5, 50)).toEqual([]);
  });

  it('the next range is the smallest one not reached', () => {
    expect(ambNextRange(ranges, 0)).toBe(ranges[1]);
    expect(ambNextRange(ranges, 3)).toBe(ranges[0]);
    expect(ambNextRange(ranges, 5)).toBeUndefined();
  });
});
