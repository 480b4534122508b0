/**
 * Hits and their payout states (SPEC §4): a hit takes its level's whole pool and resets it to the
 * level's seed amount (a pool row of kind hit keeps pool = sum of rows); initial → approved or
 * declined, approved → paid or declined. Paying credits the player through the wallet (a jackpot_win
 * ledger row, ref jackpot_hit:<id>) in the same transaction as the status: the hit row's lock makes
 * it happen once whatever the burst.
 */
import { type ErrorCode, JackpotErrorCode, type JackpotHitStatus } from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/lists.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type AppliedChange, applyChange } from '../wallet/service.ts';
import { foldLevel } from './pools.ts';

/** A hit as written. */
export interface HitRecord {
  id: number;
  jackpotId: number;
  levelId: number;
  userId: number;
  betId: number | null;
  amount: number;
  currency: string;
  status: JackpotHitStatus;
}

/**
 * Called inside the transaction that wrote a hit (status initial) or moved it (approved, declined,
 * paid), right after the write: the seam for "jackpot hit → notification" (a player is usually told
 * once it is approved or paid). A throw rolls the hit or the move back with its transaction.
 */
export type HitHook = (tx: Db, hit: HitRecord) => Promise<void>;

/** Where a status may go next. */
const NEXT: Record<JackpotHitStatus, readonly JackpotHitStatus[]> = {
  initial: ['approved', 'declined'],
  approved: ['paid', 'declined'],
  declined: [],
  paid: [],
};

export function hitStatusError(from: string, to: string): HttpError {
  return new HttpError(
    409,
    JackpotErrorCode.hitStatus as unknown as ErrorCode,
    `A ${from} jackpot hit cannot become ${to}`,
  );
}

/**
 * Writes a hit of `levelId` for the player in the open transaction `tx`: locks the level, pays its
 * pool into the hit and resets the pool to the seed amount. Null when the pool is empty (nothing to win).
 */
export async function recordHit(
  tx: Db,
  input: { levelId: number; userId: number; betId: number | null; at: Date },
  hooks: readonly HitHook[],
): Promise<HitRecord | null> {
  // The hit takes the pool it sees: every contribution committed so far, folded in under the lock.
  await foldLevel(tx, input.levelId);
  const [level] = rowsOf<{ jackpot_id: number; pool: string; seed: string; currency: string }>(
    await tx.execute(sql`
      select l.jackpot_id, l.pool_amount::text as pool, l.seed_amount::text as seed, j.currency
        from jackpot_levels l join jackpots j on j.id = l.jackpot_id
       where l.id = ${input.levelId}
         for no key update of l`),
  );
  if (!level || Number(level.pool) <= 0) return null;
  const pool = Number(level.pool);
  const seed = Number(level.seed);
  const at = input.at.toISOString();
  const [hit] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with reset as (
        update jackpot_levels set pool_amount = ${seed}::bigint where id = ${input.levelId} returning id
      ), hit as (
        insert into jackpot_hits (jackpot_id, level_id, user_id, bet_id, amount, currency, status, created_at, updated_at)
        select ${level.jackpot_id}::int, reset.id, ${input.userId}::int, ${input.betId}::int, ${pool}::bigint,
               ${level.currency}::text, 'initial', ${at}::timestamptz, ${at}::timestamptz
          from reset
        returning id
      ), entry as (
        insert into jackpot_pool_entries (level_id, kind, bet_id, hit_id, amount, created_at)
        select ${input.levelId}::int, 'hit', ${input.betId}::int, hit.id, ${seed - pool}::bigint, ${at}::timestamptz
          from hit
      )
      select id from hit`),
  );
  if (!hit) throw new Error(`jackpot level ${input.levelId} vanished under its lock`);
  const record: HitRecord = {
    id: hit.id,
    jackpotId: level.jackpot_id,
    levelId: input.levelId,
    userId: input.userId,
    betId: input.betId,
    amount: pool,
    currency: level.currency,
    status: 'initial',
  };
  for (const hook of hooks) await hook(tx, record);
  return record;
}

/** What moving a hit did: the hit now, and the balance change when it was paid. */
export interface MovedHit {
  hit: HitRecord;
  change: AppliedChange | null;
}

/**
 * Moves hit `id` to `to` in one transaction (409 jackpot_hit_status when its state does not allow it;
 * null when there is no such hit). Paid: the player is credited with the hit's amount.
 */
export async function moveHit(
  db: Db,
  id: number,
  to: JackpotHitStatus,
  now: Date,
  hooks: readonly HitHook[] = [],
): Promise<MovedHit | null> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{
      jackpot_id: number;
      level_id: number;
      user_id: number;
      bet_id: number | null;
      amount: string;
      currency: string;
      status: JackpotHitStatus;
    }>(
      await tx.execute(sql`
        select jackpot_id, level_id, user_id, bet_id, amount::text as amount, currency, status
          from jackpot_hits where id = ${id} for update`),
    );
    if (!row) return null;
    if (!NEXT[row.status].includes(to)) throw hitStatusError(row.status, to);
    const amount = Number(row.amount);
    let change: AppliedChange | null = null;
    if (to === 'paid' && amount > 0) {
      change = await applyChange(
        tx as unknown as Db,
        { userId: row.user_id, currency: row.currency },
        { delta: amount, kind: 'jackpot_win', ref: `jackpot_hit:${id}`, at: now },
      );
    }
    await tx.execute(sql`
      update jackpot_hits
         set status = ${to}, ledger_id = ${change?.ledgerId ?? (to === 'paid' ? 0 : null)}::bigint,
             updated_at = ${now.toISOString()}::timestamptz
       where id = ${id}`);
    const hit: HitRecord = {
      id,
      jackpotId: row.jackpot_id,
      levelId: row.level_id,
      userId: row.user_id,
      betId: row.bet_id,
      amount,
      currency: row.currency,
      status: to,
    };
    for (const hook of hooks) await hook(tx as unknown as Db, hit);
    return { hit, change };
  });
}
