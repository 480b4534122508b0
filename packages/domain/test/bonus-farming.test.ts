import { describe, expect, it } from 'vitest';
import {
  type BonusSelection,
  type FarmingBet,
  type FarmingRules,
  farmingCounts,
  farmingPointsFor,
  farmingQualifies,
} from '../src/index.ts';

// Points of hunting, tournament and loot-box bonuses (issue 12): the rule the server farms placed
// bets with and the slip shows "+10 points" with.

const soccerHunt: FarmingRules = {
  pointsPerBet: 10,
  minOdds: 1500,
  eventConditions: [{ sport: { id: 'soccer' } }],
  farmOncePerEvent: true,
};

function sel(eventId: number, over: Partial<BonusSelection> = {}): BonusSelection {
  return {
    odds: 2000,
    matchStatus: 0,
    sportType: '',
    sportId: 1,
    sportKey: 'soccer',
    categoryId: 3,
    tournamentId: 4,
    eventId,
    ...over,
  };
}
const bet = (selections: BonusSelection[], over: Partial<FarmingBet> = {}): FarmingBet => ({
  cashStake: 100,
  totalOdds: 2000,
  selections,
  ...over,
});

describe('farming points', () => {
  it('a cash soccer bet at 1.50 or more earns the campaign points per bet', () => {
    expect(farmingPointsFor(soccerHunt, bet([sel(1)]), [])).toBe(10);
    expect(farmingPointsFor(soccerHunt, bet([sel(1)], { totalOdds: 1500 }), [])).toBe(10);
  });

  it('earns nothing below the minimum total odds, on another sport, or staked by a free bet', () => {
    expect(farmingPointsFor(soccerHunt, bet([sel(1)], { totalOdds: 1499 }), [])).toBe(0);
    expect(farmingPointsFor(soccerHunt, bet([sel(1, { sportKey: 'tennis', sportId: 5 })]), [])).toBe(0);
    expect(farmingPointsFor(soccerHunt, bet([sel(1), sel(2, { sportKey: 'tennis' })]), [])).toBe(0);
    expect(farmingPointsFor(soccerHunt, bet([sel(1)], { cashStake: 0 }), [])).toBe(0);
  });

  it('farm once per event: a bet touching a farmed event earns 0; without the rule it earns again', () => {
    expect(farmingPointsFor(soccerHunt, bet([sel(1), sel(2)]), [2])).toBe(0);
    expect(farmingPointsFor(soccerHunt, bet([sel(1)]), ['2'])).toBe(10);
    expect(farmingPointsFor({ ...soccerHunt, farmOncePerEvent: false }, bet([sel(1)]), [1])).toBe(10);
  });

  it('match status: a prematch-only campaign skips live selections', () => {
    const prematch = { ...soccerHunt, matchStatus: 'prematch' as const };
    expect(farmingQualifies(prematch, bet([sel(1, { matchStatus: 1 })]))).toBe(false);
    expect(farmingQualifies({ ...prematch, matchStatus: 'live' }, bet([sel(1, { matchStatus: 1 })]))).toBe(
      true,
    );
  });

  it('a loot box (no points per bet) counts the bet but earns no points', () => {
    const box: FarmingRules = { minOdds: 1500 };
    expect(farmingCounts(box, bet([sel(1)]), [])).toBe(true);
    expect(farmingPointsFor(box, bet([sel(1)]), [])).toBe(0);
    expect(farmingCounts(box, bet([sel(1)], { totalOdds: 1200 }), [])).toBe(false);
  });
});
