import { type GoalsModel, quoteGoals } from './goals.ts';
import {
  eloWinProbability,
  MARGIN,
  type MarketQuote,
  type MatchState,
  type PricedMarket,
  type PricingContext,
  priceQuotes,
  solveIncreasing,
} from './market.ts';
import { type PointsModel, quotePoints } from './points.ts';
import { matchWinFromSet, quoteSets, type SetsModel, setProbabilityFromMatch } from './sets.ts';
import { holdProbability, quoteTennis, setDistribution, type TennisModel } from './tennis.ts';

export type { GoalsModel } from './goals.ts';
export * from './market.ts';
export { OUTRIGHT_WINNER_MARKET_ID, type OutrightModel, quoteOutrightWinner } from './outright.ts';
export type { PointsModel } from './points.ts';
export type { SetsModel } from './sets.ts';
export type { TennisModel } from './tennis.ts';

/** The pricing model of a match, stored as events.model; `family` selects the pricing function. */
export type MatchModel = GoalsModel | PointsModel | TennisModel | SetsModel;

/** Fair quotes of every market of a match at a state. */
export function quoteMatch(model: MatchModel, state: MatchState, ctx: PricingContext): MarketQuote[] {
  switch (model.family) {
    case 'goals':
      return quoteGoals(model, state, ctx);
    case 'points':
      return quotePoints(model, state, ctx);
    case 'tennis':
      return quoteTennis(model, state, ctx);
    case 'sets':
      return quoteSets(model, state, ctx);
  }
}

/** Priced markets of a match at a state (prematch: PREMATCH_STATE) with one margin. */
export function priceMatch(
  model: MatchModel,
  state: MatchState,
  ctx: PricingContext,
  margin: number = MARGIN,
): PricedMarket[] {
  return priceQuotes(quoteMatch(model, state, ctx), margin);
}

/** How a sport is modelled; the seed picks one per sport. */
export type ModelKind =
  | 'soccer'
  | 'ice-hockey'
  | 'basketball'
  | 'handball'
  | 'cricket'
  | 'tennis'
  | 'volleyball'
  | 'table-tennis'
  | 'esports';

export interface ModelOptions {
  /** Expected total goals/points of the league (defaults per sport). */
  leagueTotal?: number;
  /** Best of n sets/maps. */
  bestOf?: number;
  /** Soccer: price the full menu (top leagues) or the main lines only. */
  depth?: 'full' | 'basic';
  /** Basketball: 48 (NBA) or 40 (FIBA) minutes. */
  regulationMinutes?: number;
  /** Home advantage in rating points (0 for neutral venues and individual sports). */
  homeAdvantage?: number;
}

const HOME_ADVANTAGE: Record<ModelKind, number> = {
  soccer: 65,
  'ice-hockey': 40,
  basketball: 70,
  handball: 60,
  cricket: 40,
  tennis: 0,
  volleyball: 40,
  'table-tennis': 0,
  esports: 0,
};

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round4 = (x: number) => Math.round(x * 10000) / 10000;

/**
 * Model parameters of a match from the competitors' ratings (Elo-like scale, ~1500 average).
 * Rounded to 4 decimals so that the stored model is compact and reproducible.
 */
export function modelFromRatings(
  kind: ModelKind,
  homeRating: number,
  awayRating: number,
  options: ModelOptions = {},
): MatchModel {
  const diff = homeRating - awayRating + (options.homeAdvantage ?? HOME_ADVANTAGE[kind]);
  switch (kind) {
    case 'soccer': {
      const base = (options.leagueTotal ?? 2.7) / 2;
      const k = 0.0028;
      return {
        family: 'goals',
        variant: 'soccer',
        lambdaHome: round4(clamp(base * Math.exp((k * diff) / 2) * 1.0, 0.15, 4.5)),
        lambdaAway: round4(clamp(base * Math.exp((-k * diff) / 2), 0.15, 4.5)),
        regulationMinutes: 90,
        firstPeriodMinutes: 45,
        firstPeriodShare: 0.45,
        depth: options.depth ?? 'basic',
      };
    }
    case 'ice-hockey': {
      const base = (options.leagueTotal ?? 5.8) / 2;
      const k = 0.0022;
      return {
        family: 'goals',
        variant: 'hockey',
        lambdaHome: round4(clamp(base * Math.exp((k * diff) / 2), 0.5, 6)),
        lambdaAway: round4(clamp(base * Math.exp((-k * diff) / 2), 0.5, 6)),
        regulationMinutes: 60,
        firstPeriodMinutes: 20,
        firstPeriodShare: 0.31,
        overtimeHomeWin: round4(clamp(0.5 + diff / 3000, 0.3, 0.7)),
        depth: 'basic',
      };
    }
    case 'basketball':
      return {
        family: 'points',
        variant: 'basketball',
        muDiff: round4(diff / 28),
        muTotal: options.leagueTotal ?? 226,
        sdDiff: 12.5,
        sdTotal: 17,
        regulationMinutes: options.regulationMinutes ?? 48,
        overtimeHomeWin: round4(clamp(0.5 + diff / 3000, 0.3, 0.7)),
      };
    case 'handball':
      return {
        family: 'points',
        variant: 'handball',
        muDiff: round4(diff / 40),
        muTotal: options.leagueTotal ?? 57,
        sdDiff: 5.5,
        sdTotal: 6.5,
        regulationMinutes: 60,
        overtimeHomeWin: 0.5,
      };
    case 'cricket':
      return {
        family: 'points',
        variant: 'cricket',
        muDiff: round4(diff / 6),
        muTotal: options.leagueTotal ?? 320,
        sdDiff: 38,
        sdTotal: 42,
        regulationMinutes: 200,
        overtimeHomeWin: 0.5,
      };
    case 'tennis': {
      const bestOf = options.bestOf === 5 ? 5 : 3;
      const target = eloWinProbability(diff);
      const base = 0.63;
      const x = solveIncreasing(
        (d) => tennisMatchWin({ family: 'tennis', pHomeServe: base + d, pAwayServe: base - d, bestOf }),
        target,
        -0.2,
        0.2,
      );
      return { family: 'tennis', pHomeServe: round4(base + x), pAwayServe: round4(base - x), bestOf };
    }
    case 'volleyball':
    case 'table-tennis':
    case 'esports': {
      const bestOf = options.bestOf ?? (kind === 'esports' ? 3 : 5);
      return {
        family: 'sets',
        variant: kind,
        pSet: round4(setProbabilityFromMatch(eloWinProbability(diff), bestOf)),
        bestOf,
        unit: kind === 'esports' ? 'map' : 'set',
      };
    }
  }
}

/** Match-win probability of a tennis model (sets treated as independent). */
export function tennisMatchWin(model: TennisModel): number {
  const pSet = setDistribution(model, { home: 0, away: 0 })
    .filter((s) => s.home > s.away)
    .reduce((t, s) => t + s.p, 0);
  return matchWinFromSet(pSet, model.bestOf);
}

export { type JointModel, jointModelOf, type Leg } from './joint.ts';
export { matchStateFromStatistics, type StatisticsLike } from './state.ts';
export { holdProbability };
