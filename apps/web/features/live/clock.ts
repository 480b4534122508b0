/** The clock fields the running clock needs (contract Clock). */
export interface ClockLike {
  readonly match_time: string | null;
  readonly stopped: boolean;
  readonly clock_updated_at: string;
}

/** Seconds in "mm:ss" (minutes may exceed 59), or null when it is not that. */
export function secondsFromMatchTime(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Elapsed match seconds at `now` (ms since epoch): `match_time`, plus the time since
 * `clock_updated_at` while the clock runs. Null without a usable match time.
 */
export function elapsedSeconds(clock: ClockLike, now: number): number | null {
  if (clock.match_time === null) return null;
  const base = secondsFromMatchTime(clock.match_time);
  if (base === null) return null;
  if (clock.stopped) return base;
  const since = now - Date.parse(clock.clock_updated_at);
  return Number.isFinite(since) && since > 0 ? base + Math.floor(since / 1000) : base;
}

/** The minute shown for elapsed seconds: 0:00-0:59 is "1'", 66:12 is "67'". */
export function minuteText(seconds: number): string {
  return `${Math.floor(seconds / 60) + 1}'`;
}
