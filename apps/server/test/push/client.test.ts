import {
  matchChannel,
  type PushPublication,
  privateChannel,
  publicChannel,
  pushEvent,
} from '@sportsbook/contract';
import type {
  Centrifuge,
  DisconnectedContext,
  ErrorContext,
  PublicationContext,
  SubscribedContext,
  UnsubscribedContext,
} from 'centrifuge';
import { afterEach, describe, expect, it } from 'vitest';
import { PushTokens } from '../../src/modules/push/tokens.ts';
import {
  fetchConnectionToken,
  fetchSubscriptionToken,
  newClient,
  type PushTestApp,
  startPushApp,
  waitFor,
} from './helpers.ts';

// The real `centrifuge` client (the one the web app uses) against the embedded hub.

const apps: PushTestApp[] = [];
const clients: Centrifuge[] = [];

async function start(options: Parameters<typeof startPushApp>[0] = {}): Promise<PushTestApp> {
  const started = await startPushApp(options);
  apps.push(started);
  return started;
}

function track(client: Centrifuge): Centrifuge {
  clients.push(client);
  return client;
}

/** A client subscribed to public:en that has received one publication, with what it hears next. */
async function subscribedAfterOnePublication() {
  const { app, url, wsUrl } = await start();
  const client = track(newClient(wsUrl, { getToken: () => fetchConnectionToken(url) }));
  const channel = publicChannel('en');
  const sub = client.newSubscription(channel);
  const subscribed: SubscribedContext[] = [];
  const received: PublicationContext[] = [];
  sub.on('subscribed', (ctx) => subscribed.push(ctx));
  sub.on('publication', (ctx) => received.push(ctx));
  sub.subscribe();
  client.connect();
  await sub.ready();
  await app.push.publish(channel, statusEvent(0, 1));
  await waitFor(() => received.length === 1, 3000, 'first publication');
  return { app, channel, subscribed, received };
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const app of apps.splice(0)) await app.close();
});

const statusEvent = (status: 0 | 1 | 2 | 3 | 4 | 5, matchId = 7) =>
  pushEvent('match_status_changed', { match_id: matchId, status });

