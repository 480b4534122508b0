import { describe, expect, it } from 'vitest';
import { bonusCashoutCeiling, bonusCashoutMoves, bonusCashoutOffer } from '../src/bonus-cashout.ts';

describe('bonusCashoutOffer', () => {
  it('leaves out the stake of free bets that do not return it, none when nothing is left', () => {
    for (const type of ['freebet', 'freebet_only_win', 'freebet_no_risk']) {
      expect(bonusCashoutOffer(type, 1000, 1357)).toBe(357);
      expect(bonusCashoutOffer(type, 1000, 1000)).toBeNull();
      expect(bonusCashoutOffer(type, 1000, 950)).toBeNull();
    }
  });

  it('offers an all-win free bet, a combo boost and a cash bet their value', () => {
    expect(bonusCashoutOffer('freebet_all_win', 500, 475)).toBe(475);
    expect(bonusCashoutOffer('comboboost', 1000, 1200)).toBe(1200);
    expect(bonusCashoutOffer(null, 1000, 950)).toBe(950);
    expect(bonusCashoutOffer('freebet', 1000, null)).toBeNull();
  });
});

describe('bonusCashoutMoves', () => {
  it('pays a free bet’s cash out as freebet_win and a cash bet’s as cashout', () => {
    expect(bonusCashoutMoves({ type: 'freebet_no_risk', odds: null }, 357)).toEqual([
      { delta: 357, kind: 'freebet_win' },
    ]);
    expect(bonusCashoutMoves(null, 950)).toEqual([{ delta: 950, kind: 'cashout' }]);
  });

  it('splits a combo boost’s cash out into the unboosted part and the boost', () => {
    expect(bonusCashoutMoves({ type: 'comboboost', odds: 1050 }, 2100)).toEqual([
      { delta: 2000, kind: 'cashout' },
      { delta: 100, kind: 'comboboost_win' },
    ]);
    expect(bonusCashoutMoves({ type: 'comboboost', odds: 1050 }, 1001)).toEqual([
      { delta: 953, kind: 'cashout' },
      { delta: 48, kind: 'comboboost_win' },
    ]);
    expect(bonusCashoutMoves({ type: 'freebet' }, 0)).toEqual([]);
  });
});

describe('bonusCashoutCeiling', () => {
  it('is the potential win, without the stake for free bets that do not return it', () => {
    expect(bonusCashoutCeiling('freebet', 1000, 2500)).toBe(1500);
    expect(bonusCashoutCeiling('freebet_all_win', 1000, 2500)).toBe(2500);
    expect(bonusCashoutCeiling(null, 1000, 2500)).toBe(2500);
    expect(bonusCashoutCeiling('freebet', 1000, 900)).toBe(0);
  });
});
