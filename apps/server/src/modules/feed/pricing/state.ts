import type { MatchModel } from './index.ts';
import { type MatchState, PREMATCH_STATE, type Score } from './market.ts';

/** The parts of contract `Statistics` the state is rebuilt from. */
export interface StatisticsLike {
  clock?: { match_time?: string | null } | null;
  total_score?: Score | null;
  period_score?: readonly (Score & { type?: string })[] | null;
}

/**
 * The pricing state of a match from its stored statistics (events.statistics), so that a live match
 * can be re-priced after a restart: minute from the clock, score from total_score, finished periods
 * from period_score (the last entry is the period in play).
 */
export function matchStateFromStatistics(
  model: MatchModel,
  statistics: StatisticsLike | null | undefined,
): MatchState {
  if (!statistics?.total_score) return PREMATCH_STATE;
  const score = { home: statistics.total_score.home, away: statistics.total_score.away };
  const periods = (statistics.period_score ?? []).map((p) => ({ home: p.home, away: p.away }));
  const minute = Number.parseInt(statistics.clock?.match_time?.split(':')[0] ?? '0', 10) || 0;
  switch (model.family) {
    case 'goals':
      return { minute, score, periodScores: minute >= model.firstPeriodMinutes ? periods.slice(0, 1) : [] };
    case 'points':
      return { minute, score };
    case 'tennis': {
      const current = periods[periods.length - 1];
      return { minute: 0, score, periodScores: periods.slice(0, -1), games: current ?? { home: 0, away: 0 } };
    }
    case 'sets':
      return { minute: 0, score };
  }
}
