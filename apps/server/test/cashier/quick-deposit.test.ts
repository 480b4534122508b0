import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CASHIER_CONFIG } from '../../src/config.ts';
import {
  balanceOf,
  C,
  CARDS,
  type CashierTestApp,
  createCashierApp,
  pay,
  startDeposit,
  userIdOf,
} from './helpers.ts';

// Quick deposit charges the saved card (the card of the last approved card deposit), behind the
// feature flags quick_deposit / quick_deposit_test (+ player status spi_test); GET /settings tells
// the web app the flags, the deposit reminder and the cashier settings.

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp();
});
afterAll(async () => t?.close());

async function withSavedCard(email: string, card: string = CARDS.approve) {
  const player = await t.player(email);
  const userId = await userIdOf(player);
  const id = await startDeposit(player, 1_000);
  await pay(t, id, card);
  await t.flushPending();
  return { player, userId };
}

describe('saved card and quick deposit', () => {
  it('no saved card: GET null, quick deposit 409 saved_card_missing; a declined card is not saved', async () => {
    const player = await t.player('no-card@example.com');
    expect((await player.get(`${C}/saved-card`)).body).toBeNull();
    const res = await player.post(`${C}/quick-deposits`, { currency: 'EUR', amount: 1_000 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('saved_card_missing');
    await pay(t, await startDeposit(player, 1_000), CARDS.decline);
    expect((await player.get(`${C}/saved-card`)).body).toBeNull();
  });

  it('charges the saved card: approved (credited), declined (test amount ending in 02), limits apply', async () => {
    const { player, userId } = await withSavedCard('quick@example.com');
    expect((await player.get(`${C}/saved-card`)).body).toEqual({ last4: '4242', brand: 'visa' });
    const ok = await player.post(`${C}/quick-deposits`, { currency: 'EUR', amount: 2_000 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ payment_id: expect.stringMatching(/^pay_/), status: 'approved' });
    expect((await player.get(`${C}/deposits/${ok.body.payment_id}`)).body.method).toBe('saved_card');
    expect(await balanceOf(t, userId)).toEqual({ balance: 3_000, ledger: 3_000 });
    const failed = await player.post(`${C}/quick-deposits`, { currency: 'EUR', amount: 1_002 });
    expect(failed.body.status).toBe('declined');
    expect(await balanceOf(t, userId)).toEqual({ balance: 3_000, ledger: 3_000 });
    const small = await player.post(`${C}/quick-deposits`, { currency: 'EUR', amount: 100 });
    expect(small.status).toBe(422);
    expect((await player.post(`${C}/quick-deposits`, { currency: 'EUR', amount: -1 })).status).toBe(400);
  });

  it('a card that went through pending stays pending on quick deposit until the emulator approves', async () => {
    const { player, userId } = await withSavedCard('quick-pending@example.com', CARDS.pending);
    expect((await player.get(`${C}/saved-card`)).body).toEqual({ last4: '0077', brand: 'visa' });
    const res = await player.post(`${C}/quick-deposits`, { currency: 'EUR', amount: 1_500 });
    expect(res.body.status).toBe('pending');
    expect(await balanceOf(t, userId)).toEqual({ balance: 1_000, ledger: 1_000 });
    await t.flushPending();
    expect((await player.get(`${C}/deposits/${res.body.payment_id}`)).body.status).toBe('approved');
    expect(await balanceOf(t, userId)).toEqual({ balance: 2_500, ledger: 2_500 });
  });

  it('50 quick deposits at once never pass the deposit limit', async () => {
    const { player, userId } = await withSavedCard('quick-burst@example.com');
    await player.post('/user_limits', { type: 'deposit', value: 11_000, currency: 'EUR', period: 'day' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        player.post(`${C}/quick-deposits`, { currency: 'EUR', amount: 1_000 }),
      ),
    );
    for (const a of answers) {
      if (a.status !== 200) expect(a.body.code).toBe('deposit_limit_exceeded');
    }
    expect(answers.filter((a) => a.status === 200 && a.body.status === 'approved')).toHaveLength(10);
    expect(await balanceOf(t, userId)).toEqual({ balance: 11_000, ledger: 11_000 });
  });
});

describe('settings for the web app', () => {
  it('GET /settings carries the flags, the deposit reminder and the cashier settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sportsbook/v2/settings' });
    const body = res.json();
    expect(body.feature_flags).toMatchObject({
      quick_deposit: true,
      quick_deposit_test: false,
      accumulator_progress_bar: true,
      jackpots: true,
    });
    expect(body.site_config).toMatchObject({
      depositReminder: { showDepositReminder: false, playerGroupId: null, remindAfter: 10 },
      disabledBonusNotifications: [],
    });
    expect(body.cashier).toMatchObject({
      provider_script_url: '/api/cashier/emulator/provider.js',
      api_prefix: '/api/cashier',
      deposit_required_fields: [],
      min_deposit: { EUR: 500, USD: 500, BTC: 10_000 },
    });
  });
});

