import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, users } from '../../src/db/schema.ts';
import { applyChange, ledgerSum } from '../../src/modules/wallet/service.ts';
import { spyOnPush } from '../helpers/push-spy.ts';
import { createPlatformApp, DEMO, type PlatformTestApp } from '../platform/helpers.ts';

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp();
});
afterAll(async () => t?.close());

async function demoAccount(currency = 'EUR') {
  const [row] = await t.database.db
    .select({ id: accounts.id, balance: accounts.balanceSubunits, userId: accounts.userId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(sql`${users.email} = ${DEMO.email} and ${accounts.currency} = ${currency}`);
  if (!row) throw new Error('no demo account');
  return row;
}

async function expectLedgerMatches(currency = 'EUR') {
  const account = await demoAccount(currency);
  expect(await ledgerSum(t.database.db, account.id)).toBe(account.balance);
  const [last] = await t.database.db
    .select({ balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account.id))
    .orderBy(sql`${ledgerEntries.id} desc`)
    .limit(1);
  expect(last?.balanceAfter).toBe(account.balance);
  return account.balance;
}

function credit(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/dev/wallet/credit', payload: body });
}

describe('wallet', () => {
  it('seeds the demo player with 1,000.00 EUR through a ledger row', async () => {
    expect(await expectLedgerMatches()).toBe(100_000);
  });

  it('credits and debits through the dev endpoint, the ledger sum always equal to the balance', async () => {
    const up = await credit({ email: DEMO.email, currency: 'EUR', amount: 2_550 });
    expect(up.statusCode).toBe(200);
    expect(up.json().account).toEqual({
      currency: 'EUR',
      balance: 102_550,
      available_to_bet_with_locked_cents: 102_550,
      active: true,
    });
    expect(await expectLedgerMatches()).toBe(102_550);
    const down = await credit({ email: DEMO.email, currency: 'EUR', amount: -2_550 });
    expect(down.json().account.balance).toBe(100_000);
    expect(await expectLedgerMatches()).toBe(100_000);
    const tooMuch = await credit({ email: DEMO.email, currency: 'EUR', amount: -100_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('insufficient_funds');
    expect(await expectLedgerMatches()).toBe(100_000);
    expect((await credit({ email: 'nobody@x.test', currency: 'EUR', amount: 1 })).statusCode).toBe(404);
    expect((await credit({ email: DEMO.email, currency: 'EUR', amount: 0 })).statusCode).toBe(400);
    expect((await credit({ email: DEMO.email, currency: 'XXX', amount: 1 })).statusCode).toBe(400);
    expect((await credit({ email: DEMO.email, currency: 'EUR', amount: 1.5 })).statusCode).toBe(400);
  });

  it('publishes balance_changed on the private channel', async () => {
    const account = await demoAccount();
    const spy = spyOnPush(t.app);
    await credit({ email: DEMO.email, currency: 'EUR', amount: 1 });
    const pub = spy.mock.calls.find(([channel]) => channel === `$private:en:${account.userId}`);
    spy.mockRestore();
    expect(pub?.[1]).toEqual({
      event_name: 'balance_changed',
      message: { currency: 'EUR', balance: 100_001, delta: 1, kind: 'deposit' },
    });
    await credit({ email: DEMO.email, currency: 'EUR', amount: -1 });
  });

  it('keeps 20 concurrent credits and debits consistent and never below zero', async () => {
    const start = await expectLedgerMatches();
    // 10 debits of 15,000 against 100,000 (at most 6 fit) racing 10 credits of 1,000
    const ops = Array.from({ length: 20 }, (_, i) =>
      credit({ email: DEMO.email, currency: 'EUR', amount: i % 2 === 0 ? -15_000 : 1_000 }),
    );
    const results = await Promise.all(ops);
    let expected = start;
    for (const [i, res] of results.entries()) {
      if (res.statusCode === 200) expected += i % 2 === 0 ? -15_000 : 1_000;
      else expect(res.json().code).toBe('insufficient_funds');
    }
    expect(results.filter((r, i) => i % 2 === 1 && r.statusCode === 200)).toHaveLength(10);
    expect(results.some((r) => r.statusCode === 409)).toBe(true);
    const balance = await expectLedgerMatches();
    expect(balance).toBe(expected);
    expect(balance).toBeGreaterThanOrEqual(0);
  });

  it('applyChange inside a caller transaction rolls back with it', async () => {
    const account = await demoAccount();
    await expect(
      t.database.db.transaction(async (tx) => {
        await applyChange(
          tx as never,
          { accountId: account.id },
          { delta: -1, kind: 'bet_stake', ref: 'bet-1' },
        );
        throw new Error('bet insert failed');
      }),
    ).rejects.toThrow('bet insert failed');
    expect(await expectLedgerMatches()).toBe(account.balance);
  });

  it('the database refuses a negative balance even without the service', async () => {
    const account = await demoAccount();
    await expect(
      t.database.db.update(accounts).set({ balanceSubunits: -1 }).where(eq(accounts.id, account.id)),
    ).rejects.toThrow();
  });

  it('switches and creates accounts per currency', async () => {
    const a = t.agent();
    await a.signIn(DEMO.email, DEMO.password);
    const created = await a.post('/player/accounts', { currency: 'BTC' });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual([
      expect.objectContaining({ currency: 'EUR', active: false }),
      { currency: 'BTC', balance: 0, available_to_bet_with_locked_cents: 0, active: true },
    ]);
    expect((await a.get('/player')).body.currency).toBe('BTC');
    const again = await a.post('/player/accounts', { currency: 'BTC' });
    expect(again.body.data).toHaveLength(2);
    expect((await a.post('/player/accounts', { currency: 'GBP' })).status).toBe(400);
    const back = await a.post('/player/accounts', { currency: 'EUR' });
    expect(back.body.data.find((x: { active: boolean }) => x.active).currency).toBe('EUR');
    expect((await a.post('/player/accounts', { currency: 'BTC' }, { csrf: false })).body.code).toBe(
      'csrf_failed',
    );
  });
});
