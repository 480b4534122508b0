import type { Event, Provider } from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { Random } from '../../seed/random.ts';
import { CatalogueService } from '../catalogue/service.ts';
import { Changes, changedIds, changesListings, type MarketsWritten, writeChanges } from './changes.ts';
import type { FeedSimulatorOptions, StepSummary } from './feed-options.ts';
import { type League, loadLeagues, sportDef, topUpFixtures } from './fixtures.ts';
import { MatchIncidentFeed } from './incidents.ts';
import type { LiveEvent } from './live.ts';
import {
  abandonMatch,
  FeedError,
  MarketStatus,
  type MatchRowT,
  MatchStatus,
  MIN,
  recordMatch,
  reprice,
  SECOND,
  selectMatchRows,
  setStatuses,
  settleFinished,
  settleOverdue,
  stopMatch,
  type Tracked,
  trackedMatch,
} from './match-state.ts';
import { PROVIDERS, type ProviderStatusValue, writeProviderStatus } from './providers.ts';
import { publishChanges } from './publish-changes.ts';
import { type FeedPublisher, noopPublisher } from './publisher.ts';
import { DEFAULT_RETENTION, pruneFinished, type Retention } from './retention.ts';
import { AfterWork, type FeedLane, FeedTasks, type MarketsHook } from './work.ts';

/**
 * The running feed (the simulator's base; simulator.ts adds the dev events): runs matches in simulated
 * time (`step`), keeps their prices and market statuses in step with the score, settles them, keeps
 * the book stocked and publishes every change. Everything it does goes through one queue, so dev
 * events and steps never interleave.
 */
export class FeedCore {
  now: Date;
  protected readonly db: Db;
  protected readonly publisher: FeedPublisher;
  protected readonly seed: number;
  protected readonly locales: readonly string[];
  protected readonly incidents: boolean;
  protected readonly fixtures: boolean;
  protected readonly betStopMs: [number, number];
  protected readonly retention: Retention | false;
  protected readonly rng: Random;
  protected readonly tracked = new Map<number, Tracked>();
  protected leagues: League[] | null = null;
  protected loaded = false;
  protected lastFixtureCheck = Number.NEGATIVE_INFINITY;
  protected providerOutage = new Map<Provider, number>();
  protected readonly tasks = new FeedTasks();
  protected readonly afterWork: AfterWork;
  /** Settlement and offer work queued by the task running now (its caller waits for it). */
  protected taskAfter: Promise<void>[] = [];
  protected readonly catalogue: CatalogueService;
  protected readonly log: FeedSimulatorOptions['logger'];
  protected readonly writtenHooks: ((change: MarketsWritten) => void)[] = [];
  protected readonly incidentFeed: MatchIncidentFeed;

  constructor(opts: FeedSimulatorOptions) {
    this.db = opts.db;
    this.publisher = opts.publisher ?? noopPublisher;
    this.seed = opts.seed;
    this.now = new Date(opts.now ?? Date.now());
    this.locales = opts.locales ?? SUPPORTED_LOCALES;
    this.incidents = opts.incidents ?? true;
    this.fixtures = opts.fixtures ?? true;
    this.betStopMs = opts.betStopMs ?? [5 * SECOND, 20 * SECOND];
    this.retention = opts.retention ?? DEFAULT_RETENTION;
    this.rng = new Random(opts.seed);
    this.catalogue = new CatalogueService(opts.db);
    this.log = opts.logger;
    this.afterWork = new AfterWork(opts.logger);
    this.incidentFeed = new MatchIncidentFeed(opts.seed);
  }

  /**
   * Calls `hook` after writes (bet settlement, cash-out offers): off the feed's path, at low database
   * priority, with the event ids of several writes merged and split into bounded batches. `step` and
   * dev events answer after it ran for their change; the runner's `tick` does not wait.
   */
  onMarketsChanged(hook: MarketsHook): void {
    this.afterWork.add(hook);
  }

  /**
   * Calls `hook` right after every write is committed, before its publications (cheap, synchronous
   * work: caches); `listings`: which events a listing holds may have changed.
   */
  onMarketsWritten(hook: (change: MarketsWritten) => void): void {
    this.writtenHooks.push(hook);
  }

