import { SMS_DAILY_LIMIT } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { type Agent, createPlatformApp, DAY, DEMO, MINUTE, type PlatformTestApp } from './helpers.ts';

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp();
});
afterAll(async () => t?.close());

async function sms(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/sms?to=${encodeURIComponent(to)}` });
  return res.json().data as { to: string; code: string; text: string }[];
}

describe('profile', () => {
  it('shows the demo player with the display-name rule and progress', async () => {
    const a = t.agent();
    await a.signIn(DEMO.email, DEMO.password);
    const me = await a.get('/player', { 'accept-language': 'de' });
    expect(me.body).toMatchObject({
      email: DEMO.email,
      name: 'Demo Player',
      currency: 'EUR',
      language: 'en',
      is_logged_in: true,
      country: { code: 'DE', name: 'Deutschland' },
      auth_fields_missed: ['mobile_phone'],
      progress: { points: 0 },
    });
    expect(me.body.progress.status_groups[0]).toMatchObject({ id: 'bronze', status: 'current' });
    expect((await a.get('/player/comp_points')).body).toEqual({ persistent: { points: 0 } });
    const groups = await a.get('/player/status_groups');
    expect(groups.body.data.map((g: { id: string; status: string }) => `${g.id}:${g.status}`)).toEqual([
      'bronze:current',
      'silver:locked',
      'gold:locked',
      'platinum:locked',
    ]);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('display name falls back to nickname, then e-mail', async () => {
    const nick = await t.player('nick@x.test', { nickname: 'Nicky' });
    expect((await nick.get('/player')).body.name).toBe('Nicky');
    const plain = await t.player('plain@x.test');
    expect((await plain.get('/player')).body.name).toBe('plain@x.test');
  });

  it('fills missed profile fields, which leave auth_fields_missed and change the display name', async () => {
    const a = await t.player('missing@x.test');
    expect((await a.get('/player')).body.auth_fields_missed).toEqual(
      expect.arrayContaining(['first_name', 'last_name']),
    );
    const updated = await a.patch('/player', { first_name: 'Ada', last_name: 'Lovelace', country: 'GB' });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('Ada Lovelace');
    expect(updated.body.auth_fields_missed).not.toContain('first_name');
    expect(updated.body.auth_fields_missed).not.toContain('last_name');
    expect(updated.body.country?.code).toBe('GB');
    expect((await a.patch('/player', {})).status).toBe(400);
    expect((await a.patch('/player', { country: 'gbr' })).body.code).toBe('validation_error');
    expect((await a.patch('/player', { first_name: 'Eve' }, { csrf: false })).status).toBe(403);
  });

  it('saves the locale (only supported ones; others fall back to en)', async () => {
    const a = t.agent();
    await a.signIn(DEMO.email, DEMO.password);
    expect((await a.patch('/player/update_locale', { locale: 'pt-BR' })).body.language).toBe('pt-BR');
    expect((await a.patch('/player/update_locale', { locale: 'xx' })).body.language).toBe('en');
    expect((await a.patch('/player/update_locale', { locale: '../etc' })).status).toBe(400);
  });
});

describe('phone verification', () => {
  let a: Agent;
  beforeAll(async () => {
    a = await t.player('phone@x.test');
  });

  it('starts unset', async () => {
    expect((await a.get('/player/phone')).body).toEqual({
      phone_number: null,
      phone_country: null,
      verified_status: 'not_set',
      is_verified: false,
      resend_timeout_until: null,
      sms_limit_reached: false,
    });
    expect((await a.post('/player/phone/verify', { code: '123456' })).body.code).toBe('phone_not_set');
    expect((await a.post('/player/phone', { phone_number: '0049 123' })).status).toBe(400);
  });

  it('texts a code, enforces the resend timeout, verifies with the right code only', async () => {
    const set = await a.post('/player/phone', { phone_number: '+4915112345678', phone_country: 'DE' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      phone_number: '+4915112345678',
      verified_status: 'unverified',
      resend_timeout_until: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    const again = await a.post('/player/phone', { phone_number: '+4915112345678' });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('sms_resend_timeout');
    // unencoded plus in the query arrives as a space: still found
    const unencoded = await t.app.inject({ method: 'GET', url: '/api/dev/sms?to=+4915112345678' });
    expect(unencoded.json().data).toHaveLength(1);
    const [message] = await sms('+4915112345678');
    expect(message?.code).toMatch(/^\d{6}$/);
    const wrongCode = message?.code === '000000' ? '111111' : '000000';
    const wrong = await a.post('/player/phone/verify', { code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('sms_code_invalid');
    const ok = await a.post('/player/phone/verify', { code: message?.code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ verified_status: 'verified', is_verified: true });
    const me = (await a.get('/player')).body;
    expect(me.mobile_phone).toBe('+4915112345678');
    expect(me.auth_fields_missed).not.toContain('mobile_phone');
    expect((await a.post('/player/phone/verify', { code: message?.code })).body.code).toBe('phone_not_set');
  });

  it('stops after the daily SMS limit', async () => {
    const b = await t.player('phone2@x.test');
    for (let i = 0; i < SMS_DAILY_LIMIT; i++) {
      expect((await b.post('/player/phone', { phone_number: `+4917000000${i}0` })).status).toBe(200);
      t.clock.advance(MINUTE);
    }
    const limited = await b.post('/player/phone', { phone_number: '+491700000099' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('sms_limit_reached');
    expect((await b.get('/player/phone')).body.sms_limit_reached).toBe(true);
    t.clock.advance(DAY);
    expect((await b.post('/player/phone', { phone_number: '+491700000099' })).status).toBe(200);
  });

  it('a wrong code five times needs a new code', async () => {
    const c = await t.player('phone3@x.test');
    await c.post('/player/phone', { phone_number: '+441234567890' });
    const [message] = await sms('+441234567890');
    const wrongCode = message?.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await c.post('/player/phone/verify', { code: wrongCode });
    expect((await c.post('/player/phone/verify', { code: message?.code })).body.code).toBe(
      'sms_code_invalid',
    );
  });
});

describe('dev outbox and docs', () => {
  it('lists mail newest first with links, kept in the database', async () => {
    const a = t.agent();
    await a.post('/users/password', { email: DEMO.email });
    await a.post('/users/password', { email: DEMO.email });
    const mails = await t.mailbox(DEMO.email.toUpperCase());
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails[0]?.id).toBeGreaterThan(mails[1]?.id ?? 0);
    expect(mails[0]?.text).toContain(mails[0]?.links[0]);
  });

  it('documents the platform routes under their tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/platform/users/sign_in'].post.tags).toEqual(['platform-users']);
    expect(doc.paths['/api/platform/user_limits/{id}'].patch.tags).toEqual(['platform-limits']);
    expect(doc.components.schemas.Player).toBeDefined();
    expect(doc.tags.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining([
        'platform-users',
        'platform-player',
        'platform-wallet',
        'platform-limits',
        'dev',
      ]),
    );
  });

  it('stores password hashes as argon2id, never the password', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
