import type { OutcomeJson, OutcomeResult } from '../../db/schema.ts';
import {
  type MarketQuote,
  type MatchModel,
  type MatchState,
  type PricingContext,
  quoteMatch,
  type Score,
} from './pricing/index.ts';

/** What a finished match settles on. */
export interface FinalFacts {
  /** Score after regulation time (goals, points, runs; sets/maps won for set sports). */
  regulation: Score;
  /** Final score including overtime, penalties, a super over. */
  total: Score;
  /** Score of the first period (half, period, quarter, set, map), when one was played. */
  firstPeriod: Score | null;
  /** Tennis: finished sets' games, in order. */
  sets?: Score[];
}

/** Market type ids settled on the final score including overtime (winner markets). */
const WINNER_MARKETS = new Set([406, 219, 340, 186]);
/** Tennis game handicap and total games. */
const GAMES_MARKETS = new Set([187, 189]);
/** Team totals: home (19, 227) and away (20, 228). */
const HOME_TOTAL_MARKETS = new Set([19, 227]);
const AWAY_TOTAL_MARKETS = new Set([20, 228]);
/** First half / first period / first set markets. */
const FIRST_PERIOD_MARKETS = new Set([60, 63, 68, 75, 81, 202]);

const EPS = 1e-6;

/** The pricing state of a finished match: every probability is then 0 or 1. */
export function finalState(model: MatchModel, facts: FinalFacts): MatchState {
  switch (model.family) {
    case 'goals':
      return {
        minute: model.regulationMinutes,
        score: facts.regulation,
        periodScores: facts.firstPeriod ? [facts.firstPeriod] : [],
        final: true,
      };
    case 'points':
      return { minute: model.regulationMinutes, score: facts.regulation, final: true };
    case 'tennis':
      return {
        minute: 0,
        score: facts.total,
        periodScores: facts.sets ?? [],
        games: { home: 0, away: 0 },
        final: true,
      };
    case 'sets':
      return { minute: 0, score: facts.total, final: true };
  }
}

export interface SettleInput {
  marketId: number;
  specifier: string;
  outcomes: OutcomeJson[];
}

/**
 * Outcome results of markets of a finished match. Each market is first settled from the pricing
 * model at the final state (a point mass: 1 wins, 0 loses), which covers every market the model
 * quotes; lines the final state no longer quotes are settled by rule from the score; what neither
 * can decide is void.
 */
export function settleMarkets(
  model: MatchModel,
  ctx: PricingContext,
  facts: FinalFacts,
  list: readonly SettleInput[],
): OutcomeJson[][] {
  const quotes = new Map<string, MarketQuote>();
  for (const q of quoteMatch(model, finalState(model, facts), ctx))
    quotes.set(`${q.marketId}|${q.specifier}`, q);
  const games = (facts.sets ?? []).reduce((t, s) => ({ home: t.home + s.home, away: t.away + s.away }), {
    home: 0,
    away: 0,
  });
  return list.map((m) => {
    const fromModel = WINNER_MARKETS.has(m.marketId)
      ? null
      : byQuote(m, quotes.get(`${m.marketId}|${m.specifier}`));
    const results =
      fromModel ??
      byRule(
        m,
        WINNER_MARKETS.has(m.marketId)
          ? facts.total
          : GAMES_MARKETS.has(m.marketId)
            ? games
            : FIRST_PERIOD_MARKETS.has(m.marketId)
              ? facts.firstPeriod
              : facts.regulation,
      );
    return m.outcomes.map((o, i) => ({ ...o, result: results[i] ?? 'void' }));
  });
}

/** Results from a final-state quote, or null when the quote is missing or not decisive. */
function byQuote(m: SettleInput, quote: MarketQuote | undefined): OutcomeResult[] | null {
  if (!quote) return null;
  const p = new Map(quote.outcomes.map((o) => [o.id, o.probability]));
  if ([...p.values()].some((x) => x > EPS && x < 1 - EPS)) return null;
  const results: OutcomeResult[] = m.outcomes.map((o) => ((p.get(o.id) ?? 0) >= 1 - EPS ? 'win' : 'lose'));
  if (!results.includes('win')) {
    // The final score was in "any other score" when the market was priced.
    const other = m.outcomes.findIndex((o) => o.id === 'other');
    if (other < 0) return null;
    results[other] = 'win';
  }
  return results;
}

function lineOf(specifier: string, key: 'total' | 'hcp'): number | null {
  const match = new RegExp(`(?:^|\\|)${key}=(-?[\\d.]+)`).exec(specifier);
  return match ? Number(match[1]) : null;
}

/** Results by rule from the score the market is about. */
function byRule(m: SettleInput, score: Score | null): OutcomeResult[] {
  if (!score) return m.outcomes.map(() => 'void');
  const hcp = lineOf(m.specifier, 'hcp') ?? 0;
  const total = lineOf(m.specifier, 'total');
  const { home: h, away: a } = score;
  const counted = HOME_TOTAL_MARKETS.has(m.marketId) ? h : AWAY_TOTAL_MARKETS.has(m.marketId) ? a : h + a;
  const cmp = (win: boolean, push = false): OutcomeResult => (push ? 'void' : win ? 'win' : 'lose');
  return m.outcomes.map((o): OutcomeResult => {
    const diff = h + hcp - a;
    switch (o.id) {
      case 'home':
        return m.outcomes.some((x) => x.id === 'draw') ? cmp(diff > 0) : cmp(diff > 0, diff === 0);
      case 'away':
        return m.outcomes.some((x) => x.id === 'draw') ? cmp(diff < 0) : cmp(diff < 0, diff === 0);
      case 'draw':
        return cmp(diff === 0);
      case 'over':
        return total === null ? 'void' : cmp(counted > total, counted === total);
      case 'under':
        return total === null ? 'void' : cmp(counted < total, counted === total);
      case 'home_draw':
        return cmp(h >= a);
      case 'draw_away':
        return cmp(h <= a);
      case 'home_away':
        return cmp(h !== a);
      case 'yes':
        return cmp(h > 0 && a > 0);
      case 'no':
        return cmp(h === 0 || a === 0);
      case 'odd':
        return cmp((h + a) % 2 === 1);
      case 'even':
        return cmp((h + a) % 2 === 0);
      default: {
        const exact = /^(\d+):(\d+)$/.exec(o.id);
        if (exact) return cmp(Number(exact[1]) === h && Number(exact[2]) === a);
        return 'void';
      }
    }
  });
}

/** Every outcome void (a closed or abandoned match). */
export function voidOutcomes(outcomes: readonly OutcomeJson[]): OutcomeJson[] {
  return outcomes.map((o) => ({ ...o, result: 'void' as const }));
}
