/**
 * The writes of a placement, in one named statement (data-modifying CTEs): its bets and their
 * selections (with the ids placement-read took from their sequences), each account's new balance with
 * a ledger row per stake (the update only applies when the balance is still the one read under the
 * lock), the player's exposure (exposure.ts; written last in lock order: its CTE is not read by the
 * main query, so PostgreSQL runs it after the others), the jackpot contributions (an unfolded pool row
 * per bet and level; the level rows are not touched, so placements never queue on them: see
 * jackpots/pools.ts) and the stored answer to retries of the key.
 */
import type { LedgerKind } from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  type BetBonusJson,
  betRequests,
  betSelections,
  bets,
  jackpotPoolEntries,
  ledgerEntries,
  playerExposure,
} from '../../db/schema.ts';
import { validationError } from '../../lib/http-error.ts';
import { type AppliedChange, insufficientFunds, type LockedAccount } from '../wallet/service.ts';
import { exposureDeltas } from './exposure.ts';
import type { PricedPlacement } from './placement.ts';
import { runStatement, statement } from './statements.ts';
import type { BetRow, SelectionRow } from './view.ts';

/** A bet to write: its priced placement and what the request adds. */
export interface NewBet {
  p: PricedPlacement;
  ref: string;
  bonus: BetBonusJson | null;
  /** SPEC §9 bet category (regular, cyber), from its selections' sports (placement.ts betCategoryOf). */
  category: string;
}

export interface BetMeta {
  deviceId: string;
  quick: boolean;
}

/** A placed bet: its row and its selections' rows, as written. */
export interface PlacedRows {
  row: BetRow;
  selections: SelectionRow[];
}

/** The rows of the new bets with the ids read for them (placement-read), in payload order. */
export function placedRowsOf(
  userId: number,
  list: readonly NewBet[],
  ids: { betIds: readonly number[]; selectionIds: readonly number[] },
  meta: BetMeta,
  now: Date,
): PlacedRows[] {
  let next = 0;
  return list.map(({ p, ref, bonus, category }, i) => {
    const id = ids.betIds[i];
    if (id === undefined) throw new Error('no id read for a new bet');
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
      category,
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
      const selectionId = ids.selectionIds[next++];
      if (selectionId === undefined) throw new Error('no id read for a new selection');
      return { id: selectionId, betId: id, position, status: 'open', ...s };
    });
    return { row, selections };
  });
}

/** A stake taken from a locked account. */
export interface StakeMove {
  account: LockedAccount;
  delta: number;
  kind: LedgerKind;
  ref: string;
}

const p = sql.placeholder;

const WRITE = statement(
  'placement_write',
  sql`
  with b as (
    insert into ${bets} (id, user_id, ref, type, currency, subunits, stake, odds, potential_win, custom_odds,
                         system_id, bonus, category, device_id, quick, created_at, updated_at)
    select x.id, ${p('userId')}::int, x.ref, x.type, x.currency, x.subunits, x.stake, x.odds,
           x.potential_win, x.custom_odds, x.system_id, x.bonus, x.category,
           ${p('deviceId')}::text, ${p('quick')}::boolean, ${p('at')}::timestamptz, ${p('at')}::timestamptz
      from jsonb_to_recordset(${p('bets')}::jsonb)
        as x(id int, ref text, type text, currency text, subunits smallint, stake bigint, odds bigint,
             potential_win bigint, custom_odds int, system_id text, bonus jsonb, category text)
     order by x.id
    returning id
  ), s as (
    insert into ${betSelections} (id, bet_id, position, event_id, market_id, specifier, outcome_id, odds,
                                  market_name, outcome_name)
    select y.id, y.bet_id, y.position, y.event_id, y.market_id, y.specifier, y.outcome_id, y.odds,
           y.market_name, y.outcome_name
      from jsonb_to_recordset(${p('selections')}::jsonb)
        as y(id int, bet_id int, position smallint, event_id int, market_id int, specifier text,
             outcome_id text, odds int, market_name jsonb, outcome_name jsonb)
     order by y.id
    returning id
  ), moved as (
    update ${accounts} a
       set balance_subunits = m.balance, updated_at = ${p('at')}::timestamptz
      from jsonb_to_recordset(${p('accounts')}::jsonb) as m(id int, expected bigint, balance bigint)
     where a.id = m.id and a.balance_subunits = m.expected
    returning a.id
  ), ledger as (
    insert into ${ledgerEntries} (account_id, delta, balance_after, kind, ref, created_at)
    select moved.id, v.delta, v.balance_after, v.kind, v.ref, ${p('at')}::timestamptz
      from jsonb_to_recordset(${p('ledger')}::jsonb)
        as v(ord int, account_id int, delta bigint, balance_after bigint, kind text, ref text)
      join moved on moved.id = v.account_id
     order by v.ord
    returning id
  ), exposure as (
    insert into ${playerExposure} (user_id, event_id, market_id, specifier, outcome_id, currency, payout)
    select ${p('userId')}::int, d.event_id, d.market_id, d.specifier, d.outcome_id, d.currency, d.payout
      from jsonb_to_recordset(${p('exposure')}::jsonb)
        as d(event_id int, market_id int, specifier text, outcome_id text, currency text, payout bigint)
     order by d.event_id, d.market_id, d.specifier, d.outcome_id, d.currency
    on conflict (user_id, event_id, market_id, specifier, outcome_id, currency)
      do update set payout = ${playerExposure}.payout + excluded.payout
  ), jackpot as (
    select j.level_id, j.bet_id, j.amount
      from jsonb_to_recordset(${p('jackpot')}::jsonb) as j(level_id int, bet_id int, amount bigint)
  ), jackpot_rows as (
    insert into ${jackpotPoolEntries} (level_id, kind, bet_id, amount, folded, created_at)
    select jackpot.level_id, 'contribution', jackpot.bet_id, jackpot.amount, false, ${p('at')}::timestamptz
      from jackpot
     order by jackpot.bet_id, jackpot.level_id
  ), request as (
    insert into ${betRequests} (user_id, key, body_hash, response, created_at)
    values (${p('userId')}::int, ${p('key')}::text, ${p('hash')}::text, ${p('response')}::jsonb,
            ${p('at')}::timestamptz)
    on conflict do nothing
    returning key
  )
  select ledger.id::text as ledger_id from ledger
  union all
  select null from request`,
);

