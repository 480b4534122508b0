import { writeSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

// Why these guards exist: PGlite runs PostgreSQL as WebAssembly, synchronously, in one thread (its
// own since issue 9 §4; before, the main thread). A statement that runs long blocked every request,
// timer and signal handler of the process while it ran on the main thread, and
// PostgreSQL's statement_timeout cannot end it there (it needs a timer interrupt, which never fires
// while the WebAssembly holds the thread: `set statement_timeout = 200` lets a 7 s query finish).
// So the process watches itself: health turns 503 while the event loop stalls (a load balancer
// stops sending work), and a worker thread, whose own event loop keeps running, kills the process
// when the main thread has been stuck for long, so that a supervisor starts it again.

/** What GET /api/health reports about the event loop. */
export interface EventLoopHealth {
  /** A stall longer than the threshold was seen in the current or the previous window. */
  stalled: boolean;
  /** Worst event-loop delay of the current and the previous window, in ms (rounded). */
  delayMs: number;
}

export interface EventLoopMonitorOptions {
  /** Delay (ms) above which the loop counts as stalled; 0 turns the monitor off (never stalled). */
  stallMs: number;
  /** Length of a measuring window in ms (default: the larger of 1 s and stallMs). */
  windowMs?: number;
}

/**
 * Event-loop delay over two rolling windows (perf_hooks monitorEventLoopDelay), plus how late a short
 * heartbeat timer is right now: a request served straight after a long block runs before the timers
 * phase in which the histogram would record that block, and must see it all the same.
 */
export class EventLoopMonitor {
  private readonly histogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly beatMs: number;
  private previousMaxMs = 0;
  private lastBeat = performance.now();

  constructor(private readonly opts: EventLoopMonitorOptions) {
    this.beatMs = Math.min(100, Math.max(10, Math.floor(opts.stallMs / 4)));
    if (opts.stallMs <= 0) return;
    this.histogram.enable();
    const windowMs = opts.windowMs ?? Math.max(1000, opts.stallMs);
    this.timers.push(
      setInterval(() => {
        this.previousMaxMs = this.histogram.max / 1e6;
        this.histogram.reset();
      }, windowMs),
      setInterval(() => {
        this.lastBeat = performance.now();
      }, this.beatMs),
    );
    for (const timer of this.timers) timer.unref();
  }

  health(): EventLoopHealth {
    if (this.opts.stallMs <= 0) return { stalled: false, delayMs: 0 };
    const lateMs = performance.now() - this.lastBeat - this.beatMs;
    const delayMs = Math.max(this.previousMaxMs, this.histogram.max / 1e6, lateMs, 0);
    return { stalled: delayMs > this.opts.stallMs, delayMs: Math.round(delayMs) };
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.histogram.disable();
  }
}

export interface StallWatchdogOptions {
  /** The process is killed once the main thread has not run for this long (ms); 0: no watchdog. */
  exitMs: number;
  /** How often the main thread beats and the watchdog looks (ms); default exitMs / 10, 10 … 1000. */
  beatMs?: number;
  /**
   * PGlite: how long its thread has been on its current statement (ms). The main thread stays free
   * while that thread is stuck, so the main thread itself ends the process past exitMs.
   */
  databaseBusyMs?: () => number;
}

/**
 * The watchdog thread: plain CommonJS (it runs from a string, outside any TypeScript loader). It
 * writes one JSON log line (pino's shape, level fatal) straight to fd 2, since a worker's
 * process.stderr is relayed through the stuck main thread, then SIGKILLs the process: SIGTERM would
 * only queue for the main thread's JavaScript, which is exactly what no longer runs.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { beat, exitMs, beatMs } = workerData;
const nowMs = () => Number(process.hrtime.bigint() / 1000000n);
let seen = Atomics.load(beat, 0);
let since = nowMs();
setInterval(() => {
  const current = Atomics.load(beat, 0);
  if (current !== seen) { seen = current; since = nowMs(); return; }
  const stuckMs = nowMs() - since;
  if (stuckMs < exitMs) return;
  const msg = 'watchdog: event loop stuck for ' + stuckMs + ' ms (WATCHDOG_EXIT_MS=' + exitMs +
    '): killing the process so that its supervisor restarts it';
  try { writeSync(2, JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg }) + '\\n'); } catch {}
  process.kill(process.pid, 'SIGKILL');
}, beatMs);
`;

/** Ends the process: the database thread has been on one statement for `busyMs`. */
function exitStuckDatabase(busyMs: number, exitMs: number): never {
  const msg = `watchdog: the database thread has been on one statement for ${Math.round(busyMs)} ms (WATCHDOG_EXIT_MS=${exitMs}): ending the process so that its supervisor restarts it`;
  writeSync(2, `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg })}\n`);
  process.exit(70);
}

/** A running watchdog; stop() ends its thread and the heartbeat. */
export interface StallWatchdog {
  stop(): Promise<void>;
}

/**
 * Starts the stall watchdog: the main thread bumps a shared counter every `beatMs`; a worker thread
 * kills the process when the counter has not moved for `exitMs`. Neither keeps the process alive.
 */
export function startStallWatchdog(opts: StallWatchdogOptions): StallWatchdog {
  if (opts.exitMs <= 0) return { stop: async () => undefined };
  const beatMs = opts.beatMs ?? Math.min(1000, Math.max(10, Math.floor(opts.exitMs / 10)));
  const beat = new Int32Array(new SharedArrayBuffer(4));
  const heartbeat = setInterval(() => {
    Atomics.add(beat, 0, 1);
    const busyMs = opts.databaseBusyMs?.() ?? 0;
    if (busyMs >= opts.exitMs) exitStuckDatabase(busyMs, opts.exitMs);
  }, beatMs);
  heartbeat.unref();
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { beat, exitMs: opts.exitMs, beatMs },
  });
  worker.unref();
  return {
    async stop() {
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}
