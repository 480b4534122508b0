import type { ResultFlavour } from '../../seed/results.ts';
import type { Score } from './pricing/index.ts';

export type Side = 'home' | 'away';

/** What happened while advancing; `significant` events stop betting for a moment. */
export type LiveEvent =
  | { type: 'score'; side: Side; points: number; significant: boolean }
  | { type: 'wicket'; side: Side }
  | { type: 'game'; side: Side }
  | { type: 'period_start'; period: number }
  | { type: 'period_end'; period: number; significant: boolean }
  | { type: 'stoppage'; minutes: number }
  | { type: 'end' };

/** Simulator internals kept in events.statistics.feed (not part of the contract's Statistics). */
export interface FeedState {
  flavour: ResultFlavour;
  period: number;
  phase: 'play' | 'stoppage' | 'break' | 'ended';
  /** Play time of the current period, ms. */
  clockMs: number;
  /** Break time left, ms. */
  breakMs: number;
  /** Soccer: announced added time of the current half, ms (0 until announced). */
  addedMs: number;
  overtime: boolean;
  /** Score at the end of regulation time (set when it ends). */
  regulation: Score | null;
  /** Tennis: points of the current game (tie-break points in a tie-break). */
  points: Score;
  tiebreak: boolean;
  /** Cricket: wickets lost by each side. */
  wickets: Score;
  /** Esports (MOBA): length of the current map, ms. */
  mapMs: number;
  /** Time until the next rally/point/round, ms. */
  nextPointMs: number;
}