/** The ledger steps of the moves, account by account in the order given, with running balances. */
function ledgerSteps(moves: readonly StakeMove[]) {
  const balances = new Map<number, number>();
  return moves.map((m, ord) => {
    if (!Number.isSafeInteger(m.delta) || m.delta === 0) {
      throw new RangeError(`a balance change must be a non-zero safe integer, got ${m.delta}`);
    }
    const balance = (balances.get(m.account.id) ?? m.account.balance) + m.delta;
    if (balance < 0) throw insufficientFunds();
    if (!Number.isSafeInteger(balance))
      throw validationError('amount', 'the balance would exceed 2^53 - 1 subunits');
    balances.set(m.account.id, balance);
    return { ...m, ord, balance };
  });
}

/** What the statement did: the ledger changes (for the balance pushes) and whether the key was free. */
export interface Written {
  changes: AppliedChange[];
  /** False when a request with the same key committed first (the caller rolls back and answers it). */
  stored: boolean;
}

/** Writes the placement (see the file's comment). `moves` in payload order. */
export async function writePlacement(
  db: Db,
  userId: number,
  input: {
    placed: readonly PlacedRows[];
    moves: readonly StakeMove[];
    meta: BetMeta;
    key: string;
    hash: string;
    /** The response, as JSON. */
    response: string;
    now: Date;
    /** Jackpot contributions (pool rows of kind contribution; the pools move by their sum). */
    jackpot?: readonly { level_id: number; bet_id: number; amount: number }[];
  },
): Promise<Written> {
  const steps = ledgerSteps(input.moves);
  const lastBalance = new Map<number, { expected: number; balance: number }>();
  for (const s of steps) {
    const was = lastBalance.get(s.account.id)?.expected ?? s.account.balance;
    lastBalance.set(s.account.id, { expected: was, balance: s.balance });
  }
  const rows = await runStatement<{ ledger_id: string | null }>(db, WRITE, {
    userId,
    deviceId: input.meta.deviceId,
    quick: input.meta.quick,
    at: input.now.toISOString(),
    bets: JSON.stringify(input.placed.map(({ row }) => betJson(row))),
    selections: JSON.stringify(input.placed.flatMap(({ selections }) => selections.map(selectionJson))),
    accounts: JSON.stringify([...lastBalance].map(([id, b]) => ({ id, ...b }))),
    ledger: JSON.stringify(
      steps.map((s) => ({
        ord: s.ord,
        account_id: s.account.id,
        delta: s.delta,
        balance_after: s.balance,
        kind: s.kind,
        ref: s.ref,
      })),
    ),
    exposure: JSON.stringify(
      exposureDeltas(
        input.placed.map(({ row, selections }) => ({
          currency: row.currency,
          payout: row.potentialWin,
          selections,
        })),
      ),
    ),
    key: input.key,
    hash: input.hash,
    response: input.response,
    jackpot: JSON.stringify(input.jackpot ?? []),
  });
  const ledgerIds = rows
    .filter((r) => r.ledger_id !== null)
    .map((r) => Number(r.ledger_id))
    .sort((a, b) => a - b);
  if (ledgerIds.length !== steps.length) {
    throw new Error('an account changed under its lock (or is gone)');
  }
  // Ledger ids come from one sequence in insertion order (the statement inserts in `ord` order).
  const changes = steps.map((s, i) => ({
    accountId: s.account.id,
    userId: s.account.userId,
    currency: s.account.currency,
    balance: s.balance,
    delta: s.delta,
    kind: s.kind,
    ledgerId: ledgerIds[i] ?? 0,
  }));
  return { changes, stored: rows.length > ledgerIds.length };
}

function betJson(r: BetRow) {
  return {
    id: r.id,
    ref: r.ref,
    type: r.type,
    currency: r.currency,
    subunits: r.subunits,
    stake: r.stake,
    odds: r.odds,
    potential_win: r.potentialWin,
    custom_odds: r.customOdds,
    system_id: r.systemId,
    bonus: r.bonus,
    category: r.category,
  };
}

function selectionJson(s: SelectionRow) {
  return {
    id: s.id,
    bet_id: s.betId,
    position: s.position,
    event_id: s.eventId,
    market_id: s.marketId,
    specifier: s.specifier,
    outcome_id: s.outcomeId,
    odds: s.odds,
    market_name: s.marketName,
    outcome_name: s.outcomeName,
  };
}
