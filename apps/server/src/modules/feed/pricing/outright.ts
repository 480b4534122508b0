import type { LocalizedText } from '../../../db/schema.ts';
import { MARKET_TEXT, plain } from '../i18n.ts';
import { type MarketQuote, MIN_OUTCOME_PROBABILITY } from './market.ts';

/** Market type id of an outright winner market. */
export const OUTRIGHT_WINNER_MARKET_ID = 534;

/** Outright model stored in events.model: win weights from ratings. */
export interface OutrightModel {
  family: 'outright';
  /** Rating points per factor e (softmax temperature). */
  temperature: number;
}

/**
 * Winner market over competitors: P(i) ∝ exp(rating_i / temperature), floored so that no long shot
 * prices beyond the longest odds we offer.
 */
export function quoteOutrightWinner(
  model: OutrightModel,
  competitors: readonly { id: number; name: string; rating: number }[],
  name: LocalizedText = MARKET_TEXT.outrightWinner,
): MarketQuote {
  const best = Math.max(...competitors.map((c) => c.rating));
  const weights = competitors.map((c) => Math.exp((c.rating - best) / model.temperature));
  const total = weights.reduce((a, b) => a + b, 0);
  const floor = MIN_OUTCOME_PROBABILITY * 1.2;
  let probabilities = weights.map((w) => Math.max(w / total, floor));
  const sum = probabilities.reduce((a, b) => a + b, 0);
  probabilities = probabilities.map((p) => p / sum);
  return {
    marketId: OUTRIGHT_WINNER_MARKET_ID,
    specifier: '',
    name,
    groups: ['main', 'outrights'],
    priority: 1000,
    outcomes: competitors.map((c, i) => ({
      id: String(c.id),
      name: plain(c.name),
      probability: probabilities[i] as number,
    })),
  };
}
