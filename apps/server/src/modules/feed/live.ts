import { INNINGS_BALLS } from '@sportsbook/domain';
import type { Random } from '../../seed/random.ts';
import type { ResultFlavour, StatisticsJson } from '../../seed/results.ts';
import { PERIOD_NAMES } from './i18n.ts';
import {
  CLOCK_SPORTS,
  type ClockSport,
  clockOf,
  cricketBalls,
  OVERTIME_MIN,
  periodMinutes,
} from './live-clock.ts';
import { pricingStateOf } from './live-pricing.ts';
import { RALLY, rallyLength, rallyPoint, tennisPoint, tickRally, winPeriod } from './live-rally.ts';
import type { FeedState, LiveEvent, Side } from './live-types.ts';
import type { MatchModel, MatchState, Score } from './pricing/index.ts';
import type { FinalFacts } from './settlement.ts';

export { cricketBalls, periodMinutes } from './live-clock.ts';
export type { FeedState, LiveEvent, Side } from './live-types.ts';

/**
 * One match in play: its clock, score and periods per sport, advanced by simulated time. Pure apart
 * from the Random it is given; the simulator turns its events into bet stops, prices and writes.
 */

const MIN = 60_000;
const TICK = 5_000;
const ZERO = (): Score => ({ home: 0, away: 0 });

export function flavourOf(kind: string, sportKey: string): ResultFlavour {
  switch (kind) {
    case 'soccer':
      return 'soccer';
    case 'ice-hockey':
      return 'hockey';
    case 'esports':
      return sportKey === 'counter-strike' || sportKey === 'valorant' ? 'cs' : 'moba';
    case 'basketball':
    case 'handball':
    case 'cricket':
    case 'tennis':
    case 'volleyball':
    case 'table-tennis':
      return kind;
    default:
      return 'soccer';
  }
}

export class LiveMatch {
  stage: string | null;

  private constructor(
    readonly model: MatchModel,
    readonly stats: StatisticsJson,
    readonly feed: FeedState,
    stage: string | null,
  ) {
    this.stage = stage;
  }

  /** A match at kick-off. */
  static start(model: MatchModel, flavour: ResultFlavour, at: Date, rng: Random): LiveMatch {
    const clock = CLOCK_SPORTS[flavour];
    const feed: FeedState = {
      flavour,
      period: 1,
      phase: 'play',
      clockMs: 0,
      breakMs: 0,
      addedMs: 0,
      overtime: false,
      regulation: null,
      points: ZERO(),
      tiebreak: false,
      wickets: ZERO(),
      mapMs: flavour === 'moba' ? rng.int(25, 45) * MIN : 0,
      nextPointMs: 0,
    };
    const stats: StatisticsJson = {
      clock: null,
      total_score: ZERO(),
      game_score: flavour === 'tennis' || flavour === 'cricket' ? ZERO() : null,
      current_server:
        flavour === 'tennis' || flavour === 'volleyball' || flavour === 'table-tennis' ? 'home' : null,
      period_score: [],
      max_period_number: clock ? clock.periods : 'bestOf' in model ? model.bestOf : null,
      ...(flavour === 'cricket' ? { balls: ZERO() } : {}),
    };
    const match = new LiveMatch(model, stats, feed, null);
    match.openPeriod(1);
    match.feed.nextPointMs = rallyLength(match.feed, rng);
    match.refreshClock(at);
    return match;
  }

