import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MarketKey, marketKeyOf } from './catalogue.ts';

/**
 * Locks the markets a placement bets on (FOR SHARE, in id order) until its transaction ends; run it
 * before reading their status and prices. The feed locks the market rows it writes in id order too
 * (feed/changes.ts), so a suspension either commits before this lock (the placement then reads the
 * suspended market) or waits until the placement has committed: no bet commits at a price whose
 * suspension committed first.
 */
export async function lockBetMarkets(db: Db, keys: readonly MarketKey[]): Promise<void> {
  const unique = [...new Map(keys.map((k) => [marketKeyOf(k.eventId, k.marketId, k.specifier), k])).values()];
  if (unique.length === 0) return;
  const rows = unique.map((k) => ({ event_id: k.eventId, market_id: k.marketId, specifier: k.specifier }));
  await db.execute(sql`
    SELECT m.id FROM markets m
    JOIN jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS k(event_id int, market_id int, specifier text)
      ON m.event_id = k.event_id AND m.market_id = k.market_id AND m.specifier = k.specifier
    ORDER BY m.id
    FOR SHARE OF m`);
}
