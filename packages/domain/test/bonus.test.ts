import { describe, expect, it } from 'vitest';
import {
  BetResult,
  BetType,
  type BonusBet,
  type BonusPlayer,
  BonusRefusal,
  type BonusRules,
  bonusPotentialWin,
  bonusRefusals,
  freebetSettlement,
  type Subunits,
} from '../src/index.ts';

const NOW = Date.UTC(2026, 0, 10);
const player: BonusPlayer = { verified: true, country: 'DE' };
const sel = (odds: number, extra: Partial<BonusBet['selections'][number]> = {}) => ({
  odds,
  matchStatus: 0,
  sportType: 'regular',
  sportId: 1,
  categoryId: 10,
  tournamentId: 100,
  eventId: 1000,
  ...extra,
});
const freebet: BonusRules = {
  type: 'freebet',
  status: 'active',
  currency: 'EUR',
  amount: 1000,
  minOdds: 1500,
  maxOdds: 10_000,
  selectionCountFrom: 1,
  selectionCountTo: 3,
  usesCount: 1,
  timesUsed: 0,
  validFrom: NOW - 1000,
  validTo: NOW + 1000,
};
const single = (odds: number, extra: Partial<BonusBet> = {}): BonusBet => ({
  betType: BetType.single,
  currency: 'EUR',
  stake: 1000,
  totalOdds: odds,
  selections: [sel(odds)],
  ...extra,
});

describe('bonusRefusals: free bets', () => {
  it('accepts a bet that meets every rule', () => {
    expect(bonusRefusals(freebet, player, single(2000), NOW)).toEqual([]);
  });
  it('refuses outside the validity window, when used up or not active', () => {
    expect(bonusRefusals({ ...freebet, validTo: NOW }, player, single(2000), NOW)).toEqual([
      BonusRefusal.expired,
    ]);
    expect(bonusRefusals({ ...freebet, validFrom: NOW + 1 }, player, single(2000), NOW)).toEqual([
      BonusRefusal.notStarted,
    ]);
    expect(bonusRefusals({ ...freebet, timesUsed: 1 }, player, single(2000), NOW)).toEqual([
      BonusRefusal.usedUp,
    ]);
    expect(bonusRefusals({ ...freebet, status: 'available' }, player, single(2000), NOW)).toEqual([
      BonusRefusal.inactive,
    ]);
  });
  it('refuses on min and max odds, selection counts, stake, currency and bet type', () => {
    expect(bonusRefusals(freebet, player, single(1400), NOW)).toEqual([BonusRefusal.minOdds]);
    expect(bonusRefusals(freebet, player, single(12_000), NOW)).toEqual([BonusRefusal.maxOdds]);
    const four: BonusBet = {
      ...single(2000),
      betType: BetType.combo,
      selections: [sel(1200), sel(1200), sel(1200), sel(1200)],
    };
    expect(bonusRefusals(freebet, player, four, NOW)).toEqual([BonusRefusal.selectionCount]);
    expect(bonusRefusals(freebet, player, single(2000, { stake: 999 }), NOW)).toEqual([BonusRefusal.stake]);
    expect(bonusRefusals(freebet, player, single(2000, { currency: 'USD' }), NOW)).toEqual([
      BonusRefusal.currency,
    ]);
    expect(bonusRefusals(freebet, player, single(2000, { betType: BetType.system }), NOW)).toEqual([
      BonusRefusal.betType,
    ]);
  });
  it('refuses unverified players on verified-only bonuses and players outside the countries', () => {
    const rules = { ...freebet, onlyVerified: true, countryCodes: ['DE', 'AT'] };
    expect(bonusRefusals(rules, player, single(2000), NOW)).toEqual([]);
    expect(bonusRefusals(rules, { verified: false, country: 'DE' }, single(2000), NOW)).toEqual([
      BonusRefusal.notVerified,
    ]);
    expect(bonusRefusals(rules, { verified: true, country: 'FR' }, single(2000), NOW)).toEqual([
      BonusRefusal.country,
    ]);
    expect(bonusRefusals(rules, { verified: true, country: null }, single(2000), NOW)).toEqual([
      BonusRefusal.country,
    ]);
  });
  it('applies event conditions (any condition, every key of it) and the match status', () => {
    const rules: BonusRules = {
      ...freebet,
      eventConditions: [{ sport: { id: 1 }, category: { id: 10 } }, { event: { id: 7 } }],
      matchStatus: 'prematch',
    };
    expect(bonusRefusals(rules, player, single(2000), NOW)).toEqual([]);
    const other = single(2000, { selections: [sel(2000, { categoryId: 11 })] });
    expect(bonusRefusals(rules, player, other, NOW)).toEqual([BonusRefusal.eventCondition]);
    const byEvent = single(2000, { selections: [sel(2000, { categoryId: 11, eventId: 7 })] });
    expect(bonusRefusals(rules, player, byEvent, NOW)).toEqual([]);
    const byKey = { ...rules, eventConditions: [{ sport: { id: 'soccer' } }] };
    expect(
      bonusRefusals(byKey, player, single(2000, { selections: [sel(2000, { sportKey: 'soccer' })] }), NOW),
    ).toEqual([]);
    expect(bonusRefusals(byKey, player, single(2000), NOW)).toEqual([BonusRefusal.eventCondition]);
    const live = single(2000, { selections: [sel(2000, { matchStatus: 1 })] });
    expect(bonusRefusals(rules, player, live, NOW)).toEqual([BonusRefusal.matchStatus]);
    expect(bonusRefusals({ ...rules, matchStatus: 'live' }, player, live, NOW)).toEqual([]);
  });
});

