import { MAX_FAILED_SIGN_INS } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications, users } from '../../src/db/schema.ts';
import { claimSignInAttempt } from '../../src/modules/players/sign-in-attempts.ts';
import { createPlatformApp, type PlatformTestApp } from './helpers.ts';

/** Requests sent at once: more than any attempt limit, per the "burst of 50" rule. */
const BURST = 50;

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp();
});
afterAll(async () => t?.close());

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('concurrent wrong passwords', () => {
  it(`evaluate at most ${MAX_FAILED_SIGN_INS}, lock once, refuse the right one sent after them`, async () => {
    const player = await t.player('burst@x.test');
    await player.delete('/users/sign_out');
    const guesses = Array.from({ length: BURST }, (_, i) => `wrong-password-${i}`);
    const responses = await Promise.all(
      [...guesses, 'secret-pass-1'].map((password) => t.agent().signIn('burst@x.test', password)),
    );
    // the right password came after the five checks were claimed: refused
    expect(responses.at(-1)?.body.code).toBe('locked');
    expect(responses.filter((r) => r.status === 200)).toHaveLength(0);
    expect((await t.agent().signIn('burst@x.test', 'secret-pass-1')).body.code).toBe('locked');
    // every wrong password that was checked is counted before it is checked: the count is the limit
    expect((await userRow('burst@x.test'))?.failedAttempts).toBe(MAX_FAILED_SIGN_INS);
    expect(responses.filter((r) => r.body?.code === 'invalid_credentials')).toHaveLength(
      MAX_FAILED_SIGN_INS - 1,
    );
    const mails = (await t.mailbox('burst@x.test')).filter((m) => m.kind === 'unlock');
    expect(mails).toHaveLength(1);

    // the player unlocks by mail and signs in
    const a = t.agent();
    expect((await a.get(`/users/unlock?unlock_token=${mails[0]?.token}`)).status).toBe(200);
    expect((await a.signIn('burst@x.test', 'secret-pass-1')).status).toBe(200);
    expect((await userRow('burst@x.test'))?.failedAttempts).toBe(0);
  });

  it('concurrent right passwords sign in; the account ends unlocked with no unlock mail', async () => {
    const player = await t.player('double@x.test');
    await player.delete('/users/sign_out');
    const responses = await Promise.all(
      Array.from({ length: BURST }, () => t.agent().signIn('double@x.test', 'secret-pass-1')),
    );
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(MAX_FAILED_SIGN_INS);
    // while the fifth check runs the account is held; the right password lifts its own hold
    for (const r of responses.filter((r) => r.status !== 200)) expect(r.body.code).toBe('locked');
    const row = await userRow('double@x.test');
    expect(row).toMatchObject({ failedAttempts: 0, lockedAt: null });
    expect((await t.mailbox('double@x.test')).filter((m) => m.kind === 'unlock')).toEqual([]);
    expect((await t.agent().signIn('double@x.test', 'secret-pass-1')).status).toBe(200);
  });

  it('four wrong passwords, then the right one: signed in, count back to zero, not locked', async () => {
    const player = await t.player('typo@x.test');
    await player.delete('/users/sign_out');
    const a = t.agent();
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) await a.signIn('typo@x.test', 'wrong-password');
    expect((await a.signIn('typo@x.test', 'secret-pass-1')).status).toBe(200);
    expect(await userRow('typo@x.test')).toMatchObject({ failedAttempts: 0, lockedAt: null });
  });
});

describe('checks cut off by a crash', () => {
  it('leave a locked account whose unlock mail can be asked for again', async () => {
    const player = await t.player('crash@x.test');
    await player.delete('/users/sign_out');
    // five checks claimed whose process died before answering (no lock mail was sent)
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      await claimSignInAttempt(t.database.db, 'crash@x.test', t.clock.now());
    }
    const a = t.agent();
    expect((await a.signIn('crash@x.test', 'secret-pass-1')).body.code).toBe('locked');
    expect((await a.post('/users/unlock', { email: 'crash@x.test' })).status).toBe(200);
    const [mail] = (await t.mailbox('crash@x.test')).filter((m) => m.kind === 'unlock');
    expect((await a.get(`/users/unlock?unlock_token=${mail?.token}`)).status).toBe(200);
    expect((await a.signIn('crash@x.test', 'secret-pass-1')).status).toBe(200);
  });
});

