import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALLS_PER_OVER, cricketSideScore, oversFromBalls } from '../src/index.ts';

describe('cricket overs', () => {
  it('prints overs and balls of the over in play, as scorecards do', () => {
    expect(oversFromBalls(110)).toBe('18.2');
    expect(oversFromBalls(120)).toBe('20');
    expect(oversFromBalls(5)).toBe('0.5');
    expect(oversFromBalls(6)).toBe('1');
    expect(oversFromBalls(0)).toBe('0');
  });

  it('never shows six or more balls after the point, and reads back to the same ball count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (balls) => {
        const [overs = '', rest = '0'] = oversFromBalls(balls).split('.');
        expect(Number(rest)).toBeLessThan(BALLS_PER_OVER);
        expect(Number(overs) * BALLS_PER_OVER + Number(rest)).toBe(balls);
      }),
    );
  });

  it('gives a side runs/wickets with its overs, and no overs before it has batted', () => {
    expect(cricketSideScore(145, 3, 110)).toEqual({ score: '145/3', overs: '18.2' });
    expect(cricketSideScore(0, 0, 0)).toEqual({ score: '0/0', overs: null });
    expect(cricketSideScore(97, 2, null)).toEqual({ score: '97/2', overs: null });
    expect(cricketSideScore(131, 10, 113)).toEqual({ score: '131/10', overs: '18.5' });
  });
});
