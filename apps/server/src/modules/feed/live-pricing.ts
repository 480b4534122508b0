import type { StatisticsJson } from '../../seed/results.ts';
import { periodMinutes } from './live-clock.ts';
import type { FeedState } from './live-types.ts';
import type { MatchModel, MatchState, Score } from './pricing/index.ts';

const MIN = 60_000;
const ZERO = (): Score => ({ home: 0, away: 0 });

/** The state the pricing model prices, of a match in play (`total`: its match score). */
export function pricingStateOf(
  model: MatchModel,
  f: FeedState,
  stats: StatisticsJson,
  total: Score,
): MatchState {
  const score = f.regulation ?? total;
  switch (model.family) {
    case 'goals': {
      const length = periodMinutes(model, f.flavour);
      const into = Math.min(f.clockMs, length * MIN - 600) / MIN;
      const minute = f.overtime
        ? model.regulationMinutes
        : f.phase === 'break'
          ? f.period * length
          : (f.period - 1) * length + Math.max(0, into);
      const first = stats.period_score[0];
      return {
        minute,
        score,
        periodScores:
          first && minute >= model.firstPeriodMinutes ? [{ home: first.home, away: first.away }] : [],
      };
    }
    case 'points': {
      const length = periodMinutes(model, f.flavour);
      const minute = f.overtime
        ? model.regulationMinutes
        : f.phase === 'break'
          ? f.period * length
          : (f.period - 1) * length + Math.min(f.clockMs / MIN, length - 0.01);
      return { minute: Math.min(minute, model.regulationMinutes), score };
    }
    case 'tennis': {
      const sets = stats.period_score.map((p) => ({ home: p.home, away: p.away }));
      const current = f.phase === 'break' ? ZERO() : (sets.pop() ?? ZERO());
      return { minute: 0, score: total, periodScores: sets, games: current };
    }
    case 'sets':
      return { minute: 0, score: total };
  }
}
