import { DbPriority, withDbPriority } from '../../db/gate.ts';

/** What changed in one write of the feed: matches with changed markets or status, and those with settled markets. */
export interface MarketsChange {
  /** Matches whose markets or status changed. */
  eventIds: number[];
  /** Matches with a market settled (-3) or cancelled (-4) in this change. */
  settledEventIds: number[];
}

/** Runs after the feed wrote and published a change (bet settlement, cash-out offers). */
export type MarketsHook = (change: MarketsChange) => Promise<void>;

/** How urgent a feed task is: bet stops (a goal, a suspension) go before queued steps and other events. */
export type FeedLane = 'betStop' | 'normal';

/**
 * The feed's own work, one task at a time (tasks share the simulator's in-memory state), bet stops
 * first: a goal or suspension waits for the task running now, never for the steps and events queued
 * behind it. Every task runs at high database priority (db/gate.ts).
 */
export class FeedTasks {
  private running = false;
  private readonly queues: Record<FeedLane, (() => void)[]> = { betStop: [], normal: [] };
  /** Set while the running task has lent its turn to a queued bet stop (yieldToBetStops). */
  private lentDone: (() => void) | null = null;

  async run<T>(lane: FeedLane, fn: () => Promise<T>): Promise<T> {
    if (this.running) await new Promise<void>((start) => this.queues[lane].push(start));
    else this.running = true;
    try {
      return await withDbPriority(DbPriority.high, fn);
    } finally {
      if (this.lentDone) this.lentDone();
      else {
        const next = this.queues.betStop.shift() ?? this.queues.normal.shift();
        if (next) next();
        else this.running = false;
      }
    }
  }

  /**
   * Called by a long task (a step) at a point where the feed's state is consistent: runs the bet
   * stops queued meanwhile, one after the other, before the task goes on.
   */
  async yieldToBetStops(): Promise<void> {
    for (let start = this.queues.betStop.shift(); start; start = this.queues.betStop.shift()) {
      const run = start;
      await new Promise<void>((done) => {
        this.lentDone = () => {
          this.lentDone = null;
          done();
        };
        run();
      });
    }
  }
}

/** Event ids per hook call: settlement and offer refresh work in bounded batches. */
export const AFTER_WORK_BATCH = 25;

/**
 * Settlement and cash-out refresh after feed changes, off the feed's path: changes queue here (their
 * event ids merged), one batch of at most AFTER_WORK_BATCH matches at a time, at low database
 * priority. A slow settlement never holds up the next bet stop, and a backlog stays one set of ids.
 */
export class AfterWork {
  private readonly hooks: MarketsHook[] = [];
  private pending = { eventIds: new Set<number>(), settledEventIds: new Set<number>() };
  private waiters: (() => void)[] = [];
  private idleWaiters: (() => void)[] = [];
  private worker: Promise<void> | null = null;

  constructor(private readonly log?: { error(obj: unknown, msg?: string): void }) {}

  add(hook: MarketsHook): void {
    this.hooks.push(hook);
  }

  /** Queues a change; resolves once hooks covering it have run. */
  enqueue(change: MarketsChange): Promise<void> {
    if (this.hooks.length === 0) return Promise.resolve();
    for (const id of change.eventIds) this.pending.eventIds.add(id);
    for (const id of change.settledEventIds) {
      this.pending.eventIds.add(id);
      this.pending.settledEventIds.add(id);
    }
    const done = new Promise<void>((resolve) => this.waiters.push(resolve));
    this.worker ??= withDbPriority(DbPriority.low, () => this.drain());
    return done;
  }

  /** Resolves once everything queued so far has been handled. */
  idle(): Promise<void> {
    return this.worker ? new Promise<void>((resolve) => this.idleWaiters.push(resolve)) : Promise.resolve();
  }

  private async drain(): Promise<void> {
    await Promise.resolve(); // `worker` is set before the loop can end
    while (this.waiters.length > 0) {
      const { eventIds, settledEventIds } = this.pending;
      const waiters = this.waiters;
      this.pending = { eventIds: new Set(), settledEventIds: new Set() };
      this.waiters = [];
      const ids = [...eventIds].sort((a, b) => a - b);
      for (let i = 0; i < ids.length; i += AFTER_WORK_BATCH) {
        const batch = ids.slice(i, i + AFTER_WORK_BATCH);
        await this.runHooks({
          eventIds: batch,
          settledEventIds: batch.filter((id) => settledEventIds.has(id)),
        });
      }
      for (const resolve of waiters) resolve();
    }
    // In the same turn as the last check: a change queued from now on starts a new worker.
    this.worker = null;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async runHooks(change: MarketsChange): Promise<void> {
    for (const hook of this.hooks) {
      try {
        await hook(change);
      } catch (err) {
        this.log?.error({ err }, 'feed: markets hook failed');
      }
    }
  }
}
