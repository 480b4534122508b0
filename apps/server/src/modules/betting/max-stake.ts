import type { MaxStakeBody, MaxStakeResponse } from '@sportsbook/contract';
import {
  BetType,
  type LiabilityCaps,
  maxStakeFor,
  type Odds,
  type PricedBet,
  type Subunits,
  systemTypeFromId,
} from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { stakeRoom } from '../limits/money.ts';
import { currentPriceOf, loadSelectionCatalogue, marketKeyOf } from './catalogue.ts';
import { currencyOf, typeOf } from './placement.ts';
import { customBetOdds } from './pricing.ts';
import { liabilityRoomFor } from './risk.ts';

export interface MaxStakeContext {
  now: Date;
  customMargin: number | undefined;
  caps: LiabilityCaps;
  maxPayoutOf: (currency: string) => number;
}

/** Largest stake now: domain maxStakeFor at current odds, capped by the max payout, the bet limit and the balance. */
export async function maxStakeOf(
  db: Db,
  userId: number,
  body: z.output<typeof MaxStakeBody>,
  ctx: MaxStakeContext,
): Promise<MaxStakeResponse> {
  const currency = currencyOf(body.currency);
  const bet = await pricedNow(db, body, ctx.customMargin);
  const [account] = await db
    .select({ balance: accounts.balanceSubunits })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency.code)));
  // Limits count stakes in every currency; the liability caps count the player's open bets.
  const cap = Math.min(account?.balance ?? 0, await stakeRoom(db, userId, currency.code, ctx.now));
  const maxPayout = ctx.maxPayoutOf(currency.code);
  const selections = body.selections.map((s) => ({
    eventId: s.match_id,
    marketId: s.market_id,
    specifier: s.specifier,
    outcomeId: s.outcome_id,
  }));
  const room = await liabilityRoomFor(db, userId, selections, ctx.caps, currency.code);
  return {
    max_stake: maxStakeFor(bet, Math.min(maxPayout, room) as Subunits, cap as Subunits),
    max_payout: maxPayout,
    currency: body.currency,
  };
}

/** The bet at current odds (a selection no longer bettable keeps the odds it was asked at). */
async function pricedNow(
  db: Db,
  body: z.output<typeof MaxStakeBody>,
  customMargin: number | undefined,
): Promise<Omit<PricedBet, 'stake'>> {
  const { matches, marketMap, statuses } = await loadSelectionCatalogue(
    db,
    body.selections.map((s) => ({ eventId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
  );
  const odds = body.selections.map((s) => {
    const price = currentPriceOf(
      matches.get(s.match_id),
      marketMap.get(marketKeyOf(s.match_id, s.market_id, s.specifier)),
      s.outcome_id,
      statuses,
    );
    return (price.bettable ? price.odds : s.odds) as Odds;
  });
  const type = typeOf(body);
  const customOdds =
    type === BetType.customBet
      ? (customBetOdds(
          matches.get(body.selections[0]?.match_id ?? -1),
          body.selections,
          marketMap,
          statuses,
          customMargin,
        ) ?? undefined)
      : undefined;
  return {
    betType: type,
    odds,
    customOdds,
    systemWinCount: body.system_id ? systemTypeFromId(body.system_id)?.winCount : undefined,
  };
}
