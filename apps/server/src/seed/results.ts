import { ordinal, PERIOD_NAMES } from '../modules/feed/i18n.ts';
import type { MatchModel, MatchState, Score } from '../modules/feed/pricing/index.ts';
import { holdProbability, setDistribution } from '../modules/feed/pricing/tennis.ts';
import type { Random } from './random.ts';

/** Contract `Statistics` (packages/contract catalogue.ts). */
export interface StatisticsJson {
  clock: {
    match_time: string | null;
    stoppage_time: string | null;
    stoppage_time_announced: string | null;
    remaining_time: string | null;
    remaining_time_in_period: string | null;
    stopped: boolean;
    clock_updated_at: string;
  } | null;
  total_score: Score | null;
  game_score: Score | null;
  current_server: 'home' | 'away' | null;
  period_score: PeriodScore[];
  max_period_number: number | null;
  /** Cricket: legal balls each side has faced (the feed keeps it). */
  balls?: Score | null;
  [key: string]: unknown;
}

interface PeriodScore extends Score {
  period_key: string;
  period_name: string;
  number: number;
  type: string;
}

export interface SimulatedMatch {
  state: MatchState;
  statistics: StatisticsJson;
  /** Current period name for live matches (events.stage). */
  stage: string | null;
}

/** Flavour of a sport for period names and per-period scores. */
export type ResultFlavour =
  | 'soccer'
  | 'hockey'
  | 'basketball'
  | 'handball'
  | 'cricket'
  | 'tennis'
  | 'volleyball'
  | 'table-tennis'
  | 'cs'
  | 'moba';