describe('configured by the operator', () => {
  let o: CashierTestApp;
  beforeAll(async () => {
    o = await createCashierApp({
      cashier: {
        ...DEFAULT_CASHIER_CONFIG,
        quickDeposit: false,
        quickDepositTest: true,
        accumulatorProgressBar: false,
        jackpots: false,
        requiredFields: ['first_name', 'last_name'],
        minDeposit: { ...DEFAULT_CASHIER_CONFIG.minDeposit, EUR: 1_000 },
        depositReminder: { show: true, playerGroupId: 'bronze', remindAfterSeconds: 30 },
        disabledBonusNotifications: ['lootbox'],
      },
    });
  });
  afterAll(async () => o?.close());

  it('settings follow the configuration', async () => {
    const body = (await o.app.inject({ method: 'GET', url: '/api/sportsbook/v2/settings' })).json();
    expect(body.feature_flags).toMatchObject({
      quick_deposit: false,
      quick_deposit_test: true,
      accumulator_progress_bar: false,
      jackpots: false,
    });
    expect(body.site_config.depositReminder).toEqual({
      showDepositReminder: true,
      playerGroupId: 'bronze',
      remindAfter: 30,
    });
    expect(body.site_config.disabledBonusNotifications).toEqual(['lootbox']);
    expect(body.cashier.deposit_required_fields).toEqual(['first_name', 'last_name']);
    expect(body.cashier.min_deposit.EUR).toBe(1_000);
  });

  it('required profile fields: 422 deposit_fields_missing until filled', async () => {
    const player = await o.player('fields@example.com');
    const missing = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000 });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('deposit_fields_missing');
    expect(missing.body.details).toEqual([
      { path: 'first_name', message: 'blank' },
      { path: 'last_name', message: 'blank' },
    ]);
    await player.patch('/player', { first_name: 'Ada', last_name: 'Lovelace' });
    expect((await player.post(`${C}/deposits`, { currency: 'EUR', amount: 999 })).status).toBe(422);
    expect((await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000 })).status).toBe(200);
  });

  it('quick_deposit_test: quick deposit only for players with status spi_test', async () => {
    const player = await o.player('spi@example.com', { first_name: 'Spi', last_name: 'Test' });
    await pay(o, await startDeposit(player, 1_000), CARDS.approve);
    const refused = await player.post(`${C}/quick-deposits`, { currency: 'EUR', amount: 1_000 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('quick_deposit_disabled');
    const set = await o.app.inject({
      method: 'POST',
      url: '/api/dev/player/statuses',
      payload: { email: 'spi@example.com', statuses: ['spi_test'] },
    });
    expect(set.statusCode).toBe(200);
    expect((await player.get('/player')).body.statuses).toContainEqual({ id: 'spi_test' });
    const ok = await player.post(`${C}/quick-deposits`, { currency: 'EUR', amount: 1_000 });
    expect(ok.body.status).toBe('approved');
  });
});
