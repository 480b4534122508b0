import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/db/client.ts';
import { OPEN_STATUSES } from '../../src/modules/betting/view.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openPrematchMarkets,
  openSelections,
  type PlayerAgent,
  payload,
  V3,
} from './helpers.ts';

// Issue 13: the liability check reads the player's exposure from player_exposure, kept by every change
// of an open bet (placement, settlement, partial and full cash out), instead of summing the player's
// open bets. After each step of a scripted mix, the table equals the sum over the bets (the check's
// former query, the oracle here).

let t: BettingTestApp;
let p: PlayerAgent;
let picks: OpenSelection[];
/** A second outcome of picks[0]'s market. */
let sibling: OpenSelection;

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

type Row = [string, number, number, string, string, number];

const statusList = sql.join(
  OPEN_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The exposure summed from the player's open bets (per outcome; per market each bet once). */
async function fromBets(userId: number): Promise<Row[]> {
  const result = (await t.db.execute(sql`
    with o as (
      select b.id, b.currency, b.potential_win as payout, s.event_id, s.market_id, s.specifier, s.outcome_id
        from bets b join bet_selections s on s.bet_id = b.id
       where b.user_id = ${userId} and b.status in (${statusList})
    )
    select currency, event_id, market_id, specifier, outcome_id, sum(payout)::text as payout
      from o group by currency, event_id, market_id, specifier, outcome_id
    union all
    select currency, event_id, market_id, specifier, '', sum(payout)::text
      from (select distinct id, currency, payout, event_id, market_id, specifier from o) m
     group by currency, event_id, market_id, specifier`)) as unknown as { rows: Loose[] };
  return rows(result.rows);
}

/** The player's rows of player_exposure that are not zero. */
async function fromTable(userId: number): Promise<Row[]> {
  const result = (await t.db.execute(sql`
    select currency, event_id, market_id, specifier, outcome_id, payout::text as payout
      from player_exposure where user_id = ${userId} and payout <> 0`)) as unknown as { rows: Loose[] };
  return rows(result.rows);
}

const rows = (list: Loose[]): Row[] =>
  list
    .map(
      (r): Row => [
        r.currency,
        Number(r.event_id),
        Number(r.market_id),
        r.specifier,
        r.outcome_id,
        Number(r.payout),
      ],
    )
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

async function expectKept(step: string): Promise<void> {
  const oracle = await fromBets(p.userId);
  expect({ step, rows: await fromTable(p.userId) }).toEqual({ step, rows: oracle });
}

const dev = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });

async function place(body: Record<string, unknown>): Promise<Loose[]> {
  const res = await p.post(`${V3}/bets`, body, { headers: key() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const usd = (selections: OpenSelection[], stake: number) => ({
  ...payload(selections, stake),
  bets: [{ stake: { value: stake, currency: 'USD' }, selections }],
});

beforeAll(async () => {
  t = await createBettingApp();
  p = await t.player('exposure@example.test');
  await t.credit(p.userId, 10_000_000);
  await t.credit(p.userId, 10_000_000, 'USD');
  picks = await openSelections(t.db, 4);
  const a = picks[0] as OpenSelection;
  const market = (await openPrematchMarkets(t.db)).find(
    (m) => m.eventId === a.match_id && m.marketId === a.market_id && m.specifier === a.specifier,
  );
  const other = market?.outcomes.find((o) => String(o.id) !== a.outcome_id && o.active);
  if (!other) throw new Error('no second outcome');
  sibling = { ...a, outcome_id: String(other.id), odds: other.odds };
});
afterAll(() => t.close());

describe('player exposure kept with the bets', () => {
  it('equals the sum over the open bets after placements, cash outs and settlements', async () => {
    const [a, b, c, d] = picks as [OpenSelection, OpenSelection, OpenSelection, OpenSelection];
    await expectKept('nothing placed');
    const [singleA] = await place(payload([a], 1000));
    await place(payload([sibling], 500));
    await place(payload([a, b], 300));
    await place(usd([b, c], 200));
    const [singleD] = await place(payload([d], 700));
    // One ticket of two bets, both on c.
    const two = payload([c], 400);
    await place({
      ...two,
      bets: [...(two.bets as unknown[]), { stake: { value: 250, currency: 'EUR' }, selections: [a, c] }],
    });
    await expectKept('placed');

    const partial = await p.post(`${V3}/bets/cashout`, {
      bet_id: singleA.id,
      to_cashout: singleA.to_cashout,
      amount: Math.floor(singleA.to_cashout / 3),
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.data.potential_win).toBeLessThan(singleA.potential_win);
    await expectKept('partial cash out');

    const full = await p.post(`${V3}/bets/cashout`, { bet_id: singleD.id, to_cashout: singleD.to_cashout });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    await expectKept('full cash out');

    for (const s of [a, b]) {
      expect((await dev({ type: 'settle', matchId: s.match_id })).statusCode).toBe(200);
      await expectKept(`settled match ${s.match_id}`);
    }
    await place(payload([c], 100));
    await expectKept('placed after settlements');
    for (const s of [c, d]) expect((await dev({ type: 'settle', matchId: s.match_id })).statusCode).toBe(200);
    const open = await p.get(`${V3}/bets?status=open`);
    expect(open.body.pagination.total).toBe(0);
    await expectKept('all settled');
    expect(await fromTable(p.userId)).toEqual([]);
  });

  it('the migration that adds the table fills it from the bets open then', async () => {
    // Matches the first test has not settled.
    const [a, b] = (await openSelections(t.db, 2)) as [OpenSelection, OpenSelection];
    await place(payload([a, b], 200));
    await place(usd([a], 300));
    const before = await fromBets(p.userId);
    expect(before.length).toBeGreaterThan(0);
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0010_player_exposure.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) as string;
    await t.db.execute(sql`delete from player_exposure`);
    await t.db.execute(sql.raw(backfill));
    expect(await fromTable(p.userId)).toEqual(before);
  });
});
