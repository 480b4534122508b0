/**
 * The transaction of a placement (BettingService.place), in five statements after BEGIN: lock the
 * player's accounts (with their odds-accept mode and limits), lock the player (with the bet stops and
 * an earlier answer to the key), read the catalogue (placement-read), then, after pricing and every
 * check in memory, write everything (placement-write). Bonus bets, money limits with a period and
 * farming that earns something add their own statements.
 */
import {
  BetErrorCode,
  type OddsAcceptMode,
  type PlaceBetsBody,
  type PlaceBetsResponse,
} from '@sportsbook/contract';
import type { LiabilityCaps } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts, playerSettings } from '../../db/schema.ts';
import { type PlacementBonuses, placementBonuses } from '../bonuses/placement.ts';
import { recordHit } from '../jackpots/hits.ts';
import {
  type Contribution,
  contributionsOf,
  drawHits,
  levelsJsonSql,
  type PlacementLevel,
} from '../jackpots/placement.ts';
import type { JackpotPlacement } from '../jackpots/service.ts';
import { limitRowsFromJson, limitsJsonSql } from '../limits/json.ts';
import { type AppliedChange, ensureAccount, type LockedAccount } from '../wallet/service.ts';
import { betError } from './errors.ts';
import { betMessage } from './messages.ts';
import { betCategoryOf, type PricedPlacement, pricePlacement } from './placement.ts';
import { readPlacement } from './placement-read.ts';
import { placedRowsOf, type StakeMove, writePlacement } from './placement-write.ts';
import { assertWithinLiability, assertWithinLimits, type EarlierRequest, lockPlayer } from './risk.ts';
import { jsonValue, runStatement, statement } from './statements.ts';
import { type BetData, betView, offerOf } from './view.ts';

type PlaceBets = z.output<typeof PlaceBetsBody>;

/** What the service passes in. */
export interface PlacementRequest {
  userId: number;
  body: PlaceBets;
  key: string;
  hash: string;
  locale: string;
  now: Date;
  /** Ten characters of a bet's ref. */
  newRef: () => string;
  maxPayoutOf: (currency: string) => number;
  customMargin: number | undefined;
  cashoutMargin: number;
  caps: LiabilityCaps;
  /** The jackpots' draw and hit hooks; without them stakes still feed the pools but never hit. */
  jackpots?: JackpotPlacement;
}

export type PlacementOutcome =
  | { replay: true; response: PlaceBetsResponse }
  | {
      replay: false;
      response: PlaceBetsResponse;
      /** The response as JSON: stored for retries and sent as is. */
      json: string;
      data: BetData[];
      changes: AppliedChange[];
      bonus: PlacementBonuses;
    };

/** A placement whose idempotency key another request took while it ran (rolls it back). */
export class KeyTaken extends Error {}

/** The stored answer to a retry with the same body; 409 idempotency_key_reused for another body. */
export function replayOf(earlier: EarlierRequest, hash: string, locale: string) {
  if (earlier.bodyHash !== hash || earlier.response == null) {
    throw betError(409, BetErrorCode.idempotencyKeyReused, 'error.place_bets.idempotency_key_reused', locale);
  }
  return { replay: true as const, response: earlier.response as PlaceBetsResponse };
}

const LOCK_ACCOUNTS = statement(
  'placement_lock_accounts',
  sql`
  select a.id, a.user_id, a.currency, a.balance_subunits::text as balance,
         (select s.auto_accept_odds_change from ${playerSettings} s
           where s.user_id = ${sql.placeholder('userId')}::int) as mode,
         ${limitsJsonSql(sql`${sql.placeholder('userId')}::int`)} as limits,
         ${levelsJsonSql(sql`a.currency`)} as jackpot_levels
    from ${accounts} a
   where a.user_id = ${sql.placeholder('userId')}::int
     and a.currency = any(${sql.placeholder('currencies')}::text[])
   order by a.id
     for update of a`,
);

type Locked = LockedAccount & { mode: string | null; limits: unknown; jackpotLevels: PlacementLevel[] };

/**
 * Locks the player's accounts in these currencies (id order, so concurrent placements queue rather
 * than deadlock) and reads, in the same statement, the player's odds-accept mode and limits.
 */
async function lockAccounts(db: Db, userId: number, currencies: readonly string[]): Promise<Locked[]> {
  const rows = await runStatement<{
    id: number;
    user_id: number;
    currency: string;
    balance: string;
    mode: string | null;
    limits: unknown;
    jackpot_levels: unknown;
  }>(db, LOCK_ACCOUNTS, { userId, currencies });
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    currency: r.currency,
    balance: Number(r.balance),
    mode: r.mode,
    limits: r.limits,
    jackpotLevels: jsonValue<PlacementLevel[]>(r.jackpot_levels) ?? [],
  }));
}

/** Funds, in payload order: the first bet the balance cannot cover is the one refused (409). */
function assertFunds(
  locked: readonly Locked[],
  priced: readonly PricedPlacement[],
  cashStake: (p: PricedPlacement) => number,
  locale: string,
): void {
  const left = new Map(locked.map((a) => [a.currency, a.balance]));
  for (const p of priced) {
    const balance = (left.get(p.currency) ?? 0) - cashStake(p);
    if (balance < 0) {
      const message = betMessage('error.place_bets.insufficient_funds', locale);
      throw betError(409, BetErrorCode.insufficientFunds, 'error.place_bets.insufficient_funds', locale, {
        errors_by_bet: [{ index: p.index, code: BetErrorCode.insufficientFunds, localized_message: message }],
      });
    }
    left.set(p.currency, balance);
  }
}

