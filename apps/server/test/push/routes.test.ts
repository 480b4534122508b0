import { API_PREFIX, PushErrorCode, PushRoute, privateChannel, publicChannel } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushTokens } from '../../src/modules/push/tokens.ts';
import { type PushTestApp, startPushApp, USER_HEADER } from './helpers.ts';

let started: PushTestApp;
beforeAll(async () => {
  started = await startPushApp({
    config: { connectionTokenTtlSeconds: 600, subscriptionTokenTtlSeconds: 300 },
  });
});
afterAll(() => started.close());

const post = (path: string, body?: unknown, user?: string) =>
  started.app.inject({
    method: 'POST',
    url: `${API_PREFIX.sportsbook}${path}`,
    headers: {
      ...(user === undefined ? {} : { [USER_HEADER]: user }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

describe('push token routes', () => {
  it('POST /websocket/token gives an anonymous visitor a token with sub ""', async () => {
    const res = await post(PushRoute.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json() as { token: string };
    const checked = await started.app.pushTokens.verifyConnectionToken(token);
    expect(checked.ok && checked.claims.sub).toBe('');
    const exp = checked.ok ? (checked.claims.exp ?? 0) : 0;
    expect(exp - Date.now() / 1000).toBeGreaterThan(590);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(600);
  });

  it('POST /websocket/token signs the resolved user id', async () => {
    const { token } = (await post(PushRoute.token, undefined, '42')).json() as { token: string };
    const checked = await started.app.pushTokens.verifyConnectionToken(token);
    expect(checked.ok && checked.claims.sub).toBe('42');
    const [, payload = ''] = token.split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({ sub: '42' });
    // Another secret does not accept it.
    const other = new PushTokens({
      secret: 'y'.repeat(40),
      connectionTtlSeconds: 1,
      subscriptionTtlSeconds: 1,
    });
    expect(await other.verifyConnectionToken(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it("POST /websocket/authorize gives tokens for the caller's own private channels", async () => {
    const channels = [privateChannel('en', '42'), privateChannel('br', '42')];
    const res = await post(PushRoute.authorize, { channels }, '42');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { channels: { channel: string; token: string }[] };
    expect(body.channels.map((c) => c.channel)).toEqual(['$private:en:42', '$private:pt:42']);
    for (const { channel, token } of body.channels) {
      const checked = await started.app.pushTokens.verifySubscriptionToken(token);
      expect(checked.ok && checked.claims).toMatchObject({ sub: '42', channel });
    }
  });

  it('refuses other channels with 403 push_channel_forbidden', async () => {
    for (const [channels, user] of [
      [[privateChannel('en', '43')], '42'],
      [[privateChannel('en', '42'), publicChannel('en')], '42'],
      [[privateChannel('en', '42')], undefined],
      [['$private:en:42:x'], '42'],
    ] as const) {
      const res = await post(PushRoute.authorize, { channels }, user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: PushErrorCode.channelForbidden });
    }
  });

  it('validates the authorize body', async () => {
    expect((await post(PushRoute.authorize, { channels: [] }, '42')).statusCode).toBe(400);
    expect((await post(PushRoute.authorize, {}, '42')).json()).toMatchObject({ code: 'validation_error' });
  });
});
