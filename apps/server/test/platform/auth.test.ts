import { MAX_FAILED_SIGN_INS, PLATFORM_COOKIE } from '@sportsbook/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp, DAY, DEMO, HOUR, type PlatformTestApp } from './helpers.ts';

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp({ blockedCountries: ['FR'], statusGroupRequired: 'bronze' });
});
afterAll(async () => t?.close());

describe('sign-up and confirmation', () => {
  it('refuses malformed sign-ups with field codes', async () => {
    const a = t.agent();
    const res = await a.post('/users', { email: 'nope', password: 'short', currency: 'XYZ' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    const byPath = Object.fromEntries(
      res.body.details.map((d: { path: string; message: string }) => [d.path, d.message]),
    );
    expect(byPath).toMatchObject({ email: 'invalid', password: 'too_short', currency: 'unsupported' });
    const mismatch = await a.post('/users', {
      email: 'm@x.test',
      password: 'long-enough-1',
      password_confirmation: 'other-password',
      currency: 'EUR',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.details).toContainEqual({
      path: 'password_confirmation',
      message: 'confirmation_mismatch',
    });
  });

  it('signs up, refuses sign-in until confirmed, confirms once by token', async () => {
    const a = t.agent();
    const up = await a.post('/users', {
      email: 'Alice@Example.test',
      password: 'alice-pass-1',
      currency: 'USD',
      first_name: 'Alice',
      last_name: 'Liddell',
    });
    expect(up.status).toBe(201);
    expect(up.body).toEqual({ email: 'alice@example.test', confirmation_sent: true });
    expect(
      (await a.post('/users', { email: 'alice@example.test', password: 'x-pass-123', currency: 'EUR' })).body
        .code,
    ).toBe('email_taken');

    const early = await a.signIn('alice@example.test', 'alice-pass-1');
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('unconfirmed');

    const [mail] = await t.mailbox('alice@example.test');
    expect(mail?.kind).toBe('confirmation');
    expect(mail?.links[0]).toContain(`confirmation_token=${mail?.token}`);
    expect(mail?.links[0]).toContain('modal=confirmation');
    const ok = await a.get(`/users/confirmation?confirmation_token=${mail?.token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ email: 'alice@example.test', confirmed: true });
    const again = await a.get(`/users/confirmation?confirmation_token=${mail?.token}`);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('token_invalid');

    const signIn = await a.signIn('ALICE@example.test', 'alice-pass-1');
    expect(signIn.status).toBe(200);
    expect(signIn.body.player).toMatchObject({
      email: 'alice@example.test',
      name: 'Alice Liddell',
      currency: 'USD',
      is_logged_in: true,
      auth_fields_missed: ['country', 'mobile_phone'],
    });
    expect(signIn.body.token).toBeUndefined();
    const session = signIn.cookies.find((c) => c.name === PLATFORM_COOKIE.session);
    const csrf = signIn.cookies.find((c) => c.name === PLATFORM_COOKIE.csrf);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(csrf?.httpOnly).toBeFalsy();
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const accounts = await a.get('/player/accounts');
    expect(accounts.body.data).toEqual([
      { currency: 'USD', balance: 0, available_to_bet_with_locked_cents: 0, active: true },
    ]);
  });

  it('expires confirmation tokens; a resend supersedes the old one', async () => {
    const a = t.agent();
    await a.post('/users', { email: 'slow@x.test', password: 'slow-pass-1', currency: 'EUR' });
    const [first] = await t.mailbox('slow@x.test');
    t.clock.advance(73 * HOUR);
    const expired = await a.get(`/users/confirmation?confirmation_token=${first?.token}`);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('token_expired');
    expect((await a.post('/users/confirmation', { email: 'slow@x.test' })).status).toBe(200);
    const [second, old] = await t.mailbox('slow@x.test');
    expect(old?.token).toBe(first?.token);
    expect(second?.token).not.toBe(first?.token);
    expect((await a.get(`/users/confirmation?confirmation_token=${second?.token}`)).status).toBe(200);
    // resend for an unknown or confirmed address answers the same and sends nothing
    expect((await a.post('/users/confirmation', { email: 'nobody@x.test' })).status).toBe(200);
    expect(await t.mailbox('nobody@x.test')).toEqual([]);
  });

  it('sets Secure cookies behind https', async () => {
    const res = await t.agent().signIn(DEMO.email, DEMO.password, {}, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    for (const c of res.cookies) expect(c.secure, c.name).toBe(true);
  });
});

describe('sessions, CSRF and bearer tokens', () => {
  it('requires a session on the player subtree (401 unauthorized)', async () => {
    const a = t.agent();
    for (const path of [
      '/player',
      '/player/accounts',
      '/user_limits',
      '/player/phone',
      '/player/reality_check',
    ]) {
      const res = await a.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.code, path).toBe('unauthorized');
    }
    a.jar.set(PLATFORM_COOKIE.session, 'forged-session-token-value-xxxxxxxx');
    expect((await a.get('/player')).body.code).toBe('unauthorized');
  });

  it('refuses a cookie mutation without the CSRF header and accepts it with the header', async () => {
    const a = t.agent();
    await a.signIn(DEMO.email, DEMO.password);
    const refused = await a.patch('/player/update_locale', { locale: 'de' }, { csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('csrf_failed');
    const wrong = await a.request(
      'PATCH',
      '/player/update_locale',
      { locale: 'de' },
      {
        csrf: false,
        headers: { 'x-csrf-token': 'not-the-token' },
      },
    );
    expect(wrong.body.code).toBe('csrf_failed');
    expect((await a.get('/player')).body.language).toBe('en');
    const accepted = await a.patch('/player/update_locale', { locale: 'de' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.language).toBe('de');
    // sign-out is a mutation too
    expect((await a.delete('/users/sign_out', { csrf: false })).body.code).toBe('csrf_failed');
    const out = await a.delete('/users/sign_out');
    expect(out.status).toBe(204);
    expect(a.jar.has(PLATFORM_COOKIE.session)).toBe(false);
    await a.patch('/player/update_locale', { locale: 'en' }, { csrf: false });
  });

  it('a signed-out cookie no longer works', async () => {
    const a = t.agent();
    await a.signIn(DEMO.email, DEMO.password);
    const saved = new Map(a.jar);
    await a.delete('/users/sign_out');
    for (const [k, v] of saved) a.jar.set(k, v);
    const res = await a.get('/player');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('bearer tokens authenticate without cookies or CSRF', async () => {
    const a = t.agent();
    const res = await a.signIn(DEMO.email, DEMO.password, { bearer: true });
    expect(res.status).toBe(200);
    expect(res.cookies).toEqual([]);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    a.bearer = res.body.token;
    expect((await a.get('/player')).body.email).toBe(DEMO.email);
    const locale = await a.patch('/player/update_locale', { locale: 'es' });
    expect(locale.status).toBe(200);
    await a.patch('/player/update_locale', { locale: 'en' });
    expect((await a.delete('/users/sign_out')).status).toBe(204);
    expect((await a.get('/player')).status).toBe(401);
    a.bearer = 'x'.repeat(10);
    expect((await a.get('/player')).body.code).toBe('unauthorized');
  });

  it('sessions expire after the TTL without activity', async () => {
    const a = t.agent();
    await a.signIn(DEMO.email, DEMO.password);
    t.clock.advance(8 * DAY);
    const res = await a.get('/player');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});

describe('wrong passwords, lock and unlock', () => {
  it('counts wrong passwords, locks on the fifth, unlocks once by token', async () => {
    const player = await t.player('bob@x.test');
    await player.delete('/users/sign_out');
    const a = t.agent();
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) {
      const res = await a.signIn('bob@x.test', 'wrong-password');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_credentials');
      expect(res.body.details).toEqual([{ path: 'attempts_left', message: String(MAX_FAILED_SIGN_INS - i) }]);
    }
    const locked = await a.signIn('bob@x.test', 'wrong-password');
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('locked');
    const right = await a.signIn('bob@x.test', 'secret-pass-1');
    expect(right.body.code).toBe('locked');

    const [mail] = await t.mailbox('bob@x.test');
    expect(mail?.kind).toBe('unlock');
    expect(mail?.links[0]).toContain(`unlock_token=${mail?.token}`);
    // a resend supersedes the first link
    await a.post('/users/unlock', { email: 'bob@x.test' });
    const [resent] = await t.mailbox('bob@x.test');
    expect((await a.get(`/users/unlock?unlock_token=${mail?.token}`)).body.code).toBe('token_invalid');
    expect((await a.get(`/users/unlock?unlock_token=${resent?.token}`)).status).toBe(200);
    expect((await a.get(`/users/unlock?unlock_token=${resent?.token}`)).body.code).toBe('token_invalid');
    expect((await a.signIn('bob@x.test', 'secret-pass-1')).status).toBe(200);
    // the counter starts again
    expect((await a.signIn('bob@x.test', 'nope-nope')).body.details[0].message).toBe(
      String(MAX_FAILED_SIGN_INS - 1),
    );
  });

  it('an unknown e-mail is the same 401 as a wrong password', async () => {
    const res = await t.agent().signIn('ghost@x.test', 'whatever-1');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_credentials');
  });

  it('an expired unlock token is refused', async () => {
    const p = await t.player('carol@x.test');
    await p.delete('/users/sign_out');
    const a = t.agent();
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await a.signIn('carol@x.test', 'wrong-password');
    const [mail] = await t.mailbox('carol@x.test');
    t.clock.advance(25 * HOUR);
    const res = await a.get(`/users/unlock?unlock_token=${mail?.token}`);
    expect(res.body.code).toBe('token_expired');
  });
});

describe('forgot and reset password', () => {
  it('resets once by token, ends sessions, and the old password stops working', async () => {
    const session = await t.player('dave@x.test');
    const a = t.agent();
    expect((await a.post('/users/password', { email: 'dave@x.test' })).status).toBe(200);
    expect((await a.post('/users/password', { email: 'unknown@x.test' })).status).toBe(200);
    expect(await t.mailbox('unknown@x.test')).toEqual([]);
    const [mail] = await t.mailbox('dave@x.test');
    expect(mail?.kind).toBe('reset_password');
    expect(mail?.links[0]).toContain('modal=password_edit');
    expect(mail?.links[0]).toContain(`reset_password_token=${mail?.token}`);

    const weak = await a.put('/users/password', { reset_password_token: mail?.token, password: 'short' });
    expect(weak.status).toBe(400);
    const reset = await a.put('/users/password', {
      reset_password_token: mail?.token,
      password: 'new-dave-pass',
    });
    expect(reset.status).toBe(200);
    const reused = await a.put('/users/password', {
      reset_password_token: mail?.token,
      password: 'other-pass-1',
    });
    expect(reused.body.code).toBe('token_invalid');
    expect((await session.get('/player')).status).toBe(401);
    expect((await a.signIn('dave@x.test', 'secret-pass-1')).body.code).toBe('invalid_credentials');
    expect((await a.signIn('dave@x.test', 'new-dave-pass')).status).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const a = t.agent();
    await a.post('/users/password', { email: DEMO.email });
    const [mail] = await t.mailbox(DEMO.email);
    t.clock.advance(7 * HOUR);
    const res = await a.put('/users/password', {
      reset_password_token: mail?.token,
      password: 'never-used-1',
    });
    expect(res.body.code).toBe('token_expired');
    expect(
      (await a.put('/users/password', { reset_password_token: 'made-up', password: 'never-used-1' })).body
        .code,
    ).toBe('token_invalid');
    expect((await a.signIn(DEMO.email, DEMO.password)).status).toBe(200);
  });
});

describe('country blocking and status-group check', () => {
  it('refuses sign-in and sign-up from a blocked country (header or test cookie)', async () => {
    const a = t.agent();
    const signIn = await a.signIn(DEMO.email, DEMO.password, {}, { 'x-country-code': 'FR' });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe('country_blocked');
    const signUp = await a.post(
      '/users',
      { email: 'fr@x.test', password: 'french-pass-1', currency: 'EUR' },
      {
        headers: { 'x-country-code': 'fr' },
      },
    );
    expect(signUp.body.code).toBe('country_blocked');
    a.jar.set(PLATFORM_COOKIE.country, 'FR');
    expect((await a.signIn(DEMO.email, DEMO.password)).body.code).toBe('country_blocked');
    const access = await a.get('/access');
    expect(access.body).toMatchObject({
      country: { code: 'FR', name: 'France' },
      country_blocked: true,
      sign_in_allowed: false,
    });
    a.jar.set(PLATFORM_COOKIE.country, 'DE');
    expect((await a.signIn(DEMO.email, DEMO.password)).status).toBe(200);
  });

  it('sends visitors and players without the required status to the platform', async () => {
    const visitor = await t.agent().get('/access');
    expect(visitor.body.status_group_check).toEqual({
      enabled: true,
      required_status: 'bronze',
      passed: false,
      redirect_url: 'http://localhost:3000',
    });
    const demo = t.agent();
    await demo.signIn(DEMO.email, DEMO.password);
    expect((await demo.get('/access')).body.status_group_check).toMatchObject({
      passed: true,
      redirect_url: null,
    });
    expect((await demo.get('/player')).body.statuses).toContainEqual({ id: 'bronze' });
  });
});

describe("another player's data", () => {
  it('push: a token carries the own id; another player’s private channel is refused', async () => {
    const alice = t.agent();
    const signIn = await alice.signIn('alice@example.test', 'alice-pass-1');
    const aliceId = signIn.body.player.id as number;
    const demo = t.agent();
    const demoId = (await demo.signIn(DEMO.email, DEMO.password)).body.player.id as number;
    const token = await alice.post('/api/sportsbook/v2/websocket/token', {});
    expect(decodeJwt(token.body.token).sub).toBe(String(aliceId));
    const own = await alice.post('/api/sportsbook/v2/websocket/authorize', {
      channels: [`$private:en:${aliceId}`],
    });
    expect(own.status).toBe(200);
    const other = await alice.post('/api/sportsbook/v2/websocket/authorize', {
      channels: [`$private:en:${demoId}`],
    });
    expect(other.status).toBe(403);
    const anonymous = await t.agent().post('/api/sportsbook/v2/websocket/token', {});
    expect(decodeJwt(anonymous.body.token).sub).toBe('');
  });

  it("limits: another player's limit id is not found for you", async () => {
    const demo = t.agent();
    await demo.signIn(DEMO.email, DEMO.password);
    const created = await demo.post('/user_limits', { type: 'bet', value: 5000, currency: 'EUR' });
    expect(created.status).toBe(201);
    const id = created.body.limit.id as number;
    const alice = t.agent();
    await alice.signIn('alice@example.test', 'alice-pass-1');
    expect((await alice.patch(`/user_limits/${id}`, { value: 1 })).status).toBe(404);
    expect((await alice.delete(`/user_limits/${id}`)).status).toBe(404);
    expect((await alice.get('/user_limits')).body.data).toEqual([]);
    const mine = await demo.get('/user_limits');
    expect(mine.body.data.map((l: { id: number }) => l.id)).toEqual([id]);
  });
});