  /** A match in play read back from events.statistics (seeded live matches have no feed state yet). */
  static resume(
    model: MatchModel,
    flavour: ResultFlavour,
    raw: Record<string, unknown> | null,
    stage: string | null,
    at: Date,
    rng: Random,
  ): LiveMatch {
    if (!raw?.total_score) return LiveMatch.start(model, flavour, at, rng);
    const stats = structuredClone(raw) as StatisticsJson;
    stats.period_score ??= [];
    const saved = stats.feed as FeedState | undefined;
    delete stats.feed;
    if (saved && saved.flavour === flavour) return new LiveMatch(model, stats, { ...saved }, stage);
    // Rebuild the feed state from the statistics the seed wrote.
    const clock = CLOCK_SPORTS[flavour];
    const period = Math.max(1, stats.period_score.length);
    const elapsedMin = Number.parseInt(stats.clock?.match_time?.split(':')[0] ?? '0', 10) || 0;
    const length = clock ? periodMinutes(model, flavour) : 0;
    const feed: FeedState = {
      flavour,
      period,
      phase: 'play',
      clockMs: clock ? Math.max(0, Math.min(length - 1, elapsedMin - (period - 1) * length)) * MIN : 0,
      breakMs: 0,
      addedMs: 0,
      overtime: false,
      regulation: null,
      points: ZERO(),
      tiebreak: false,
      wickets: ZERO(),
      mapMs: flavour === 'moba' ? rng.int(25, 45) * MIN : 0,
      nextPointMs: 0,
    };
    const last = stats.period_score[stats.period_score.length - 1];
    if (flavour === 'tennis') {
      const toPoints = (v: number) => Math.max(0, [0, 15, 30, 40].indexOf(v));
      feed.points = {
        home: toPoints(stats.game_score?.home ?? 0),
        away: toPoints(stats.game_score?.away ?? 0),
      };
      if (feed.points.home === 3 && feed.points.away === 3) feed.points = { home: 2, away: 2 };
    }
    if (flavour === 'cricket') {
      stats.game_score = ZERO();
      // The seed's first innings only has the home side's runs.
      if (period === 1 && last) stats.period_score = [last];
      const batting = cricketBalls(feed.clockMs, periodMinutes(model, flavour));
      stats.balls = period === 1 ? { home: batting, away: 0 } : { home: INNINGS_BALLS, away: batting };
    }
    if (flavour === 'moba' && last)
      feed.clockMs = Math.min(feed.mapMs - MIN, (last.home + last.away) * 1.4 * MIN);
    const match = new LiveMatch(model, stats, feed, stage);
    match.feed.nextPointMs = rallyLength(match.feed, rng);
    match.stage ??= match.periodName(period);
    match.refreshClock(at);
    return match;
  }

  get ended(): boolean {
    return this.feed.phase === 'ended';
  }

  get score(): Score {
    return this.stats.total_score ?? ZERO();
  }

  /** The statistics to store (with the feed state) . */
  toStatistics(): Record<string, unknown> {
    return { ...this.stats, feed: this.feed };
  }

  /** Milliseconds of play left in the current period (clock sports while playing), else null. */
  periodLeftMs(): number | null {
    const clock = CLOCK_SPORTS[this.feed.flavour];
    if (!clock || this.feed.phase === 'break' || this.ended) return null;
    const length = this.feed.overtime
      ? (OVERTIME_MIN[this.feed.flavour] ?? 5) * MIN
      : periodMinutes(this.model, this.feed.flavour) * MIN;
    return Math.max(0, length + this.feed.addedMs - this.feed.clockMs);
  }

  /** Advances by `ms` of simulated time; `at(offset)` is the wall time `offset` ms into the step. */
  advance(ms: number, rng: Random, at: (offsetMs: number) => Date): LiveEvent[] {
    const events: LiveEvent[] = [];
    let done = 0;
    while (done < ms && !this.ended) {
      const dt = Math.min(TICK, ms - done);
      done += dt;
      this.tick(dt, rng, events);
    }
    this.refreshClock(at(done));
    return events;
  }

  /** A scoring event forced from outside (dev tools): a goal, basket, run, point. */
  forceScore(side: Side, rng: Random, at: Date): LiveEvent[] {
    const events: LiveEvent[] = [];
    const f = this.feed.flavour;
    if (this.ended) return events;
    if (RALLY[f] && this.feed.phase === 'break') this.startNextPeriod(events, rng);
    if (f === 'tennis') tennisPoint(this, side, events);
    else if (f === 'volleyball' || f === 'table-tennis' || f === 'cs') rallyPoint(this, side, events);
    else {
      const points = f === 'basketball' ? 2 : f === 'cricket' ? 4 : 1;
      this.addScore(side, points);
      events.push({ type: 'score', side, points, significant: true });
      if (this.feed.overtime && f === 'hockey') this.endMatch(events);
    }
    this.refreshClock(at);
    return events;
  }

  /** Ends the match now (dev tools, or a match overdue after a restart). */
  forceEnd(rng: Random, at: Date): LiveEvent[] {
    const events: LiveEvent[] = [];
    if (this.ended) return events;
    this.feed.regulation ??= { ...this.score };
    const f = this.feed.flavour;
    const s = this.score;
    if (s.home === s.away && f === 'cricket') this.decider(rng, 'super_over', 'Super over');
    if (s.home === s.away && (f === 'hockey' || f === 'basketball'))
      this.decider(rng, 'overtime', 'Overtime');
    // Set sports: the sets/maps score decides; a level score gets one more set to a random side.
    if (RALLY[f] && s.home === s.away) winPeriod(this, rng.chance(0.5) ? 'home' : 'away');
    this.endMatch(events);
    this.refreshClock(at);
    return events;
  }

  /** The state the pricing model prices. */
  pricingState(): MatchState {
    return pricingStateOf(this.model, this.feed, this.stats, this.score);
  }

