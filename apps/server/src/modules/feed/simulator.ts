import {
  type Event,
  type Market,
  type MatchChangedMessage,
  matchChannel,
  type Provider,
  publicChannel,
  pushEvent,
} from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CompetitorJson, events, markets, type OutcomeJson, sports } from '../../db/schema.ts';
import { Random } from '../../seed/random.ts';
import { simulateMatch } from '../../seed/results.ts';
import { marketFrom, stageFor, statisticsFor } from '../catalogue/mappers.ts';
import type { MarketRow } from '../catalogue/queries.ts';
import { CatalogueService } from '../catalogue/service.ts';
import { incidentView } from '../match-tracker/view.ts';
import {
  Changes,
  changedIds,
  changesListings,
  type MarketsWritten,
  marketKey,
  writeChanges,
} from './changes.ts';
import { type League, loadLeagues, sportDef, topUpFixtures } from './fixtures.ts';
import { MatchIncidentFeed } from './incidents.ts';
import { flavourOf, type LiveEvent, LiveMatch, type Side } from './live.ts';
import {
  MAX_OFFERED_ODDS,
  type MatchModel,
  MIN_OFFERED_ODDS,
  type PricedMarket,
  type PricingContext,
  priceMatch,
} from './pricing/index.ts';
import {
  PROVIDERS,
  type ProviderStatusValue,
  readProviderStatuses,
  writeProviderStatus,
} from './providers.ts';
import { type FeedPublisher, noopPublisher } from './publisher.ts';
import { DEFAULT_RETENTION, pruneFinished, type Retention } from './retention.ts';
import { type FinalFacts, settleMarkets, voidOutcomes } from './settlement.ts';
import { AfterWork, type FeedLane, FeedTasks, type MarketsHook } from './work.ts';

export type { MarketsChange, MarketsHook } from './work.ts';

const SECOND = 1000;
const MIN = 60 * SECOND;

/** Market status codes (SPEC §4). */
export const MarketStatus = { open: 1, suspended: -1, closed: 0, settled: -3 } as const;
/** Match status codes (SPEC §4). */
export const MatchStatus = { prematch: 0, live: 1, stopped: 2, closed: 3, finished: 4 } as const;

export interface FeedSimulatorOptions {
  db: Db;
  /** SEED: the same seed and the same steps give the same matches, scores and prices. */
  seed: number;
  publisher?: FeedPublisher;
  /** Simulated time to start from (default: now). */
  now?: Date;
  /** Locales to publish in (default: every supported locale). */
  locales?: readonly string[];
  /** Random stops, closes and provider outages (default on). */
  incidents?: boolean;
  /** Keep leagues stocked with new fixtures (default on). */
  fixtures?: boolean;
  /** Simulated ms of a bet stop after a goal or another significant event (default 5–20 s). */
  betStopMs?: [number, number];
  /** How long finished matches and their incidents are kept (retention.ts); false keeps them all. */
  retention?: Retention | false;
  logger?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export interface StepSummary {
  now: string;
  started: number[];
  finished: number[];
  stopped: number[];
  closed: number[];
  fixtures: number[];
  live: number;
}

/** A match the feed is running (live or stopped). */
interface Tracked {
  id: number;
  urnId: string;
  provider: string;
  sportKey: string;
  headlineTypes: Set<number>;
  model: MatchModel;
  ctx: PricingContext;
  status: 1 | 2;
  live: LiveMatch;
  rng: Random;
  markets: MarketRow[];
  /** Bet stop in progress until this simulated time (ms), 0 when none. */
  suspendedUntil: number;
  /** Suspended through dev tools: stays suspended until resumed. */
  forced: boolean;
  /** Market types closed through dev tools: stay closed (status 0) until reopened. */
  closedTypes: Set<number>;
  /** Stopped (status 2) until this simulated time. */
  stoppedUntil: number;
  /** Last priced minute (clock sports) so that prices drift minute by minute. */
  pricedMinute: number;
  dirty: boolean;
}

const sameOutcomes = (a: readonly OutcomeJson[], b: readonly OutcomeJson[]) =>
  a.length === b.length &&
  a.every((o, i) => {
    const p = b[i] as OutcomeJson;
    return o.id === p.id && o.odds === p.odds && o.active === p.active && o.result === p.result;
  });

/** What a finished match settles on, from its statistics (overtime periods left out of regulation). */
function factsFromStatistics(model: MatchModel, raw: Record<string, unknown> | null): FinalFacts {
  const s = statisticsFor(raw, 'en');
  const total = s?.total_score ?? { home: 0, away: 0 };
  const periods = s?.period_score ?? [];
  const regular = periods.filter((p) => p.type !== 'overtime');
  const sets = model.family === 'tennis' || model.family === 'sets';
  const regulation = sets
    ? total
    : regular.length > 0 && periods.length > regular.length
      ? regular.reduce((t, p) => ({ home: t.home + p.home, away: t.away + p.away }), { home: 0, away: 0 })
      : total;
  const first = periods[0];
  return {
    regulation,
    total,
    firstPeriod: first ? { home: first.home, away: first.away } : null,
    ...(model.family === 'tennis' ? { sets: periods.map((p) => ({ home: p.home, away: p.away })) } : {}),
  };
}

/** Matches with what the feed needs of their sport, by start time. */
function selectMatchRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: events.id,
      urnId: events.urnId,
      status: events.status,
      stage: events.stage,
      statistics: events.statistics,
      model: events.model,
      competitors: events.competitors,
      provider: events.provider,
      startTime: events.startTime,
      sportKey: sports.key,
      mainMarketId: sports.mainMarketId,
      secondaryMarketId: sports.secondaryMarketId,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(where)
    .orderBy(asc(events.startTime), asc(events.id));
}
type MatchRowT = Awaited<ReturnType<typeof selectMatchRows>>[number];

