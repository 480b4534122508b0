import { describe, expect, it } from 'vitest';
import { elapsedSeconds, minuteText, secondsFromMatchTime } from './clock.ts';

describe('running clock', () => {
  const clock = { match_time: '66:12', stopped: false, clock_updated_at: '2026-01-01T12:00:00Z' };
  const at = (iso: string) => Date.parse(iso);

  it('adds the time since the last update while running', () => {
    expect(elapsedSeconds(clock, at('2026-01-01T12:00:00Z'))).toBe(66 * 60 + 12);
    expect(elapsedSeconds(clock, at('2026-01-01T12:00:50Z'))).toBe(67 * 60 + 2);
    expect(minuteText(66 * 60 + 12)).toBe("67'");
  });

  it('stands still when stopped and has nothing without a match time', () => {
    expect(elapsedSeconds({ ...clock, stopped: true }, at('2026-01-01T12:10:00Z'))).toBe(66 * 60 + 12);
    expect(elapsedSeconds({ ...clock, match_time: null }, 0)).toBeNull();
    expect(secondsFromMatchTime('90:00')).toBe(5400);
    expect(secondsFromMatchTime('x')).toBeNull();
  });
});
