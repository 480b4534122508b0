import type { Statistics } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { sideScore, tennisPoints } from './live-score';
import { rowStatisticsOf } from './row-match';

const base: Statistics = {
  clock: null,
  total_score: { home: 1, away: 0 },
  game_score: { home: 30, away: 50 },
  current_server: 'away',
  period_score: [
    { home: 7, away: 6, period_key: 'set_1', period_name: '1st set', number: 1, type: 'set' },
    { home: 4, away: 5, period_key: 'set_2', period_name: '2nd set', number: 2, type: 'set' },
  ],
  max_period_number: 3,
};

describe('live scores of a row', () => {
  it('shows tennis as sets, games of the set in play and points, with the server', () => {
    expect(sideScore(base, 'tennis', 'home')).toEqual({
      kind: 'tennis',
      sets: 1,
      games: 4,
      points: '30',
      serving: false,
    });
    expect(sideScore(base, 'tennis', 'away')).toEqual({
      kind: 'tennis',
      sets: 0,
      games: 5,
      points: 'A',
      serving: true,
    });
    expect(tennisPoints(40)).toBe('40');
  });

  it('shows cricket as runs/wickets and other sports as the total', () => {
    const cricket = { ...base, total_score: { home: 97, away: 0 }, game_score: { home: 3, away: 0 } };
    expect(sideScore(cricket, 'cricket', 'home')).toEqual({ kind: 'cricket', text: '97/3', overs: null });
    expect(sideScore({ ...base, game_score: null }, 'soccer', 'away')).toEqual({ kind: 'total', text: '0' });
    expect(sideScore(null, 'tennis', 'home')).toBeNull();
  });

  it('shows cricket with the overs each side has faced, none for the side yet to bat', () => {
    const cricket: Statistics = {
      ...base,
      total_score: { home: 145, away: 0 },
      game_score: { home: 3, away: 0 },
      balls: { home: 110, away: 0 },
    };
    expect(sideScore(cricket, 'cricket', 'home')).toEqual({ kind: 'cricket', text: '145/3', overs: '18.2' });
    expect(sideScore(cricket, 'cricket', 'away')).toEqual({ kind: 'cricket', text: '0/0', overs: null });
  });

  it('shows the same score from the statistics a listing row is sent (finished periods left out)', () => {
    const sent = rowStatisticsOf(base);
    expect(sent?.period_score).toHaveLength(1);
    for (const side of ['home', 'away'] as const) {
      expect(sideScore(sent, 'tennis', side)).toEqual(sideScore(base, 'tennis', side));
    }
    expect(rowStatisticsOf(null)).toBeNull();
  });
});