  /** Ids of the matches the feed is running (live or stopped). */
  get runningMatchIds(): number[] {
    return [...this.tracked.keys()].sort((a, b) => a - b);
  }

  /**
   * Runs `fn` as one feed task (one at a time; bet stops before queued work), then waits for the
   * settlement and offer work its writes queued, unless `background`.
   */
  protected async exclusive<T>(
    fn: () => Promise<T>,
    lane: FeedLane = 'normal',
    background = false,
  ): Promise<T> {
    let after: Promise<void>[] = [];
    const result = await this.tasks.run(lane, async () => {
      // A bet stop may run inside a step (yieldToBetStops): the step's list is put back after it.
      const outer = this.taskAfter;
      this.taskAfter = after;
      try {
        return await fn();
      } finally {
        after = this.taskAfter;
        this.taskAfter = outer;
      }
    });
    if (!background) await Promise.all(after);
    return result;
  }

  /** A dev event on match `id` as a feed task; answers the match (read after the task). */
  protected async applyEvent(id: number, fn: () => Promise<void>, lane: FeedLane = 'normal'): Promise<Event> {
    await this.exclusive(fn, lane);
    return this.matchOf(id);
  }

  /** Advances simulated time by `dtMs`: kick-offs, clocks, scores, prices, settlement, fixtures. */
  step(dtMs: number): Promise<StepSummary> {
    return this.exclusive(() => this.runStep(Math.max(0, dtMs)));
  }

  /** `step` for the real-time runner: answers once written and published, without waiting for settlement. */
  tick(dtMs: number): Promise<StepSummary> {
    return this.exclusive(() => this.runStep(Math.max(0, dtMs)), 'normal', true);
  }

  // ------------------------------------------------------------------------------------------
  // Loading

