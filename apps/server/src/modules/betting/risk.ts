/**
 * Checks of a placement against the player's state, inside the placement transaction after
 * lockPlayer: responsible-gambling money limits across currencies (limits/money.ts) and the book's
 * liability to the player per outcome and per market (domain liability rule, from the exposure rows
 * of betting/exposure.ts). Both read what the player's earlier placements wrote, so the player's
 * placements must queue: lockPlayer first.
 */
import {
  BetErrorCode,
  type BetErrorDetail,
  DEFAULT_CURRENCY_CODE,
  LiabilityErrorCode,
} from '@sportsbook/contract';
import {
  type ExposureTotals,
  formatMoneyLocale,
  type LiabilityBet,
  type LiabilityCaps,
  liabilityRefusals,
  liabilityRoom,
  type OutcomeKey,
  type Subunits,
} from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betRequests, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { lockMatchesForBetsSql } from '../feed/market-locks.ts';
import { betLimitRefusal, ratedCurrency } from '../limits/money.ts';
import type { LimitRow } from '../limits/rules.ts';
import { betError } from './errors.ts';
import { readExposure } from './exposure.ts';
import { betMessage } from './messages.ts';
import type { PricedPlacement } from './placement.ts';
import { runStatement, statement } from './statements.ts';

/** What an earlier request with the same idempotency key stored: its body's hash and its answer. */
export interface EarlierRequest {
  bodyHash: string;
  response: unknown;
}

const LOCK_PLAYER = statement(
  'placement_lock_player',
  sql`
  select ${lockMatchesForBetsSql(sql.placeholder('matchIds'))} as stops,
         (select json_build_object('hash', r.body_hash, 'response', r.response)
            from ${betRequests} r where r.user_id = u.id and r.key = ${sql.placeholder('key')}::text) as earlier
    from ${users} u where u.id = ${sql.placeholder('userId')}::int
     for no key update of u`,
);

/**
 * Takes the player's row lock (FOR NO KEY UPDATE: other transactions may still reference the row)
 * until the transaction ends: one player's placements run one after another whatever their
 * currencies, so each reads the open exposure and limit usage the previous one wrote. The same round
 * trip takes the bet-stop locks on the matches bet on (feed/market-locks) and reads what an earlier
 * request with this idempotency key answered (call after the player's account locks: a retry of
 * the same body queues there, so this statement sees the first one once it has committed).
 */
export async function lockPlayer(
  db: Db,
  userId: number,
  matchIds: readonly number[],
  key: string,
): Promise<EarlierRequest | null> {
  const rows = await runStatement<{ earlier: unknown }>(db, LOCK_PLAYER, {
    userId,
    matchIds: [...new Set(matchIds)].sort((a, b) => a - b),
    key,
  });
  const raw = rows[0]?.earlier;
  const earlier = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    hash: string;
    response: unknown;
  } | null;
  return earlier ? { bodyHash: earlier.hash, response: earlier.response } : null;
}

const amountText = (amount: number, currency: string, locale: string) =>
  `${formatMoneyLocale(amount as Subunits, ratedCurrency(currency), locale)} ${currency}`;

/**
 * Refuses the placement when a money limit forbids it: 403 limit_exceeded, `details[0]` naming the
 * limit (bet_limit_exceeded, wager_limit_exceeded, loss_limit_exceeded) with `amount_left` in the
 * limit's currency; an exclusion in force is limit_exceeded with self_excluded or cooling_off.
 */
export async function assertWithinLimits(
  db: Db,
  userId: number,
  priced: readonly PricedPlacement[],
  now: Date,
  limits: readonly LimitRow[],
  locale: string,
): Promise<void> {
  let refusal: Awaited<ReturnType<typeof betLimitRefusal>>;
  try {
    refusal = await betLimitRefusal(db, userId, priced, now, limits);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    throw betError(403, BetErrorCode.limitExceeded, 'error.place_bets.limit_exceeded', locale, {
      details: [{ code: err.code }],
    });
  }
  if (!refusal) return;
  const key = `error.place_bets.${refusal.code}`;
  const params = { amount: amountText(refusal.amountLeft, refusal.currency, locale) };
  const message = betMessage(key, locale, params);
  throw betError(403, BetErrorCode.limitExceeded, key, locale, {
    message,
    details: [
      {
        code: refusal.code,
        amount_left: refusal.amountLeft,
        currency: refusal.currency,
        ...(refusal.betIndex !== undefined ? { bet_index: refusal.betIndex } : {}),
      },
    ],
    errors_by_bet:
      refusal.betIndex !== undefined
        ? [{ index: refusal.betIndex, code: key, localized_message: message }]
        : [],
  });
}

/** The potential payout a new bet in `currency` on these selections may still have (domain liabilityRoom). */
export async function liabilityRoomFor(
  db: Db,
  userId: number,
  selections: readonly OutcomeKey[],
  caps: LiabilityCaps,
  currency: string,
): Promise<number> {
  const open = await readExposure(db, userId, selections);
  return liabilityRoom(open, selections, caps, ratedCurrency, currency);
}

/** Caps of a player's potential payout, in subunits of the default currency (see BettingOptions.maxLiability). */
export function liabilityCaps(outcome: number, market: number): LiabilityCaps {
  return {
    currency: ratedCurrency(DEFAULT_CURRENCY_CODE),
    outcome: outcome as Subunits,
    market: market as Subunits,
  };
}

/**
 * Refuses the placement when the player's open bets (`open`: their exposure on these bets' markets,
 * read after lockPlayer) and these would pay out more than a cap on one outcome or market (domain
 * liabilityRefusals): 422 liability_exceeded, a detail per refused bet with its selection and the
 * payout still allowed there (`amount_left` in the bet's currency).
 */
export function assertWithinLiability(
  open: ExposureTotals,
  priced: readonly PricedPlacement[],
  caps: LiabilityCaps,
  locale: string,
): void {
  const next: LiabilityBet[] = priced.map((p) => ({
    currency: p.currency,
    payout: p.potentialWin as Subunits,
    selections: p.selections,
  }));
  const refusals = liabilityRefusals(open, next, caps, ratedCurrency);
  if (refusals.length === 0) return;
  const key = 'error.place_bets.liability_exceeded';
  const details: BetErrorDetail[] = [];
  const byBet = refusals.map((r) => {
    const bet = priced[r.betIndex] as PricedPlacement;
    const s = bet.selections[r.selectionIndex];
    details.push({
      bet_index: r.betIndex,
      selection_index: r.selectionIndex,
      code: LiabilityErrorCode[r.scope],
      match_id: s?.eventId,
      market_id: s?.marketId,
      specifier: s?.specifier,
      outcome_id: s?.outcomeId,
      amount_left: r.leftInBetCurrency,
      currency: bet.currency,
    });
    const params = { amount: amountText(r.leftInBetCurrency, bet.currency, locale) };
    return { index: r.betIndex, code: key, localized_message: betMessage(key, locale, params) };
  });
  throw betError(422, BetErrorCode.liabilityExceeded, key, locale, {
    message: byBet[0]?.localized_message,
    details,
    errors_by_bet: byBet,
  });
}