describe('a lock strangers cause does not lock the player out of their own device', () => {
  it('signs in from the known device while locked for others; the unlock mail still works', async () => {
    const device = await t.player('victim@x.test');
    await device.delete('/users/sign_out');
    expect(device.jar.has('sb_device_trust')).toBe(true);
    const attack = await Promise.all(
      Array.from({ length: BURST }, (_, i) => t.agent().signIn('victim@x.test', `guess-${i}`)),
    );
    expect(attack.filter((r) => r.status === 200)).toHaveLength(0);
    expect((await t.agent().signIn('victim@x.test', 'secret-pass-1')).body.code).toBe('locked');

    expect((await device.signIn('victim@x.test', 'secret-pass-1')).status).toBe(200);
    expect((await device.get('/player')).body.email).toBe('victim@x.test');

    const [mail] = (await t.mailbox('victim@x.test')).filter((m) => m.kind === 'unlock');
    const elsewhere = t.agent();
    expect((await elsewhere.get(`/users/unlock?unlock_token=${mail?.token}`)).status).toBe(200);
    expect((await elsewhere.signIn('victim@x.test', 'secret-pass-1')).status).toBe(200);
  });

  it('a device cookie gets five wrong passwords however sent, then is no longer trusted', async () => {
    const device = await t.player('stolen@x.test');
    await device.delete('/users/sign_out');
    const cookie = device.jar.get('sb_device_trust') as string;
    const thief = () => {
      const a = t.agent();
      a.jar.set('sb_device_trust', cookie);
      return a;
    };
    const guesses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => thief().signIn('stolen@x.test', `guess-${i}`)),
    );
    // five were checked on the device; the rest went the account's way and locked it
    expect(guesses.filter((r) => r.status === 200)).toHaveLength(0);
    expect((await userRow('stolen@x.test'))?.lockedAt).not.toBeNull();
    expect((await thief().signIn('stolen@x.test', 'secret-pass-1')).body.code).toBe('locked');
  });

  it("a device cookie of one account does nothing for another's lock", async () => {
    const mine = await t.player('mine@x.test');
    await t.player('theirs@x.test');
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await t.agent().signIn('theirs@x.test', 'wrong-password');
    expect((await mine.signIn('theirs@x.test', 'secret-pass-1')).body.code).toBe('locked');
  });
});

describe('concurrent wrong phone codes', () => {
  it('exhaust the attempts; the right code sent after them does not verify', async () => {
    const player = await t.player('codes@x.test');
    expect((await player.post('/player/phone', { phone_number: '+4915100000001' })).status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms?to=%2B4915100000001' });
    const code = (res.json().data as { code: string }[])[0]?.code as string;
    const wrong = Array.from({ length: BURST }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const responses = await Promise.all(
      [...wrong, code].map((c) => player.post('/player/phone/verify', { code: c })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(0);
    expect(responses.at(-1)?.body.code).toBe('sms_code_invalid');
    expect((await player.get('/player/phone')).body).toMatchObject({ is_verified: false });
    const user = await userRow('codes@x.test');
    const [row] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, user?.id ?? 0));
    expect(row?.attempts).toBe(5);
    // still refused one at a time: a new code is needed
    expect((await player.post('/player/phone/verify', { code })).body.code).toBe('sms_code_invalid');
  });
});

describe('concurrent code requests', () => {
  it('text one code; the rest wait for the resend timeout', async () => {
    const player = await t.player('texts@x.test');
    const responses = await Promise.all(
      Array.from({ length: BURST }, () => player.post('/player/phone', { phone_number: '+4915100000002' })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(responses.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(
      new Set(['sms_resend_timeout']),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms?to=%2B4915100000002' });
    expect(res.json().data).toHaveLength(1);
  });
});
