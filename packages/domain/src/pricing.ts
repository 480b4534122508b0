import { MAX_ODDS, MIN_ODDS, ODDS_SCALE, type Odds, type Probability } from './units.ts';

/** The bookmaker margin applied by default: 6 % over a fair book (sum of implied probabilities 1.06). */
export const DEFAULT_MARGIN = 0.06;

/** The implied probability of odds: 1 / decimal odds (2500 → 0.4). */
export function impliedProbability(odds: Odds): Probability {
  return (ODDS_SCALE / odds) as Probability;
}

/** The sum of the implied probabilities of a market's odds (1.06 for a book with a 6 % margin). */
export function overround(oddsList: readonly Odds[]): number {
  return oddsList.reduce((sum, odds) => sum + ODDS_SCALE / odds, 0);
}

/**
 * Odds whose implied probability is `probability`, rounded half up to thousandths and clamped to
 * MIN_ODDS (1.001) .. MAX_ODDS (1001.000); a probability of 0 gives MAX_ODDS.
 */
export function oddsFromProbability(probability: number): Odds {
  if (!(probability >= 0)) throw new RangeError(`Probability must not be negative, got ${probability}`);
  if (probability === 0) return MAX_ODDS;
  const thousandths = Math.floor(ODDS_SCALE / probability + 0.5);
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, thousandths)) as Odds;
}

/**
 * Odds for the outcomes of one market from their true probabilities (normalised first, so weights
 * that do not sum to 1 are fine) with a proportional margin: each implied probability is
 * p × (1 + margin), so the returned odds' implied probabilities sum to 1 + margin up to rounding to
 * thousandths. A market whose outcomes overlap passes its `fairSum`, the number of outcomes every
 * result wins (double chance: 2, as "home or draw", "home or away" and "draw or away" win two at
 * once); the weights are then normalised to that sum, so each outcome still carries the one margin
 * and the implied probabilities sum to fairSum × (1 + margin).
 * Odds are clamped to 1.001 .. 1001.000; a clamped favourite (p × (1 + margin) ≥ 1) or
 * long shot makes the sum deviate from 1 + margin by what the clamp cut off.
 * Throws RangeError on an empty list, negative or non-finite probabilities, a zero sum, a margin
 * outside [0, 1), or a fairSum not in 1 .. the number of outcomes.
 */
export function priceOutcomes(
  trueProbabilities: readonly number[],
  margin: number = DEFAULT_MARGIN,
  fairSum = 1,
): Odds[] {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`Margin must be in [0, 1), got ${margin}`);
  if (trueProbabilities.length === 0) throw new RangeError('No outcomes to price');
  if (!(fairSum >= 1 && fairSum <= trueProbabilities.length)) {
    throw new RangeError(`Fair sum must be in 1 .. ${trueProbabilities.length}, got ${fairSum}`);
  }
  for (const probability of trueProbabilities) {
    if (!(probability >= 0 && Number.isFinite(probability))) {
      throw new RangeError(`Probabilities must be finite and non-negative, got ${probability}`);
    }
  }
  const total = trueProbabilities.reduce((sum, probability) => sum + probability, 0);
  if (total <= 0) throw new RangeError('Probabilities sum to zero');
  return trueProbabilities.map((probability) =>
    oddsFromProbability(((probability * fairSum) / total) * (1 + margin)),
  );
}

/**
 * Poisson probability of exactly `k` events when `lambda` are expected (goals in a soccer match):
 * e^−λ · λ^k / k!. `lambda` ≥ 0, `k` a non-negative integer; computed in log space so large k stays finite.
 */
export function poissonPmf(lambda: number, k: number): number {
  if (!(lambda >= 0 && Number.isFinite(lambda))) throw new RangeError(`Invalid Poisson mean ${lambda}`);
  if (!Number.isInteger(k) || k < 0) throw new RangeError(`Invalid Poisson count ${k}`);
  if (lambda === 0) return k === 0 ? 1 : 0;
  let logFactorial = 0;
  for (let i = 2; i <= k; i++) logFactorial += Math.log(i);
  return Math.exp(-lambda + k * Math.log(lambda) - logFactorial);
}

/** Poisson probability of at most `k` events when `lambda` are expected (0 for negative k). */
export function poissonCdf(lambda: number, k: number): number {
  let sum = 0;
  for (let i = 0; i <= k; i++) sum += poissonPmf(lambda, i);
  return Math.min(1, sum);
}

