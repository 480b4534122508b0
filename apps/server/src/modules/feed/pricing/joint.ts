/**
 * Joint outcome models of a match for the bet builder: each model family enumerates the ways a match
 * can end (scores, with whatever else its markets settle on) with their probabilities, and maps a
 * market outcome to a predicate on one such end. The domain's jointProbability sums the scenarios
 * where every selection wins, so correlation between selections of one match comes from the model.
 */
import type { LegResult, Scenario } from '@sportsbook/domain';
import { buildGrids, cellsOf, type GoalsModel } from './goals-grid.ts';
import type { MatchModel } from './index.ts';
import { type MatchState, normalCdf } from './market.ts';
import { type PointsModel, pointsDistribution } from './points.ts';
import type { SetsModel } from './sets.ts';
import { type MatchOutcome, matchDistribution, type TennisModel } from './tennis.ts';

/** A predicate on one scenario: how a selection settles if the match ends that way. */
export type Leg<T> = (value: T) => LegResult;

/** The scenarios of a match at a state and the legs of its market outcomes. */
export interface JointModel<T = unknown> {
  scenarios: Scenario<T>[];
  /** The leg of an outcome, or null when the outcome is not a function of the modelled result. */
  legOf(marketId: number, specifier: string, outcomeId: string): Leg<T> | null;
}

const bool = (x: boolean): LegResult => (x ? 'win' : 'lose');
/** Over/under or handicap against a line: a whole line lands exactly and refunds. */
const vsLine = (x: number, line: number): LegResult => (x > line ? 'win' : x === line ? 'void' : 'lose');

/** A numeric specifier value (`total=2.5`, `hcp=-1.5`, `setnr=1`), or null. */
export function specifierValue(specifier: string, key: string): number | null {
  for (const part of specifier.split('|')) {
    const [k, v] = part.split('=');
    if (k === key && v !== undefined && v !== '') {
      const n = Number(v);
      return Number.isFinite(n) ? n : null;
    }
  }
  return null;
}

type Side = 'home' | 'draw' | 'away';
const sideOf = (h: number, a: number): Side => (h > a ? 'home' : h === a ? 'draw' : 'away');

/** 1X2 and double chance on a score, or null for another id. */
function resultLeg(outcomeId: string): ((h: number, a: number) => boolean) | null {
  switch (outcomeId) {
    case 'home':
      return (h, a) => h > a;
    case 'draw':
      return (h, a) => h === a;
    case 'away':
      return (h, a) => h < a;
    case 'home_draw':
      return (h, a) => h >= a;
    case 'draw_away':
      return (h, a) => h <= a;
    case 'home_away':
      return (h, a) => h !== a;
    default:
      return null;
  }
}

/** Over/under on a count against the specifier's total line. */
function totalLeg<T>(specifier: string, outcomeId: string, count: (v: T) => number): Leg<T> | null {
  const line = specifierValue(specifier, 'total');
  if (line === null) return null;
  if (outcomeId === 'over') return (v) => vsLine(count(v), line);
  if (outcomeId === 'under') return (v) => vsLine(line, count(v));
  return null;
}

/** Two-way handicap (home/away) on a difference against the specifier's hcp line. */
function handicapLeg<T>(specifier: string, outcomeId: string, diff: (v: T) => number): Leg<T> | null {
  const line = specifierValue(specifier, 'hcp');
  if (line === null) return null;
  if (outcomeId === 'home') return (v) => vsLine(diff(v) + line, 0);
  if (outcomeId === 'away') return (v) => vsLine(0, diff(v) + line);
  return null;
}

function exactScoreLeg<T>(outcomeId: string, score: (v: T) => [number, number]): Leg<T> | null {
  const m = /^(\d+):(\d+)$/.exec(outcomeId);
  if (!m) return null; // "any other score" depends on the listed scores: not offered
  const h = Number(m[1]);
  const a = Number(m[2]);
  return (v) => {
    const [x, y] = score(v);
    return bool(x === h && y === a);
  };
}

// ------------------------------------------------------------------------------------------------
// Goals (soccer, ice hockey)

