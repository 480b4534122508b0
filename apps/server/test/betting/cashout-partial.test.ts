import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '../../src/db/schema.ts';
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

// Partial cash out (issue 11): the player takes part of the offer, the rest of the bet stays open at
// a proportional stake, exactly once per request, with a ledger row each; on PGlite and PostgreSQL.

let t: BettingTestApp;
let ann: PlayerAgent;
let picks: OpenSelection[];

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

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
  const placed = await ann.post(`${V3}/bets`, payload([sel], stake), { headers: key() });
  expect(placed.status).toBe(200);
  return placed.body.data[0];
}

beforeAll(async () => {
  t = await createBettingApp();
  ann = await t.player('ann@example.test');
  await t.credit(ann.userId, 100_000);
  picks = await openSelections(t.db, 4);
});
afterAll(() => t.close());

describe('partial cash out', () => {
  it('pays the amount and keeps the bet open at the proportional stake, rounded down', async () => {
    const bet = await place(picks[0] as OpenSelection, 1000);
    const offer = bet.to_cashout as number;
    expect(offer).toBeGreaterThan(300);
    const before = await t.balance(ann.userId);
    const res = await ann.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: offer, amount: 300 });
    expect(res.status).toBe(200);
    const after = res.body.data;
    const kept = Math.floor((1000 * (offer - 300)) / offer);
    expect(after).toMatchObject({ status: 'waiting_results', result: 'no_results', win_amount: null });
    expect(after.stake.value).toBe(kept);
    expect(after.potential_win).toBe(Math.floor((bet.potential_win * kept) / 1000));
    expect(after.partial_cashouts).toEqual([
      { amount: 300, offer, stake_before: 1000, stake_after: kept, at: expect.any(String) },
    ]);
    // The smaller bet's offer plus what was paid never exceeds the offer.
    expect(after.to_cashout + 300).toBeLessThanOrEqual(offer);
    expect(await t.balance(ann.userId)).toBe(before + 300);
    expect((await cashoutRows(ann.userId, bet.id)).map((r) => r.delta)).toEqual([300]);
    expect(await t.ledger(ann.userId)).toBe(await t.balance(ann.userId));
    // Read back, the bet is still open with the history line.
    const read = await ann.get(`${V3}/bets/${bet.id}`);
    expect(read.body.data.stake.value).toBe(kept);
    expect(read.body.data.partial_cashouts).toHaveLength(1);
  });

  it('refuses an amount below the least partial or above the offer (422 with the range)', async () => {
    const bet = await place(picks[1] as OpenSelection, 1000);
    const offer = bet.to_cashout as number;
    for (const amount of [99, offer + 1]) {
      const res = await ann.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: offer, amount });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('cashout_amount_invalid');
      expect(res.body.data.details[0]).toMatchObject({ min: 100, max: offer, to_cashout: offer });
      expect(res.body.message).toMatch(/partial/i);
    }
    expect(await cashoutRows(ann.userId, bet.id)).toHaveLength(0);
    // The whole offer as `amount` is a full cash out.
    const full = await ann.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: offer, amount: offer });
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ status: 'cashed_out', win_amount: offer, stake: { value: 1000 } });
  });

  it('50 partial cash outs at once never pay more than the offer allows nor leave a negative stake', async () => {
    const bet = await place(picks[2] as OpenSelection, 2000);
    const offer = bet.to_cashout as number;
    const before = await t.balance(ann.userId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        // to_cashout 1: accept whatever the offer is at the moment of the transaction.
        ann.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: 1, amount: 150 }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 422 || s === 409)).toBe(true);
    const paidRows = await cashoutRows(ann.userId, bet.id);
    const okCount = statuses.filter((s) => s === 200).length;
    expect(okCount).toBeGreaterThan(1);
    expect(paidRows).toHaveLength(okCount);
    const paid = paidRows.reduce((sum, r) => sum + r.delta, 0);
    expect(paid).toBe(150 * okCount);
    const now = (await ann.get(`${V3}/bets/${bet.id}`)).body.data;
    if (now.status === 'waiting_results') {
      expect(now.stake.value).toBeGreaterThan(0);
      expect(paid + (now.to_cashout ?? 0)).toBeLessThanOrEqual(offer);
      expect(now.partial_cashouts).toHaveLength(okCount);
      // Each line starts at the stake the one before left.
      const lines = now.partial_cashouts as Loose[];
      for (let i = 1; i < lines.length; i++) expect(lines[i].stake_before).toBe(lines[i - 1].stake_after);
      expect(lines.at(-1).stake_after).toBe(now.stake.value);
    } else {
      expect(paid).toBeLessThanOrEqual(offer);
    }
    expect(await t.balance(ann.userId)).toBe(before + paid);
    expect(await t.ledger(ann.userId)).toBe(await t.balance(ann.userId));
  });

  it('removes the auto cash-out rule of the bet (its target was for the larger bet)', async () => {
    const bet = await place(picks[0] as OpenSelection, 500);
    const offer = bet.to_cashout as number;
    const set = await ann.post(`${V3}/bets/auto-cashout`, { bet_id: bet.id, target: offer + 10 });
    expect(set.body.data.auto_cashout).toBe(offer + 10);
    const res = await ann.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: offer, amount: 100 });
    expect(res.status).toBe(200);
    expect(res.body.data.auto_cashout).toBeNull();
  });

  it('keeps a system bet stake splittable into its lines', async () => {
    const legs = await openSelections(t.db, 3, 4);
    const placed = await ann.post(`${V3}/bets`, payload(legs, 900, { system_id: '2/3' }), { headers: key() });
    expect(placed.status).toBe(200);
    const bet = placed.body.data[0];
    const offer = bet.to_cashout as number;
    expect(offer).toBeGreaterThan(200);
    const res = await ann.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: offer, amount: 200 });
    expect(res.status).toBe(200);
    const kept = res.body.data.stake.value as number;
    expect(kept % 3).toBe(0);
    expect(kept).toBeLessThanOrEqual(Math.floor((900 * (offer - 200)) / offer));
    expect(res.body.data.to_cashout + 200).toBeLessThanOrEqual(offer);
  });

  it('refuses a partial cash out when the offer fell below what the player saw', async () => {
    const bet = await place(picks[3] as OpenSelection, 1000);
    const res = await ann.post(`${V3}/bets/cashout`, {
      bet_id: bet.id,
      to_cashout: bet.to_cashout + 1,
      amount: 200,
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('cashout_amount_changed');
    expect(await cashoutRows(ann.userId, bet.id)).toHaveLength(0);
  });
});
