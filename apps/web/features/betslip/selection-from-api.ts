import type { SelectionInput } from '@sportsbook/domain';
import { fetchMarkets, fetchMatch } from '../catalogue/queries.ts';
import { selectionInputOf, selectionMarketOf, selectionMatchOf } from './selection-data.ts';

/**
 * A selection built from the API, for odds buttons rendered without the match context (a row whose
 * parent gives none): GET /matches/{id} and its markets. Null when the outcome is gone.
 */
export async function selectionFromApi(
  locale: string,
  ref: { matchId: number; marketId: number; specifier: string; outcomeId: string; odds: number },
): Promise<SelectionInput | null> {
  const [event, markets] = await Promise.all([
    fetchMatch(locale, ref.matchId),
    fetchMarkets(locale, ref.matchId),
  ]);
  const market = markets.data.find((m) => m.id === ref.marketId && m.specifier === ref.specifier);
  const outcome = market?.outcomes.find((o) => o.id === ref.outcomeId);
  if (!market || !outcome) return null;
  return selectionInputOf(
    selectionMatchOf(event),
    { ...selectionMarketOf(market), marketId: market.id, specifier: market.specifier },
    { id: outcome.id, name: outcome.name, active: outcome.active, odds: ref.odds },
  );
}