  protected async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    const rows = await this.matchRows(
      and(eq(events.type, 'match'), inArray(events.status, [MatchStatus.live, MatchStatus.stopped])),
    );
    for (const row of rows) await this.track(row, null);
  }

  protected matchRows(where: SQL | undefined) {
    return selectMatchRows(this.db, where);
  }

  protected matchRng(id: number): Random {
    return new Random(this.seed).fork(`match:${id}`);
  }

  /** Starts tracking a live or stopped match (`kickOff`: the match starts at that time). */
  protected async track(row: MatchRowT, kickOff: Date | null): Promise<Tracked | null> {
    const t = await trackedMatch(this.db, row, kickOff, this.now, this.matchRng(row.id));
    if (t) this.tracked.set(row.id, t);
    return t;
  }

  // ------------------------------------------------------------------------------------------
  // The step

  protected async runStep(dt: number): Promise<StepSummary> {
    await this.load();
    const from = this.now.getTime();
    const to = from + dt;
    this.now = new Date(to);
    const changes = new Changes();
    const summary: StepSummary = {
      now: this.now.toISOString(),
      started: [],
      finished: [],
      stopped: [],
      closed: [],
      fixtures: [],
      live: 0,
    };
    await this.kickOffDue(from, to, changes, summary);
    this.advanceInPlay(dt, from, to, changes, summary);
    await this.randomIncidents(from, to, changes, summary);
    // Finished matches settle.
    for (const t of [...this.tracked.values()].sort((a, b) => a.id - b.id)) {
      if (t.live.ended) {
        this.finishTracked(t, changes);
        summary.finished.push(t.id);
      }
    }
    await this.keepStocked(to, changes, summary);
    // Bet stops that arrived while this step priced go first (its rows are re-read when it writes).
    await this.letBetStopsIn();
    await this.flush(changes);
    summary.live = this.tracked.size;
    return summary;
  }

  /** Kick-offs of due matches (those long overdue, after a restart, are played at once). */
  private async kickOffDue(from: number, to: number, changes: Changes, summary: StepSummary): Promise<void> {
    const due = await this.matchRows(
      and(eq(events.type, 'match'), eq(events.status, MatchStatus.prematch), lte(events.startTime, this.now)),
    );
    for (const row of due.slice(0, 500)) {
      const def = sportDef(row.sportKey);
      const duration = (def?.duration ?? 120) * MIN;
      if (row.startTime.getTime() + duration * 1.5 < from) {
        await settleOverdue(this.db, row, this.matchRng(row.id), this.now, changes);
        summary.finished.push(row.id);
        continue;
      }
      const kickOff = new Date(Math.max(row.startTime.getTime(), from));
      const t = await this.track(row, kickOff);
      if (!t) continue;
      summary.started.push(t.id);
      changes.statusChanged.add(t.id);
      changes.full.add(t.id);
      const events = t.live.advance(to - kickOff.getTime(), t.rng, (o) => new Date(kickOff.getTime() + o));
      this.afterEvents(t, events, changes, to);
    }
  }

  /** Matches in play advance; stopped ones resume (or are abandoned) when their stop is over. */
  private advanceInPlay(dt: number, from: number, to: number, changes: Changes, summary: StepSummary): void {
    for (const t of [...this.tracked.values()].sort((a, b) => a.id - b.id)) {
      if (summary.started.includes(t.id)) continue;
      if (t.status === 2) {
        if (t.stoppedUntil <= to) {
          if (t.rng.chance(0.8)) this.resumeStopped(t, changes, to);
          else {
            this.closeMatch(t, changes);
            summary.closed.push(t.id);
          }
        }
        continue;
      }
      const events = t.live.advance(dt, t.rng, (o) => new Date(from + o));
      this.afterEvents(t, events, changes, to);
    }
  }

  /** Random stops and provider outages, minute by minute of simulated time. */
  private async randomIncidents(
    from: number,
    to: number,
    changes: Changes,
    summary: StepSummary,
  ): Promise<void> {
    if (this.incidents) {
      const minutes = Math.min(600, Math.floor(to / MIN) - Math.floor(from / MIN));
      for (let i = 0; i < minutes; i++) {
        const r = this.rng.fork(`incident:${Math.floor(from / MIN) + i + 1}`);
        for (const t of [...this.tracked.values()].sort((a, b) => a.id - b.id)) {
          if (t.status === 1 && !t.live.ended && r.chance(0.0004)) {
            stopMatch(t, changes, to, r.int(3, 12) * MIN);
            summary.stopped.push(t.id);
          }
        }
        for (const provider of PROVIDERS) {
          const until = this.providerOutage.get(provider);
          if (until === undefined && r.chance(0.0008)) {
            this.providerOutage.set(provider, to + r.int(2, 8) * MIN);
            await this.setProvider(provider, 'inactive', changes);
          } else if (until !== undefined && until <= to) {
            this.providerOutage.delete(provider);
            await this.setProvider(provider, 'active', changes);
          }
        }
      }
    }
  }

  /** New fixtures and the pruning of old matches, every ten simulated minutes. */
  private async keepStocked(to: number, changes: Changes, summary: StepSummary): Promise<void> {
    if (this.fixtures && to - this.lastFixtureCheck >= 10 * MIN) {
      this.lastFixtureCheck = to;
      this.leagues ??= await loadLeagues(this.db);
      const ids = await topUpFixtures(this.db, this.leagues, this.rng.fork(`fixtures:${to}`), this.now);
      for (const id of ids) changes.full.add(id);
      summary.fixtures = ids;
      await this.prune();
    }
  }

  /** Deletes old finished matches and incidents (retention.ts); a failure is logged, the feed goes on. */
  protected async prune(): Promise<void> {
    if (!this.retention) return;
    try {
      const pruned = await pruneFinished(this.db, this.now, this.retention);
      if (pruned.events + pruned.incidents > 0)
        this.log?.info(pruned, 'feed retention: pruned finished matches');
    } catch (err) {
      this.log?.error({ err }, 'feed retention failed');
    }
  }

  /** Lets the event loop read requests (a goal), then runs the bet stops queued meanwhile. */
  protected async letBetStopsIn(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await this.tasks.yieldToBetStops();
  }

  /** Turns a match's events into bet stops, prices and changes. */
  protected afterEvents(t: Tracked, list: LiveEvent[], changes: Changes, at: number): void {
    if (list.length > 0 || t.status === 1) recordMatch(t, changes);
    changes.incidents.push(...this.incidentFeed.collect(t.id, t.live, list, at));
    if (t.live.ended) return;
    if (list.length > 0) t.dirty = true;
    if (list.some((e) => ('significant' in e && e.significant) || e.type === 'wicket')) {
      const [lo, hi] = this.betStopMs;
      t.suspendedUntil = Math.max(t.suspendedUntil, at + t.rng.int(lo, hi));
    }
    const minute = Math.floor(t.live.pricingState().minute);
    if (minute !== t.pricedMinute) {
      t.pricedMinute = minute;
      t.dirty = true;
    }
    this.applyPrices(t, changes, at);
  }

  /** Suspends during a bet stop or a forced suspension; otherwise reprices when something changed. */
  protected applyPrices(t: Tracked, changes: Changes, at: number): void {
    if (t.status !== 1) return;
    if (t.forced || t.suspendedUntil > at) {
      setStatuses(t, MarketStatus.suspended, changes);
      return;
    }
    const wasSuspended = t.suspendedUntil !== 0;
    t.suspendedUntil = 0;
    if (t.dirty || wasSuspended) {
      t.dirty = false;
      reprice(t, changes, at, this.now);
    }
  }

  /** Finished: settled and no longer tracked. */
  protected finishTracked(t: Tracked, changes: Changes): void {
    settleFinished(t, changes);
    this.tracked.delete(t.id);
  }

  /** Closed (abandoned): every market is settled void, and it is no longer tracked. */
  protected closeMatch(t: Tracked, changes: Changes): void {
    abandonMatch(t, changes);
    this.tracked.delete(t.id);
  }

  protected resumeStopped(t: Tracked, changes: Changes, at: number): void {
    t.status = 1;
    t.stoppedUntil = 0;
    t.live.advance(0, t.rng, () => this.now);
    t.live.stage = t.live.stats.period_score[t.live.stats.period_score.length - 1]?.period_name ?? null;
    changes.statusChanged.add(t.id);
    t.dirty = true;
    t.suspendedUntil = 0;
    recordMatch(t, changes);
    this.applyPrices(t, changes, at);
  }

  protected async setProvider(
    provider: Provider,
    status: ProviderStatusValue,
    changes: Changes,
  ): Promise<void> {
    if (await writeProviderStatus(this.db, provider, status, this.now))
      changes.providers.push({ provider, status });
  }

  // ------------------------------------------------------------------------------------------
  // Writing and publishing

  /**
   * Writes a change (one transaction), publishes it, then queues settlement and offer work for it
   * (AfterWork): the publication of a bet stop never waits for the slower work.
   */
  protected async flush(changes: Changes): Promise<void> {
    if (changes.empty) return;
    // Tracked matches' rows as they are now: a bet stop may have run since they were collected.
    for (const id of changes.events.keys()) {
      const t = this.tracked.get(id);
      if (t) recordMatch(t, changes);
    }
    await writeChanges(this.db, changes, this.now);
    // Caches learn of the write as soon as it is committed, before anyone is told of it.
    const ids = changedIds(changes);
    const written = {
      ...ids,
      eventIds: [...ids.eventIds, ...changes.full],
      listings: changesListings(changes),
    };
    for (const hook of this.writtenHooks) hook(written);
    try {
      await publishChanges(
        { publisher: this.publisher, catalogue: this.catalogue, locales: this.locales },
        changes,
      );
    } catch (err) {
      this.log?.error({ err }, 'feed: publishing failed');
    }
    this.taskAfter.push(this.afterWork.enqueue(ids));
  }

  /** The match (en) after a dev event. */
  protected async matchOf(id: number, locale = 'en'): Promise<Event> {
    const [event] = await this.catalogue.eventsByIds([id], locale);
    if (event?.type !== 'match') throw new FeedError('not_found', `Match ${id} not found`);
    return event;
  }

  protected async liveMatch(id: number): Promise<Tracked> {
    await this.load();
    const t = this.tracked.get(id);
    if (t) return t;
    await this.matchOf(id);
    throw new FeedError('not_applicable', `Match ${id} is not in play`);
  }
}
