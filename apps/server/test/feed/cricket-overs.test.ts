import { describe, expect, it } from 'vitest';
import { LiveMatch } from '../../src/modules/feed/live.ts';
import { modelFromRatings } from '../../src/modules/feed/pricing/index.ts';
import { Random } from '../../src/seed/random.ts';

const MIN = 60_000;

describe('cricket in play', () => {
  it('counts the balls each side has faced: the batting side moves on, an innings stops at 20 overs', () => {
    const rng = new Random(7);
    const start = new Date('2026-03-14T12:00:00Z');
    const at = (ms: number) => () => new Date(start.getTime() + ms);
    const match = LiveMatch.start(modelFromRatings('cricket', 1500, 1500), 'cricket', start, rng);
    const statistics = () => match.toStatistics() as { balls: { home: number; away: number } };
    expect(statistics().balls).toEqual({ home: 0, away: 0 });

    match.advance(30 * MIN, rng, at(30 * MIN));
    const early = statistics().balls;
    expect(early.home).toBeGreaterThan(0);
    expect(early.home).toBeLessThan(120);
    expect(early.away).toBe(0);

    // Past the first innings (100 minutes) and its break: the home innings is over, the away side bats.
    match.advance(140 * MIN, rng, at(170 * MIN));
    const later = statistics().balls;
    expect(later.home).toBeGreaterThanOrEqual(early.home);
    expect(later.home).toBeLessThanOrEqual(120);
    expect(later.away).toBeGreaterThan(0);
  });
});
