import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { fairSumOf, MARGIN } from '../../src/modules/feed/pricing/index.ts';

export const TABLES = ['sports', 'categories', 'tournaments', 'competitors', 'events', 'markets'] as const;

export async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** SHA-256 over every catalogue row, table by table in id order. */
export async function digest(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const list = await rows<{ r: string }>(
      db,
      sql.raw(`SELECT row_to_json(t)::text AS r FROM "${table}" t ORDER BY id`),
    );
    for (const row of list) hash.update(row.r);
  }
  return hash.digest('hex');
}

/**
 * Largest deviation of a market's sum of implied probabilities from 1 + margin that rounding odds to
 * thousandths can explain: each odds value o moves by at most 0.0005, its implied probability by
 * about 0.0005 / o².
 */
export function roundingTolerance(odds: readonly number[]): number {
  return odds.reduce((t, o) => t + 0.0005 / (o / 1000 - 0.0005) ** 2, 0) + 1e-12;
}

export function overround(odds: readonly number[]): number {
  return odds.reduce((t, o) => t + 1000 / o, 0);
}

/**
 * The overround a market of the book should have: 1 + margin for a market with one winning outcome,
 * (1 + margin) × its fair sum for a market whose outcomes overlap (double chance: 2 × 1.06).
 */
export function expectedOverround(marketId: number): number {
  return (1 + MARGIN) * fairSumOf(marketId);
}
