import type { CustomOddsBody, CustomOddsResponse } from '@sportsbook/contract';
import { isOdds } from '@sportsbook/domain';

/**
 * The bet builder's rules on the web side (SPEC §4 custom bets): which outcomes the player has
 * picked, what POST /bets/custom/odds is asked, and why a combination has no price. Pure functions,
 * so the component only wires them to React state and TanStack Query.
 */

/** The most selections a custom bet may hold (contract PlacementBet.selections max). */
export const MAX_PICKS = 16;
/** The fewest selections the server prices (POST /bets/custom/odds answers null below). */
export const MIN_PICKS = 2;

/** One picked outcome: its market ("id|specifier") and outcome id. */
export interface Pick {
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
}

/** The key of a pick's market: one outcome per (id, specifier) at most. */
export function pickMarketKey(pick: Pick): string {
  return `${pick.marketId}|${pick.specifier}`;
}

/** Whether `pick` (that outcome of that market) is among `picks`. */
export function isPicked(picks: readonly Pick[], pick: Pick): boolean {
  return picks.some((p) => pickMarketKey(p) === pickMarketKey(pick) && p.outcomeId === pick.outcomeId);
}

/**
 * The picks after the player presses an outcome: a picked outcome is dropped; an outcome of a market
 * already picked replaces that market's outcome in place; any other is appended (up to MAX_PICKS,
 * beyond which the press is ignored).
 */
export function togglePick(picks: readonly Pick[], pick: Pick): readonly Pick[] {
  if (isPicked(picks, pick)) return picks.filter((p) => !isSamePick(p, pick));
  const market = pickMarketKey(pick);
  const index = picks.findIndex((p) => pickMarketKey(p) === market);
  if (index >= 0) return picks.map((p, i) => (i === index ? pick : p));
  return picks.length >= MAX_PICKS ? picks : [...picks, pick];
}

function isSamePick(a: Pick, b: Pick): boolean {
  return pickMarketKey(a) === pickMarketKey(b) && a.outcomeId === b.outcomeId;
}

/** A stable text of the picks, in pick order (query keys, storage). */
export function picksKey(picks: readonly Pick[]): string {
  return picks.map((p) => `${p.marketId}|${p.specifier}|${p.outcomeId}`).join(';');
}

/** The body of POST /bets/custom/odds for the picks of one match. */
export function customOddsBody(matchId: number, picks: readonly Pick[]): CustomOddsBody {
  return {
    match_id: matchId,
    selections: picks.map((p) => ({
      match_id: matchId,
      market_id: p.marketId,
      specifier: p.specifier,
      outcome_id: p.outcomeId,
    })),
  };
}

/** Why there is no price: too few picks, a picked outcome not bettable now, or picks that cannot win together. */
export type NoPriceReason = 'fewer' | 'unavailable' | 'contradiction';

/**
 * Why the picks have no price, or null when `answer` has one. Below MIN_PICKS there is nothing to
 * ask. With an answer of null odds: a selection the server reports without valid odds is not
 * bettable now; otherwise every outcome is open, and the server refuses combinations whose
 * outcomes cannot all win together (home win with away win, under 1.5 with over 2.5 goals).
 */
export function noPriceReason(
  picks: readonly Pick[],
  answer: CustomOddsResponse | undefined,
): NoPriceReason | null {
  if (picks.length < MIN_PICKS) return 'fewer';
  if (!answer || answer.odds !== null) return null;
  if (answer.selections_odds.some((odds) => !isOdds(odds))) return 'unavailable';
  return 'contradiction';
}

/** Picks read back from storage: well-formed entries only, one per market, at most MAX_PICKS. */
export function picksFrom(value: unknown): readonly Pick[] {
  if (!Array.isArray(value)) return [];
  let picks: readonly Pick[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { marketId, specifier, outcomeId } = item as Record<string, unknown>;
    if (!Number.isInteger(marketId) || typeof specifier !== 'string' || typeof outcomeId !== 'string')
      continue;
    const pick = { marketId: marketId as number, specifier, outcomeId };
    if (!picks.some((p) => pickMarketKey(p) === pickMarketKey(pick))) picks = togglePick(picks, pick);
  }
  return picks;
}

/** Whether a push publication can move the builder price of `matchId` (its markets, status or score). */
export function movesBuilderPrice(data: unknown, matchId: number): boolean {
  if (!data || typeof data !== 'object') return false;
  const { event_name: name, message } = data as { event_name?: unknown; message?: unknown };
  if (!message || typeof message !== 'object') return false;
  const m = message as { match_id?: unknown; id?: unknown };
  switch (name) {
    case 'markets_changed':
    case 'match_status_changed':
      return m.match_id === matchId;
    case 'match_changed':
      return m.id === matchId;
    default:
      return false;
  }
}
