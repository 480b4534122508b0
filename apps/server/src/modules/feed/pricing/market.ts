import { DEFAULT_MARGIN, priceOutcomes } from '@sportsbook/domain';
import type { LocalizedText } from '../../../db/schema.ts';
import { fillPerLocale } from '../i18n.ts';

/** Score of a match: goals, points, runs, or sets/maps won. */
export interface Score {
  home: number;
  away: number;
}

/**
 * What the pricing functions know about a match in play. A prematch price is the special case
 * `{ minute: 0, score: 0–0 }`.
 */
export interface MatchState {
  /** Elapsed playing minutes (regulation clock); 0 before kick-off. Unused by tennis and set sports. */
  minute: number;
  /** Goals, points or runs so far; for tennis, volleyball, table tennis and esports: sets/maps won. */
  score: Score;
  /** Scores of the finished periods (halves, periods, sets, maps). */
  periodScores?: Score[];
  /** Tennis: games in the current set. */
  games?: Score;
  /**
   * The match is over (settlement): markets of periods already played are quoted too, so that the
   * probabilities of a final state (0 or 1) settle them.
   */
  final?: boolean;
}

/** Competitor names used in outcome names (team names are not localised). */
export interface PricingContext {
  home: string;
  away: string;
}

export const PREMATCH_STATE: MatchState = { minute: 0, score: { home: 0, away: 0 } };

/** One outcome with its true (fair) probability, before the margin. */
export interface OutcomeQuote {
  id: string;
  name: LocalizedText;
  probability: number;
}

/** A market with fair probabilities; priceQuotes turns it into odds. */
export interface MarketQuote {
  marketId: number;
  specifier: string;
  name: LocalizedText;
  groups: string[];
  priority: number;
  outcomes: OutcomeQuote[];
}

export interface PricedOutcome {
  id: string;
  name: LocalizedText;
  odds: number;
  active: boolean;
}

export interface PricedMarket {
  marketId: number;
  specifier: string;
  name: LocalizedText;
  groups: string[];
  priority: number;
  mostBalanced: boolean;
  outcomes: PricedOutcome[];
}

/** Shortest odds we offer (decimal 1.01). A market whose favourite would price shorter is not offered. */
export const MIN_OFFERED_ODDS = 1010;
/** Longest odds we offer (decimal 501); longer long shots are merged into "other" outcomes or dropped. */
export const MAX_OFFERED_ODDS = 501_000;

/** The bookmaker margin used for every market of the demo book (domain's DEFAULT_MARGIN, 6 %). */
export const MARGIN = DEFAULT_MARGIN;

/** The smallest true probability an outcome may have to stay under MAX_OFFERED_ODDS. */
export const MIN_OUTCOME_PROBABILITY = 1000 / MAX_OFFERED_ODDS / (1 + MARGIN);

/**
 * Market type ids whose outcomes are not mutually exclusive, with the number of outcomes every result
 * wins at once (the sum of their fair probabilities): double chance ("home or draw", "home or away",
 * "draw or away") of the match (10) and of the first half (63) wins two of its three outcomes whatever
 * the result. Every other market has exactly one winning outcome per result; draw no bet (11) refunds
 * on a draw, so its two outcomes sum to 1 − P(draw) and are priced conditionally on no draw (sum 1).
 */
const OVERLAPPING_MARKETS: ReadonlyMap<number, number> = new Map([
  [10, 2],
  [63, 2],
]);

/** The sum of a market's fair outcome probabilities: 1, or 2 for double chance (see OVERLAPPING_MARKETS). */
export function fairSumOf(marketId: number): number {
  return OVERLAPPING_MARKETS.get(marketId) ?? 1;
}

/**
 * Prices quotes with one margin applied to every outcome: each outcome's implied probability is its
 * fair probability × (1 + margin), so a market's implied probabilities sum to (1 + MARGIN) × its fair
 * sum (fairSumOf: 1, or 2 for double chance) up to rounding to thousandths. Fair probabilities are
 * first rescaled to their fair sum (the model's score grids are truncated; draw no bet is conditional
 * on no draw). Long shots are floored to the longest odds offered (501); markets whose favourite
 * would price under 1.01 (decided or too lopsided) are left out; `mostBalanced` marks, per market id
 * with specifiers, the line whose outcomes are closest to even.
 */
export function priceQuotes(quotes: readonly MarketQuote[], margin: number = MARGIN): PricedMarket[] {
  const priced: { market: PricedMarket; spread: number }[] = [];
  for (const quote of quotes) {
    const total = quote.outcomes.reduce((s, o) => s + o.probability, 0);
    if (!(total > 0) || quote.outcomes.length < 2) continue;
    const fairSum = fairSumOf(quote.marketId);
    const probabilities = floorLongShots(
      quote.outcomes.map((o) => (o.probability / total) * fairSum),
      fairSum,
    );
    if (probabilities.some((p) => p * (1 + margin) > 1000 / MIN_OFFERED_ODDS)) continue;
    const odds = priceOutcomes(probabilities, margin, fairSum);
    priced.push({
      market: {
        marketId: quote.marketId,
        specifier: quote.specifier,
        name: quote.name,
        groups: quote.groups,
        priority: quote.priority,
        mostBalanced: false,
        outcomes: quote.outcomes.map((o, i) => ({
          id: o.id,
          name: o.name,
          odds: odds[i] as number,
          active: true,
        })),
      },
      spread: Math.max(...probabilities) - Math.min(...probabilities),
    });
  }
  const best = new Map<number, { market: PricedMarket; spread: number }>();
  for (const entry of priced) {
    if (entry.market.specifier === '') continue;
    const current = best.get(entry.market.marketId);
    if (!current || entry.spread < current.spread) best.set(entry.market.marketId, entry);
  }
  for (const entry of best.values()) entry.market.mostBalanced = true;
  return priced.map((e) => e.market);
}

/**
 * Raises outcomes below MIN_OUTCOME_PROBABILITY (long shots beyond the longest odds offered) to just
 * above it and scales the others down so the total stays `sum` (1, or a market's fair sum).
 */
export function floorLongShots(probabilities: readonly number[], sum = 1): number[] {
  const floor = MIN_OUTCOME_PROBABILITY * 1.05;
  const low = probabilities.filter((p) => p < floor).length;
  if (low === 0) return probabilities.slice();
  const highTotal = probabilities.filter((p) => p >= floor).reduce((a, b) => a + b, 0);
  const scale = (sum - low * floor) / highTotal;
  return probabilities.map((p) => (p < floor ? floor : p * scale));
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 via erf; absolute error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Number formatting of lines in names and specifiers: 2.5, -1.5, +1.5 for handicaps. */
export function lineText(line: number, signed = false): string {
  const text = Number.isInteger(line) ? String(line) : line.toFixed(1);
  return signed && line > 0 ? `+${text}` : text;
}

/** Solves f(x) = target for an increasing f on [lo, hi] by bisection. */
export function solveIncreasing(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 40; i++) {
    const mid = (a + b) / 2;
    if (f(mid) < target) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}

/** Logistic win probability from a rating difference (Elo scale: 400 points = 10:1). */
export function eloWinProbability(ratingDiff: number): number {
  return 1 / (1 + 10 ** (-ratingDiff / 400));
}

/** Fills `{unit}` per locale with the locale's unit word. */
export function withUnit(unit: LocalizedText): (q: MarketQuote) => MarketQuote {
  return (q) => ({ ...q, name: fillPerLocale(q.name, 'unit', unit) });
}
