import type { Random } from '../../seed/random.ts';
import type { ResultFlavour, StatisticsJson } from '../../seed/results.ts';
import type { FeedState, LiveEvent, Side } from './live-types.ts';
import type { MatchModel, Score } from './pricing/index.ts';

/**
 * Set sports in play (tennis, volleyball, table tennis, esports): rallies, points, games, sets and
 * maps, on the match LiveMatch (live.ts) hands over.
 */

const MIN = 60_000;
const ZERO = (): Score => ({ home: 0, away: 0 });

/** What of a match in play the set sports read and change. */
export interface RallyMatch {
  readonly model: MatchModel;
  readonly stats: StatisticsJson;
  readonly feed: FeedState;
  stage: string | null;
  readonly score: Score;
  readonly ended: boolean;
  endMatch(events: LiveEvent[]): void;
}

/** Rally or point length per set sport, ms, and how strongly pSet tilts a single rally. */
export const RALLY: Partial<Record<ResultFlavour, { ms: [number, number]; tilt: number; breakMin: number }>> =
  {
    tennis: { ms: [25_000, 55_000], tilt: 0, breakMin: 2 },
    volleyball: { ms: [18_000, 32_000], tilt: 0.25, breakMin: 3 },
    'table-tennis': { ms: [8_000, 16_000], tilt: 0.35, breakMin: 1 },
    cs: { ms: [90_000, 130_000], tilt: 0.3, breakMin: 5 },
    moba: { ms: [40_000, 80_000], tilt: 0.2, breakMin: 5 },
  };

export function rallyLength(feed: FeedState, rng: Random): number {
  const r = RALLY[feed.flavour];
  return r ? rng.int(r.ms[0], r.ms[1]) : 0;
}

/** Play time of a set sport: rallies, points or rounds (kills and map ends in a MOBA). */
export function tickRally(m: RallyMatch, dt: number, rng: Random, events: LiveEvent[]): void {
  const f = m.feed;
  f.clockMs += dt;
  f.nextPointMs -= dt;
  if (f.flavour === 'moba') {
    // Kills through the map; the map ends after its length, won with probability pSet.
    const pSet = m.model.family === 'sets' ? m.model.pSet : 0.5;
    for (const side of ['home', 'away'] as const) {
      const rate = 0.35 * (side === 'home' ? 0.6 + pSet * 0.8 : 1.4 - pSet * 0.8);
      if (rng.chance((rate * dt) / MIN)) {
        const current = m.stats.period_score[m.stats.period_score.length - 1];
        if (current) current[side]++;
        events.push({ type: 'score', side, points: 1, significant: false });
      }
    }
    if (f.clockMs >= f.mapMs) {
      const current = m.stats.period_score[m.stats.period_score.length - 1];
      const lead = current ? current.home - current.away : 0;
      const winner: Side = rng.chance(Math.min(0.95, Math.max(0.05, pSet + lead * 0.03))) ? 'home' : 'away';
      winPeriod(m, winner);
      afterPeriodWon(m, winner, events);
    }
    return;
  }
  while (f.nextPointMs <= 0 && !m.ended && f.phase !== 'break') {
    f.nextPointMs += rallyLength(f, rng);
    const side = rallyWinner(m, rng);
    if (f.flavour === 'tennis') tennisPoint(m, side, events);
    else rallyPoint(m, side, events);
  }
}

function rallyWinner(match: RallyMatch, rng: Random): Side {
  const m = match.model;
  if (m.family === 'tennis') {
    const server = match.stats.current_server ?? 'home';
    const p = server === 'home' ? m.pHomeServe : m.pAwayServe;
    const serverWins = rng.chance(p);
    return serverWins ? server : server === 'home' ? 'away' : 'home';
  }
  const tilt = RALLY[match.feed.flavour]?.tilt ?? 0.3;
  const pSet = m.family === 'sets' ? m.pSet : 0.5;
  return rng.chance(0.5 + (pSet - 0.5) * tilt) ? 'home' : 'away';
}

