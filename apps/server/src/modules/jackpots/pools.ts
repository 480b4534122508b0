/**
 * How a level's pool is kept without making placements queue on it. A placement inserts its
 * contribution rows unfolded and never touches the level row; the pool is the level's `pool_amount`
 * plus its unfolded rows (`poolSql`), which a reading or a hit folds in under the level's lock. A
 * contribution committed after a hit folded the pool belongs to the next pool, so nothing is lost
 * or counted twice, and a pool always equals the sum of its rows.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Unfolded contributions of level `level` (an SQL expression naming jackpot_levels.id). */
function unfoldedSql(level: SQL): SQL {
  return sql`coalesce((select sum(e.amount) from jackpot_pool_entries e
                        where e.level_id = ${level} and not e.folded), 0)`;
}

/** The pool of the jackpot_levels row aliased `alias` (folded plus unfolded). */
export function poolSql(alias: string): SQL {
  const id = sql.raw(`${alias}.id`);
  return sql`(${sql.raw(alias)}.pool_amount + ${unfoldedSql(id)})`;
}

/** Every contribution so far of the jackpot_levels row aliased `alias`. */
export function contributedSql(alias: string): SQL {
  const id = sql.raw(`${alias}.id`);
  return sql`(${sql.raw(alias)}.contributed_amount + ${unfoldedSql(id)})`;
}

/**
 * Folds the unfolded rows of `levels` (a query of level ids, locked here `for no key update`, which
 * a placement's contribution row does not wait for: its foreign key takes only a key-share lock;
 * skipped when another fold holds them with `skipLocked`) into their levels: one statement.
 */
function foldSql(levels: SQL, skipLocked: boolean): SQL {
  return sql`
    with locked as (
      select l.id from jackpot_levels l where l.id in (${levels}) order by l.id
         for no key update ${skipLocked ? sql`skip locked` : sql``}
    ), moved as (
      update jackpot_pool_entries e set folded = true
        from locked where e.level_id = locked.id and not e.folded
      returning e.level_id, e.amount
    ), sums as (
      select level_id, sum(amount) as amount from moved group by level_id
    )
    update jackpot_levels l
       set pool_amount = l.pool_amount + sums.amount,
           contributed_amount = l.contributed_amount + sums.amount
      from sums where l.id = sums.level_id`;
}

/**
 * Folds every level that has unfolded rows, skipping levels another fold or a hit holds (their
 * pools read the same either way). Keeps the unfolded rows few, so reading a pool stays cheap.
 */
export async function foldPools(db: Db): Promise<void> {
  await db.execute(
    foldSql(sql`select distinct e.level_id from jackpot_pool_entries e where not e.folded`, true),
  );
}

/** Folds level `levelId` in the open transaction `tx` (a hit does, before it takes the pool). */
export async function foldLevel(tx: Db, levelId: number): Promise<void> {
  await tx.execute(foldSql(sql`${levelId}::int`, false));
}
