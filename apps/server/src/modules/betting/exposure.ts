/**
 * The player's open exposure, kept summed in player_exposure (per currency: per outcome, and per
 * market with each bet once; domain ExposureTotals) by every change of an open bet, in that change's
 * transaction: placement adds the new bets (exposureDeltas, written by placement-write's statement),
 * settlement and a full cash out take a bet's potential payout off, a partial cash out takes off what
 * it lowered (shiftBetExposure). The liability check reads the rows of the ticket's markets
 * (placement-read, readExposure): its cost does not grow with the player's open bets.
 *
 * Lock order: player_exposure rows are written last in a transaction, after any account row (placement
 * locks accounts, then the player, then writes here; settlement and cash outs move money first), and
 * in key order, so two transactions never wait on each other's rows in a cycle.
 */
import type { ExposureTotals, OutcomeKey } from '@sportsbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betSelections, playerExposure } from '../../db/schema.ts';

/** A market total's outcome_id. */
const MARKET = '';

interface ExposureDelta {
  event_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  currency: string;
  payout: number;
}

/** A new open bet as exposure counts it. */
export interface ExposedBet {
  currency: string;
  payout: number;
  selections: readonly OutcomeKey[];
}

const keyOf = (d: Omit<ExposureDelta, 'payout'>) =>
  `${d.event_id}\u0000${d.market_id}\u0000${d.specifier}\u0000${d.outcome_id}\u0000${d.currency}`;

/** The rows new bets add: each selection's outcome, and each market once per bet; summed per key, in key order. */
export function exposureDeltas(placed: readonly ExposedBet[]): ExposureDelta[] {
  const byKey = new Map<string, ExposureDelta>();
  const add = (s: Omit<OutcomeKey, 'outcomeId'>, outcomeId: string, currency: string, payout: number) => {
    const row = {
      event_id: s.eventId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: outcomeId,
      currency,
      payout: 0,
    };
    const key = keyOf(row);
    const at = byKey.get(key) ?? row;
    at.payout += payout;
    byKey.set(key, at);
  };
  for (const bet of placed) {
    const markets = new Set<string>();
    for (const s of bet.selections) {
      add(s, s.outcomeId, bet.currency, bet.payout);
      const market = `${s.eventId}\u0000${s.marketId}\u0000${s.specifier}`;
      if (!markets.has(market)) add(s, MARKET, bet.currency, bet.payout);
      markets.add(market);
    }
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/**
 * Moves one bet's exposure by `delta` (its potential payout's change while open: minus the whole
 * payout when it stops being open), on every outcome of its selections and every market once.
 */
export async function shiftBetExposure(
  db: Db,
  bet: { id: number; userId: number; currency: string },
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  await db.execute(sql`
    insert into ${playerExposure} (user_id, event_id, market_id, specifier, outcome_id, currency, payout)
    select ${bet.userId}::int, k.event_id, k.market_id, k.specifier, k.outcome_id, ${bet.currency}::text,
           k.n * ${delta}::bigint
      from (
        select event_id, market_id, specifier, outcome_id, count(*) as n
          from ${betSelections} where bet_id = ${bet.id}
         group by event_id, market_id, specifier, outcome_id
        union all
        select distinct event_id, market_id, specifier, ${MARKET}::text, 1
          from ${betSelections} where bet_id = ${bet.id}
      ) k
     order by k.event_id, k.market_id, k.specifier, k.outcome_id
    on conflict (user_id, event_id, market_id, specifier, outcome_id, currency)
      do update set payout = ${playerExposure.payout} + excluded.payout`);
}

/** Distinct markets of these selections, as the jsonb the queries below take. */
function marketsJson(selections: readonly Omit<OutcomeKey, 'outcomeId'>[]): string {
  const markets = new Map<string, { event_id: number; market_id: number; specifier: string }>();
  for (const s of selections)
    markets.set(`${s.eventId}\u0000${s.marketId}\u0000${s.specifier}`, {
      event_id: s.eventId,
      market_id: s.marketId,
      specifier: s.specifier,
    });
  return JSON.stringify([...markets.values()]);
}

/**
 * A scalar subquery: the player's exposure on the markets of these selections, every currency, as a
 * json array of [event_id, market_id, specifier, outcome_id, currency, payout] (null when none).
 * Read it in a statement that starts after the player's lock (placement: with the catalogue).
 */
export function exposureJsonSql(userId: number, selections: readonly Omit<OutcomeKey, 'outcomeId'>[]): SQL {
  return sql`(
    select json_agg(json_build_array(e.event_id, e.market_id, e.specifier, e.outcome_id, e.currency,
                                     e.payout::text))
      from jsonb_to_recordset(${marketsJson(selections)}::jsonb)
        as k(event_id int, market_id int, specifier text)
      join ${playerExposure} e
        on e.user_id = ${userId}::int and e.event_id = k.event_id and e.market_id = k.market_id
       and e.specifier = k.specifier
     where e.payout <> 0)`;
}

type ExposureJsonRow = [number, number, string, string, string, string];

/** ExposureTotals from exposureJsonSql's value (node-postgres parses json; PGlite may hand a string). */
export function exposureFromJson(value: unknown): ExposureTotals {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as ExposureJsonRow[];
  const outcomes: ExposureTotals['outcomes'][number][] = [];
  const markets: ExposureTotals['markets'][number][] = [];
  for (const [eventId, marketId, specifier, outcomeId, currency, payout] of list) {
    const market = { eventId: Number(eventId), marketId: Number(marketId), specifier };
    const total = { currency, payout: Number(payout) };
    if (outcomeId === MARKET) markets.push({ key: market, ...total });
    else outcomes.push({ key: { ...market, outcomeId }, ...total });
  }
  return { outcomes, markets };
}

/** The player's exposure on the markets of these selections, every currency (domain ExposureTotals). */
export async function readExposure(
  db: Db,
  userId: number,
  selections: readonly Omit<OutcomeKey, 'outcomeId'>[],
): Promise<ExposureTotals> {
  if (selections.length === 0) return { outcomes: [], markets: [] };
  const result = (await db.execute(
    sql`select ${exposureJsonSql(userId, selections)} as exposure`,
  )) as unknown as {
    rows: { exposure: unknown }[];
  };
  return exposureFromJson(result.rows[0]?.exposure);
}
