import { matchChannel, privateChannel, publicChannel } from '@sportsbook/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { type PushTestApp, RawClient, startPushApp, waitFor } from './helpers.ts';

// What the hub's shared timers do for every socket at once (one ping timer, one deadline queue):
// pings and pongs, connect timeouts, token expiry of connections and subscriptions.

const apps: PushTestApp[] = [];
const raws: RawClient[] = [];

async function start(options: Parameters<typeof startPushApp>[0] = {}) {
  const started = await startPushApp(options);
  apps.push(started);
  return started;
}

async function open(wsUrl: string): Promise<RawClient> {
  const raw = await RawClient.open(wsUrl);
  raws.push(raw);
  return raw;
}

/** A raw socket that answers every ping `{}` with a pong `{}`. */
async function openPonging(wsUrl: string): Promise<RawClient> {
  const raw = await open(wsUrl);
  raw.ws.on('message', (data) => {
    if (data.toString() === '{}') raw.ws.send('{}');
  });
  return raw;
}

afterEach(async () => {
  for (const raw of raws.splice(0)) raw.close();
  for (const app of apps.splice(0)) await app.close();
});

const pings = (raw: RawClient) => raw.received.filter((r) => Object.keys(r).length === 0).length;

describe('push hub timers shared by all sockets', () => {
  it('pings every connected socket and closes only those that owe a pong (3012)', async () => {
    const { app, wsUrl } = await start({ hub: { pingIntervalSeconds: 0.05, pongTimeoutMs: 150 } });
    const token = await app.pushTokens.connectionToken('');
    const silent = await open(wsUrl);
    const answering = [await openPonging(wsUrl), await openPonging(wsUrl)];
    for (const raw of [silent, ...answering]) {
      raw.send({ id: 1, connect: { token } });
      await raw.reply(1);
    }
    expect(await silent.closed()).toEqual({ code: 3012, reason: 'no pong' });
    await waitFor(() => answering.every((raw) => pings(raw) > 5), 3000, 'pings');
    for (const raw of answering) expect(raw.closeCode).toBeUndefined();
  });

  it('gives each connection its own client id', async () => {
    const { app, wsUrl } = await start();
    const token = await app.pushTokens.connectionToken('');
    const ids = new Set<unknown>();
    for (let i = 0; i < 3; i++) {
      const raw = await open(wsUrl);
      raw.send({ id: 1, connect: { token } });
      const { client } = (await raw.reply(1)).connect as { client: string };
      expect(client).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      ids.add(client);
    }
    expect(ids.size).toBe(3);
  });

  it('closes a socket that sends no connect in time with 3502, not one that connected', async () => {
    const { app, wsUrl } = await start({ hub: { connectTimeoutMs: 200 } });
    const token = await app.pushTokens.connectionToken('');
    const connected = await open(wsUrl);
    connected.send({ id: 1, connect: { token } });
    await connected.reply(1);
    const idle = await open(wsUrl);
    expect(await idle.closed()).toEqual({ code: 3502, reason: 'stale' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connected.closeCode).toBeUndefined();
  });

  it('ends a connection whose token expired with 3005 after the grace, unless it was refreshed', async () => {
    const { app, wsUrl } = await start({ hub: { expiredCloseDelayMs: 100, pingIntervalSeconds: 0 } });
    // Two seconds, not one: a one-second token's whole-second `exp` can pass before a loaded machine
    // answers its connect.
    const short = await app.pushTokens.connectionToken('7', { ttlSeconds: 2 });
    const expiring = await open(wsUrl);
    const refreshed = await open(wsUrl);
    for (const raw of [expiring, refreshed]) {
      raw.send({ id: 1, connect: { token: short } });
      const { connect } = await raw.reply(1);
      expect(connect).toMatchObject({ expires: true });
      expect((connect as { ttl: number }).ttl).toBeOneOf([1, 2]);
    }
    refreshed.send({ id: 2, refresh: { token: await app.pushTokens.connectionToken('7') } });
    expect((await refreshed.reply(2)).refresh).toMatchObject({ expires: true });
    expect(await expiring.closed(5000)).toEqual({ code: 3005, reason: 'connection expired' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(refreshed.closeCode).toBeUndefined();
  });

  it('ends an expired $ subscription with an unsubscribe push (2501), unless it was refreshed', async () => {
    const { app, wsUrl } = await start({ hub: { expiredCloseDelayMs: 100, pingIntervalSeconds: 0 } });
    const channel = privateChannel('en', '42');
    const token = await app.pushTokens.connectionToken('42');
    const short = await app.pushTokens.subscriptionToken('42', channel, { ttlSeconds: 2 });
    const expiring = await open(wsUrl);
    const refreshed = await open(wsUrl);
    for (const raw of [expiring, refreshed]) {
      raw.send({ id: 1, connect: { token } }, { id: 2, subscribe: { channel, token: short } });
      const { subscribe } = await raw.reply(2);
      expect(subscribe).toMatchObject({ expires: true });
      expect((subscribe as { ttl: number }).ttl).toBeOneOf([1, 2]);
    }
    const long = await app.pushTokens.subscriptionToken('42', channel);
    refreshed.send({ id: 3, sub_refresh: { channel, token: long } });
    expect((await refreshed.reply(3)).sub_refresh).toMatchObject({ expires: true });

    const unsubscribe = { push: { channel, unsubscribe: { code: 2501, reason: 'subscription expired' } } };
    await waitFor(() => expiring.received.some((r) => JSON.stringify(r) === JSON.stringify(unsubscribe)));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await app.push.publish(channel, { event_name: 'balance_changed', message: { n: 1 } });
    await waitFor(() => refreshed.received.some((r) => r.push !== undefined));
    expect(refreshed.received.filter((r) => r.push !== undefined)).toEqual([
      { push: { channel, pub: { data: { event_name: 'balance_changed', message: { n: 1 } }, offset: 1 } } },
    ]);
    // The expired socket stays connected (its other subscriptions go on) but gets nothing on it.
    expiring.send({ id: 3, subscribe: { channel: publicChannel('en') } });
    await expiring.reply(3);
    expect(expiring.closeCode).toBeUndefined();
    expect(expiring.received.filter((r) => (r.push as { pub?: unknown })?.pub !== undefined)).toEqual([]);
  });

  it('keeps history for a subscriber that left less than a history TTL ago, none for a channel never heard', async () => {
    let now = 1_000_000;
    const { app, wsUrl } = await start({ config: { historyTtlSeconds: 300 }, hub: { now: () => now } });
    const channel = matchChannel('en', 5);
    const first = await app.push.publish(channel, { event_name: 'x', message: { i: 1 } });
    const raw = await open(wsUrl);
    raw.send(
      { id: 1, connect: { token: await app.pushTokens.connectionToken('') } },
      { id: 2, subscribe: { channel, recover: true, offset: 0, epoch: first.epoch } },
      { id: 3, unsubscribe: { channel } },
    );
    // Nobody listened when it was published: nothing to recover, the page reloads instead.
    expect((await raw.reply(2)).subscribe).toMatchObject({ offset: 1, recovered: false });
    await raw.reply(3);
    now += 299_000;
    await app.push.publish(channel, { event_name: 'x', message: { i: 2 } });
    raw.send({ id: 4, subscribe: { channel, recover: true, offset: 1, epoch: first.epoch } });
    expect((await raw.reply(4)).subscribe).toMatchObject({
      offset: 2,
      recovered: true,
      publications: [{ data: { event_name: 'x', message: { i: 2 } }, offset: 2 }],
    });
    raw.send({ id: 5, unsubscribe: { channel } });
    await raw.reply(5);
    now += 301_000;
    await app.push.publish(channel, { event_name: 'x', message: { i: 3 } });
    raw.send({ id: 6, subscribe: { channel, recover: true, offset: 2, epoch: first.epoch } });
    expect((await raw.reply(6)).subscribe).toMatchObject({ offset: 3, recovered: false });
  });
});
