/**
 * The rows of a placement, written in one statement: its bets and their selections (a data-modifying
 * CTE), answering only the ids the database chose; the rest of each row is what was written.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type BetBonusJson, betSelections, bets } from '../../db/schema.ts';
import type { PricedPlacement } from './placement.ts';
import type { BetRow, SelectionRow } from './view.ts';

/** A bet to write: its priced placement and what the request adds. */
export interface NewBet {
  p: PricedPlacement;
  ref: string;
  bonus: BetBonusJson | null;
}

export interface BetMeta {
  category: string;
  deviceId: string;
  quick: boolean;
}

/** Inserts the bets and their selections; returns each bet's row and its selections, in order. */
export async function insertPlacedBets(
  db: Db,
  userId: number,
  list: readonly NewBet[],
  meta: BetMeta,
  now: Date,
): Promise<{ row: BetRow; selections: SelectionRow[] }[]> {
  const betJson = list.map(({ p, ref, bonus }, i) => ({
    i,
    ref,
    type: p.type,
    currency: p.currency,
    subunits: p.subunits,
    stake: p.stake,
    odds: p.odds,
    potential_win: p.potentialWin,
    custom_odds: p.customOdds,
    system_id: p.systemId,
    bonus,
  }));
  const selectionJson = list.flatMap(({ p, ref }) =>
    p.selections.map((s, position) => ({
      ref,
      position,
      event_id: s.eventId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.odds,
      market_name: s.marketName,
      outcome_name: s.outcomeName,
    })),
  );
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with b as (
      insert into ${bets} (user_id, ref, type, currency, subunits, stake, odds, potential_win, custom_odds,
                           system_id, bonus, category, device_id, quick, created_at, updated_at)
      select ${userId}::int, x.ref, x.type, x.currency, x.subunits, x.stake, x.odds, x.potential_win,
             x.custom_odds, x.system_id, x.bonus, ${meta.category}::text, ${meta.deviceId}::text,
             ${meta.quick}::boolean, ${at}::timestamptz, ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(betJson)}::jsonb)
          as x(i int, ref text, type text, currency text, subunits smallint, stake bigint, odds bigint,
               potential_win bigint, custom_odds int, system_id text, bonus jsonb)
       order by x.i
      returning id, ref
    ), s as (
      insert into ${betSelections} (bet_id, position, event_id, market_id, specifier, outcome_id, odds,
                                    market_name, outcome_name)
      select b.id, y.position, y.event_id, y.market_id, y.specifier, y.outcome_id, y.odds, y.market_name,
             y.outcome_name
        from jsonb_to_recordset(${JSON.stringify(selectionJson)}::jsonb)
          as y(ref text, position smallint, event_id int, market_id int, specifier text, outcome_id text,
               odds int, market_name jsonb, outcome_name jsonb)
        join b on b.ref = y.ref
       order by b.id, y.position
      returning id, bet_id, position
    )
    select b.ref, b.id, null::int as selection_id, null::int as position from b
    union all
    select null, s.bet_id, s.id, s.position from s`)) as unknown as {
    rows: { ref: string | null; id: number; selection_id: number | null; position: number | null }[];
  };
  const betIds = new Map<string, number>();
  const selectionIds = new Map<string, number>();
  for (const r of result.rows) {
    if (r.ref !== null) betIds.set(r.ref, Number(r.id));
    else selectionIds.set(`${r.id}:${r.position}`, Number(r.selection_id));
  }
  return list.map(({ p, ref, bonus }) => {
    const id = betIds.get(ref);
    if (id === undefined) throw new Error('bet insert returned nothing');
    const row: BetRow = {
      id,
      userId,
      ref,
      type: p.type as BetRow['type'],
      status: 'waiting_results',
      result: 'no_results',
      currency: p.currency,
      subunits: p.subunits,
      stake: p.stake,
      odds: p.odds,
      potentialWin: p.potentialWin,
      winAmount: null,
      customOdds: p.customOdds,
      systemId: p.systemId,
      bonus,
      category: meta.category,
      deviceId: meta.deviceId,
      quick: meta.quick,
      isVip: false,
      autoCashout: null,
      partialCashouts: [],
      createdAt: now,
      settledAt: null,
      updatedAt: now,
    };
    const selections: SelectionRow[] = p.selections.map((s, position) => {
      const selectionId = selectionIds.get(`${id}:${position}`);
      if (selectionId === undefined) throw new Error('selection insert returned nothing');
      return { id: selectionId, betId: id, position, status: 'open', ...s };
    });
    return { row, selections };
  });
}
