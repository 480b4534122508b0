import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spyOnPush } from '../helpers/push-spy.ts';
import {
  balanceOf,
  C,
  CARDS,
  type CashierTestApp,
  createCashierApp,
  depositRows,
  pay,
  startDeposit,
  userIdOf,
} from './helpers.ts';

// Deposits through the emulated provider, end to end: the player starts a payment, the card form
// pays it, the emulator notifies the cashier through the real signed route, and the balance moves
// (or not) with its ledger row.

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp();
});
afterAll(async () => t?.close());

async function expectBalance(userId: number, balance: number) {
  expect(await balanceOf(t, userId)).toEqual({ balance, ledger: balance });
}

describe('starting a deposit', () => {
  it('answers the payment id, status created and the emulator form URL; the form is a strict page', async () => {
    const player = await t.player('start@example.com');
    const res = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 2_500 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      payment_id: expect.stringMatching(/^pay_[a-f0-9]{24}$/),
      status: 'created',
      form_url: `${C}/emulator/form?payment_id=${res.body.payment_id}`,
    });
    const form = await t.app.inject({ method: 'GET', url: res.body.form_url });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(form.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(form.body).toContain('25.00 EUR');
    expect(form.body).toContain('<script src="form.js"></script>');
    expect(form.body).not.toMatch(/<script>|<style>|\son[a-z]+=/);
    for (const file of ['form.js', 'form.css', 'provider.js']) {
      const asset = await t.app.inject({ method: 'GET', url: `${C}/emulator/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
  });

  it('refuses a visitor, a cookie request without the CSRF header, and bad input with 4xx codes', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: `${C}/deposits`,
      payload: { currency: 'EUR', amount: 1_000 },
    });
    expect(visitor.statusCode).toBe(401);
    const player = await t.player('input@example.com');
    const noCsrf = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000 }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe('csrf_failed');
    for (const body of [
      { currency: 'EUR', amount: 0 },
      { currency: 'EUR', amount: -500 },
      { currency: 'EUR', amount: 10.5 },
      { currency: 'EUR', amount: '1000' },
      { currency: 'XXX', amount: 1_000 },
      { currency: 'EUR' },
      {},
    ]) {
      const res = await player.post(`${C}/deposits`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    const small = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 499 });
    expect(small.status).toBe(422);
    expect(small.body.code).toBe('deposit_amount_out_of_range');
    expect(small.body.details).toEqual([
      { path: 'min', message: '500' },
      { path: 'max', message: '1000000' },
    ]);
    const large = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000_001 });
    expect(large.body.code).toBe('deposit_amount_out_of_range');
    const page = await t.app.inject({ method: 'GET', url: `${C}/emulator/form?payment_id=nope` });
    expect(page.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: `${C}/emulator/form?payment_id=pay_00000000` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('payment_not_found');
  });

  it('works with a bearer token (no CSRF needed)', async () => {
    await t.player('bearer@example.com');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { email: 'bearer@example.com', password: 'secret-pass-1', bearer: true },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${C}/deposits`,
      headers: { authorization: `Bearer ${signIn.json().token}` },
      payload: { currency: 'USD', amount: 700 },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('test cards', () => {
  it('4242 4242 4242 4242: approved, credited once with its ledger row, balance_changed pushed', async () => {
    const player = await t.player('approve@example.com');
    const userId = await userIdOf(player);
    const id = await startDeposit(player, 1_000);
    const spy = spyOnPush(t.app);
    const res = await pay(t, id, CARDS.approve);
    const pushed = spy.mock.calls.find(([channel]) => channel === `$private:en:${userId}`);
    spy.mockRestore();
    expect(res.json()).toEqual({ payment_id: id, status: 'approved' });
    await expectBalance(userId, 1_000);
    expect(await depositRows(t, id)).toEqual([{ id: expect.any(Number), delta: 1_000 }]);
    expect(pushed?.[1]).toEqual({
      event_name: 'balance_changed',
      message: { currency: 'EUR', balance: 1_000, delta: 1_000, kind: 'deposit' },
    });
    const payment = await player.get(`${C}/deposits/${id}`);
    expect(payment.body).toMatchObject({
      payment_id: id,
      status: 'approved',
      amount: 1_000,
      currency: 'EUR',
      method: 'card',
      card: { last4: '4242', brand: 'visa' },
      failure_code: null,
    });
    const again = await pay(t, id, CARDS.approve);
    expect(again.statusCode).toBe(409);
    await expectBalance(userId, 1_000);
  });

  it('4000 0000 0000 0002: declined, nothing credited', async () => {
    const player = await t.player('decline@example.com');
    const userId = await userIdOf(player);
    const id = await startDeposit(player, 1_000);
    expect((await pay(t, id, CARDS.decline)).json()).toEqual({ payment_id: id, status: 'declined' });
    expect((await player.get(`${C}/deposits/${id}`)).body).toMatchObject({
      status: 'declined',
      failure_code: 'card_declined',
      card: null,
    });
    await expectBalance(userId, 0);
    expect(await depositRows(t, id)).toEqual([]);
  });

  it('an unknown or expired card is declined; a malformed one is a 400', async () => {
    const player = await t.player('other-cards@example.com');
    const unknown = await startDeposit(player, 1_000);
    expect((await pay(t, unknown, '5555 5555 5555 4444')).json().status).toBe('declined');
    expect((await player.get(`${C}/deposits/${unknown}`)).body.failure_code).toBe('card_not_supported');
    const expired = await startDeposit(player, 1_000);
    expect((await pay(t, expired, CARDS.approve, '01/20')).json().status).toBe('declined');
    expect((await player.get(`${C}/deposits/${expired}`)).body.failure_code).toBe('card_expired');
    const open = await startDeposit(player, 1_000);
    for (const [card, expiry, cvc] of [
      ['4242', '12/30', '123'],
      [CARDS.approve, '13/30', '123'],
      [CARDS.approve, '12/30', '12'],
      ['4242 4242 4242 424x', '12/30', '123'],
    ] as const) {
      const res = await pay(t, open, card, expiry, cvc);
      expect(res.statusCode, `${card} ${expiry} ${cvc}`).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect((await player.get(`${C}/deposits/${open}`)).body.status).toBe('created');
    await expectBalance(await userIdOf(player), 0);
  });

  it('4000 0000 0000 3220: 3-D Secure challenge page, then approved', async () => {
    const player = await t.player('challenge@example.com');
    const userId = await userIdOf(player);
    const id = await startDeposit(player, 1_200);
    const res = await pay(t, id, CARDS.challenge);
    expect(res.json()).toEqual({
      payment_id: id,
      status: 'challenge',
      challenge_url: `${C}/emulator/challenge?payment_id=${id}`,
    });
    expect((await player.get(`${C}/deposits/${id}`)).body.status).toBe('challenge');
    await expectBalance(userId, 0);
    const page = await t.app.inject({ method: 'GET', url: res.json().challenge_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-outcome="approve"');
    const approved = await t.app.inject({
      method: 'POST',
      url: `${C}/emulator/challenge`,
      payload: { payment_id: id, outcome: 'approve' },
    });
    expect(approved.json()).toEqual({ payment_id: id, status: 'approved' });
    await expectBalance(userId, 1_200);
    const twice = await t.app.inject({
      method: 'POST',
      url: `${C}/emulator/challenge`,
      payload: { payment_id: id, outcome: 'fail' },
    });
    expect(twice.statusCode).toBe(409);
    await expectBalance(userId, 1_200);
  });

  it('4000 0000 0000 3220: a failed challenge declines', async () => {
    const player = await t.player('challenge-fail@example.com');
    const id = await startDeposit(player, 1_200);
    await pay(t, id, CARDS.challenge);
    const failed = await t.app.inject({
      method: 'POST',
      url: `${C}/emulator/challenge`,
      payload: { payment_id: id, outcome: 'fail' },
    });
    expect(failed.json()).toEqual({ payment_id: id, status: 'declined' });
    expect((await player.get(`${C}/deposits/${id}`)).body.failure_code).toBe('authentication_failed');
    await expectBalance(await userIdOf(player), 0);
  });

  it('4000 0000 0000 0077: pending, then approved by the emulator later', async () => {
    const player = await t.player('pending@example.com');
    const userId = await userIdOf(player);
    const id = await startDeposit(player, 3_000);
    expect((await pay(t, id, CARDS.pending)).json()).toEqual({ payment_id: id, status: 'pending' });
    expect((await player.get(`${C}/deposits/${id}`)).body.status).toBe('pending');
    const status = await t.app.inject({ method: 'GET', url: `${C}/emulator/status?payment_id=${id}` });
    expect(status.json()).toEqual({ payment_id: id, status: 'pending' });
    await expectBalance(userId, 0);
    const spy = vi.spyOn(t.app.push, 'publish');
    await t.flushPending();
    const alerts = spy.mock.calls.filter(
      ([channel, data]) =>
        channel === `$private:en:${userId}` &&
        data.event_name === 'notification' &&
        (data.message as { kind?: string }).kind === 'payment',
    );
    spy.mockRestore();
    // The alert reaches the player even if the deposit modal is closed by now.
    expect(alerts.map(([, data]) => data.message)).toEqual([
      {
        kind: 'payment',
        type: 'success',
        payment_id: id,
        status: 'approved',
        amount: 3_000,
        currency: 'EUR',
        failure_code: null,
      },
    ]);
    expect((await player.get(`${C}/deposits/${id}`)).body.status).toBe('approved');
    await expectBalance(userId, 3_000);
    expect(await depositRows(t, id)).toHaveLength(1);
  });

  it('never logs or stores the card number', async () => {
    const player = await t.player('no-card-data@example.com');
    const id = await startDeposit(player, 1_000);
    await pay(t, id, '4242-4242-4242-4242', '12/30', '987');
    const declined = await startDeposit(player, 1_000);
    await pay(t, declined, CARDS.decline, '12/30', '987');
    const logged = t.logs.join('\n');
    expect(logged).toContain('/api/cashier/emulator/pay');
    // Field names as JSON keys ("cvc":), not bare letters: a random token in a logged URL may hold "cvc".
    expect(logged).not.toMatch(
      /4242\D?4242\D?4242|4000\D?0000\D?0000\D?0002|"card_number"|"cvc"|"987"|12\/30/,
    );
    const dump = await t.database.db.execute(
      'select row_to_json(p)::text as row from payments p union all select row_to_json(e)::text from emulator_payments e',
    );
    const rows = JSON.stringify((dump as unknown as { rows: unknown[] }).rows);
    expect(rows).not.toMatch(/42424242|40000000|"987"/);
  });
});

describe('payments are private', () => {
  it('another player reads neither the payment nor its ledger rows', async () => {
    const owner = await t.player('owner@example.com');
    const id = await startDeposit(owner, 1_000);
    await pay(t, id, CARDS.approve);
    const other = await t.player('snoop@example.com');
    const res = await other.get(`${C}/deposits/${id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('payment_not_found');
    expect((await other.get(`${C}/transactions`)).body.data).toEqual([]);
    expect((await other.get(`${C}/saved-card`)).body).toBeNull();
    expect((await owner.get(`${C}/deposits/${id}`)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${C}/deposits/${id}` })).statusCode).toBe(401);
  });
});