describe('push hub with the centrifuge client', () => {
  it('connects with a token, subscribes to public and private channels and receives publications', async () => {
    const { app, url, wsUrl } = await start();
    const client = track(newClient(wsUrl, { getToken: () => fetchConnectionToken(url, '42') }));
    const pub = client.newSubscription(publicChannel('pt-BR'));
    const match = client.newSubscription(matchChannel('en', 7));
    const own = client.newSubscription(privateChannel('en', '42'), {
      getToken: ({ channel }) => fetchSubscriptionToken(url, '42', channel),
    });
    const received: PublicationContext[] = [];
    const subscribed: SubscribedContext[] = [];
    for (const sub of [pub, match, own]) {
      sub.on('publication', (ctx) => received.push(ctx));
      sub.on('subscribed', (ctx) => subscribed.push(ctx));
      sub.subscribe();
    }
    client.connect();
    await Promise.all([pub.ready(), match.ready(), own.ready()]);
    expect(pub.channel).toBe('public:pt');
    expect(subscribed.map((ctx) => ctx.recoverable)).toEqual([true, true, true]);
    expect(subscribed.every((ctx) => ctx.positioned && ctx.streamPosition?.offset === 0)).toBe(true);

    await app.push.publish('public:pt', statusEvent(1));
    await app.push.broadcast([matchChannel('en', 7), privateChannel('en', 42)], statusEvent(4));
    await waitFor(() => received.length === 3, 3000, 'three publications');
    expect(received.map((ctx) => [ctx.channel, ctx.offset, (ctx.data as PushPublication).message])).toEqual([
      ['public:pt', 1, { match_id: 7, status: 1 }],
      ['public:en:match:7', 1, { match_id: 7, status: 4 }],
      ['$private:en:42', 1, { match_id: 7, status: 4 }],
    ]);
    expect(received[0]?.data).toEqual({
      event_name: 'match_status_changed',
      message: { match_id: 7, status: 1 },
    });
  });

  it('refuses a token with a bad signature: the client ends with close code 3500', async () => {
    const { wsUrl } = await start();
    const forged = await new PushTokens({
      secret: 'another-secret-another-secret-another-secret',
      connectionTtlSeconds: 60,
      subscriptionTtlSeconds: 60,
    }).connectionToken('');
    const client = track(newClient(wsUrl, { token: forged }));
    const disconnected: DisconnectedContext[] = [];
    client.on('disconnected', (ctx) => disconnected.push(ctx));
    client.connect();
    await waitFor(() => disconnected.length > 0, 3000, 'disconnected');
    expect(disconnected[0]).toEqual({ code: 3500, reason: 'invalid token' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.state).toBe('disconnected');
    expect(disconnected).toHaveLength(1);
  });

  it('answers an expired connection token with 109: the client gets a new token and connects', async () => {
    const { app, url, wsUrl } = await start();
    const expired = await app.pushTokens.connectionToken('', { ttlSeconds: -10 });
    let calls = 0;
    const client = track(
      newClient(wsUrl, {
        token: expired,
        getToken: async () => {
          calls++;
          return fetchConnectionToken(url);
        },
      }),
    );
    const errors: ErrorContext[] = [];
    client.on('error', (ctx) => errors.push(ctx));
    client.connect();
    await client.ready(5000);
    expect(calls).toBe(1);
    expect(errors.map((ctx) => [ctx.type, ctx.error.code])).toEqual([['connect', 109]]);
  });

  it('refreshes the connection token before it expires without reconnecting', async () => {
    // Tokens of 2 s (exp is in whole seconds, so a 1 s token may have a few ms left when it arrives
    // on a loaded machine, and expire before it is used).
    const { url, wsUrl } = await start({ config: { connectionTokenTtlSeconds: 2 } });
    let calls = 0;
    const client = track(
      newClient(wsUrl, {
        getToken: async () => {
          calls++;
          return fetchConnectionToken(url);
        },
      }),
    );
    let connects = 0;
    client.on('connected', () => connects++);
    client.connect();
    await client.ready(5000);
    await waitFor(() => calls >= 3, 15_000, 'two refreshes');
    expect(connects).toBe(1);
    expect(client.state).toBe('connected');
  });

  it('requires and checks a subscription token for a $ channel', async () => {
    const { url, wsUrl } = await start();
    const client = track(newClient(wsUrl, { getToken: () => fetchConnectionToken(url, '42') }));
    client.connect();
    await client.ready();

    // No token at all: 103 permission denied, the subscription ends.
    const noToken = client.newSubscription(privateChannel('en', '42'), { token: '' });
    const ended: UnsubscribedContext[] = [];
    noToken.on('unsubscribed', (ctx) => ended.push(ctx));
    noToken.subscribe();
    await waitFor(() => ended.length > 0, 3000, 'unsubscribed');
    expect(ended[0]).toMatchObject({ code: 103 });
    client.removeSubscription(noToken);

    // An expired token: 109, the client asks getToken for a fresh one and subscribes.
    const { app } = apps[0] as PushTestApp;
    const channel = privateChannel('en', '42');
    let calls = 0;
    const withRefresh = client.newSubscription(channel, {
      token: await app.pushTokens.subscriptionToken('42', channel, { ttlSeconds: -5 }),
      getToken: async () => {
        calls++;
        return fetchSubscriptionToken(url, '42', channel);
      },
      minResubscribeDelay: 10,
      maxResubscribeDelay: 50,
    });
    const subErrors: number[] = [];
    withRefresh.on('error', (ctx) => subErrors.push(ctx.error.code));
    withRefresh.subscribe();
    await withRefresh.ready(5000);
    expect(subErrors).toEqual([109]);
    expect(calls).toBe(1);
  });

  it('closes the connection with 3500 when a subscription token belongs to another user', async () => {
    const { app, url, wsUrl } = await start();
    const client = track(newClient(wsUrl, { getToken: () => fetchConnectionToken(url, '42') }));
    const disconnected: DisconnectedContext[] = [];
    client.on('disconnected', (ctx) => disconnected.push(ctx));
    client.connect();
    await client.ready();
    const channel = privateChannel('en', '42');
    const sub = client.newSubscription(channel, {
      token: await app.pushTokens.subscriptionToken('43', channel),
    });
    sub.subscribe();
    await waitFor(() => disconnected.length > 0, 3000, 'disconnected');
    expect(disconnected[0]).toEqual({ code: 3500, reason: 'invalid token' });
  });

  it('survives a server restart on the same port: the client reconnects and resubscribes', async () => {
    // A restarted server keeps its secret (PUSH_TOKEN_SECRET or DATA_DIR/secrets.json).
    const config = { tokenSecret: 'the-same-secret-before-and-after-the-restart' };
    const first = await startPushApp({ config });
    const client = track(newClient(first.wsUrl, { getToken: () => fetchConnectionToken(first.url) }));
    const sub = client.newSubscription(publicChannel('en'));
    const subscribed: SubscribedContext[] = [];
    const received: PublicationContext[] = [];
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.on('publication', (ctx) => received.push(ctx));
    const clientIds: string[] = [];
    client.on('connected', (ctx) => clientIds.push(ctx.client));
    sub.subscribe();
    client.connect();
    await sub.ready();
    await first.app.push.publish(publicChannel('en'), statusEvent(1));
    await waitFor(() => received.length === 1, 3000, 'first publication');

    await first.close();
    const second = await start({ port: first.port, config });
    await waitFor(() => subscribed.length === 2, 5000, 'resubscribed');
    expect(clientIds).toHaveLength(2);
    // A new process has a new epoch: the position from before cannot be served.
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: false });
    expect(subscribed[1]?.streamPosition?.epoch).not.toBe(subscribed[0]?.streamPosition?.epoch);

    await second.app.push.publish(publicChannel('en'), statusEvent(4));
    await waitFor(() => received.length === 2, 3000, 'publication after restart');
    expect(received[1]).toMatchObject({ offset: 1, data: statusEvent(4) });
  });

  it('recovers publications missed during a blip (recovered: true)', async () => {
    const { app, channel, subscribed, received } = await subscribedAfterOnePublication();

    // The socket drops without a close frame; three publications happen while the client is away.
    app.pushHub?.terminateAll();
    for (const id of [2, 3, 4]) await app.push.publish(channel, statusEvent(1, id));
    await waitFor(() => subscribed.length === 2, 5000, 'resubscribed');
    await waitFor(() => received.length === 4, 3000, 'recovered publications');
    expect(subscribed[1]).toMatchObject({
      wasRecovering: true,
      recovered: true,
      hasRecoveredPublications: true,
    });
    expect(received.map((ctx) => [ctx.offset, (ctx.data as PushPublication).message])).toEqual([
      [1, { match_id: 1, status: 0 }],
      [2, { match_id: 2, status: 1 }],
      [3, { match_id: 3, status: 1 }],
      [4, { match_id: 4, status: 1 }],
    ]);

    // Live publications continue after the recovered ones.
    await app.push.publish(channel, statusEvent(4, 5));
    await waitFor(() => received.length === 5, 3000, 'live publication');
    expect(received[4]?.offset).toBe(5);
  });

  it('answers recovered: false when the missed publications are no longer in the history', async () => {
    const { app, url, wsUrl } = await start({ config: { historySize: 2 } });
    const client = track(newClient(wsUrl, { getToken: () => fetchConnectionToken(url) }));
    const channel = publicChannel('de');
    const sub = client.newSubscription(channel);
    const subscribed: SubscribedContext[] = [];
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    client.connect();
    await sub.ready();
    app.pushHub?.terminateAll();
    for (const id of [1, 2, 3]) await app.push.publish(channel, statusEvent(1, id));
    await waitFor(() => subscribed.length === 2, 5000, 'resubscribed');
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: false });
    expect(subscribed[1]?.streamPosition?.offset).toBe(3);
  });

  it('answers recovered: false after the hub forgot its history (new epoch, as after a restart)', async () => {
    const { app, channel, subscribed, received } = await subscribedAfterOnePublication();

    app.pushHub?.forgetHistory();
    app.pushHub?.terminateAll();
    await app.push.publish(channel, statusEvent(1, 2));
    await waitFor(() => subscribed.length === 2, 5000, 'resubscribed');
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: false });
    expect(subscribed[1]?.streamPosition?.epoch).not.toBe(subscribed[0]?.streamPosition?.epoch);
    expect(received).toHaveLength(1);
  });
});
