import type { FeedSimulator } from './simulator.ts';

export interface FeedRunnerOptions {
  /** FEED_SPEED: simulated ms per real ms. */
  speed: number;
  /** Real ms between steps (default 1000). */
  intervalMs?: number;
  logger?: { error(obj: unknown, msg?: string): void; debug?(obj: unknown, msg?: string): void };
}

export interface FeedRunner {
  /** Stops the timer and waits for a step in progress. */
  stop(): Promise<void>;
}

/**
 * Drives the simulator in real time: every `intervalMs` it steps by the real time elapsed since the
 * last step times `speed`. A step still running when the timer fires is not doubled up; the next
 * step covers the time missed.
 */
export function startFeedRunner(simulator: FeedSimulator, opts: FeedRunnerOptions): FeedRunner {
  const interval = opts.intervalMs ?? 1000;
  let last = performance.now();
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    const now = performance.now();
    const dt = (now - last) * opts.speed;
    last = now;
    // tick: settlement and cash-out offers run behind the feed, never in front of the next step.
    running = simulator
      .tick(dt)
      .then((summary) => {
        if (summary.started.length + summary.finished.length + summary.fixtures.length > 0) {
          opts.logger?.debug?.(summary, 'feed step');
        }
      })
      .catch((err) => opts.logger?.error({ err }, 'feed step failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, interval);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
