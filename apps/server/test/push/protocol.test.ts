import { matchChannel, privateChannel, publicChannel } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushTokens } from '../../src/modules/push/tokens.ts';
import { type PushTestApp, RawClient, startPushApp } from './helpers.ts';

// The wire protocol by hand (PUSH-PROTOCOL.md): exact replies, codes and close frames.

const apps: PushTestApp[] = [];
const raws: RawClient[] = [];

async function setup(options: Parameters<typeof startPushApp>[0] = {}, user = '42') {
  const started = await startPushApp(options);
  apps.push(started);
  const raw = await RawClient.open(`${started.wsUrl}?cf_ws_frame_ping_pong=true`);
  raws.push(raw);
  const token = await started.app.pushTokens.connectionToken(user);
  return { ...started, raw, token };
}

afterEach(async () => {
  for (const raw of raws.splice(0)) raw.close();
  for (const app of apps.splice(0)) await app.close();
});

describe('push hub wire protocol', () => {
  it('processes a batched first frame in order: connect reply, then subscribe replies', async () => {
    const { raw, token } = await setup();
    raw.send(
      { id: 1, connect: { token, name: 'js' } },
      { id: 2, subscribe: { channel: publicChannel('en'), flag: 1 } },
      { id: 3, subscribe: { channel: matchChannel('en', 9), flag: 1 } },
    );
    await raw.reply(3);
    expect(raw.received.map((r) => r.id)).toEqual([1, 2, 3]);
    const connect = raw.received[0]?.connect as Record<string, unknown>;
    expect(connect).toMatchObject({ version: expect.any(String), expires: true, ping: 25, pong: true });
    expect(connect.client).toMatch(/^[0-9a-f-]{36}$/);
    expect(connect.ttl).toBeGreaterThan(800);
    expect(raw.received[1]?.subscribe).toEqual({
      recoverable: true,
      positioned: true,
      epoch: expect.any(String),
      offset: 0,
    });
  });

  it('sends the subscribe reply before any publication of that channel, with embedded JSON data', async () => {
    const { app, raw, token } = await setup();
    raw.send({ id: 1, connect: { token } });
    await raw.reply(1);
    raw.send({ id: 2, subscribe: { channel: publicChannel('en') } });
    // Publish as fast as possible while the subscribe is in flight.
    const publishing = (async () => {
      for (let i = 0; i < 50; i++) {
        await app.push.publish(publicChannel('en'), { event_name: 'x', message: { i } });
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await raw.reply(2);
    await publishing;
    const replyIndex = raw.received.findIndex((r) => r.id === 2);
    const firstPush = raw.received.findIndex((r) => r.push !== undefined);
    if (firstPush !== -1) expect(firstPush).toBeGreaterThan(replyIndex);
    const subscribeOffset = ((await raw.reply(2)).subscribe as { offset: number }).offset;
    const pushes = raw.received.filter((r) => r.push !== undefined);
    expect(pushes[0]).toEqual({
      push: {
        channel: 'public:en',
        pub: { data: { event_name: 'x', message: { i: subscribeOffset } }, offset: subscribeOffset + 1 },
      },
    });
  });

  it('answers other methods with 103, 104 or 108 and always accepts unsubscribe', async () => {
    const { raw, token } = await setup();
    raw.send(
      { id: 1, connect: { token } },
      { id: 2, publish: { channel: publicChannel('en'), data: {} } },
      { id: 3, presence: { channel: publicChannel('en') } },
      { id: 4, history: { channel: publicChannel('en') } },
      { id: 5, rpc: { method: 'x' } },
      { id: 6, frobnicate: {} },
      { id: 7, unsubscribe: { channel: publicChannel('en') } },
      { send: { data: { hello: 1 } } },
    );
    await raw.reply(7);
    const codes = raw.received.slice(1).map((r) => (r.error as { code: number } | undefined)?.code ?? r);
    expect(codes).toEqual([103, 108, 108, 108, 104, { id: 7, unsubscribe: {} }]);
  });

  it('validates channels and enforces limits (102, 105, 106)', async () => {
    const { raw, token } = await setup({ hub: { maxChannelsPerConnection: 2 } });
    raw.send(
      { id: 1, connect: { token } },
      { id: 2, subscribe: { channel: 'news:en' } },
      { id: 3, subscribe: { channel: 'public:en:match:abc' } },
      { id: 4, subscribe: { channel: publicChannel('en') } },
      { id: 5, subscribe: { channel: publicChannel('en') } },
      { id: 6, subscribe: { channel: publicChannel('de') } },
      { id: 7, subscribe: { channel: publicChannel('es') } },
    );
    await raw.reply(7);
    const codes = raw.received.slice(1).map((r) => (r.error as { code: number } | undefined)?.code ?? 'ok');
    expect(codes).toEqual([102, 102, 'ok', 105, 'ok', 106]);
  });

  it('checks subscription tokens of $ channels: missing 103, bad signature 103, expired 109, ok', async () => {
    const { app, raw, token } = await setup();
    const channel = privateChannel('en', '42');
    const forged = await new PushTokens({
      secret: 'x'.repeat(40),
      connectionTtlSeconds: 60,
      subscriptionTtlSeconds: 60,
    }).subscriptionToken('42', channel);
    const expired = await app.pushTokens.subscriptionToken('42', channel, { ttlSeconds: -1 });
    const good = await app.pushTokens.subscriptionToken('42', channel);
    raw.send(
      { id: 1, connect: { token } },
      { id: 2, subscribe: { channel } },
      { id: 3, subscribe: { channel, token: forged } },
      { id: 4, subscribe: { channel, token: expired } },
      { id: 5, subscribe: { channel, token: good } },
      { id: 6, sub_refresh: { channel, token: good } },
    );
    await raw.reply(6);
    const replies = raw.received.slice(1);
    expect(replies.slice(0, 3).map((r) => r.error)).toEqual([
      { code: 103, message: 'permission denied' },
      { code: 103, message: 'permission denied' },
      { code: 109, message: 'token expired' },
    ]);
    expect(replies[3]?.subscribe).toMatchObject({
      expires: true,
      ttl: expect.any(Number),
      recoverable: true,
    });
    expect(replies[4]?.sub_refresh).toEqual({ expires: true, ttl: expect.any(Number) });
  });

  it('closes with 3500 when a subscription token names another channel', async () => {
    const { app, raw, token } = await setup();
    const other = await app.pushTokens.subscriptionToken('42', privateChannel('de', '42'));
    raw.send(
      { id: 1, connect: { token } },
      { id: 2, subscribe: { channel: privateChannel('en', '42'), token: other } },
    );
    expect(await raw.closed()).toEqual({ code: 3500, reason: 'invalid token' });
  });

  it('refuses a private channel of another user even with a matching token', async () => {
    const { app, raw, token } = await setup({}, '');
    const channel = privateChannel('en', '42');
    const anonymousToken = await app.pushTokens.subscriptionToken('', channel);
    raw.send({ id: 1, connect: { token } }, { id: 2, subscribe: { channel, token: anonymousToken } });
    expect((await raw.reply(2)).error).toEqual({ code: 103, message: 'permission denied' });
  });

  it('answers a connect without a valid token: missing or forged → close 3500, expired → 109', async () => {
    const { app, raw } = await setup();
    raw.send({ id: 1, connect: {} });
    expect(await raw.closed()).toEqual({ code: 3500, reason: 'invalid token' });

    const second = await RawClient.open(apps[0]?.wsUrl as string);
    raws.push(second);
    second.send({ id: 1, connect: { token: await app.pushTokens.connectionToken('', { ttlSeconds: -1 }) } });
    expect((await second.reply(1)).error).toEqual({ code: 109, message: 'token expired' });
  });

  it('refreshes the connection: new expiry, 109 for an expired token, 3500 for another user', async () => {
    const { app, raw, token } = await setup();
    raw.send(
      { id: 1, connect: { token } },
      { id: 2, refresh: { token: await app.pushTokens.connectionToken('42', { ttlSeconds: 5000 }) } },
      { id: 3, refresh: { token: await app.pushTokens.connectionToken('42', { ttlSeconds: -1 }) } },
    );
    const refreshed = await raw.reply(2);
    expect(refreshed.refresh).toMatchObject({ client: expect.any(String), expires: true });
    expect((refreshed.refresh as { ttl: number }).ttl).toBeGreaterThan(4900);
    expect((await raw.reply(3)).error).toEqual({ code: 109, message: 'token expired' });
    raw.send({ id: 4, refresh: { token: await app.pushTokens.connectionToken('43') } });
    expect(await raw.closed()).toEqual({ code: 3500, reason: 'invalid token' });
  });

  it('recovers from a stream position, or says recovered: false for a wrong epoch', async () => {
    const { app, raw, token } = await setup();
    const channel = publicChannel('en');
    // A channel keeps history once it has been heard: subscribe and leave first.
    raw.send(
      { id: 1, connect: { token } },
      { id: 7, subscribe: { channel } },
      { id: 8, unsubscribe: { channel } },
    );
    await raw.reply(8);
    let epoch = '';
    for (let i = 1; i <= 5; i++)
      ({ epoch = '' } = await app.push.publish(channel, { event_name: 'e', message: i }));
    raw.send(
      { id: 2, subscribe: { channel, recover: true, offset: 3, epoch } },
      { id: 3, unsubscribe: { channel } },
      { id: 4, subscribe: { channel, recover: true, offset: 3, epoch: 'other' } },
      { id: 5, unsubscribe: { channel } },
      { id: 6, subscribe: { channel, recover: true, offset: 3, epoch: 'other', flag: 3 } },
    );
    await raw.reply(6);
    expect((await raw.reply(2)).subscribe).toEqual({
      recoverable: true,
      positioned: true,
      epoch,
      offset: 5,
      was_recovering: true,
      recovered: true,
      publications: [
        { data: { event_name: 'e', message: 4 }, offset: 4 },
        { data: { event_name: 'e', message: 5 }, offset: 5 },
      ],
    });
    expect((await raw.reply(4)).subscribe).toEqual({
      recoverable: true,
      positioned: true,
      epoch,
      offset: 5,
      was_recovering: true,
      recovered: false,
    });
    expect((await raw.reply(6)).error).toEqual({ code: 112, message: 'unrecoverable position' });
  });

  it('pings with {} and closes with 3012 when no pong comes', async () => {
    const { raw, token } = await setup({ hub: { pingIntervalSeconds: 0.1, pongTimeoutMs: 100 } });
    raw.send({ id: 1, connect: { token } });
    await raw.reply(1);
    expect(((await raw.reply(1)).connect as { ping: number }).ping).toBe(0.1);
    const { code, reason } = await raw.closed();
    expect(raw.received).toContainEqual({});
    expect({ code, reason }).toEqual({ code: 3012, reason: 'no pong' });
  });

  it('keeps a connection that answers pings', async () => {
    const { raw, token } = await setup({ hub: { pingIntervalSeconds: 0.05, pongTimeoutMs: 100 } });
    raw.ws.on('message', (data) => {
      if (data.toString() === '{}') raw.ws.send('{}');
    });
    raw.send({ id: 1, connect: { token } });
    await raw.reply(1);
    // Four pings answered (at least 150 ms past the 100 ms pong timeout), however slow this machine is.
    const pings = () => raw.received.filter((r) => Object.keys(r).length === 0).length;
    await vi.waitFor(() => expect(pings()).toBeGreaterThan(3), { timeout: 20_000, interval: 20 });
    expect(raw.closeCode).toBeUndefined();
  });

  it('closes on protocol errors: bad JSON or a command before connect → 3501, a too large frame → 1009', async () => {
    const { raw, wsUrl, token } = await setup({ hub: { maxMessageBytes: 1024 } });
    raw.ws.send('{not json');
    expect(await raw.closed()).toEqual({ code: 3501, reason: 'bad request' });

    const early = await RawClient.open(wsUrl);
    raws.push(early);
    early.send({ id: 1, subscribe: { channel: publicChannel('en') } });
    expect((await early.closed()).code).toBe(3501);

    const big = await RawClient.open(wsUrl);
    raws.push(big);
    big.send({ id: 1, connect: { token, data: 'x'.repeat(2048) } });
    expect((await big.closed()).code).toBe(1009);
  });

  it('answers other upgrade paths with 404 and ignores query parameters on its own', async () => {
    const { url } = await setup();
    const wsBase = url.replace('http', 'ws');
    await expect(RawClient.open(`${wsBase}/connection/other`)).rejects.toThrow(/404/);
  });
});
