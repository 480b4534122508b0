import type { JackpotHitStatus } from '@sportsbook/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/lists.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { contributedSql, poolSql } from './pools.ts';

/** A jsonb value of a raw row: node-postgres parses it, PGlite may hand it as text. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export interface LevelRow {
  id: number;
  code: string;
  name: LocalizedText;
  pool_amount: number;
  contributed_amount: number;
  state: 'active' | 'paused';
}

export interface JackpotRow {
  id: number;
  name: LocalizedText;
  currency: string;
  subunits: number;
  levels: LevelRow[];
  /** Sum of the hits that were not declined. */
  hits: number;
}

export interface JackpotFilter {
  ids?: readonly number[];
  currency?: string;
  page: number;
  limit: number;
}

/** Active jackpots with their levels (position order) and hit totals, id order. */
export async function listJackpots(db: Db, f: JackpotFilter): Promise<JackpotRow[]> {
  const where: SQL[] = [sql`j.status = 'active'`];
  if (f.ids) where.push(sql`j.id = any(${`{${f.ids.join(',')}}`}::int[])`);
  if (f.currency) where.push(sql`j.currency = ${f.currency}`);
  const rows = rowsOf<Omit<JackpotRow, 'hits' | 'levels'> & { levels: unknown; hits: string }>(
    await db.execute(sql`
      select j.id, j.name, j.currency, j.subunits,
             (select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'code', l.code, 'name', l.name,
                       'pool_amount', ${poolSql('l')}, 'contributed_amount', ${contributedSql('l')},
                       'state', l.state) order by l.position, l.id), '[]'::jsonb)
                from jackpot_levels l where l.jackpot_id = j.id) as levels,
             (select coalesce(sum(h.amount), 0)::text from jackpot_hits h
               where h.jackpot_id = j.id and h.status <> 'declined') as hits
        from jackpots j
       where ${sql.join(where, sql` and `)}
       order by j.id
       limit ${f.limit} offset ${(f.page - 1) * f.limit}`),
  );
  return rows.map((r) => ({
    ...r,
    name: json<LocalizedText>(r.name),
    levels: json<LevelRow[]>(r.levels).map((l) => ({
      ...l,
      pool_amount: Number(l.pool_amount),
      contributed_amount: Number(l.contributed_amount),
    })),
    hits: Number(r.hits),
  }));
}

export interface HitRow {
  id: number;
  jackpot_id: number;
  user_id: number;
  amount: number;
  currency: string;
  status: JackpotHitStatus;
  seen: boolean;
  created_at: Date;
  jackpot_name: LocalizedText;
  level_code: string;
  level_name: LocalizedText;
}

export interface HitFilter {
  statuses: readonly JackpotHitStatus[];
  userId?: number;
  unseen?: boolean;
  jackpotId?: number;
  hitId?: number;
  limit: number;
}

/** Hits, newest first. */
export async function listHits(db: Db, f: HitFilter): Promise<HitRow[]> {
  const where: SQL[] = [sql`h.status = any(${`{${f.statuses.join(',')}}`}::text[])`];
  if (f.userId !== undefined) where.push(sql`h.user_id = ${f.userId}`);
  if (f.unseen) where.push(sql`not h.seen`);
  if (f.jackpotId !== undefined) where.push(sql`h.jackpot_id = ${f.jackpotId}`);
  if (f.hitId !== undefined) where.push(sql`h.id = ${f.hitId}`);
  const rows = rowsOf<Omit<HitRow, 'amount' | 'created_at'> & { amount: string; created_at: string | Date }>(
    await db.execute(sql`
      select h.id, h.jackpot_id, h.user_id, h.amount::text as amount, h.currency, h.status, h.seen,
             h.created_at, j.name as jackpot_name, l.code as level_code, l.name as level_name
        from jackpot_hits h
        join jackpots j on j.id = h.jackpot_id
        join jackpot_levels l on l.id = h.level_id
       where ${sql.join(where, sql` and `)}
       order by h.created_at desc, h.id desc
       limit ${f.limit}`),
  );
  return rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    created_at: new Date(r.created_at),
    jackpot_name: json<LocalizedText>(r.jackpot_name),
    level_name: json<LocalizedText>(r.level_name),
  }));
}

/** Marks the player's hits among `ids` seen; returns the ids that are the player's. */
export async function markHitsSeen(db: Db, userId: number, ids: readonly number[]): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update jackpot_hits set seen = true
       where user_id = ${userId} and id = any(${`{${ids.join(',')}}`}::int[])
      returning id`),
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The level to force a hit on: by code, else the first (position order) of the jackpot, else of any active one. */
export async function levelToHit(
  db: Db,
  jackpotId: number | undefined,
  code: string | undefined,
): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select l.id from jackpot_levels l join jackpots j on j.id = l.jackpot_id
       where j.status = 'active'
         ${jackpotId !== undefined ? sql`and j.id = ${jackpotId}` : sql``}
         ${code !== undefined ? sql`and l.code = ${code}` : sql``}
       order by j.id, l.position, l.id
       limit 1`),
  );
  return row?.id ?? null;
}

/** Ids among `betIds` that fed a jackpot (history's used_in_jackpot). */
export async function betsInJackpots(db: Db, betIds: readonly number[]): Promise<Set<number>> {
  if (betIds.length === 0) return new Set();
  const rows = rowsOf<{ bet_id: number }>(
    await db.execute(sql`
      select distinct bet_id from jackpot_pool_entries
       where kind = 'contribution' and bet_id = any(${`{${betIds.join(',')}}`}::int[])`),
  );
  return new Set(rows.map((r) => r.bet_id));
}