export class FeedError extends Error {
  constructor(
    readonly kind: 'not_found' | 'not_applicable',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The feed simulator: runs matches in simulated time (`step`), keeps their prices and market
 * statuses in step with the score, settles them, keeps the book stocked and publishes every change.
 * Everything it does goes through one queue, so dev events and steps never interleave.
 */
export class FeedSimulator {
  now: Date;
  private readonly db: Db;
  private readonly publisher: FeedPublisher;
  private readonly seed: number;
  private readonly locales: readonly string[];
  private readonly incidents: boolean;
  private readonly fixtures: boolean;
  private readonly betStopMs: [number, number];
  private readonly retention: Retention | false;
  private readonly rng: Random;
  private readonly tracked = new Map<number, Tracked>();
  private leagues: League[] | null = null;
  private loaded = false;
  private lastFixtureCheck = Number.NEGATIVE_INFINITY;
  private providerOutage = new Map<Provider, number>();
  private readonly tasks = new FeedTasks();
  private readonly afterWork: AfterWork;
  /** Settlement and offer work queued by the task running now (its caller waits for it). */
  private taskAfter: Promise<void>[] = [];
  private readonly catalogue: CatalogueService;
  private readonly log: FeedSimulatorOptions['logger'];
  private readonly writtenHooks: ((change: MarketsWritten) => void)[] = [];
  private readonly incidentFeed: MatchIncidentFeed;

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
  private async exclusive<T>(
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
  private async applyEvent(id: number, fn: () => Promise<void>, lane: FeedLane = 'normal'): Promise<Event> {
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

  private async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    const rows = await this.matchRows(
      and(eq(events.type, 'match'), inArray(events.status, [MatchStatus.live, MatchStatus.stopped])),
    );
    for (const row of rows) await this.track(row, null);
  }

  private matchRows(where: SQL | undefined) {
    return selectMatchRows(this.db, where);
  }

  private matchRng(id: number): Random {
    return new Random(this.seed).fork(`match:${id}`);
  }

  /** Starts tracking a live or stopped match (`kickOff`: the match starts at that time). */
  private async track(row: MatchRowT, kickOff: Date | null): Promise<Tracked | null> {
    const model = row.model as unknown as MatchModel;
    if (!model || !('family' in model)) return null;
    const def = sportDef(row.sportKey);
    const flavour = flavourOf(def?.kind ?? row.sportKey, row.sportKey);
    const rng = this.matchRng(row.id);
    const live = kickOff
      ? LiveMatch.start(model, flavour, kickOff, rng)
      : LiveMatch.resume(model, flavour, row.statistics, row.stage, this.now, rng);
    const comps = row.competitors as { home: CompetitorJson; away: CompetitorJson };
    const list = await this.db
      .select()
      .from(markets)
      .where(eq(markets.eventId, row.id))
      .orderBy(asc(markets.id));
    const t: Tracked = {
      id: row.id,
      urnId: row.urnId,
      provider: row.provider,
      sportKey: row.sportKey,
      headlineTypes: new Set(
        [row.mainMarketId, row.secondaryMarketId].filter((x): x is number => x !== null),
      ),
      model,
      ctx: { home: comps.home?.name ?? '', away: comps.away?.name ?? '' },
      status: row.status === MatchStatus.stopped ? 2 : 1,
      live,
      rng,
      markets: list,
      suspendedUntil: 0,
      forced: false,
      closedTypes: new Set(),
      stoppedUntil: row.status === MatchStatus.stopped ? this.now.getTime() + 5 * MIN : 0,
      pricedMinute: Math.floor(live.pricingState().minute),
      dirty: kickOff !== null,
    };
    this.tracked.set(row.id, t);
    return t;
  }

  // ------------------------------------------------------------------------------------------
  // The step

  private async runStep(dt: number): Promise<StepSummary> {
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

    // 1. Kick-offs of due matches (those long overdue, after a restart, are played at once).
    const due = await this.matchRows(
      and(eq(events.type, 'match'), eq(events.status, MatchStatus.prematch), lte(events.startTime, this.now)),
    );
    for (const row of due.slice(0, 500)) {
      const def = sportDef(row.sportKey);
      const duration = (def?.duration ?? 120) * MIN;
      if (row.startTime.getTime() + duration * 1.5 < from) {
        await this.finishOverdue(row, changes);
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

    // 2. Matches in play.
    for (const t of [...this.tracked.values()].sort((a, b) => a.id - b.id)) {
      if (summary.started.includes(t.id)) continue;
      if (t.status === 2) {
        if (t.stoppedUntil <= to) {
          if (t.rng.chance(0.8)) this.resumeStopped(t, changes, to);
          else {
            await this.closeMatch(t, changes);
            summary.closed.push(t.id);
          }
        }
        continue;
      }
      const events = t.live.advance(dt, t.rng, (o) => new Date(from + o));
      this.afterEvents(t, events, changes, to);
    }

    // 3. Incidents, minute by minute of simulated time.
    if (this.incidents) {
      const minutes = Math.min(600, Math.floor(to / MIN) - Math.floor(from / MIN));
      for (let i = 0; i < minutes; i++) {
        const r = this.rng.fork(`incident:${Math.floor(from / MIN) + i + 1}`);
        for (const t of [...this.tracked.values()].sort((a, b) => a.id - b.id)) {
          if (t.status === 1 && !t.live.ended && r.chance(0.0004)) {
            this.stopMatch(t, changes, to, r.int(3, 12) * MIN);
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

    // 4. Finished matches settle.
    for (const t of [...this.tracked.values()].sort((a, b) => a.id - b.id)) {
      if (t.live.ended) {
        this.finishTracked(t, changes);
        summary.finished.push(t.id);
      }
    }

    // 5. Fixtures, every ten simulated minutes.
    if (this.fixtures && to - this.lastFixtureCheck >= 10 * MIN) {
      this.lastFixtureCheck = to;
      this.leagues ??= await loadLeagues(this.db);
      const ids = await topUpFixtures(this.db, this.leagues, this.rng.fork(`fixtures:${to}`), this.now);
      for (const id of ids) changes.full.add(id);
      summary.fixtures = ids;
      await this.prune();
    }

    // Bet stops that arrived while this step priced go first (its rows are re-read when it writes).
    await this.letBetStopsIn();
    await this.flush(changes);
    summary.live = this.tracked.size;
    return summary;
  }

  /** Deletes old finished matches and incidents (retention.ts); a failure is logged, the feed goes on. */
  private async prune(): Promise<void> {
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
  private async letBetStopsIn(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await this.tasks.yieldToBetStops();
  }

  /** Turns a match's events into bet stops, prices and changes. */
  private afterEvents(t: Tracked, list: LiveEvent[], changes: Changes, at: number): void {
    if (list.length > 0 || t.status === 1) this.recordMatch(t, changes);
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
  private applyPrices(t: Tracked, changes: Changes, at: number): void {
    if (t.status !== 1) return;
    if (t.forced || t.suspendedUntil > at) {
      this.setStatuses(t, MarketStatus.suspended, changes);
      return;
    }
    const wasSuspended = t.suspendedUntil !== 0;
    t.suspendedUntil = 0;
    if (t.dirty || wasSuspended) {
      t.dirty = false;
      this.reprice(t, changes, at);
    }
  }

  /** Open markets of a match to `status` (suspend), recording the ones that changed. */
  private setStatuses(t: Tracked, status: number, changes: Changes, marketId?: number): void {
    for (const m of t.markets) {
      if (marketId !== undefined && m.marketId !== marketId) continue;
      if (m.status !== MarketStatus.open && m.status !== MarketStatus.suspended) continue;
      if (m.status === status) continue;
      m.status = status;
      changes.market(t.id, t.urnId, t.headlineTypes, m);
    }
  }

  /** New prices at the match's state: lines that can no longer be priced close (status 0), new ones open. */
  private reprice(t: Tracked, changes: Changes, at: number): void {
    const priced = new Map<string, PricedMarket>();
    for (const p of priceMatch(t.model, t.live.pricingState(), t.ctx)) priced.set(marketKey(p), p);
    const left = t.live.periodLeftMs();
    const nextBetStop = left === null ? null : new Date(Math.round((at + left) / SECOND) * SECOND);
    const seen = new Set<string>();
    for (const m of t.markets) {
      const key = marketKey(m);
      seen.add(key);
      if (m.status <= -2) continue;
      const p = t.closedTypes.has(m.marketId) ? undefined : priced.get(key);
      if (!p) {
        if (m.status !== MarketStatus.closed) {
          m.status = MarketStatus.closed;
          changes.market(t.id, t.urnId, t.headlineTypes, m);
        }
        continue;
      }
      const outcomes = p.outcomes.map((o) => ({ id: o.id, name: o.name, odds: o.odds, active: o.active }));
      const stopMoved =
        (m.nextBetStop?.getTime() ?? null) !== (nextBetStop?.getTime() ?? null) &&
        Math.abs((m.nextBetStop?.getTime() ?? 0) - (nextBetStop?.getTime() ?? 0)) >= 30 * SECOND;
      if (
        m.status !== MarketStatus.open ||
        !sameOutcomes(m.outcomes, outcomes) ||
        m.mostBalanced !== p.mostBalanced ||
        stopMoved
      ) {
        m.status = MarketStatus.open;
        m.outcomes = outcomes;
        m.mostBalanced = p.mostBalanced;
        if (stopMoved) m.nextBetStop = nextBetStop;
        changes.market(t.id, t.urnId, t.headlineTypes, m);
      }
    }
    for (const [key, p] of priced) {
      if (seen.has(key) || t.closedTypes.has(p.marketId)) continue;
      const row: MarketRow = {
        id: 0,
        eventId: t.id,
        marketId: p.marketId,
        specifier: p.specifier,
        name: p.name,
        status: MarketStatus.open,
        outcomes: p.outcomes.map((o) => ({ id: o.id, name: o.name, odds: o.odds, active: o.active })),
        marketGroups: p.groups,
        priority: p.priority,
        mostBalanced: p.mostBalanced,
        nextBetStop,
        customBetGroups: t.provider === 'betradar' && p.groups.includes('main') ? ['main'] : [],
        provider: t.provider,
        updatedAt: this.now,
      };
      t.markets.push(row);
      changes.market(t.id, t.urnId, t.headlineTypes, row);
    }
  }

  private recordMatch(t: Tracked, changes: Changes): void {
    changes.events.set(t.id, {
      id: t.id,
      status: t.live.ended ? MatchStatus.finished : t.status,
      stage: t.live.stage,
      statistics: t.live.toStatistics(),
    });
  }

  private finishTracked(t: Tracked, changes: Changes): void {
    changes.events.set(t.id, {
      id: t.id,
      status: MatchStatus.finished,
      stage: t.live.stage,
      statistics: t.live.toStatistics(),
    });
    changes.statusChanged.add(t.id);
    const open = t.markets.filter((m) => m.status > -2);
    const settled = settleMarkets(t.model, t.ctx, t.live.facts(), open);
    open.forEach((m, i) => {
      m.status = MarketStatus.settled;
      m.outcomes = settled[i] ?? voidOutcomes(m.outcomes);
      changes.market(t.id, t.urnId, t.headlineTypes, m);
    });
    this.tracked.delete(t.id);
  }

  private stopMatch(t: Tracked, changes: Changes, at: number, forMs: number): void {
    t.status = 2;
    t.stoppedUntil = at + forMs;
    if (t.live.stats.clock) t.live.stats.clock = { ...t.live.stats.clock, stopped: true };
    t.live.stage = 'Interrupted';
    this.setStatuses(t, MarketStatus.suspended, changes);
    changes.statusChanged.add(t.id);
    this.recordMatch(t, changes);
  }

  private resumeStopped(t: Tracked, changes: Changes, at: number): void {
    t.status = 1;
    t.stoppedUntil = 0;
    t.live.advance(0, t.rng, () => this.now);
    t.live.stage = t.live.stats.period_score[t.live.stats.period_score.length - 1]?.period_name ?? null;
    changes.statusChanged.add(t.id);
    t.dirty = true;
    t.suspendedUntil = 0;
    this.recordMatch(t, changes);
    this.applyPrices(t, changes, at);
  }

  /** Closed (abandoned): every market is settled void. */
  private async closeMatch(t: Tracked, changes: Changes): Promise<void> {
    t.live.stage = 'Abandoned';
    changes.events.set(t.id, {
      id: t.id,
      status: MatchStatus.closed,
      stage: t.live.stage,
      statistics: t.live.toStatistics(),
    });
    changes.statusChanged.add(t.id);
    for (const m of t.markets) {
      if (m.status <= -2) continue;
      m.status = MarketStatus.settled;
      m.outcomes = voidOutcomes(m.outcomes);
      changes.market(t.id, t.urnId, t.headlineTypes, m);
    }
    this.tracked.delete(t.id);
  }

  /** A prematch match whose time has long passed (the feed was off): played at once and settled. */
  private async finishOverdue(row: MatchRowT, changes: Changes): Promise<void> {
    const model = row.model as unknown as MatchModel;
    const def = sportDef(row.sportKey);
    const flavour = flavourOf(def?.kind ?? row.sportKey, row.sportKey);
    const sim = simulateMatch(model, flavour, this.matchRng(row.id), this.now, null);
    const statistics = sim.statistics as unknown as Record<string, unknown>;
    changes.events.set(row.id, { id: row.id, status: MatchStatus.finished, stage: null, statistics });
    changes.statusChanged.add(row.id);
    const comps = row.competitors as { home: CompetitorJson; away: CompetitorJson };
    const ctx = { home: comps.home?.name ?? '', away: comps.away?.name ?? '' };
    const list = await this.db
      .select()
      .from(markets)
      .where(eq(markets.eventId, row.id))
      .orderBy(asc(markets.id));
    const open = list.filter((m) => m.status > -2);
    const settled = settleMarkets(model, ctx, factsFromStatistics(model, statistics), open);
    const headline = new Set(
      [row.mainMarketId, row.secondaryMarketId].filter((x): x is number => x !== null),
    );
    open.forEach((m, i) => {
      m.status = MarketStatus.settled;
      m.outcomes = settled[i] ?? voidOutcomes(m.outcomes);
      changes.market(row.id, row.urnId, headline, m);
    });
  }

  private async setProvider(
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
  private async flush(changes: Changes): Promise<void> {
    if (changes.empty) return;
    // Tracked matches' rows as they are now: a bet stop may have run since they were collected.
    for (const id of changes.events.keys()) {
      const t = this.tracked.get(id);
      if (t) this.recordMatch(t, changes);
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
      await this.publish(changes);
    } catch (err) {
      this.log?.error({ err }, 'feed: publishing failed');
    }
    this.taskAfter.push(this.afterWork.enqueue(ids));
  }

  /**
   * Publishes a change: provider statuses, then the matches whose status or markets changed (bet
   * stops among them), and only then the matches published in full, which need catalogue reads.
   */
  private async publish(changes: Changes): Promise<void> {
    const ids = [
      ...new Set([
        ...changes.events.keys(),
        ...changes.markets.keys(),
        ...changes.full,
        ...changes.incidents.map((i) => i.eventId),
      ]),
    ].sort((a, b) => a - b);
    for (const locale of this.locales) {
      for (const p of changes.providers) {
        await this.publisher.publish(publicChannel(locale), pushEvent('provider_status_changed', p));
      }
      for (const id of ids)
        if (!changes.full.has(id)) await this.publishMatch(changes, locale, id, undefined);
    }
    if (changes.full.size === 0) return;
    for (const locale of this.locales) {
      const list = await this.catalogue.eventsByIds([...changes.full], locale);
      const full = new Map(list.map((e) => [e.id, e]));
      for (const id of ids)
        if (changes.full.has(id)) await this.publishMatch(changes, locale, id, full.get(id));
    }
  }

  /** One match's publications in one locale (`whole`: the match to publish in full). */
  private async publishMatch(changes: Changes, locale: string, id: number, whole: Event | undefined) {
    const pub = publicChannel(locale);
    const channels = [pub, matchChannel(locale, id)];
    const e = changes.events.get(id);
    if (changes.statusChanged.has(id) && e) {
      await this.publisher.publish(
        pub,
        pushEvent('match_status_changed', { match_id: id, status: e.status as 0 | 1 | 2 | 3 | 4 | 5 }),
      );
    }
    if (whole && whole.type === 'match') {
      await this.publisher.broadcast(channels, pushEvent('match_changed', whole as MatchChangedMessage));
    } else if (e) {
      const message: MatchChangedMessage = {
        id,
        status: e.status as 0 | 1 | 2 | 3 | 4 | 5,
        stage: stageFor(e.stage, e.statistics, locale),
        statistics: statisticsFor(e.statistics, locale),
      };
      await this.publisher.broadcast(channels, pushEvent('match_changed', message));
    }
    const incidents = changes.incidents.filter((i) => i.eventId === id && i.id);
    if (incidents.length > 0) {
      await this.publisher.publish(
        matchChannel(locale, id),
        pushEvent('match_incidents', { match_id: id, incidents: incidents.map(incidentView) }),
      );
    }
    const changed = changes.markets.get(id);
    if (!changed || changed.size === 0) return;
    const ref = { id, urnId: changes.urn.get(id) ?? '' };
    const list: Market[] = [...changed.values()]
      .filter((m) => m.id !== 0)
      .map((m) => marketFrom(m, ref, locale));
    if (list.length === 0) return;
    await this.publisher.publish(
      matchChannel(locale, id),
      pushEvent('markets_changed', { match_id: id, markets: list }),
    );
    const headline = changes.headline.get(id) ?? new Set<number>();
    const main = list.filter((m) => headline.has(m.id));
    if (main.length > 0) {
      await this.publisher.publish(pub, pushEvent('markets_changed', { match_id: id, markets: main }));
    }
  }

  // ------------------------------------------------------------------------------------------
  // Dev events: the same functions, writes and publications as the running feed.

  /** The match (en) after a dev event. */
  private async matchOf(id: number, locale = 'en'): Promise<Event> {
    const [event] = await this.catalogue.eventsByIds([id], locale);
    if (event?.type !== 'match') throw new FeedError('not_found', `Match ${id} not found`);
    return event;
  }

  private async liveMatch(id: number): Promise<Tracked> {
    await this.load();
    const t = this.tracked.get(id);
    if (t) return t;
    await this.matchOf(id);
    throw new FeedError('not_applicable', `Match ${id} is not in play`);
  }

  /** Kicks a prematch match off now. */
  startMatch(id: number): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      if (this.tracked.has(id)) throw new FeedError('not_applicable', `Match ${id} is already in play`);
      const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
      if (!row) throw new FeedError('not_found', `Match ${id} not found`);
      if (row.status !== MatchStatus.prematch)
        throw new FeedError('not_applicable', `Match ${id} is not prematch`);
      const t = await this.track(row, this.now);
      if (!t) throw new FeedError('not_applicable', `Match ${id} has no pricing model`);
      const changes = new Changes();
      changes.statusChanged.add(id);
      changes.full.add(id);
      this.afterEvents(t, [], changes, this.now.getTime());
      await this.flush(changes);
    });
  }

  /** A goal (point, basket, runs) for one side: bet stop, new score, new prices after the stop. */
  forceGoal(id: number, side: Side): Promise<Event> {
    return this.applyEvent(
      id,
      async () => {
        const t = await this.liveMatch(id);
        if (t.status !== 1) throw new FeedError('not_applicable', `Match ${id} is stopped`);
        const changes = new Changes();
        const list = t.live.forceScore(side, t.rng, this.now);
        const at = this.now.getTime();
        this.recordMatch(t, changes);
        t.dirty = true;
        const [lo, hi] = this.betStopMs;
        t.suspendedUntil = Math.max(t.suspendedUntil, at + Math.max(1, t.rng.int(lo, hi)));
        if (t.live.ended) {
          changes.incidents.push(...this.incidentFeed.collect(t.id, t.live, list, at));
          this.finishTracked(t, changes);
        } else this.afterEvents(t, list, changes, at);
        await this.flush(changes);
      },
      'betStop',
    );
  }

  /** Ends a match now and settles its markets (a prematch match is played in full at once). */
  finishMatch(id: number): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      const changes = new Changes();
      const t = this.tracked.get(id);
      if (t) {
        t.live.forceEnd(t.rng, this.now);
        this.finishTracked(t, changes);
      } else {
        const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
        if (!row) throw new FeedError('not_found', `Match ${id} not found`);
        if (row.status !== MatchStatus.prematch) throw new FeedError('not_applicable', `Match ${id} is over`);
        await this.finishOverdue(row, changes);
      }
      await this.flush(changes);
    });
  }

  /**
   * Settles a match: one in play (or prematch) is finished first; a finished one gets any market not
   * yet settled settled on its final score.
   */
  async settleMatch(id: number): Promise<Event> {
    await this.load();
    const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
    if (!row) throw new FeedError('not_found', `Match ${id} not found`);
    if (row.status !== MatchStatus.finished && row.status !== MatchStatus.closed) return this.finishMatch(id);
    return this.applyEvent(id, async () => {
      const model = row.model as unknown as MatchModel;
      const comps = row.competitors as { home: CompetitorJson; away: CompetitorJson };
      const ctx = { home: comps.home?.name ?? '', away: comps.away?.name ?? '' };
      const list = await this.db
        .select()
        .from(markets)
        .where(eq(markets.eventId, id))
        .orderBy(asc(markets.id));
      const open = list.filter((m) => m.status > -2);
      const settled =
        row.status === MatchStatus.closed
          ? open.map((m) => voidOutcomes(m.outcomes))
          : settleMarkets(model, ctx, factsFromStatistics(model, row.statistics), open);
      const changes = new Changes();
      const headline = new Set(
        [row.mainMarketId, row.secondaryMarketId].filter((x): x is number => x !== null),
      );
      open.forEach((m, i) => {
        m.status = MarketStatus.settled;
        m.outcomes = settled[i] ?? voidOutcomes(m.outcomes);
        changes.market(id, row.urnId, headline, m);
      });
      await this.flush(changes);
    });
  }

  /** Suspends a match's open markets (one market type with `marketId`) until `resume`. */
  suspend(id: number, marketId?: number): Promise<Event> {
    return this.applyEvent(
      id,
      async () => {
        await this.load();
        const changes = new Changes();
        const t = this.tracked.get(id);
        if (t) {
          if (marketId === undefined) t.forced = true;
          this.setStatuses(t, MarketStatus.suspended, changes, marketId);
        } else {
          await this.updateStoredMarkets(id, changes, (m) =>
            (marketId === undefined || m.marketId === marketId) && m.status === MarketStatus.open
              ? { ...m, status: MarketStatus.suspended }
              : null,
          );
        }
        await this.flush(changes);
      },
      'betStop',
    );
  }

  /** Reopens suspended markets (in play: at fresh prices). */
  resume(id: number, marketId?: number): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      const changes = new Changes();
      const t = this.tracked.get(id);
      if (t) {
        t.forced = false;
        t.suspendedUntil = 0;
        t.dirty = true;
        if (t.status === 1) this.reprice(t, changes, this.now.getTime());
      } else {
        await this.updateStoredMarkets(id, changes, (m) =>
          (marketId === undefined || m.marketId === marketId) && m.status === MarketStatus.suspended
            ? { ...m, status: MarketStatus.open }
            : null,
        );
      }
      await this.flush(changes);
    });
  }

  /**
   * Closes every line of a market type (default: the sport's main market) with status 0, as the feed
   * does with lines that no longer make sense; in play they stay closed until `reopenMarkets`.
   */
  closeMarkets(id: number, marketId?: number): Promise<Event> {
    return this.applyEvent(
      id,
      async () => {
        await this.load();
        const type = await this.marketTypeOf(id, marketId);
        const changes = new Changes();
        const t = this.tracked.get(id);
        let n = 0;
        if (t) {
          t.closedTypes.add(type);
          for (const m of t.markets) {
            if (
              m.marketId !== type ||
              (m.status !== MarketStatus.open && m.status !== MarketStatus.suspended)
            ) {
              continue;
            }
            m.status = MarketStatus.closed;
            changes.market(t.id, t.urnId, t.headlineTypes, m);
            n++;
          }
        } else {
          n = await this.updateStoredMarkets(id, changes, (m) =>
            m.marketId === type && (m.status === MarketStatus.open || m.status === MarketStatus.suspended)
              ? { ...m, status: MarketStatus.closed }
              : null,
          );
        }
        if (n === 0) throw new FeedError('not_applicable', `Match ${id} has no open market of type ${type}`);
        await this.flush(changes);
      },
      'betStop',
    );
  }

  /** Reopens the lines of a market type that `closeMarkets` closed (in play: at fresh prices). */
  reopenMarkets(id: number, marketId?: number): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      const type = await this.marketTypeOf(id, marketId);
      const changes = new Changes();
      const t = this.tracked.get(id);
      if (t) {
        t.closedTypes.delete(type);
        t.dirty = true;
        if (t.status === 1 && !t.forced) this.reprice(t, changes, this.now.getTime());
      } else {
        const n = await this.updateStoredMarkets(id, changes, (m) =>
          m.marketId === type && m.status === MarketStatus.closed
            ? { ...m, status: MarketStatus.open }
            : null,
        );
        if (n === 0)
          throw new FeedError('not_applicable', `Match ${id} has no closed market of type ${type}`);
      }
      await this.flush(changes);
    });
  }

