/**
 * An odds refusal (SPEC §8 code 101 or a risk-validation odds code) names, per selection, the price the
 * server has now. The slip takes those prices as an odds update, so a price that moved before the push
 * arrived shows the accept-changes prompt (SPEC §4 ODDS_CHANGED) instead of an error page.
 */
import { isOdds, type Odds } from '../units.ts';
import type { Selection } from './slip.ts';

/** A current price the server reported in a refusal's details, in thousandths. */
export interface RefusedPrice {
  readonly matchId: number;
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
  readonly odds: Odds;
}

/**
 * The current prices among a refusal's `details` (entries with match_id, market_id, specifier,
 * outcome_id and valid current_odds); anything else is ignored.
 */
export function refusedPricesOf(details: unknown): RefusedPrice[] {
  if (!Array.isArray(details)) return [];
  const out: RefusedPrice[] = [];
  for (const entry of details as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const d = entry as Record<string, unknown>;
    if (
      typeof d.match_id === 'number' &&
      typeof d.market_id === 'number' &&
      typeof d.outcome_id === 'string' &&
      typeof d.current_odds === 'number' &&
      isOdds(d.current_odds)
    ) {
      out.push({
        matchId: d.match_id,
        marketId: d.market_id,
        specifier: typeof d.specifier === 'string' ? d.specifier : '',
        outcomeId: d.outcome_id,
        odds: d.current_odds,
      });
    }
  }
  return out;
}

/** The refused price of `selection`, if the refusal names one that differs from its accepted odds. */
export function refusedPriceFor(
  selection: Pick<Selection, 'matchId' | 'marketId' | 'specifier' | 'outcomeId' | 'acceptedOdds'>,
  prices: readonly RefusedPrice[],
): Odds | undefined {
  const price = prices.find(
    (p) =>
      p.matchId === selection.matchId &&
      p.marketId === selection.marketId &&
      p.specifier === selection.specifier &&
      p.outcomeId === selection.outcomeId,
  );
  return price && price.odds !== selection.acceptedOdds ? price.odds : undefined;
}
