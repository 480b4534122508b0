import {
  BetErrorCode,
  type CustomOddsBody,
  type CustomOddsResponse,
  type Market,
} from '@sportsbook/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { markets } from '../../db/schema.ts';
import { marketFrom } from '../catalogue/mappers.ts';
import { currentPriceOf, loadMatches, loadSelectionCatalogue, marketKeyOf } from './catalogue.ts';
import { betError } from './errors.ts';
import { customBetOdds } from './pricing.ts';

/** Open markets of a match a bet builder may combine (custom_bet_groups not empty). */
export async function customMarketsOf(db: Db, matchId: number, locale: string): Promise<Market[]> {
  const matches = await loadMatches(db, [matchId]);
  const match = matches.get(matchId);
  if (match?.type !== 'match') throw betError(404, BetErrorCode.betNotFound, 'error.bets.not_found', locale);
  const rows = await db
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, matchId), eq(markets.status, 1)))
    .orderBy(desc(markets.priority), asc(markets.marketId));
  return rows
    .filter((r) => r.customBetGroups.length > 0)
    .map((r) => marketFrom(r as never, { id: match.id, urnId: match.urnId }, locale));
}

/** Bet-builder price now from the match model (see customBetOdds); null when not offered. */
export async function customOddsOf(
  db: Db,
  body: z.output<typeof CustomOddsBody>,
  customMargin: number | undefined,
): Promise<CustomOddsResponse> {
  const { matches, marketMap, statuses } = await loadSelectionCatalogue(
    db,
    body.selections.map((s) => ({ eventId: body.match_id, marketId: s.market_id, specifier: s.specifier })),
  );
  const match = matches.get(body.match_id);
  const prices = body.selections.map((s) =>
    currentPriceOf(
      match,
      marketMap.get(marketKeyOf(body.match_id, s.market_id, s.specifier)),
      s.outcome_id,
      statuses,
    ),
  );
  return {
    odds: customBetOdds(match, body.selections, marketMap, statuses, customMargin),
    selections_odds: prices.map((p) => p.odds),
  };
}