  /** `marketId`, or the match's main market type; 404 for an unknown match. */
  private async marketTypeOf(id: number, marketId: number | undefined): Promise<number> {
    const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
    if (!row) throw new FeedError('not_found', `Match ${id} not found`);
    const type = marketId ?? row.mainMarketId;
    if (type === null || type === undefined) {
      throw new FeedError('not_applicable', `Match ${id} has no main market type`);
    }
    return type;
  }

  /**
   * A forced odds move: every outcome of the match's open markets of type `marketId` (default: the
   * sport's main market) times `factor` (within the offered range), with `specifier` to pick one line.
   */
  forceOdds(id: number, opts: { marketId?: number; specifier?: string; factor?: number }): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      const factor = opts.factor ?? 1.1;
      const changes = new Changes();
      const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
      if (!row) throw new FeedError('not_found', `Match ${id} not found`);
      const marketId = opts.marketId ?? row.mainMarketId ?? undefined;
      const move = (m: MarketRow): MarketRow | null => {
        if (marketId !== undefined && m.marketId !== marketId) return null;
        if (opts.specifier !== undefined && m.specifier !== opts.specifier) return null;
        if (m.status !== MarketStatus.open && m.status !== MarketStatus.suspended) return null;
        const outcomes = m.outcomes.map((o) => ({
          ...o,
          odds: Math.min(MAX_OFFERED_ODDS, Math.max(MIN_OFFERED_ODDS, Math.round(o.odds * factor))),
        }));
        return sameOutcomes(outcomes, m.outcomes) ? null : { ...m, outcomes };
      };
      const t = this.tracked.get(id);
      if (t) {
        let moved = 0;
        t.markets = t.markets.map((m) => {
          const next = move(m);
          if (!next) return m;
          moved++;
          changes.market(t.id, t.urnId, t.headlineTypes, next);
          return next;
        });
        if (moved === 0) throw new FeedError('not_applicable', `Match ${id} has no open market to move`);
      } else if ((await this.updateStoredMarkets(id, changes, move)) === 0) {
        throw new FeedError('not_applicable', `Match ${id} has no open market to move`);
      }
      await this.flush(changes);
    });
  }

  /** Sets a provider's status (and publishes it when it changed). */
  setProviderStatus(provider: Provider, status: ProviderStatusValue): Promise<boolean> {
    return this.exclusive(async () => {
      const changes = new Changes();
      if (status === 'active') this.providerOutage.delete(provider);
      await this.setProvider(provider, status, changes);
      await this.flush(changes);
      return changes.providers.length > 0;
    });
  }

  /** Current provider statuses. */
  async providerStatuses(): Promise<Record<Provider, ProviderStatusValue>> {
    return (await readProviderStatuses(this.db)).statuses;
  }

  /** Applies `change` to a not-running match's stored markets; returns how many changed. */
  private async updateStoredMarkets(
    id: number,
    changes: Changes,
    change: (m: MarketRow) => MarketRow | null,
  ): Promise<number> {
    const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
    if (!row) throw new FeedError('not_found', `Match ${id} not found`);
    const headline = new Set(
      [row.mainMarketId, row.secondaryMarketId].filter((x): x is number => x !== null),
    );
    const list = await this.db.select().from(markets).where(eq(markets.eventId, id)).orderBy(asc(markets.id));
    let n = 0;
    for (const m of list) {
      const next = change(m);
      if (!next) continue;
      n++;
      changes.market(id, row.urnId, headline, next);
    }
    return n;
  }
}
