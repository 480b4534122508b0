import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLimits } from '../../src/db/schema.ts';
import {
  balanceOf,
  C,
  CARDS,
  type CashierTestApp,
  createCashierApp,
  depositRows,
  notify,
  pay,
  startDeposit,
  userIdOf,
} from './helpers.ts';

// Responsible gambling on deposits: a deposit limit (daily, weekly, monthly) and an exclusion
// (self-exclusion, cooling-off) refuse a deposit when it starts and again when the provider approves
// it, however many approvals arrive at once.

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

describe('deposit limits', () => {
  it('refuse a deposit over the limit when it starts (daily, weekly and monthly)', async () => {
    for (const period of ['day', 'week', 'month'] as const) {
      const player = await t.player(`limit-${period}@example.com`);
      const set = await player.post('/user_limits', {
        type: 'deposit',
        value: 5_000,
        currency: 'EUR',
        period,
      });
      expect(set.status, period).toBe(201);
      const id = await startDeposit(player, 4_000);
      expect((await pay(t, id, CARDS.approve)).json().status).toBe('approved');
      const over = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_001 });
      expect(over.status, period).toBe(403);
      expect(over.body.code).toBe('deposit_limit_exceeded');
      // Deposits in another currency count converted (1.08 USD per EUR): 1,000 EUR cents fit, 1,081 USD cents do not.
      expect((await player.post(`${C}/deposits`, { currency: 'USD', amount: 1_081 })).status).toBe(403);
      expect((await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000 })).status).toBe(200);
    }
  });

  it('refuse again at credit: of two payments started under the limit only the first is credited', async () => {
    const player = await t.player('limit-credit@example.com');
    const userId = await userIdOf(player);
    await player.post('/user_limits', { type: 'deposit', value: 5_000, currency: 'EUR', period: 'day' });
    const first = await startDeposit(player, 3_000);
    const second = await startDeposit(player, 3_000);
    expect((await pay(t, first, CARDS.approve)).json().status).toBe('approved');
    expect((await pay(t, second, CARDS.approve)).json()).toEqual({ payment_id: second, status: 'declined' });
    expect((await player.get(`${C}/deposits/${second}`)).body).toMatchObject({
      status: 'declined',
      failure_code: 'deposit_limit_exceeded',
    });
    expect(await balanceOf(t, userId)).toEqual({ balance: 3_000, ledger: 3_000 });
    expect(t.logs.some((l) => l.includes('approved payment refused at credit'))).toBe(true);
  });

  it('50 approvals of 50 payments at once never credit past the limit', async () => {
    const player = await t.player('limit-burst@example.com');
    const userId = await userIdOf(player);
    await player.post('/user_limits', { type: 'deposit', value: 10_000, currency: 'EUR', period: 'day' });
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await startDeposit(player, 1_000));
    const answers = await Promise.all(
      ids.map((payment_id) => notify(t, { payment_id, status: 'approved', amount: 1_000, currency: 'EUR' })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().credited)).toHaveLength(10);
    expect(answers.filter((a) => a.json().status === 'declined')).toHaveLength(40);
    expect(await balanceOf(t, userId)).toEqual({ balance: 10_000, ledger: 10_000 });
  });

  it('a window that has passed frees the limit again (rolling day)', async () => {
    const player = await t.player('limit-window@example.com');
    await player.post('/user_limits', { type: 'deposit', value: 2_000, currency: 'EUR', period: 'day' });
    await pay(t, await startDeposit(player, 2_000), CARDS.approve);
    expect((await player.post(`${C}/deposits`, { currency: 'EUR', amount: 500 })).status).toBe(403);
    t.clock.advance(DAY + 1);
    expect((await player.post(`${C}/deposits`, { currency: 'EUR', amount: 500 })).status).toBe(200);
  });
});

describe('exclusions', () => {
  it('self-exclusion and cooling-off refuse a deposit when it starts', async () => {
    for (const type of ['selfexclusion', 'coolingoff'] as const) {
      const player = await t.player(`${type}-start@example.com`);
      const userId = await userIdOf(player);
      // Written directly: the API's exclusion also ends the player's sessions (tested below).
      const now = t.clock.now();
      await t.database.db.insert(userLimits).values({
        userId,
        type,
        status: 'active',
        strategy: 'rolling',
        endsAt: new Date(now.getTime() + 7 * DAY),
        createdAt: now,
        updatedAt: now,
      });
      const res = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000 });
      expect(res.status, type).toBe(403);
      expect(res.body.code).toBe(type === 'selfexclusion' ? 'self_excluded' : 'cooling_off');
    }
  });

  it('a self-exclusion set after the payment started refuses its credit', async () => {
    const player = await t.player('selfexclusion-credit@example.com');
    const userId = await userIdOf(player);
    const id = await startDeposit(player, 1_000);
    const excluded = await player.post('/user_limits', { type: 'selfexclusion', days: 30 });
    expect(excluded.status).toBe(201);
    expect((await pay(t, id, CARDS.approve)).json()).toEqual({ payment_id: id, status: 'declined' });
    expect(await balanceOf(t, userId)).toEqual({ balance: 0, ledger: 0 });
    expect(await depositRows(t, id)).toEqual([]);
  });
});

describe('rate limits (burst of 50)', () => {
  let r: CashierTestApp;
  beforeAll(async () => {
    r = await createCashierApp({ rateLimit: { perAddress: 100_000, perAccount: 5, windowMs: 60_000 } });
  });
  afterAll(async () => r?.close());

  it('50 deposits at once from one player: 5 start, 45 get 429 rate_limited', async () => {
    const player = await r.player('burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(45);
    expect(limited[0]?.body.code).toBe('rate_limited');
  });

  it('50 card submissions at once for one payment: one is taken, none pays twice', async () => {
    const player = await r.player('card-burst@example.com');
    const userId = await userIdOf(player);
    const id = await startDeposit(player, 1_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(r, id, CARDS.approve)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 409, 429].includes(a.statusCode))).toBe(true);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(45);
    expect(await balanceOf(r, userId)).toEqual({ balance: 1_000, ledger: 1_000 });
  });
});
