import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { userLimits } from '../../db/schema.ts';
import type { LimitRow } from './rules.ts';

/**
 * SQL expression: the player's non-disabled limits as a json array, to read them within another
 * query (one round trip); limitRowsFromJson turns the value back into rows as loadLimits returns them.
 */
export function limitsJsonSql(userId: number | SQLWrapper): SQL<unknown> {
  return sql`(select coalesce(json_agg(l), '[]'::json) from ${userLimits} l where l.user_id = ${userId} and l.status <> 'disabled')`;
}

const jsonDate = (v: unknown): Date | null => (v == null ? null : new Date(String(v)));

/** Limit rows from limitsJsonSql's value. */
export function limitRowsFromJson(value: unknown): LimitRow[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  return list.map((j) => ({
    id: Number(j.id),
    userId: Number(j.user_id),
    type: String(j.type),
    status: String(j.status),
    strategy: j.strategy as LimitRow['strategy'],
    period: (j.period ?? null) as LimitRow['period'],
    value: j.value == null ? null : Number(j.value),
    currency: (j.currency ?? null) as string | null,
    endsAt: jsonDate(j.ends_at),
    confirmUntil: jsonDate(j.confirm_until),
    disableAt: jsonDate(j.disable_at),
    createdAt: jsonDate(j.created_at) as Date,
    updatedAt: jsonDate(j.updated_at) as Date,
  }));
}
