import type { Market } from '@sportsbook/contract';
import type { Translate } from '../i18n/translator.ts';

/** The result an outcome id names: home win, draw, away win. */
const RESULT_KEYS: Readonly<Record<string, string>> = {
  home: 'catalogue.outcome.home',
  draw: 'catalogue.outcome.draw',
  away: 'catalogue.outcome.away',
};

/** Double chance: two results of three in one outcome ("1X", "12", "X2"). */
const DOUBLE_CHANCE_KEYS: Readonly<Record<string, string>> = {
  home_draw: 'catalogue.outcome.homeDraw',
  home_away: 'catalogue.outcome.homeAway',
  draw_away: 'catalogue.outcome.drawAway',
};

/**
 * How the short labels of a market's outcomes are built, when they can be:
 * - 'result': one result each (1X2, winner): "1", "X", "2";
 * - 'double': double chance: "1X", "12", "X2";
 * - 'sequence': a result per period (half time / full time): "1/X", "2/2".
 */
export type ShortLabelKind = 'result' | 'double' | 'sequence';

export interface ShortLabels {
  kind: ShortLabelKind;
  /** One label per outcome, in the market's order. */
  labels: string[];
}

/**
 * The bookmakers' short labels of a market's outcomes, from their ids (home, draw, away and their
 * combinations), in the locale of `t`; null when the outcomes are not results (totals, yes/no, scores).
 */
export function shortOutcomeLabels(outcomeIds: readonly string[], t: Translate): ShortLabels | null {
  if (outcomeIds.length === 0) return null;
  if (outcomeIds.every((id) => id in RESULT_KEYS)) {
    return { kind: 'result', labels: outcomeIds.map((id) => t(RESULT_KEYS[id] as string)) };
  }
  if (outcomeIds.every((id) => id in DOUBLE_CHANCE_KEYS)) {
    return { kind: 'double', labels: outcomeIds.map((id) => t(DOUBLE_CHANCE_KEYS[id] as string)) };
  }
  const parts = outcomeIds.map((id) => id.split('_'));
  if (parts.every((p) => p.length === 2 && p.every((token) => token in RESULT_KEYS))) {
    const labels = parts.map((p) => p.map((token) => t(RESULT_KEYS[token] as string)).join('/'));
    return { kind: 'sequence', labels };
  }
  return null;
}

/**
 * The column headings above a listing's odds for a market: short result labels ("1", "X", "2";
 * "1X", "12", "X2") when it has them, else the outcomes' own names ("Over 2.5", "Under 2.5"),
 * which the API gives in the page's locale.
 */
export function columnLabels(market: Pick<Market, 'outcomes'>, t: Translate): string[] {
  const short = shortOutcomeLabels(
    market.outcomes.map((outcome) => outcome.id),
    t,
  );
  return short ? short.labels : market.outcomes.map((outcome) => outcome.name);
}

/** Market type of the three-way result (1X2, also "1X2 (regular time)"); other main types are two-way. */
const THREE_WAY_RESULT = 1;

/**
 * The column headings of a sport's main market type before any row has its odds: "1 X 2" for the
 * three-way result, "1 2" for the two-way winner types; none without a main market type.
 */
export function mainMarketLabels(marketTypeId: number | null, t: Translate): string[] | null {
  if (marketTypeId === null) return null;
  const ids = marketTypeId === THREE_WAY_RESULT ? ['home', 'draw', 'away'] : ['home', 'away'];
  return shortOutcomeLabels(ids, t)?.labels ?? null;
}