/** A goals match's end: first-period and rest-of-regulation goals, and the overtime winner after a draw. */
export interface GoalsEnd {
  h1: number;
  a1: number;
  h2: number;
  a2: number;
  /** Ice hockey: who wins overtime/shootout after a regulation draw (null otherwise). */
  ot: 'home' | 'away' | null;
}

function goalsScenarios(model: GoalsModel, state: MatchState): Scenario<GoalsEnd>[] {
  const g = buildGrids(model, state, false);
  const out: Scenario<GoalsEnd>[] = [];
  const first = g.first ? cellsOf(g.first) : [];
  const rest = g.rest ? cellsOf(g.rest) : [];
  const ot = model.overtimeHomeWin;
  for (const [h1, a1, p1] of first) {
    for (const [h2, a2, p2] of rest) {
      const p = p1 * p2;
      if (p < 1e-12) continue;
      if (ot !== undefined && h1 + h2 === a1 + a2) {
        out.push({ p: p * ot, value: { h1, a1, h2, a2, ot: 'home' } });
        out.push({ p: p * (1 - ot), value: { h1, a1, h2, a2, ot: 'away' } });
      } else {
        out.push({ p, value: { h1, a1, h2, a2, ot: null } });
      }
    }
  }
  return out;
}

const ftH = (v: GoalsEnd) => v.h1 + v.h2;
const ftA = (v: GoalsEnd) => v.a1 + v.a2;

function goalsLeg(marketId: number, specifier: string, id: string): Leg<GoalsEnd> | null {
  const onFt = (f: ((h: number, a: number) => boolean) | null): Leg<GoalsEnd> | null =>
    f ? (v) => bool(f(ftH(v), ftA(v))) : null;
  const onFirst = (f: ((h: number, a: number) => boolean) | null): Leg<GoalsEnd> | null =>
    f ? (v) => bool(f(v.h1, v.a1)) : null;
  const onSecond = (f: ((h: number, a: number) => boolean) | null): Leg<GoalsEnd> | null =>
    f ? (v) => bool(f(v.h2, v.a2)) : null;
  const btts = (yes: boolean) => (h: number, a: number) => (h > 0 && a > 0) === yes;
  switch (marketId) {
    case 1:
    case 10:
      return onFt(resultLeg(id));
    case 406:
      if (id !== 'home' && id !== 'away') return null;
      return (v) => {
        const s = sideOf(ftH(v), ftA(v));
        return bool(s === 'draw' ? v.ot === id : s === id);
      };
    case 11: // draw no bet: a draw refunds
      if (id !== 'home' && id !== 'away') return null;
      return (v) => {
        const s = sideOf(ftH(v), ftA(v));
        return s === 'draw' ? 'void' : bool(s === id);
      };
    case 18:
      return totalLeg(specifier, id, (v) => ftH(v) + ftA(v));
    case 19:
      return totalLeg(specifier, id, ftH);
    case 20:
      return totalLeg(specifier, id, ftA);
    case 16:
      return handicapLeg(specifier, id, (v) => ftH(v) - ftA(v));
    case 14: {
      const line = specifierValue(specifier, 'hcp');
      const f = resultLeg(id);
      if (line === null || !f || !['home', 'draw', 'away'].includes(id)) return null;
      return (v) => bool(f(ftH(v) + line, ftA(v)));
    }
    case 29:
      return id === 'yes' || id === 'no' ? onFt(btts(id === 'yes')) : null;
    case 26:
      return id === 'odd' || id === 'even' ? onFt((h, a) => (h + a) % 2 === (id === 'odd' ? 1 : 0)) : null;
    case 45:
      return exactScoreLeg(id, (v) => [ftH(v), ftA(v)]);
    case 21: {
      if (id === '6+') return onFt((h, a) => h + a >= 6);
      if (!/^\d+$/.test(id)) return null;
      const n = Number(id);
      return onFt((h, a) => h + a === n);
    }
    case 15: {
      if (id === 'draw') return onFt((h, a) => h === a);
      const m = /^(home|away)_(\d)(\+?)$/.exec(id);
      if (!m) return null;
      const n = Number(m[2]);
      const orMore = m[3] === '+';
      return onFt((h, a) => {
        const d = m[1] === 'home' ? h - a : a - h;
        return orMore ? d >= n : d === n;
      });
    }
    case 35: {
      const m = /^(home|draw|away)_(yes|no)$/.exec(id);
      if (!m) return null;
      return onFt((h, a) => sideOf(h, a) === m[1] && btts(m[2] === 'yes')(h, a));
    }
    case 37: {
      const line = specifierValue(specifier, 'total');
      const m = /^(home|draw|away)_(over|under)$/.exec(id);
      if (line === null || !m) return null;
      return onFt((h, a) => sideOf(h, a) === m[1] && (m[2] === 'over' ? h + a > line : h + a < line));
    }
    case 60:
    case 63:
      return onFirst(resultLeg(id));
    case 68:
      return totalLeg(specifier, id, (v) => v.h1 + v.a1);
    case 75:
      return id === 'yes' || id === 'no' ? onFirst(btts(id === 'yes')) : null;
    case 81:
      return exactScoreLeg(id, (v) => [v.h1, v.a1]);
    case 83:
      return onSecond(resultLeg(id));
    case 90:
      return totalLeg(specifier, id, (v) => v.h2 + v.a2);
    case 47: {
      const m = /^(home|draw|away)_(home|draw|away)$/.exec(id);
      if (!m) return null;
      return (v) => bool(sideOf(v.h1, v.a1) === m[1] && sideOf(ftH(v), ftA(v)) === m[2]);
    }
    case 52: {
      const want = id === 'first' ? 'home' : id === 'second' ? 'away' : id === 'equal' ? 'draw' : null;
      if (!want) return null;
      return (v) => bool(sideOf(v.h1 + v.a1, v.h2 + v.a2) === want);
    }
    default:
      return null;
  }
}