describe('bonusRefusals: combo boost', () => {
  const boost: BonusRules = {
    type: 'comboboost',
    status: 'active',
    minOdds: 1300,
    ranges: [
      { min_count: 3, max_count: 4, bonus_odds: 1050 },
      { min_count: 5, max_count: 16, bonus_odds: 1100 },
    ],
  };
  const combo = (odds: number[], bonusOdds?: number): BonusBet => ({
    betType: BetType.combo,
    currency: 'EUR',
    stake: 1000,
    totalOdds: 0,
    selections: odds.map((o) => sel(o)),
    bonusOdds,
  });
  it('accepts the active range’s bonus odds and refuses any other', () => {
    expect(bonusRefusals(boost, player, combo([1500, 1500, 1500], 1050), NOW)).toEqual([]);
    expect(bonusRefusals(boost, player, combo([1500, 1500, 1500], 1100), NOW)).toEqual([
      BonusRefusal.bonusOdds,
    ]);
  });
  it('counts only selections at min odds, and refuses singles', () => {
    expect(bonusRefusals(boost, player, combo([1500, 1500, 1200], 1050), NOW)).toEqual([
      BonusRefusal.selectionCount,
    ]);
    expect(bonusRefusals(boost, player, { ...combo([1500], 1050), betType: BetType.single }, NOW)).toEqual([
      BonusRefusal.betType,
    ]);
  });
});

describe('bonusRefusals: points bonuses', () => {
  it('lets any bet name an active hunting, tournament or lootbox bonus, and refuses an inactive one', () => {
    const system: BonusBet = { ...single(1100), betType: BetType.system };
    for (const type of ['hunting', 'tournament', 'lootbox']) {
      expect(bonusRefusals({ type, status: 'active', minOdds: 1500 }, player, system, NOW)).toEqual([]);
      expect(bonusRefusals({ type, status: 'available' }, player, system, NOW)).toEqual([
        BonusRefusal.inactive,
      ]);
    }
    expect(bonusRefusals({ type: 'jackpot', status: 'active' }, player, single(2000), NOW)).toEqual([
      BonusRefusal.betType,
    ]);
  });

  it('takes a loot box with its fixed bonus odds (1.000) or none, and refuses other odds', () => {
    const rules = { type: 'lootbox', status: 'active' };
    expect(bonusRefusals(rules, player, { ...single(2000), bonusOdds: 1000 }, NOW)).toEqual([]);
    expect(bonusRefusals(rules, player, single(2000), NOW)).toEqual([]);
    expect(bonusRefusals(rules, player, { ...single(2000), bonusOdds: 2000 }, NOW)).toEqual([
      BonusRefusal.bonusOdds,
    ]);
  });
});

describe('bonusPotentialWin', () => {
  it('shows what a win would pay, as freebetSettlement pays it, for every bonus type', () => {
    const won = { result: BetResult.winEntire, payout: 2500 as Subunits };
    for (const type of ['freebet', 'freebet_no_risk', 'freebet_only_win', 'freebet_all_win']) {
      expect(bonusPotentialWin(type, 1000, 2500), type).toBe(freebetSettlement(type, 1000, won).win);
    }
    expect(bonusPotentialWin('freebet', 1000, 2500)).toBe(1500);
    expect(bonusPotentialWin('comboboost', 1000, 2500)).toBe(2500);
    expect(bonusPotentialWin(null, 1000, 2500)).toBe(2500);
    expect(bonusPotentialWin('freebet', 1000, 900)).toBe(0);
  });
});

describe('freebetSettlement', () => {
  const won = { result: BetResult.winEntire, payout: 2500 as Subunits };
  const lost = { result: BetResult.loseEntire, payout: 0 as Subunits };
  const refunded = { result: BetResult.refundEntire, payout: 1000 as Subunits };
  it('freebet pays the winnings without the stake', () => {
    expect(freebetSettlement('freebet', 1000, won)).toMatchObject({ win: 1500, restore: false });
    expect(freebetSettlement('freebet', 1000, lost)).toMatchObject({ win: 0, refundCash: 0 });
  });
  it('freebet_all_win pays the stake with the win', () => {
    expect(freebetSettlement('freebet_all_win', 1000, won).win).toBe(2500);
  });
  it('freebet_only_win pays only a win; a refund spends it', () => {
    expect(freebetSettlement('freebet_only_win', 1000, won).win).toBe(1500);
    expect(freebetSettlement('freebet_only_win', 1000, refunded)).toMatchObject({ win: 0, restore: false });
    expect(freebetSettlement('freebet', 1000, refunded)).toMatchObject({ win: 0, restore: true });
  });
  it('freebet_no_risk gives a lost stake back as cash or as a new free bet', () => {
    expect(freebetSettlement('freebet_no_risk', 1000, won).win).toBe(1500);
    expect(freebetSettlement('freebet_no_risk', 1000, lost, 'cash')).toMatchObject({ refundCash: 1000 });
    expect(freebetSettlement('freebet_no_risk', 1000, lost, 'freebet')).toMatchObject({
      refundCash: 0,
      refundFreebet: 1000,
    });
  });
});
