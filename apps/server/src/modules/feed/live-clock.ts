import { INNINGS_BALLS } from '@sportsbook/domain';
import type { ResultFlavour, StatisticsJson } from '../../seed/results.ts';
import type { FeedState } from './live-types.ts';
import type { MatchModel } from './pricing/index.ts';

/** Sports played on a clock (halves, periods, quarters, innings) and the clock the contract shows. */

const MIN = 60_000;

const mmss = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

export interface ClockSport {
  kind: 'half' | 'period' | 'quarter' | 'innings';
  periods: number;
  /** Break after period n (1-based), minutes. */
  breakAfter: (n: number) => number;
  countdown: boolean;
}

export const CLOCK_SPORTS: Partial<Record<ResultFlavour, ClockSport>> = {
  soccer: { kind: 'half', periods: 2, breakAfter: () => 15, countdown: false },
  hockey: { kind: 'period', periods: 3, breakAfter: () => 15, countdown: true },
  handball: { kind: 'half', periods: 2, breakAfter: () => 10, countdown: true },
  basketball: { kind: 'quarter', periods: 4, breakAfter: (n) => (n === 2 ? 15 : 2), countdown: true },
  cricket: { kind: 'innings', periods: 2, breakAfter: () => 20, countdown: false },
};

/** Overtime length per sport, minutes (hockey sudden death, basketball periods). */
export const OVERTIME_MIN: Partial<Record<ResultFlavour, number>> = { hockey: 5, basketball: 5 };

/** The contract clock of a match in play, from its feed state (null for sports without a clock). */
export function clockOf(model: MatchModel, f: FeedState, ended: boolean, at: Date): StatisticsJson['clock'] {
  const clock = CLOCK_SPORTS[f.flavour];
  if (!clock) return null;
  const length = periodMinutes(model, f.flavour) * MIN;
  const otLength = (OVERTIME_MIN[f.flavour] ?? 5) * MIN;
  const played = f.overtime
    ? clock.periods * length + Math.min(f.clockMs, otLength)
    : (f.period - 1) * length + Math.min(Number.isFinite(f.clockMs) ? f.clockMs : length, length);
  const inStoppage = f.phase === 'stoppage' || (f.addedMs > 0 && f.clockMs > length);
  const stopped = f.phase === 'break' || f.phase === 'ended';
  const periodLeft = f.overtime ? otLength - f.clockMs : length - f.clockMs;
  return {
    match_time: mmss(f.phase === 'break' ? (f.overtime ? played : f.period * length) : played),
    stoppage_time: inStoppage ? mmss(f.clockMs - length) : null,
    stoppage_time_announced: f.addedMs > 0 ? mmss(f.addedMs) : null,
    remaining_time:
      clock.countdown && !f.overtime
        ? mmss(clock.periods * length - Math.min(played, clock.periods * length))
        : null,
    remaining_time_in_period:
      clock.countdown && f.phase !== 'break' && !ended ? mmss(Math.max(0, periodLeft)) : null,
    stopped,
    clock_updated_at: at.toISOString(),
  };
}

/** Legal balls of a limited-overs innings after `clockMs` of its `inningsMinutes` (120 at the end). */
export function cricketBalls(clockMs: number, inningsMinutes: number): number {
  if (inningsMinutes <= 0) return 0;
  return Math.min(INNINGS_BALLS, Math.floor((clockMs / (inningsMinutes * MIN)) * INNINGS_BALLS));
}

/** Minutes of one regulation period. */
export function periodMinutes(model: MatchModel, flavour: ResultFlavour): number {
  const clock = CLOCK_SPORTS[flavour];
  if (!clock) return 0;
  const regulation = 'regulationMinutes' in model ? model.regulationMinutes : 90;
  return regulation / clock.periods;
}
