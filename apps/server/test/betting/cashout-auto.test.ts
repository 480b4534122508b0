import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '../../src/db/schema.ts';
import { spyOnPush } from '../helpers/push-spy.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  V3,
} from './helpers.ts';

// Auto cash out (issue 11): a rule on an open bet, enforced by the server when an offer refresh (a
// price move of the feed) meets it, exactly once, with its ledger row and the player's push.

let t: BettingTestApp;
let bo: PlayerAgent;
let picks: OpenSelection[];

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

const dev = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });

async function cashoutRows(userId: number, betId: number) {
  const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, userId));
  return t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, account?.id ?? 0),
        eq(ledgerEntries.kind, 'cashout'),
        eq(ledgerEntries.ref, `bet:${betId}`),
      ),
    );
}

async function place(sel: OpenSelection, stake: number): Promise<Loose> {
  const placed = await bo.post(`${V3}/bets`, payload([sel], stake), { headers: key() });
  expect(placed.status).toBe(200);
  return placed.body.data[0];
}

/**
 * Concurrent dev price moves: most apply; one that lands while the simulator rewrites the market is
 * refused as not applicable (409), which is the dev feed's answer, not a cash-out failure.
 */
function expectMoved(moves: { statusCode: number; body: string }[]) {
  expect(moves.filter((m) => m.statusCode === 200).length).toBeGreaterThan(0);
  for (const m of moves.filter((m) => m.statusCode !== 200))
    expect(m.body).toMatch(/feed_event_not_applicable/);
}

const rule = (betId: number, target: number | null) =>
  bo.post(`${V3}/bets/auto-cashout`, { bet_id: betId, target });

beforeAll(async () => {
  t = await createBettingApp();
  bo = await t.player('bo@example.test');
  await t.credit(bo.userId, 100_000);
  picks = await openSelections(t.db, 4);
});
afterAll(() => t.close());

describe('auto cash out rule', () => {
  it('is set above the offer and at most the potential win, shown on the bet, and removed', async () => {
    const bet = await place(picks[0] as OpenSelection, 1000);
    const offer = bet.to_cashout as number;
    for (const target of [offer, bet.potential_win + 1]) {
      const bad = await rule(bet.id, target);
      expect(bad.status).toBe(422);
      expect(bad.body.code).toBe('auto_cashout_invalid');
      expect(bad.body.data.details[0]).toMatchObject({ min: offer + 1, max: bet.potential_win });
    }
    const set = await rule(bet.id, offer + 50);
    expect(set.status).toBe(200);
    expect(set.body.data.auto_cashout).toBe(offer + 50);
    expect((await bo.get(`${V3}/bets/${bet.id}`)).body.data.auto_cashout).toBe(offer + 50);
    const removed = await rule(bet.id, null);
    expect(removed.body.data.auto_cashout).toBeNull();
    // Another player's bet is not found.
    const eve = await t.player('eve@example.test');
    const other = await eve.post(`${V3}/bets/auto-cashout`, { bet_id: bet.id, target: offer + 50 });
    expect(other.status).toBe(404);
  });

  it('fires when a price move makes the offer reach the target: cashed out once, ledger row, push', async () => {
    const sel = picks[1] as OpenSelection;
    const bet = await place(sel, 1000);
    const offer = bet.to_cashout as number;
    expect((await rule(bet.id, offer + 20)).status).toBe(200);
    const before = await t.balance(bo.userId);
    // A price moving up keeps the offer below the target: nothing happens.
    await dev({ type: 'odds', matchId: sel.match_id, marketId: sel.market_id, factor: 1.2 });
    expect((await bo.get(`${V3}/bets/${bet.id}`)).body.data.status).toBe('waiting_results');
    const spy = spyOnPush(t.app);
    // The price falls: the offer rises past the target and the refresh cashes the bet out.
    const moved = await dev({ type: 'odds', matchId: sel.match_id, marketId: sel.market_id, factor: 0.7 });
    expect(moved.statusCode).toBe(200);
    const now = (await bo.get(`${V3}/bets/${bet.id}`)).body.data;
    expect(now.status).toBe('cashed_out');
    expect(now.win_amount).toBeGreaterThanOrEqual(offer + 20);
    expect(now.auto_cashout).toBeNull();
    const rows = await cashoutRows(bo.userId, bet.id);
    expect(rows.map((r) => r.delta)).toEqual([now.win_amount]);
    expect(await t.balance(bo.userId)).toBe(before + now.win_amount);
    expect(await t.ledger(bo.userId)).toBe(await t.balance(bo.userId));
    const events = spy.mock.calls
      .filter(([channel]) => String(channel).endsWith(`:${bo.userId}`))
      .map(([, d]) => d as Loose);
    expect(events.some((e) => e.event_name === 'balance_changed')).toBe(true);
    expect(
      events.some(
        (e) => e.event_name === 'bet_changed' && e.message.id === bet.id && e.message.status === 'cashed_out',
      ),
    ).toBe(true);
    spy.mockRestore();
  });

  it('50 refreshes at once that meet the rule cash the bet out exactly once', async () => {
    const sel = picks[2] as OpenSelection;
    const bet = await place(sel, 1000);
    expect((await rule(bet.id, (bet.to_cashout as number) + 5)).status).toBe(200);
    const before = await t.balance(bo.userId);
    const moves = await Promise.all(
      Array.from({ length: 50 }, () =>
        dev({ type: 'odds', matchId: sel.match_id, marketId: sel.market_id, factor: 0.97 }),
      ),
    );
    expectMoved(moves);
    const now = (await bo.get(`${V3}/bets/${bet.id}`)).body.data;
    expect(now.status).toBe('cashed_out');
    const rows = await cashoutRows(bo.userId, bet.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.delta).toBe(now.win_amount);
    expect(await t.balance(bo.userId)).toBe(before + now.win_amount);
    expect(await t.ledger(bo.userId)).toBe(await t.balance(bo.userId));
  });

  it('50 rule fires and 50 manual cash outs racing pay once in all', async () => {
    const sel = picks[3] as OpenSelection;
    const bet = await place(sel, 1000);
    expect((await rule(bet.id, (bet.to_cashout as number) + 5)).status).toBe(200);
    const before = await t.balance(bo.userId);
    const [moves, manual] = await Promise.all([
      Promise.all(
        Array.from({ length: 50 }, () =>
          dev({ type: 'odds', matchId: sel.match_id, marketId: sel.market_id, factor: 0.97 }),
        ),
      ),
      Promise.all(
        Array.from({ length: 50 }, () => bo.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: 1 })),
      ),
    ]);
    expectMoved(moves);
    expect(manual.every((m) => m.status === 200 || m.status === 409 || m.status === 422)).toBe(true);
    const rows = await cashoutRows(bo.userId, bet.id);
    expect(rows).toHaveLength(1);
    expect(await t.balance(bo.userId)).toBe(before + (rows[0]?.delta ?? 0));
    expect(await t.ledger(bo.userId)).toBe(await t.balance(bo.userId));
  });
});
