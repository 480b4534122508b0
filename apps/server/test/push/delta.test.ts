import { matchChannel } from '@sportsbook/contract';
import type { Centrifuge, PublicationContext, SubscribedContext, Subscription } from 'centrifuge';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { fetchConnectionToken, newClient, type PushTestApp, startPushApp, waitFor } from './helpers.ts';

// Delta compression (issue 15, PUSH-PROTOCOL.md): a subscriber that asks for `delta: 'fossil'` gets
// the first publication, and the first after a recovery, in full and the rest as fossil deltas
// against the previous publication; the real `centrifuge` client turns them back into the same data.

const apps: PushTestApp[] = [];
const clients: Centrifuge[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const app of apps.splice(0)) await app.close();
});

/** A `ws` WebSocket that counts the bytes of every frame it receives (what crossed the wire). */
function countingSocket() {
  const counter = { bytes: 0 };
  class Counting extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('message', (data: Buffer) => {
        counter.bytes += data.length;
      });
    }
  }
  return { counter, Counting };
}

/** A markets_changed-like publication of ~20 KB in which one price moves each time. */
function marketsPayload(tick: number, name = 'Home team') {
  return {
    event_name: 'markets_changed',
    message: {
      match_id: 7,
      markets: Array.from({ length: 60 }, (_, i) => ({
        id: i + 1,
        name: `${name} market ${i + 1}`,
        status: 1,
        outcomes: [1, 2, 3].map((o) => ({
          id: `${i}-${o}`,
          name: `${name} outcome ${o}`,
          odds: 1500 + o * 250 + (i === tick % 60 && o === 1 ? tick : 0),
          active: true,
        })),
      })),
    },
  };
}

interface Listener {
  client: Centrifuge;
  sub: Subscription;
  received: unknown[];
  subscribed: SubscribedContext[];
  counter: { bytes: number };
}

async function listen(app: PushTestApp, channel: string, delta: boolean): Promise<Listener> {
  const { counter, Counting } = countingSocket();
  const client = newClient(app.wsUrl, {
    getToken: () => fetchConnectionToken(app.url),
    websocket: Counting,
  });
  clients.push(client);
  const sub = client.newSubscription(channel, { recoverable: true, ...(delta ? { delta: 'fossil' } : {}) });
  const received: unknown[] = [];
  const subscribed: SubscribedContext[] = [];
  sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
  sub.on('subscribed', (ctx) => subscribed.push(ctx));
  sub.subscribe();
  client.connect();
  await sub.ready();
  return { client, sub, received, subscribed, counter };
}

describe('push delta compression', () => {
  it('gives a delta subscriber the same data in far fewer bytes than a plain one', async () => {
    const app = await startPushApp();
    apps.push(app);
    const channel = matchChannel('en', 7);
    const plain = await listen(app, channel, false);
    const delta = await listen(app, channel, true);
    const before = { plain: plain.counter.bytes, delta: delta.counter.bytes };
    const sent = Array.from({ length: 10 }, (_, i) => marketsPayload(i + 1));
    for (const payload of sent) await app.app.push.publish(channel, payload);
    await waitFor(() => plain.received.length === 10 && delta.received.length === 10, 5000, 'publications');

    expect(delta.received).toEqual(sent);
    expect(plain.received).toEqual(sent);
    expect(delta.subscribed[0]).toMatchObject({ recoverable: true });
    expect(delta.sub.deltaStats()).toMatchObject({ numFullPayloads: 1, numDeltaPayloads: 9 });
    const plainBytes = plain.counter.bytes - before.plain;
    const deltaBytes = delta.counter.bytes - before.delta;
    // Nine of the ten payloads travel as a few dozen bytes instead of ~20 KB each.
    expect(deltaBytes * 4).toBeLessThan(plainBytes);
  });

  it('sends the first publication after a recovery in full, and the data stays the same', async () => {
    const app = await startPushApp();
    apps.push(app);
    const channel = matchChannel('en', 8);
    const delta = await listen(app, channel, true);
    const sent = [marketsPayload(1), marketsPayload(2)];
    for (const payload of sent) await app.app.push.publish(channel, payload);
    await waitFor(() => delta.received.length === 2, 5000, 'first publications');

    app.app.pushHub?.terminateAll();
    await waitFor(() => delta.client.state !== 'connected', 3000, 'disconnect');
    const missed = [marketsPayload(3), marketsPayload(4)];
    for (const payload of missed) await app.app.push.publish(channel, payload);
    await waitFor(() => delta.received.length === 4, 5000, 'recovered publications');
    const after = [marketsPayload(5), marketsPayload(6)];
    for (const payload of after) await app.app.push.publish(channel, payload);
    await waitFor(() => delta.received.length === 6, 5000, 'live publications after recovery');

    expect(delta.received).toEqual([...sent, ...missed, ...after]);
    expect(delta.subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    // Full: the very first, the two recovered; deltas: the second, and the two live after recovery.
    expect(delta.sub.deltaStats()).toMatchObject({ numFullPayloads: 3, numDeltaPayloads: 3 });
  });

  it('keeps non-ASCII payloads intact (a delta that would split a character goes in full)', async () => {
    const app = await startPushApp();
    apps.push(app);
    const channel = matchChannel('ja', 9);
    const delta = await listen(app, channel, true);
    const sent = [1, 2, 3, 4].map((i) => marketsPayload(i, i % 2 ? '東京ヴェルディ' : 'الأهلي'));
    for (const payload of sent) await app.app.push.publish(channel, payload);
    await waitFor(() => delta.received.length === 4, 5000, 'publications');
    expect(delta.received).toEqual(sent);
  });
});