/** Home win, draw and away win probabilities (summing to 1) of a match result model. */
export interface ResultProbabilities {
  /** Probability that the home side scores more. */
  home: number;
  /** Probability of equal scores. */
  draw: number;
  /** Probability that the away side scores more. */
  away: number;
}

/**
 * 1X2 probabilities of a soccer match whose home and away goals are independent Poisson counts with
 * means `lambdaHome` and `lambdaAway`, summing scores up to `maxGoals` per side and normalising the
 * truncated tail away.
 */
export function soccerResultProbabilities(
  lambdaHome: number,
  lambdaAway: number,
  maxGoals = 15,
): ResultProbabilities {
  const home = Array.from({ length: maxGoals + 1 }, (_, goals) => poissonPmf(lambdaHome, goals));
  const away = Array.from({ length: maxGoals + 1 }, (_, goals) => poissonPmf(lambdaAway, goals));
  let homeWin = 0;
  let draw = 0;
  let awayWin = 0;
  home.forEach((pHome, homeGoals) => {
    away.forEach((pAway, awayGoals) => {
      const p = pHome * pAway;
      if (homeGoals > awayGoals) homeWin += p;
      else if (homeGoals === awayGoals) draw += p;
      else awayWin += p;
    });
  });
  const total = homeWin + draw + awayWin;
  return { home: homeWin / total, draw: draw / total, away: awayWin / total };
}

/**
 * Under and over probabilities of a total-goals line that is a half number (2.5): under is P(goals ≤ 2)
 * for a Poisson total with mean `lambdaTotal`, over is the rest. Throws RangeError on a whole line.
 */
export function totalGoalsProbabilities(lambdaTotal: number, line: number): { under: number; over: number } {
  if (!Number.isInteger(line - 0.5) || line < 0)
    throw new RangeError(`Line must be a half number, got ${line}`);
  const under = poissonCdf(lambdaTotal, line - 0.5);
  return { under, over: 1 - under };
}

/** How one selection of a bet builder settles in one scenario of a match model: void refunds it. */
export type LegResult = 'win' | 'lose' | 'void';

/** One possible end of a match (a final score, with whatever else its markets settle on) and its probability. */
export interface Scenario<T> {
  readonly p: number;
  readonly value: T;
}

/** Probabilities that every leg of a bet builder wins, and that none loses but one is void (a refund). */
export interface JointProbability {
  /** Every leg wins. */
  readonly win: number;
  /** No leg loses and at least one is void: the stake comes back (SPEC §3 refund_entire). */
  readonly refund: number;
  /** Total mass of the scenarios (1 up to the truncation of the model's tails). */
  readonly total: number;
}

/**
 * Joint probability of a bet builder's legs over a match model's scenarios: the legs are predicates
 * on one scenario, so correlated selections (a home win and over 2.5 goals) are counted on the same
 * scores and contradictory ones (home win and away win) never win together.
 */
export function jointProbability<T>(
  scenarios: Iterable<Scenario<T>>,
  legs: readonly ((value: T) => LegResult)[],
): JointProbability {
  let win = 0;
  let refund = 0;
  let total = 0;
  for (const s of scenarios) {
    total += s.p;
    let all = true;
    let lost = false;
    for (const leg of legs) {
      const r = leg(s.value);
      if (r === 'lose') {
        lost = true;
        break;
      }
      if (r === 'void') all = false;
    }
    if (lost) continue;
    if (all) win += s.p;
    else refund += s.p;
  }
  return { win, refund, total };
}

/** Bounds of the bet-builder prices a book offers, in thousandths (defaults: 1.01 .. 501.000). */
export interface OfferedOddsRange {
  min: number;
  max: number;
}

/**
 * Bet-builder odds from a joint probability with the book's margin applied once: the probability of
 * winning given the bet is not refunded, p = win / (total − refund), priced as 1 / (p × (1 + margin))
 * in thousandths (rounded half up). Null (not offered) when the legs cannot win together (p = 0, a
 * contradiction), or the price falls outside `range` (a near-certainty or a long shot).
 */
export function jointOdds(
  joint: JointProbability,
  margin: number = DEFAULT_MARGIN,
  range: OfferedOddsRange = { min: 1010, max: 501_000 },
): Odds | null {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`Margin must be in [0, 1), got ${margin}`);
  const decided = joint.total - joint.refund;
  if (!(joint.win > 1e-12) || !(decided > 0)) return null;
  const p = Math.min(1, joint.win / decided);
  const thousandths = Math.floor(ODDS_SCALE / (p * (1 + margin)) + 0.5);
  if (thousandths < range.min || thousandths > range.max) return null;
  return thousandths as Odds;
}