// ------------------------------------------------------------------------------------------------
// Points (basketball, handball, cricket)

/** A points match's end: regulation difference (home − away) and total, the overtime winner after a tie. */
export interface PointsEnd {
  d: number;
  t: number;
  ot: 'home' | 'away' | null;
}

/** Probability masses of the integers of a normal within `width` spreads of its mean. */
function discreteNormal(mean: number, sd: number, width = 5.5): [number, number][] {
  const lo = Math.floor(mean - width * sd);
  const hi = Math.ceil(mean + width * sd);
  const out: [number, number][] = [];
  for (let k = lo; k <= hi; k++) {
    const p = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    if (p > 1e-10) out.push([k, p]);
  }
  return out;
}

function pointsScenarios(model: PointsModel, state: MatchState): Scenario<PointsEnd>[] {
  const { diffMean, totalMean, diffSd, totalSd } = pointsDistribution(model, state);
  const diffs = discreteNormal(diffMean, diffSd);
  const totals = discreteNormal(totalMean, totalSd);
  const ot = model.overtimeHomeWin;
  const out: Scenario<PointsEnd>[] = [];
  for (const [d, pd] of diffs) {
    for (const [t, pt] of totals) {
      const p = pd * pt;
      if (p < 1e-12) continue;
      if (d === 0) {
        out.push({ p: p * ot, value: { d, t, ot: 'home' } });
        out.push({ p: p * (1 - ot), value: { d, t, ot: 'away' } });
      } else out.push({ p, value: { d, t, ot: null } });
    }
  }
  return out;
}

function pointsLeg(
  model: PointsModel,
  marketId: number,
  specifier: string,
  id: string,
): Leg<PointsEnd> | null {
  const ids =
    model.variant === 'basketball'
      ? { winner: 219, result: 1, handicap: 223, total: 225, home: 227, away: 228, dc: 0 }
      : model.variant === 'handball'
        ? { winner: 0, result: 1, handicap: 16, total: 18, home: 19, away: 20, dc: 10 }
        : { winner: 340, result: 0, handicap: 16, total: 18, home: 19, away: 20, dc: 0 };
  switch (marketId) {
    case ids.winner:
      if (id !== 'home' && id !== 'away') return null;
      return (v) => bool(v.d === 0 ? v.ot === id : (v.d > 0 ? 'home' : 'away') === id);
    case ids.result:
    case ids.dc: {
      const f = resultLeg(id);
      return f ? (v) => bool(f(v.d, 0)) : null;
    }
    case ids.handicap:
      return handicapLeg(specifier, id, (v) => v.d);
    case ids.total:
      return totalLeg(specifier, id, (v) => v.t);
    case ids.home:
      return totalLeg(specifier, id, (v) => (v.t + v.d) / 2);
    case ids.away:
      return totalLeg(specifier, id, (v) => (v.t - v.d) / 2);
    default:
      return null;
  }
}

