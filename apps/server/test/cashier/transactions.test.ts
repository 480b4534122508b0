import { CASHIER_SIGNATURE_HEADER } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification } from '../../src/modules/cashier/signature.ts';
import { applyChange } from '../../src/modules/wallet/service.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  V3,
} from '../betting/helpers.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { C, SECRET } from './helpers.ts';

// The transaction history reads the ledger (deposits, stakes, payouts, cash outs, adjustments), and
// deposits credited while the player bets keep every balance equal to its ledger sum.

let t: BettingTestApp;
let selection: OpenSelection;
beforeAll(async () => {
  t = await createBettingApp();
  [selection] = (await openSelections(t.db, 1)) as [OpenSelection];
});
afterAll(async () => t?.close());

/** A deposit approved by a signed notification (the provider's part done by hand). */
async function deposit(player: PlayerAgent, amount: number, currency = 'EUR') {
  const started = await player.post(`${C}/deposits`, { currency, amount });
  expect(started.status).toBe(200);
  return started.body.payment_id as string;
}

function approve(paymentId: string, amount: number, currency = 'EUR') {
  const raw = JSON.stringify({ payment_id: paymentId, status: 'approved', amount, currency });
  return t.app.inject({
    method: 'POST',
    url: `${C}/notifications`,
    headers: {
      'content-type': 'application/json',
      [CASHIER_SIGNATURE_HEADER]: signNotification(SECRET, raw, TEST_NOW),
    },
    payload: raw,
  });
}

describe('GET /api/cashier/transactions', () => {
  it('lists deposits and stakes from the ledger, newest first, with filters and pages', async () => {
    const player = await t.player('history@example.com');
    const eur = await deposit(player, 5_000);
    await approve(eur, 5_000);
    const usd = await deposit(player, 2_000, 'USD');
    await approve(usd, 2_000, 'USD');
    const placed = await player.post(`${V3}/bets`, payload([selection], 1_500), { headers: key() });
    expect(placed.status).toBe(200);
    const betId = placed.body.data[0].id;

    const all = await player.get(`${C}/transactions`);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ total: 3, page: 1, limit: 50, last_page: 1 });
    expect(all.body.data.map((r: { kind: string }) => r.kind)).toEqual(['bet_stake', 'deposit', 'deposit']);
    expect(all.body.data[0]).toEqual({
      id: expect.any(Number),
      kind: 'bet_stake',
      amount: -1_500,
      currency: 'EUR',
      balance_after: 3_500,
      ref: `bet:${betId}`,
      created_at: expect.any(String),
    });
    expect(all.body.data[2]).toMatchObject({
      kind: 'deposit',
      amount: 5_000,
      balance_after: 5_000,
      ref: eur,
    });

    const deposits = await player.get(`${C}/transactions?kind=deposit`);
    expect(deposits.body.data.map((r: { ref: string }) => r.ref)).toEqual([usd, eur]);
    const stakesAndPayouts = await player.get(`${C}/transactions?kind=bet_stake,payout`);
    expect(stakesAndPayouts.body.pagination.total).toBe(1);
    const inUsd = await player.get(`${C}/transactions?currency=USD`);
    expect(inUsd.body.data).toEqual([expect.objectContaining({ ref: usd, currency: 'USD', amount: 2_000 })]);
    const page2 = await player.get(`${C}/transactions?limit=2&page=2`);
    expect(page2.body.pagination).toEqual({ total: 3, page: 2, limit: 2, last_page: 2 });
    expect(page2.body.data).toHaveLength(1);
    const later = new Date(TEST_NOW.getTime() + 1000).toISOString();
    expect((await player.get(`${C}/transactions?from=${encodeURIComponent(later)}`)).body.data).toEqual([]);
    expect((await player.get(`${C}/transactions?to=${encodeURIComponent(later)}`)).body.data).toHaveLength(3);
  });

  it('shows bonus movements once a ledger row of kind bonus is written, under their own filter', async () => {
    // What the bonus module (issue 12) does: write ledger rows; the history needs nothing more.
    const player = await t.player('history-bonus@example.com');
    await applyChange(
      t.db,
      { userId: player.userId, currency: 'EUR' },
      { delta: 1_000, kind: 'bonus', ref: 'bonus:7' },
    );
    await applyChange(
      t.db,
      { userId: player.userId, currency: 'EUR' },
      { delta: -400, kind: 'bonus', ref: 'bonus:7' },
    );
    const bonuses = await player.get(`${C}/transactions?kind=bonus`);
    expect(bonuses.status).toBe(200);
    expect(bonuses.body.data).toEqual([
      expect.objectContaining({ kind: 'bonus', amount: -400, balance_after: 600, ref: 'bonus:7' }),
      expect.objectContaining({ kind: 'bonus', amount: 1_000, balance_after: 1_000, ref: 'bonus:7' }),
    ]);
    expect((await player.get(`${C}/transactions?kind=deposit`)).body.data).toEqual([]);
    expect((await player.get(`${C}/transactions`)).body.pagination.total).toBe(2);
  });

  it('answers 4xx with a code for bad filters, 401 for a visitor', async () => {
    const player = await t.player('history-input@example.com');
    for (const q of ['kind=jackpot', 'currency=XXX', 'from=yesterday', 'page=0', 'limit=501', 'limit=abc']) {
      const res = await player.get(`${C}/transactions?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await t.app.inject({ method: 'GET', url: `${C}/transactions` })).statusCode).toBe(401);
  });
});

describe('deposits and bets at once', () => {
  it('25 credits racing 25 placements keep the balance equal to the ledger sum', async () => {
    const player = await t.player('race@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await deposit(player, 1_000));
    await approve(ids[0] as string, 1_000);
    const work = ids
      .slice(1)
      .flatMap((id) => [
        approve(id, 1_000),
        player.post(`${V3}/bets`, payload([selection], 900), { headers: key() }),
      ]);
    work.push(player.post(`${V3}/bets`, payload([selection], 900), { headers: key() }));
    const answers = await Promise.all(work);
    const credits = answers.filter((_, i) => i % 2 === 0 && i < 48);
    const bets = answers.filter((_, i) => i % 2 === 1 || i === 48);
    expect(
      credits
        .map((a) => ('statusCode' in a ? `${a.statusCode} ${a.body}` : ''))
        .filter((s) => !s.startsWith('200')),
    ).toEqual([]);
    const placed = bets.filter((b) => 'status' in b && b.status === 200).length;
    for (const b of bets)
      if ('status' in b && b.status !== 200) expect(b.body.code).toBe('insufficient_funds');
    const balance = await t.balance(player.userId);
    expect(balance).toBe(await t.ledger(player.userId));
    expect(balance).toBe(25 * 1_000 - placed * 900);
    expect(placed).toBeGreaterThan(0);
  });
});
