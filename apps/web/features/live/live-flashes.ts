import type { OutcomeLive } from './live-types.ts';

/** How long an odds change flashes by default, in ms. */
export const FLASH_MS = 1000;

export interface FlashOptions {
  now: () => number;
  flashMs: number;
  /** Runs `run` after `ms` ms: wakes the store to clear expired flashes. */
  setTimer: (run: () => void, ms: number) => void;
}

/**
 * Outcomes that flash now, with when their flash ends (ms since epoch). Each change re-inserts its
 * key, so the map stays in order of expiry and a sweep stops at the first entry still running; one
 * timer for all flashes wakes the store when the oldest running flash ends.
 */
export function createFlashes(options: FlashOptions, outcomes: Map<string, OutcomeLive>) {
  const flashUntil = new Map<string, number>();
  let sweepArmed = false;
  return {
    /** Starts (or restarts) the flash of an outcome whose odds moved at `now`. */
    start(key: string, now: number): void {
      flashUntil.delete(key);
      flashUntil.set(key, now + options.flashMs);
    },
    forget(key: string): void {
      flashUntil.delete(key);
    },
    /** Clears the flashes that have run their time. */
    sweep(changed: Set<string>): void {
      if (flashUntil.size === 0) return;
      const now = options.now();
      for (const [key, until] of flashUntil) {
        if (until > now) break;
        flashUntil.delete(key);
        const entry = outcomes.get(key);
        if (entry?.flash) {
          outcomes.set(key, { ...entry, flash: null });
          changed.add(key);
        }
      }
    },
    /** Arms the one timer (unless it is armed) to `wake` the store when the oldest flash ends. */
    arm(wake: () => void): void {
      if (sweepArmed) return;
      const first = flashUntil.values().next();
      if (first.done) return;
      sweepArmed = true;
      options.setTimer(
        () => {
          sweepArmed = false;
          wake();
        },
        Math.max(0, first.value - options.now()),
      );
    },
  };
}

export type Flashes = ReturnType<typeof createFlashes>;