// ------------------------------------------------------------------------------------------------
// Tennis and set sports

function tennisLeg(marketId: number, specifier: string, id: string): Leg<MatchOutcome> | null {
  const sets = (v: MatchOutcome) => v.setsHome - v.setsAway;
  switch (marketId) {
    case 186:
      return id === 'home' || id === 'away' ? (v) => bool(sets(v) > 0 === (id === 'home')) : null;
    case 189:
      return totalLeg(specifier, id, (v) => v.games);
    case 187:
      return handicapLeg(specifier, id, (v) => v.gameDiff);
    case 188:
      return handicapLeg(specifier, id, sets);
    case 314:
      return totalLeg(specifier, id, (v) => v.setsHome + v.setsAway);
    case 199:
      return exactScoreLeg(id, (v) => [v.setsHome, v.setsAway]);
    case 202:
      if (specifierValue(specifier, 'setnr') !== 1) return null;
      return id === 'home' || id === 'away' ? (v) => bool(v.firstSetHome === (id === 'home')) : null;
    default:
      return null;
  }
}

/** A best-of match's end in sets (maps) and who won the first. */
export interface SetsEnd {
  home: number;
  away: number;
  /** Null when the first set was played before the state (its winner is not in the state). */
  firstHome: boolean | null;
}

function setsScenarios(model: SetsModel, state: MatchState): Scenario<SetsEnd>[] {
  const need = Math.ceil(model.bestOf / 2);
  const out = new Map<string, Scenario<SetsEnd>>();
  const started = state.score.home + state.score.away > 0;
  const walk = (h: number, a: number, first: boolean | null, p: number) => {
    if (h >= need || a >= need) {
      const key = `${h}:${a}:${first}`;
      const prev = out.get(key);
      out.set(key, { p: (prev?.p ?? 0) + p, value: { home: h, away: a, firstHome: first } });
      return;
    }
    const fresh = !started && h + a === 0;
    walk(h + 1, a, fresh ? true : first, p * model.pSet);
    walk(h, a + 1, fresh ? false : first, p * (1 - model.pSet));
  };
  walk(Math.min(state.score.home, need), Math.min(state.score.away, need), null, 1);
  return [...out.values()];
}

function setsLeg(marketId: number, specifier: string, id: string): Leg<SetsEnd> | null {
  switch (marketId) {
    case 186:
      return id === 'home' || id === 'away' ? (v) => bool(v.home > v.away === (id === 'home')) : null;
    case 188:
      return handicapLeg(specifier, id, (v) => v.home - v.away);
    case 314:
      return totalLeg(specifier, id, (v) => v.home + v.away);
    case 199:
      return exactScoreLeg(id, (v) => [v.home, v.away]);
    case 202:
      if (specifierValue(specifier, 'setnr') !== 1) return null;
      if (id !== 'home' && id !== 'away') return null;
      return (v) => (v.firstHome === null ? 'lose' : bool(v.firstHome === (id === 'home')));
    default:
      return null;
  }
}

/** The joint model of a match at a state. */
export function jointModelOf(model: MatchModel, state: MatchState): JointModel {
  switch (model.family) {
    case 'goals':
      return {
        scenarios: goalsScenarios(model, state),
        legOf: goalsLeg,
      } satisfies JointModel<GoalsEnd> as JointModel;
    case 'points':
      return {
        scenarios: pointsScenarios(model, state),
        legOf: (m, s, o) => pointsLeg(model, m, s, o),
      } satisfies JointModel<PointsEnd> as JointModel;
    case 'tennis':
      return {
        scenarios: matchDistribution(model as TennisModel, state).map((m) => ({ p: m.p, value: m })),
        legOf: tennisLeg,
      } satisfies JointModel<MatchOutcome> as JointModel;
    case 'sets':
      return {
        scenarios: setsScenarios(model, state),
        legOf: setsLeg,
      } satisfies JointModel<SetsEnd> as JointModel;
  }
}
