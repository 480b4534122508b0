'use client';

import { useEffect, useState } from 'react';
import { type ClockLike, elapsedSeconds, minuteText } from './clock.ts';
import { onEverySecond } from './second-ticker.ts';

/**
 * The match minute ("67'") of a clock, ticking locally between updates while the clock runs; the
 * first render shows the clock as sent (same as the server render), ticking starts after mount.
 * `fallback` (e.g. the period name) when there is no match time.
 */
export function useRunningClock(clock: ClockLike | null | undefined, fallback: string | null): string | null {
  const base = clock ? elapsedSeconds(clock, Date.parse(clock.clock_updated_at)) : null;
  const [text, setText] = useState<string | null>(base === null ? fallback : minuteText(base));
  useEffect(() => {
    const current = clock ? elapsedSeconds(clock, Date.now()) : null;
    setText(current === null ? fallback : minuteText(current));
    if (!clock || clock.stopped || current === null) return;
    // One timer for the page's clocks: their updates render together, once a second.
    return onEverySecond(() => {
      const seconds = elapsedSeconds(clock, Date.now());
      if (seconds !== null) setText(minuteText(seconds));
    });
  }, [clock, fallback]);
  return text;
}
