import { poissonPmf } from '@sportsbook/domain';
import type { MatchState, Score } from './market.ts';

// The goal-count model's score matrices (goals.ts prices from them; joint.ts combines them).

/**
 * Goal-count model (soccer, ice hockey): home and away goals are independent Poisson counts, split
 * between the first period and the rest of regulation time. Stored in events.model.
 */
export interface GoalsModel {
  family: 'goals';
  /** Expected regulation-time goals of each side (home advantage included). */
  lambdaHome: number;
  lambdaAway: number;
  regulationMinutes: number;
  /** Length of the first half (soccer 45) or first period (hockey 20). */
  firstPeriodMinutes: number;
  /** Share of the expected goals that falls in the first half/period. */
  firstPeriodShare: number;
  /** Ice hockey: probability that the home side wins overtime or the shootout after a regulation draw. */
  overtimeHomeWin?: number;
  /** 'full' prices the whole soccer menu; 'basic' the main lines only. */
  depth: 'full' | 'basic';
  variant: 'soccer' | 'hockey';
}

const MAX_GOALS = 12;

/** Joint distributions derived once per price: full-time and first-period score matrices and more. */
export interface GoalGrids {
  ft: number[][];
  first: number[][] | null;
  rest: number[][] | null;
  htft: number[][] | null;
  highestHalf: [number, number, number] | null;
}

function poissonVector(lambda: number): number[] {
  return Array.from({ length: MAX_GOALS + 1 }, (_, k) => poissonPmf(Math.max(lambda, 0), k));
}

function emptyGrid(): number[][] {
  return Array.from({ length: 2 * MAX_GOALS + 1 }, () => new Array<number>(2 * MAX_GOALS + 1).fill(0));
}

function outer(base: Score, home: number[], away: number[]): number[][] {
  const grid = emptyGrid();
  for (let h = 0; h <= MAX_GOALS; h++) {
    for (let a = 0; a <= MAX_GOALS; a++) {
      const row = grid[base.home + h];
      if (row && base.away + a < row.length) row[base.away + a] = (home[h] as number) * (away[a] as number);
    }
  }
  return grid;
}

/** Score matrices at a state; `joint` adds half-time/full-time and highest-scoring half. */
export function buildGrids(model: GoalsModel, state: MatchState, joint: boolean): GoalGrids {
  const minute = Math.min(Math.max(state.minute, 0), model.regulationMinutes);
  const fp = model.firstPeriodMinutes;
  const restMinutes = model.regulationMinutes - fp;
  const inFirst = minute < fp;
  const firstScore: Score = inFirst ? state.score : (state.periodScores?.[0] ?? state.score);
  const restScored: Score = inFirst
    ? { home: 0, away: 0 }
    : { home: state.score.home - firstScore.home, away: state.score.away - firstScore.away };
  const f1 = inFirst ? (fp - minute) / fp : 0;
  const f2 = inFirst ? 1 : (model.regulationMinutes - minute) / restMinutes;
  const share = model.firstPeriodShare;
  const a1 = model.lambdaHome * share * f1;
  const b1 = model.lambdaAway * share * f1;
  const a2 = model.lambdaHome * (1 - share) * f2;
  const b2 = model.lambdaAway * (1 - share) * f2;
  const first = outer(firstScore, poissonVector(a1), poissonVector(b1));
  const rest = outer(restScored, poissonVector(a2), poissonVector(b2));
  // Sums of independent Poisson counts are Poisson: the full-time matrix needs no convolution.
  const ft = outer(state.score, poissonVector(a1 + a2), poissonVector(b1 + b2));
  if (!joint) return { ft, first, rest, htft: null, highestHalf: null };
  // Half-time/full-time and highest-scoring half only need goal differences and totals per part.
  const byDiff = (grid: number[][]) => {
    const m = new Map<number, number>();
    for (const [h, a, p] of cellsOf(grid)) m.set(h - a, (m.get(h - a) ?? 0) + p);
    return m;
  };
  const byTotal = (grid: number[][]) => {
    const m = new Map<number, number>();
    for (const [h, a, p] of cellsOf(grid)) m.set(h + a, (m.get(h + a) ?? 0) + p);
    return m;
  };
  const htft = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const restDiff = byDiff(rest);
  for (const [d1, p1] of byDiff(first)) {
    const row = htft[d1 > 0 ? 0 : d1 === 0 ? 1 : 2] as number[];
    for (const [d2, p2] of restDiff) {
      const d = d1 + d2;
      const idx = d > 0 ? 0 : d === 0 ? 1 : 2;
      row[idx] = (row[idx] as number) + p1 * p2;
    }
  }
  const highest: [number, number, number] = [0, 0, 0];
  const restTotal = byTotal(rest);
  for (const [t1, p1] of byTotal(first)) {
    for (const [t2, p2] of restTotal) highest[t1 > t2 ? 0 : t1 < t2 ? 1 : 2] += p1 * p2;
  }
  return { ft, first, rest, htft, highestHalf: highest };
}

/** Non-zero cells [home, away, p] of a score matrix. */
type Cells = [number, number, number][];

const cellCache = new WeakMap<number[][], Cells>();

/** Non-zero cells (above 1e-9) of a score matrix, cached per matrix. */
export function cellsOf(grid: number[][]): Cells {
  let cells = cellCache.get(grid);
  if (!cells) {
    cells = [];
    for (let h = 0; h < grid.length; h++) {
      const row = grid[h] as number[];
      for (let a = 0; a < row.length; a++) {
        const p = row[a] as number;
        if (p > 1e-9) cells.push([h, a, p]);
      }
    }
    cellCache.set(grid, cells);
  }
  return cells;
}

/** Sums a grid's probability where the predicate on (home, away) holds. */
export function sum(grid: number[][], predicate: (h: number, a: number) => boolean): number {
  let total = 0;
  for (const [h, a, p] of cellsOf(grid)) if (predicate(h, a)) total += p;
  return total;
}