/** A rally (volleyball, table tennis) or round (esports) won by `side`. */
export function rallyPoint(m: RallyMatch, side: Side, events: LiveEvent[]): void {
  const current = m.stats.period_score[m.stats.period_score.length - 1];
  if (!current) return;
  current[side]++;
  events.push({ type: 'score', side, points: 1, significant: false });
  const f = m.feed.flavour;
  const bestOf = m.model.family === 'sets' ? m.model.bestOf : 5;
  const deciding = m.feed.period === bestOf;
  const target = f === 'volleyball' ? (deciding ? 15 : 25) : f === 'table-tennis' ? 11 : 13;
  if (f === 'volleyball') m.stats.current_server = side;
  if (f === 'table-tennis') {
    const played = current.home + current.away;
    const swap = played >= 20 ? 1 : 2;
    if (played % swap === 0) m.stats.current_server = m.stats.current_server === 'home' ? 'away' : 'home';
  }
  const lead = current[side] - current[side === 'home' ? 'away' : 'home'];
  if (current[side] >= target && lead >= 2) {
    winPeriod(m, side);
    afterPeriodWon(m, side, events);
  }
}

/** A tennis point won by `side`: games, tie-breaks, sets. */
export function tennisPoint(m: RallyMatch, side: Side, events: LiveEvent[]): void {
  const f = m.feed;
  const other: Side = side === 'home' ? 'away' : 'home';
  f.points[side]++;
  const need = f.tiebreak ? 7 : 4;
  if (f.points[side] >= need && f.points[side] - f.points[other] >= 2) {
    const current = m.stats.period_score[m.stats.period_score.length - 1];
    if (!current) return;
    current[side]++;
    f.points = ZERO();
    events.push({ type: 'game', side });
    const wasTiebreak = f.tiebreak;
    f.tiebreak = current.home === 6 && current.away === 6;
    m.stats.current_server = m.stats.current_server === 'home' ? 'away' : 'home';
    const setWon =
      wasTiebreak || (current[side] >= 6 && current[side] - current[other] >= 2) || current[side] === 7;
    if (setWon) {
      winPeriod(m, side);
      afterPeriodWon(m, side, events);
    }
  } else if (f.tiebreak && (f.points.home + f.points.away) % 2 === 1) {
    m.stats.current_server = m.stats.current_server === 'home' ? 'away' : 'home';
  }
  m.stats.game_score = f.tiebreak ? { ...f.points } : tennisDisplay(f.points);
}

/** Counts a set/map for `side` in the match score. */
export function winPeriod(m: RallyMatch, side: Side): void {
  const total = m.score;
  m.stats.total_score = { ...total, [side]: total[side] + 1 };
}

function afterPeriodWon(m: RallyMatch, side: Side, events: LiveEvent[]): void {
  const bestOf = 'bestOf' in m.model ? m.model.bestOf : 3;
  const need = Math.ceil(bestOf / 2);
  events.push({ type: 'period_end', period: m.feed.period, significant: true });
  if (m.score[side] >= need) {
    m.endMatch(events);
    return;
  }
  m.feed.phase = 'break';
  m.feed.breakMs = (RALLY[m.feed.flavour]?.breakMin ?? 2) * MIN;
  m.stage = 'Break';
  if (m.feed.flavour === 'tennis') m.stats.game_score = ZERO();
}

/** Tennis points as shown: 0, 15, 30, 40; deuce 40:40; advantage 50 (A). */
function tennisDisplay(points: Score): Score {
  const show = [0, 15, 30, 40];
  if (points.home >= 3 && points.away >= 3) {
    if (points.home === points.away) return { home: 40, away: 40 };
    return points.home > points.away ? { home: 50, away: 40 } : { home: 40, away: 50 };
  }
  return { home: show[points.home] ?? 40, away: show[points.away] ?? 40 };
}