  /** What markets settle on. */
  facts(): FinalFacts {
    const first = this.stats.period_score[0];
    return {
      regulation: this.feed.regulation ?? this.score,
      total: this.score,
      firstPeriod: first ? { home: first.home, away: first.away } : null,
      ...(this.feed.flavour === 'tennis'
        ? { sets: this.stats.period_score.map((p) => ({ home: p.home, away: p.away })) }
        : {}),
    };
  }

  // ------------------------------------------------------------------------------------------

  private tick(dt: number, rng: Random, events: LiveEvent[]): void {
    const f = this.feed;
    if (f.phase === 'break') {
      f.breakMs -= dt;
      if (f.breakMs <= 0) this.startNextPeriod(events, rng);
      return;
    }
    if (RALLY[f.flavour]) {
      tickRally(this, dt, rng, events);
      return;
    }
    f.clockMs += dt;
    this.scoreChances(dt, rng, events);
    if (this.ended) return;
    const clock = CLOCK_SPORTS[f.flavour] as ClockSport;
    const length = (f.overtime ? (OVERTIME_MIN[f.flavour] ?? 5) : periodMinutes(this.model, f.flavour)) * MIN;
    if (f.flavour === 'soccer' && f.phase === 'play' && f.clockMs >= length) {
      const minutes = f.period === 1 ? rng.int(1, 3) : rng.int(2, 6);
      f.addedMs = minutes * MIN;
      f.phase = 'stoppage';
      events.push({ type: 'stoppage', minutes });
    }
    if (f.clockMs >= length + f.addedMs) this.endPeriod(clock, rng, events);
  }

  private scoreChances(dt: number, rng: Random, events: LiveEvent[]): void {
    const f = this.feed;
    const m = this.model;
    const perMin = dt / MIN;
    if (m.family === 'goals') {
      const share =
        m.variant === 'soccer' ? (f.period === 1 ? 0.45 : 0.55) : ([0.31, 0.33, 0.36][f.period - 1] ?? 0.33);
      const length = m.variant === 'soccer' ? 45 : 20;
      for (const side of ['home', 'away'] as const) {
        const lambda = side === 'home' ? m.lambdaHome : m.lambdaAway;
        const rate = f.overtime ? (lambda / m.regulationMinutes) * 1.2 : (lambda * share) / length;
        if (rng.chance(rate * perMin)) {
          this.addScore(side, 1);
          events.push({ type: 'score', side, points: 1, significant: true });
          if (f.overtime) {
            this.endMatch(events);
            return;
          }
        }
      }
      return;
    }
    if (m.family !== 'points') return;
    if (m.variant === 'cricket') {
      const side: Side = f.period === 1 ? 'home' : 'away';
      // Balls faced so far: frozen when the innings ends early (all out, or the chase won).
      this.stats.balls ??= ZERO();
      this.stats.balls[side] = cricketBalls(f.clockMs, periodMinutes(m, f.flavour));
      const mean = side === 'home' ? (m.muTotal + m.muDiff) / 2 : (m.muTotal - m.muDiff) / 2;
      const runsPerMin = mean / (m.regulationMinutes / 2);
      if (rng.chance((runsPerMin / 2.3) * perMin)) {
        const u = rng.next();
        const runs = u < 0.5 ? 1 : u < 0.7 ? 2 : u < 0.9 ? 4 : 6;
        this.addScore(side, runs);
        events.push({ type: 'score', side, points: runs, significant: false });
      }
      if (rng.chance(0.07 * perMin)) {
        f.wickets[side]++;
        if (this.stats.game_score) this.stats.game_score[side] = f.wickets[side];
        events.push({ type: 'wicket', side });
        if (f.wickets[side] >= 10) f.clockMs = Math.max(f.clockMs, periodMinutes(m, f.flavour) * MIN);
      }
      if (f.period === 2 && this.score.away > this.score.home) {
        f.clockMs = Math.max(f.clockMs, periodMinutes(m, f.flavour) * MIN);
      }
      return;
    }
    const perEvent = m.variant === 'basketball' ? 2.1 : 1;
    for (const side of ['home', 'away'] as const) {
      const mean = side === 'home' ? (m.muTotal + m.muDiff) / 2 : (m.muTotal - m.muDiff) / 2;
      const rate = mean / m.regulationMinutes / perEvent;
      if (rng.chance(Math.min(0.95, rate * perMin))) {
        let points = 1;
        if (m.variant === 'basketball') {
          const u = rng.next();
          points = u < 0.15 ? 1 : u < 0.75 ? 2 : 3;
        }
        this.addScore(side, points);
        events.push({ type: 'score', side, points, significant: false });
      }
    }
  }