const mmss = (minutes: number, seconds = 0) =>
  `${String(Math.floor(minutes)).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;

function period(kind: string, number: number, score: Score, type = 'regular_period'): PeriodScore {
  const names: Record<string, string> = { overtime: 'Overtime', penalties: 'Penalties' };
  return {
    ...score,
    period_key: `${kind}_${number}`,
    period_name: PERIOD_NAMES[kind]?.(number) ?? names[kind] ?? kind,
    number,
    type,
  };
}

function stats(
  total: Score,
  periods: PeriodScore[],
  max: number | null,
  clock: StatisticsJson['clock'] = null,
  extra: Partial<StatisticsJson> = {},
): StatisticsJson {
  return {
    clock,
    total_score: total,
    game_score: null,
    current_server: null,
    period_score: periods,
    max_period_number: max,
    ...extra,
  };
}

const add = (a: Score, b: Score): Score => ({ home: a.home + b.home, away: a.away + b.away });
const ZERO: Score = { home: 0, away: 0 };

/**
 * A match played to its end (status 4) or, with `elapsed` (0..1 of the match), one in play (status 1):
 * scores sampled from the same model that prices it.
 */
export function simulateMatch(
  model: MatchModel,
  flavour: ResultFlavour,
  rng: Random,
  now: Date,
  elapsed: number | null,
): SimulatedMatch {
  const live = elapsed !== null;
  const at = now.toISOString();
  switch (model.family) {
    case 'goals': {
      const soccer = model.variant === 'soccer';
      const lengths = soccer ? [45, 45] : [20, 20, 20];
      const shares = soccer ? [0.45, 0.55] : [0.31, 0.33, 0.36];
      const minute = live
        ? Math.max(1, Math.min(model.regulationMinutes - 1, Math.round(elapsed * model.regulationMinutes)))
        : model.regulationMinutes;
      const periods: PeriodScore[] = [];
      let total = ZERO;
      let start = 0;
      for (let i = 0; i < lengths.length; i++) {
        const len = lengths[i] as number;
        if (minute <= start && live) break;
        const f = Math.min(1, (minute - start) / len);
        const score = {
          home: rng.poisson(model.lambdaHome * (shares[i] as number) * f),
          away: rng.poisson(model.lambdaAway * (shares[i] as number) * f),
        };
        periods.push(period(soccer ? 'half' : 'period', i + 1, score));
        total = add(total, score);
        start += len;
      }
      if (!live && !soccer && total.home === total.away) {
        const homeWins = rng.chance(model.overtimeHomeWin ?? 0.5);
        const decider = { home: homeWins ? 1 : 0, away: homeWins ? 0 : 1 };
        periods.push(
          period(rng.chance(0.6) ? 'overtime' : 'penalties', periods.length + 1, decider, 'overtime'),
        );
        total = add(total, decider);
      }
      const inPeriod = periods.length;
      const periodStart = lengths.slice(0, inPeriod - 1).reduce((a, b) => a + b, 0);
      const clock = live
        ? {
            match_time: mmss(minute, rng.int(0, 59)),
            stoppage_time: null,
            stoppage_time_announced: null,
            remaining_time: soccer ? null : mmss(model.regulationMinutes - minute),
            remaining_time_in_period: soccer
              ? null
              : mmss(periodStart + (lengths[inPeriod - 1] ?? 0) - minute),
            stopped: false,
            clock_updated_at: at,
          }
        : null;
      const first = periods[0];
      return {
        state: {
          minute,
          score: total,
          periodScores:
            live && first && minute >= model.firstPeriodMinutes
              ? [{ home: first.home, away: first.away }]
              : [],
        },
        statistics: stats(total, periods, lengths.length, clock),
        stage: live ? (periods[periods.length - 1]?.period_name ?? null) : null,
      };
    }
    case 'points': {
      const quarters = model.variant === 'basketball' ? 4 : model.variant === 'handball' ? 2 : 2;
      const kind =
        model.variant === 'basketball' ? 'quarter' : model.variant === 'handball' ? 'half' : 'innings';
      const f = live ? elapsed : 1;
      const minute = Math.round(f * model.regulationMinutes);
      let diff = Math.round(rng.normal(model.muDiff * f, model.sdDiff * Math.sqrt(f)));
      let total = Math.max(
        Math.abs(diff),
        Math.round(rng.normal(model.muTotal * f, model.sdTotal * Math.sqrt(f))),
      );
      if ((total + diff) % 2 !== 0) total += 1;
      if (model.variant === 'cricket' && !live && diff === 0) diff = rng.chance(0.5) ? 1 : -1;
      if ((total + diff) % 2 !== 0) total += 1;
      let score = { home: (total + diff) / 2, away: (total - diff) / 2 };
      const periods: PeriodScore[] = [];
      const done = live ? Math.min(quarters, Math.floor(f * quarters) + 1) : quarters;
      if (model.variant === 'cricket') {
        // Innings: the home side bats first; while live in the first innings the away side has 0.
        const firstInnings = !live || f > 0.5;
        periods.push(period(kind, 1, { home: score.home, away: 0 }));
        if (firstInnings) periods.push(period(kind, 2, { home: 0, away: score.away }));
        else score = { home: score.home, away: 0 };
      } else {
        let restHome = score.home;
        let restAway = score.away;
        for (let i = 1; i <= done; i++) {
          const last = i === done;
          const share = last ? 1 : 1 / (done - i + 1);
          const h = last ? restHome : Math.round(restHome * share * rng.float(0.85, 1.15));
          const a = last ? restAway : Math.round(restAway * share * rng.float(0.85, 1.15));
          periods.push(period(kind, i, { home: h, away: a }));
          restHome -= h;
          restAway -= a;
        }
        if (!live && model.variant === 'basketball' && score.home === score.away) {
          const homeWins = rng.chance(model.overtimeHomeWin);
          const base = rng.int(7, 12);
          const ot = {
            home: base + (homeWins ? rng.int(1, 5) : 0),
            away: base + (homeWins ? 0 : rng.int(1, 5)),
          };
          periods.push(period('overtime', periods.length + 1, ot, 'overtime'));
          score = add(score, ot);
        }
      }
      const periodLength = model.regulationMinutes / quarters;
      const clock = live
        ? {
            match_time: mmss(minute),
            stoppage_time: null,
            stoppage_time_announced: null,
            remaining_time: mmss(model.regulationMinutes - minute),
            remaining_time_in_period: mmss(periodLength - (minute % periodLength)),
            stopped: false,
            clock_updated_at: at,
          }
        : null;
      return {
        state: { minute, score },
        statistics: stats(score, periods, quarters, clock),
        stage: live ? (periods[periods.length - 1]?.period_name ?? null) : null,
      };
    }
    case 'tennis': {
      const need = Math.ceil(model.bestOf / 2);
      const sets: Score[] = [];
      const won = { home: 0, away: 0 };
      const fresh = setDistribution(model, ZERO);
      const targetDone = live ? rng.int(0, need - 1) + rng.int(0, 1) : Number.POSITIVE_INFINITY;
      while (won.home < need && won.away < need && sets.length < targetDone) {
        const set = sample(rng, fresh);
        if (
          live &&
          (won.home + (set.home > set.away ? 1 : 0) === need ||
            won.away + (set.away > set.home ? 1 : 0) === need)
        )
          break;
        sets.push(set);
        if (set.home > set.away) won.home++;
        else won.away++;
      }
      const periods = sets.map((s, i) => period('set', i + 1, s, 'set'));
      if (!live)
        return {
          state: { minute: 0, score: won, periodScores: sets },
          statistics: stats(won, periods, model.bestOf),
          stage: null,
        };
      const games = { home: 0, away: 0 };
      const hold = holdProbability(model.pHomeServe);
      const brk = 1 - holdProbability(model.pAwayServe);
      const played = rng.int(0, 9);
      for (let g = 0; g < played; g++) {
        const homeServes = (games.home + games.away) % 2 === 0;
        const next = rng.chance(homeServes ? hold : brk)
          ? { home: games.home + 1, away: games.away }
          : { home: games.home, away: games.away + 1 };
        if ((next.home >= 6 || next.away >= 6) && Math.abs(next.home - next.away) >= 2) break;
        if (next.home + next.away >= 12) break;
        games.home = next.home;
        games.away = next.away;
      }
      periods.push(period('set', sets.length + 1, games, 'set'));
      const points = [0, 15, 30, 40];
      return {
        state: { minute: 0, score: won, periodScores: sets, games },
        statistics: stats(won, periods, model.bestOf, null, {
          game_score: { home: rng.pick(points), away: rng.pick(points) },
          current_server: (games.home + games.away) % 2 === 0 ? 'home' : 'away',
        }),
        stage: `${ordinal(sets.length + 1)} set`,
      };
    }
    case 'sets': {
      const need = Math.ceil(model.bestOf / 2);
      const won = { home: 0, away: 0 };
      const periods: PeriodScore[] = [];
      const kind = model.unit === 'map' ? 'map' : 'set';
      const targetDone = live ? rng.int(0, 2 * need - 2) : Number.POSITIVE_INFINITY;
      while (won.home < need && won.away < need && periods.length < targetDone) {
        const homeWins = rng.chance(model.pSet);
        if (live && (homeWins ? won.home : won.away) + 1 === need) break;
        if (homeWins) won.home++;
        else won.away++;
        const n = periods.length + 1;
        periods.push(period(kind, n, setPoints(rng, flavour, homeWins, n === model.bestOf), kind));
      }
      if (live) {
        const partial = setPoints(rng, flavour, rng.chance(model.pSet), false);
        const scale = rng.float(0.2, 0.8);
        periods.push(
          period(
            kind,
            periods.length + 1,
            { home: Math.floor(partial.home * scale), away: Math.floor(partial.away * scale) },
            kind,
          ),
        );
      }
      return {
        state: { minute: 0, score: won },
        statistics: stats(
          won,
          periods,
          model.bestOf,
          null,
          live && model.variant !== 'esports' ? { current_server: rng.chance(0.5) ? 'home' : 'away' } : {},
        ),
        stage: live ? (periods[periods.length - 1]?.period_name ?? null) : null,
      };
    }
  }
}

function sample<T extends { p: number }>(rng: Random, dist: readonly T[]): T {
  let u = rng.next();
  for (const d of dist) {
    u -= d.p;
    if (u <= 0) return d;
  }
  return dist[dist.length - 1] as T;
}

/** Points (or rounds, kills) of one set/map won by home (homeWins) or away. */
function setPoints(rng: Random, flavour: ResultFlavour, homeWins: boolean, deciding: boolean): Score {
  let winner: number;
  let loser: number;
  switch (flavour) {
    case 'volleyball': {
      const target = deciding ? 15 : 25;
      loser = rng.int(target - 12, target + 3);
      winner = loser >= target - 1 ? loser + 2 : target;
      break;
    }
    case 'table-tennis':
      loser = rng.int(2, 12);
      winner = loser >= 10 ? loser + 2 : 11;
      break;
    case 'cs':
      loser = rng.int(3, 12);
      winner = loser === 12 ? 16 : 13;
      if (loser === 12) loser = 14;
      break;
    case 'moba':
      winner = rng.int(18, 40);
      loser = rng.int(5, winner - 3);
      break;
    default:
      winner = 1;
      loser = 0;
  }
  return homeWins ? { home: winner, away: loser } : { home: loser, away: winner };
}
