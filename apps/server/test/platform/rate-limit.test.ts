import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createPlatformApp, DEMO, type PlatformTestApp, type Res } from './helpers.ts';

const LIMITS = { perAddress: 10, perAccount: 5, windowMs: 60_000 };
const BURST = 50;

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp({ rateLimit: LIMITS });
});
afterAll(async () => t?.close());

/** A client address as the loopback web proxy forwards it. */
const from = (address: string) => ({ 'x-forwarded-for': address });

function limited(responses: Res[]): Res[] {
  const over = responses.filter((r) => r.status === 429);
  for (const r of over) {
    expect(r.body.code).toBe('rate_limited');
    const retryAfter = Number(r.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowMs / 1000);
  }
  return over;
}

describe('auth rate limits', () => {
  it('has defaults an operator can change', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: 'loopback',
      rateLimit: { perAddress: 20, perAccount: 10, windowMs: 60_000 },
    });
    const set = loadConfig({ TRUST_PROXY: '0', RATE_LIMIT_PER_ADDRESS: '3', RATE_LIMIT_WINDOW_SECONDS: '5' });
    expect(set).toMatchObject({ trustProxy: false, rateLimit: { perAddress: 3, windowMs: 5000 } });
  });

  it('one address guessing across many accounts gets 429 past the per-address limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.agent().signIn(`nobody${i % 30}@x.test`, 'guess-password', {}, from('203.0.113.7')),
      ),
    );
    expect(limited(responses)).toHaveLength(BURST - LIMITS.perAddress);
    expect(responses.filter((r) => r.body.code === 'invalid_credentials')).toHaveLength(LIMITS.perAddress);
    // another address, and another endpoint group from the same address, are not held up
    expect((await t.agent().signIn('nobody@x.test', 'guess-password', {}, from('203.0.113.8'))).status).toBe(
      401,
    );
    const forgot = await t
      .agent()
      .post('/users/password', { email: 'nobody@x.test' }, { headers: from('203.0.113.7') });
    expect(forgot.status).toBe(200);
  });

  it('one account named from many addresses gets 429 past the per-account limit (no mail bomb)', async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t
          .agent()
          .post(
            '/users/password',
            { email: ` ${DEMO.email.toUpperCase()}` },
            { headers: from(`198.51.100.${i}`) },
          ),
      ),
    );
    expect(limited(responses)).toHaveLength(BURST - LIMITS.perAccount);
    const mails = (await t.mailbox(DEMO.email)).filter((m) => m.kind === 'reset_password');
    expect(mails).toHaveLength(LIMITS.perAccount);
  });

  it('a flood naming an account does not keep the player out of their own device', async () => {
    const device = await t.player('flooded@x.test');
    await device.delete('/users/sign_out');
    const flood = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.agent().signIn('flooded@x.test', `guess-${i}`, {}, from(`198.51.100.${100 + i}`)),
      ),
    );
    // the player's first sign-in (before the device was known) counted as cookie-less too
    expect(limited(flood)).toHaveLength(20 - (LIMITS.perAccount - 1));
    expect(
      (await t.agent().signIn('flooded@x.test', 'secret-pass-1', {}, from('198.51.100.200'))).status,
    ).toBe(429);
    expect((await device.signIn('flooded@x.test', 'secret-pass-1', {}, from('198.51.100.201'))).status).toBe(
      200,
    );
  });

  it('the phone code endpoints are limited per player', async () => {
    const player = await t.player('phone-limit@x.test');
    await player.post('/player/phone', { phone_number: '+4915100000009' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        player.post('/player/phone/verify', { code: '000000' }, { headers: from(`192.0.2.${i}`) }),
      ),
    );
    // the number change counts too: perAccount requests in all, then 429
    expect(limited(responses)).toHaveLength(20 - (LIMITS.perAccount - 1));
  });
});

describe('client address', () => {
  it('an unknown client behind the loopback proxy is not throttled with everyone else', async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => t.agent().signIn(`shared${i}@x.test`, 'guess-password')),
    );
    expect(limited(responses)).toHaveLength(0);
  });

  it('ignores X-Forwarded-For unless the hop is trusted (TRUST_PROXY)', async () => {
    const direct = await createPlatformApp({ rateLimit: { ...LIMITS, perAddress: 2 }, trustProxy: false });
    try {
      // without trust every request is the loopback proxy's own: no per-address count
      const responses = await Promise.all(
        [1, 2, 3].map((i) => direct.agent().signIn(`n${i}@x.test`, 'guess-password', {}, from('192.0.2.1'))),
      );
      expect(limited(responses)).toHaveLength(0);
    } finally {
      await direct.close();
    }
  });
});