  private endPeriod(clock: ClockSport, rng: Random, events: LiveEvent[]): void {
    const f = this.feed;
    events.push({ type: 'period_end', period: f.period, significant: true });
    f.addedMs = 0;
    if (f.overtime) {
      // Hockey: sudden death ended level → shootout; basketball: another overtime if level.
      if (this.score.home === this.score.away) {
        if (f.flavour === 'hockey') {
          this.decider(rng, 'penalties', 'Penalties');
          this.endMatch(events);
          return;
        }
        this.pauseFor(2);
        return;
      }
      this.endMatch(events);
      return;
    }
    if (f.period < clock.periods) {
      this.pauseFor(clock.breakAfter(f.period));
      return;
    }
    f.regulation = { ...this.score };
    const level = this.score.home === this.score.away;
    if (level && (f.flavour === 'hockey' || f.flavour === 'basketball')) {
      f.overtime = true;
      this.pauseFor(f.flavour === 'hockey' ? 3 : 2);
      return;
    }
    if (level && f.flavour === 'cricket') this.decider(rng, 'super_over', 'Super over');
    this.endMatch(events);
  }

  private pauseFor(minutes: number): void {
    this.feed.phase = 'break';
    this.feed.breakMs = minutes * MIN;
    this.stage = this.feed.flavour === 'soccer' || this.feed.flavour === 'handball' ? 'Half time' : 'Break';
    if (this.feed.flavour === 'basketball' && this.feed.period === 2 && !this.feed.overtime)
      this.stage = 'Half time';
  }

  private startNextPeriod(events: LiveEvent[], rng: Random): void {
    const f = this.feed;
    f.period++;
    f.phase = 'play';
    f.clockMs = 0;
    f.breakMs = 0;
    f.points = ZERO();
    f.tiebreak = false;
    if (f.flavour === 'moba') f.mapMs = rng.int(25, 45) * MIN;
    this.openPeriod(f.period);
    events.push({ type: 'period_start', period: f.period });
  }

  private openPeriod(n: number): void {
    const f = this.feed;
    const kind = this.periodKind();
    const overtime = f.overtime;
    this.stats.period_score.push({
      home: 0,
      away: 0,
      period_key: overtime ? `overtime_${n}` : `${kind}_${n}`,
      period_name: overtime ? 'Overtime' : this.periodName(n),
      number: n,
      type: overtime ? 'overtime' : kind === 'set' || kind === 'map' ? kind : 'regular_period',
    });
    this.stage = overtime ? 'Overtime' : this.periodName(n);
  }

  private periodKind(): string {
    const f = this.feed.flavour;
    return CLOCK_SPORTS[f]?.kind ?? (f === 'cs' || f === 'moba' ? 'map' : 'set');
  }

  private periodName(n: number): string {
    return (PERIOD_NAMES[this.periodKind()] ?? PERIOD_NAMES.set ?? String)(n);
  }

  /** One more period entry that decides a level match (shootout, overtime, super over). */
  private decider(rng: Random, key: string, name: string): void {
    const pHome =
      this.model.family === 'goals' || this.model.family === 'points'
        ? (this.model.overtimeHomeWin ?? 0.5)
        : 0.5;
    const homeWins = rng.chance(pHome);
    const n = this.stats.period_score.length + 1;
    const score = { home: homeWins ? 1 : 0, away: homeWins ? 0 : 1 };
    this.stats.period_score.push({
      ...score,
      period_key: `${key}_${n}`,
      period_name: name,
      number: n,
      type: 'overtime',
    });
    const total = this.score;
    this.stats.total_score = { home: total.home + score.home, away: total.away + score.away };
  }

  private addScore(side: Side, points: number): void {
    const total = this.score;
    this.stats.total_score = { ...total, [side]: total[side] + points };
    const current = this.stats.period_score[this.stats.period_score.length - 1];
    if (current) current[side] += points;
  }

  /** Ends the match: its regulation score is kept, the clock and the server are cleared. */
  endMatch(events: LiveEvent[]): void {
    this.feed.regulation ??= { ...this.score };
    this.feed.phase = 'ended';
    this.stage = 'Ended';
    if (this.stats.game_score && this.feed.flavour === 'tennis') this.stats.game_score = null;
    this.stats.current_server = null;
    events.push({ type: 'end' });
  }

  /** Recomputes the contract clock from the feed state. */
  private refreshClock(at: Date): void {
    this.stats.clock = clockOf(this.model, this.feed, this.ended, at);
  }
}
