import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  C,
  type CashierTestApp,
  createCashierApp,
  depositRows,
  notify,
  startDeposit,
  userIdOf,
} from './helpers.ts';

// The provider's signed server-to-server notification: verified over the raw body, refused when
// unsigned, wrongly signed, stale, replayed or not matching the payment (nothing changes, a warning
// is logged), and crediting exactly once however often and however concurrently it arrives.

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp();
});
afterAll(async () => t?.close());

/** A new player with a created payment of 1,000 EUR cents. */
async function created(email: string) {
  const player = await t.player(email);
  const userId = await userIdOf(player);
  const paymentId = await startDeposit(player, 1_000);
  const body = { payment_id: paymentId, status: 'approved', amount: 1_000, currency: 'EUR' };
  return { player, userId, paymentId, body };
}

function warnings(code: string): number {
  return t.logs.filter((line) => line.includes('payment notification refused') && line.includes(code)).length;
}

async function expectUnchanged(userId: number, paymentId: string) {
  expect(await balanceOf(t, userId)).toEqual({ balance: 0, ledger: 0 });
  expect(await depositRows(t, paymentId)).toEqual([]);
}

describe('refused notifications change nothing and are logged', () => {
  it('unsigned, wrongly signed, malformed, stale, from the future, or tampered', async () => {
    const { player, userId, paymentId, body } = await created('refused@example.com');
    const minute = 60_000;
    const cases: [string, Promise<{ statusCode: number; json(): { code: string } }>, string][] = [
      ['unsigned', notify(t, body, { signature: null }), 'cashier_signature_missing'],
      ['wrong secret', notify(t, body, { secret: 'not-the-secret-at-all' }), 'cashier_signature_invalid'],
      ['malformed header', notify(t, body, { signature: 'v1=abc,t=1' }), 'cashier_signature_invalid'],
      ['bad hex', notify(t, body, { signature: `t=1,v1=${'zz'.repeat(32)}` }), 'cashier_signature_invalid'],
      [
        'stale (6 minutes old)',
        notify(t, body, { signAt: new Date(t.clock.now().getTime() - 6 * minute) }),
        'cashier_signature_expired',
      ],
      [
        'from the future',
        notify(t, body, { signAt: new Date(t.clock.now().getTime() + 6 * minute) }),
        'cashier_signature_expired',
      ],
    ];
    for (const [name, sent, code] of cases) {
      const res = await sent;
      expect(res.statusCode, name).toBe(401);
      expect(res.json().code, name).toBe(code);
      expect(warnings(code), name).toBeGreaterThan(0);
    }
    // Signed over other bytes than those sent: a re-serialised body does not pass.
    const raw = JSON.stringify(body);
    const { signNotification } = await import('../../src/modules/cashier/signature.ts');
    const signature = signNotification('dev-cashier-secret', raw, t.clock.now());
    const tampered = await notify(t, JSON.stringify({ ...body, amount: 100_000 }), { signature });
    expect(tampered.statusCode).toBe(401);
    const spaced = await notify(t, JSON.stringify(body, null, 1), { signature });
    expect(spaced.statusCode).toBe(401);
    // A notification 4 minutes old is still fine.
    const fresh = await notify(t, body, { signAt: new Date(t.clock.now().getTime() - 4 * minute) });
    expect(fresh.statusCode).toBe(200);
    expect((await player.get(`${C}/deposits/${paymentId}`)).body.status).toBe('approved');
    expect(await balanceOf(t, userId)).toEqual({ balance: 1_000, ledger: 1_000 });
  });

  it('amount or currency differing from the payment, an unknown payment, a bad body', async () => {
    const { player, userId, paymentId, body } = await created('mismatch@example.com');
    const more = await notify(t, { ...body, amount: 100_000 });
    expect(more.statusCode).toBe(422);
    expect(more.json().code).toBe('cashier_notification_mismatch');
    const usd = await notify(t, { ...body, currency: 'USD' });
    expect(usd.statusCode).toBe(422);
    expect(warnings('cashier_notification_mismatch')).toBe(2);
    const unknown = await notify(t, { ...body, payment_id: 'pay_0123456789abcdef01234567' });
    expect(unknown.statusCode).toBe(404);
    for (const bad of [
      { ...body, amount: -1 },
      { ...body, status: 'refunded' },
      { payment_id: paymentId },
      'not json',
    ]) {
      const res = await notify(t, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    await expectUnchanged(userId, paymentId);
    expect((await player.get(`${C}/deposits/${paymentId}`)).body.status).toBe('created');
  });

  it('a replayed notification (the same signed bytes again) is refused', async () => {
    const { userId, paymentId, body } = await created('replay@example.com');
    const raw = JSON.stringify({ ...body, status: 'declined' });
    const { signNotification } = await import('../../src/modules/cashier/signature.ts');
    const signature = signNotification('dev-cashier-secret', raw, t.clock.now());
    expect((await notify(t, raw, { signature })).statusCode).toBe(200);
    const replay = await notify(t, raw, { signature });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('cashier_notification_replayed');
    expect(warnings('cashier_notification_replayed')).toBeGreaterThan(0);
    await expectUnchanged(userId, paymentId);
  });

  it('a final payment does not change status again', async () => {
    const { userId, paymentId, body } = await created('final@example.com');
    expect((await notify(t, body)).json()).toEqual({
      payment_id: paymentId,
      status: 'approved',
      credited: true,
    });
    t.clock.advance(1000);
    const declined = await notify(t, { ...body, status: 'declined' });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().code).toBe('payment_transition_invalid');
    expect(await balanceOf(t, userId)).toEqual({ balance: 1_000, ledger: 1_000 });
  });
});

describe('exactly one credit per payment', () => {
  it('one approval delivered 5 times (signed anew each time) credits once', async () => {
    const { player, userId, paymentId, body } = await created('five@example.com');
    const answers = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      answers.push((await notify(t, body)).json());
    }
    expect(answers.map((a) => [a.status, a.credited])).toEqual([
      ['approved', true],
      ['approved', false],
      ['approved', false],
      ['approved', false],
      ['approved', false],
    ]);
    expect(await balanceOf(t, userId)).toEqual({ balance: 1_000, ledger: 1_000 });
    expect(await depositRows(t, paymentId)).toHaveLength(1);
    const history = await player.get(`${C}/transactions?kind=deposit`);
    expect(history.body.data).toHaveLength(1);
  });

  it('50 identical notifications at once credit once (the same bytes: 49 replays)', async () => {
    const { userId, paymentId, body } = await created('fifty-same@example.com');
    const raw = JSON.stringify(body);
    const { signNotification } = await import('../../src/modules/cashier/signature.ts');
    const signature = signNotification('dev-cashier-secret', raw, t.clock.now());
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(t, raw, { signature })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    expect(await balanceOf(t, userId)).toEqual({ balance: 1_000, ledger: 1_000 });
    expect(await depositRows(t, paymentId)).toHaveLength(1);
  });

  it('50 approvals of one payment at once, each signed differently, credit once', async () => {
    const { userId, paymentId, body } = await created('fifty-signed@example.com');
    const base = t.clock.now().getTime();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => notify(t, body, { signAt: new Date(base - i * 1000) })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().credited)).toHaveLength(1);
    expect(await balanceOf(t, userId)).toEqual({ balance: 1_000, ledger: 1_000 });
    expect(await depositRows(t, paymentId)).toHaveLength(1);
  });
});
