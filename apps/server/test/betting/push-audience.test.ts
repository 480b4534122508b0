import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HubSocket } from '../../src/modules/push/connection.ts';
import type { EmbeddedPublisher } from '../../src/modules/push/publisher.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  V3,
} from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: loose push frames in tests
type Loose = any;

let t: BettingTestApp;
let eve: PlayerAgent;
let pick: OpenSelection;

beforeAll(async () => {
  t = await createBettingApp();
  eve = await t.player('eve@example.test');
  await t.credit(eve.userId, 100_000);
  [pick] = (await openSelections(t.db, 1)) as [OpenSelection];
});
afterAll(() => t.close());

const hubOf = () => (t.app.push as EmbeddedPublisher).hub;
const place = async () => {
  const res = await eve.post(`${V3}/bets`, payload([pick], 100), { headers: key() });
  expect(res.status).toBe(200);
  return res.body.data[0];
};

/**
 * A player's open tab subscribed to one private channel. Boundary stand-in for a WebSocket client:
 * the hub hands it the encoded frames, as it would a connection.
 */
function tab(channel: string) {
  const frames: Loose[] = [];
  const socket = { sendFrame: (f: Buffer | string) => frames.push(JSON.parse(String(f))) };
  const stream = hubOf().attach(channel, socket as unknown as HubSocket);
  const events = () => frames.map((f) => f.push.pub.data);
  return { stream, socket, events, close: () => hubOf().detach(stream, socket as unknown as HubSocket) };
}

describe('private pushes after a placement', () => {
  it('reach a tab open in any locale, in its language; channels nobody subscribed to get nothing', async () => {
    const de = tab(`$private:de:${eve.userId}`);
    const spy = vi.spyOn(t.app.push, 'publish');
    const bet = await place();
    const pushed = new Set(spy.mock.calls.map(([channel]) => channel));
    spy.mockRestore();
    expect([...pushed]).toEqual([`$private:de:${eve.userId}`]);
    const names = de.events().map((d) => d.event_name);
    expect(names).toEqual(expect.arrayContaining(['balance_changed', 'bet_changed']));
    const changed = de.events().find((d) => d.event_name === 'bet_changed');
    expect(changed.message.id).toBe(bet.id);
    const { body: inGerman } = await eve.get(`${V3}/bets/${bet.id}`, { 'accept-language': 'de' });
    expect(changed.message.selections[0].market_name).toBe(inGerman.data.selections[0].market_name);
    de.close();
  });

  it('are kept for a tab that reconnects: what was published while it was away is recovered', async () => {
    const fr = tab(`$private:fr:${eve.userId}`);
    const { offset, epoch } = fr.stream;
    fr.close();
    const bet = await place();
    const missed = fr.stream.since(offset, epoch);
    expect(missed).not.toBeNull();
    const names = (missed ?? []).map((p) => (p.data as Loose).event_name);
    expect(names).toEqual(expect.arrayContaining(['balance_changed', 'bet_changed']));
    expect((missed ?? []).find((p) => (p.data as Loose).event_name === 'bet_changed')?.data).toMatchObject({
      message: { id: bet.id },
    });
  });
});