/** The placement's transaction body (see the file's comment); `db` is the open transaction. */
export async function placeInTx(db: Db, req: PlacementRequest): Promise<PlacementOutcome> {
  const { userId, body, locale, now } = req;
  const keys = body.bets.flatMap((b) =>
    b.selections.map((s) => ({ eventId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
  );
  const currencies = [...new Set(body.bets.map((b) => b.stake.currency))].sort();
  // One player's placements, cash outs and payouts queue on their account rows.
  let locked = await lockAccounts(db, userId, currencies);
  if (locked.length < currencies.length) {
    for (const c of currencies) if (!locked.some((a) => a.currency === c)) await ensureAccount(db, userId, c);
    locked = await lockAccounts(db, userId, currencies);
  }
  // Limits and liability span currencies: placements in other currencies queue on the player's row,
  // taken after the accounts (nothing locks the accounts after the player row: no deadlock). The same
  // round trip takes the bet stops (a suspension committed before it is read below; one after it
  // waits for our commit) and finds a retry whose first placement committed while this one queued.
  const earlier = await lockPlayer(
    db,
    userId,
    keys.map((k) => k.eventId),
    req.key,
  );
  if (earlier) return replayOf(earlier, req.hash, locale);
  const bonus = await placementBonuses(db, userId, body.bets, now, locale);
  const mode = (locked[0]?.mode ?? 'none') as OddsAcceptMode;
  const limits = limitRowsFromJson(locked[0]?.limits);
  // Prices, statuses and markets, the player's exposure on them and the bonus hooks' rows, after the locks.
  const read = await readPlacement(db, userId, keys, { bets: body.bets.length, selections: keys.length });
  const priced = pricePlacement(read, body.bets, mode, locale, {
    maxPayoutOf: req.maxPayoutOf,
    customMargin: req.customMargin,
    bonusOddsOf: bonus.oddsOf,
  });
  await bonus.verify(priced, read);
  await assertWithinLimits(db, userId, priced, now, limits, locale);
  assertWithinLiability(read.exposure, priced, req.caps, locale);
  assertFunds(locked, priced, bonus.cashStake, locale);
  const meta = { deviceId: body.meta.device_id, quick: body.meta.quick };
  const list = priced.map((p) => ({
    p,
    ref: req.newRef(),
    bonus: bonus.betBonus(p.index),
    category: betCategoryOf(p, read.matches),
  }));
  const placed = placedRowsOf(userId, list, read, meta, now);
  await bonus.commit(
    now,
    placed.map(({ row }, i) => ({ betId: row.id, p: priced[i] as PricedPlacement })),
    read,
    read.bonus,
  );
  // Cash stakes in a jackpot's currency feed its levels (a free bet's stake is not cash).
  const contributions = jackpotContributions(locked, placed, priced, bonus.cashStake);
  const fed = new Set(contributions.map((c) => c.bet_id));
  // The response from the rows about to be written and the catalogue just read: nothing is read back.
  const data: BetData[] = placed.map(({ row, selections }) => ({
    bet: row,
    selections,
    matches: read.matches,
    toCashout: offerOf(row, selections, read.matches, read.marketMap, read.statuses, req.cashoutMargin),
    usedInJackpot: fed.has(row.id),
  }));
  const response: PlaceBetsResponse = { data: data.map((d) => betView(d, locale)) };
  const json = JSON.stringify(response);
  // A free bet's stake is the bonus: no cash moves for it.
  const moves: StakeMove[] = [];
  for (const account of locked) {
    placed.forEach(({ row }, i) => {
      const p = priced[i] as PricedPlacement;
      if (p.currency !== account.currency || bonus.cashStake(p) <= 0) return;
      moves.push({ account, delta: -p.stake, kind: 'bet_stake', ref: `bet:${row.id}` });
    });
  }
  const written = await writePlacement(db, userId, {
    placed,
    moves,
    meta,
    key: req.key,
    hash: req.hash,
    response: json,
    now,
    jackpot: contributions,
  });
  // A request with the same key committed first: undo all, answer as it did.
  if (!written.stored) throw new KeyTaken();
  if (contributions.length > 0 && req.jackpots) await jackpotHits(db, locked, contributions, req, userId);
  return { replay: false, response, json, data, changes: written.changes, bonus };
}

function jackpotContributions(
  locked: readonly Locked[],
  placed: readonly { row: { id: number } }[],
  priced: readonly PricedPlacement[],
  cashStake: (p: PricedPlacement) => number,
): Contribution[] {
  const levels = new Map(locked.map((a) => [a.currency, a.jackpotLevels]));
  const bets = placed.map(({ row }, i) => {
    const p = priced[i] as PricedPlacement;
    return { betId: row.id, currency: p.currency, cash: cashStake(p) };
  });
  return contributionsOf(bets, (currency) => levels.get(currency) ?? []);
}

/** The draw over the bets that fed a level; a hit is written in this transaction (jackpots/hits). */
async function jackpotHits(
  db: Db,
  locked: readonly Locked[],
  contributions: readonly Contribution[],
  req: PlacementRequest,
  userId: number,
): Promise<void> {
  const { draw, hooks } = req.jackpots as JackpotPlacement;
  const levels = new Map(locked.flatMap((a) => a.jackpotLevels.map((l) => [l.id, l] as const)));
  for (const hit of drawHits(contributions, levels, draw)) {
    await recordHit(db, { levelId: hit.levelId, userId, betId: hit.betId, at: req.now }, hooks);
  }
}
