import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema.ts';
import { NOTIFICATION_LOCALES } from '../../src/modules/notifications/messages.ts';
import { writeNotification } from '../../src/modules/notifications/queries.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  V2,
  V3,
} from '../betting/helpers.ts';
import { spyOnPush } from '../helpers/push-spy.ts';
import { Agent } from '../platform/helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

let t: BettingTestApp;
let alice: PlayerAgent;
let bob: PlayerAgent;
let picks: OpenSelection[];
const N = `${V2}/notifications`;

const dev = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });

const rowsOf = (userId: number, type?: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), ...(type ? [eq(notifications.type, type)] : [])));

const unread = async (agent: Agent) => (await agent.get(`${N}/counters`)).body.unread as number;

beforeAll(async () => {
  t = await createBettingApp();
  alice = await t.player('note-alice@example.test');
  bob = await t.player('note-bob@example.test');
  await t.credit(alice.userId, 100_000);
  picks = await openSelections(t.db, 3);
}, 120_000);
afterAll(() => t?.close());

describe('notifications (issue 14)', () => {
  it('are for signed-in players only; a cookie mutation needs the CSRF header', async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.get(N)).status).toBe(401);
    expect((await visitor.get(`${N}/counters`)).status).toBe(401);
    expect((await visitor.post(`${N}/read-all`)).status).toBe(401);
    expect((await alice.post(`${N}/read-all`, undefined, { csrf: false })).status).toBe(403);
    expect((await alice.post(`${N}/read`, { ids: [1] }, { csrf: false })).status).toBe(403);
    const bad = await alice.post(`${N}/read`, { ids: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeTruthy();
    expect((await alice.get(`${N}?limit=0`)).status).toBe(400);
  });

  it('a settled bet writes one notification with its result and id, pushed with the new counters', async () => {
    const pick = picks[0] as OpenSelection;
    const placed = await alice.post(`${V3}/bets`, payload([pick], 1000), { headers: key() });
    expect(placed.status).toBe(200);
    const bet = placed.body.data[0];
    const before = await unread(alice);
    const spy = spyOnPush(t.app);
    expect((await dev({ type: 'settle', matchId: pick.match_id })).statusCode).toBe(200);
    const pushed = spy.mock.calls.map(([channel, data]) => ({ channel, ...data }) as Loose);
    spy.mockRestore();
    const rows = (await rowsOf(alice.userId, 'bet_settled')).filter((r) => r.objectId === String(bet.id));
    expect(rows).toHaveLength(1);
    const settled = (await alice.get(`${V3}/bets/${bet.id}`)).body.data;
    const expected = settled.win_amount > 0 ? 'won' : 'lost';
    expect(rows[0]?.params).toMatchObject({ result: expected, currency: 'EUR' });
    expect(await unread(alice)).toBe(before + 1);

    const list = (await alice.get(N)).body;
    expect(list.data[0]).toMatchObject({
      type: 'bet_settled',
      object_type: 'bet',
      object_id: String(bet.id),
      read: false,
      link: `/my-bets?bet=${bet.id}`,
      title: expected === 'won' ? 'Bet won' : 'Bet lost',
    });
    const notes = pushed.filter(
      (p) => p.event_name === 'notification' && p.channel.endsWith(`:${alice.userId}`),
    );
    expect(notes.map((p) => p.message.id)).toContain(list.data[0].id);
    const german = notes.find((p) => p.channel === `$private:de:${alice.userId}`);
    expect(german?.message.kind).toBe('centre');
    expect(german?.message.title).toBe(expected === 'won' ? 'Wette gewonnen' : 'Wette verloren');
    const counters = pushed.filter((p) => p.event_name === 'unread_counters_changed');
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.every((p) => p.message.unread === before + 1)).toBe(true);
  });

  it('a cash out writes one cashout_done notification with the amount paid', async () => {
    const placed = await alice.post(`${V3}/bets`, payload([picks[1] as OpenSelection], 1000), {
      headers: key(),
    });
    const bet = placed.body.data[0];
    const res = await alice.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: bet.to_cashout });
    expect(res.status).toBe(200);
    const rows = (await rowsOf(alice.userId, 'cashout_done')).filter((r) => r.objectId === String(bet.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.params).toEqual({ amount: bet.to_cashout, currency: 'EUR' });
    const view = (await alice.get(N)).body.data[0];
    expect(view.body).toContain(`#${bet.id}`);
  });

  it('an issued bonus writes one bonus_issued notification that leads to the bonus', async () => {
    const res = await bob.post(`${V2}/bonuses/promo-code`, { code: 'WELCOME10' });
    expect(res.status).toBe(201);
    const bonusId = String(res.body.data.id);
    const rows = (await rowsOf(bob.userId, 'bonus_issued')).filter((r) => r.objectId === bonusId);
    expect(rows).toHaveLength(1);
    const view = (await bob.get(N)).body.data[0];
    expect(view).toMatchObject({ type: 'bonus_issued', object_type: 'bonus', title: 'New bonus' });
    expect(view.link).toBe(`/promotions?bonus=${rows[0]?.objectId}`);
    expect(view.body).toContain('10.00 EUR');
  });

  it('a credited deposit and a deposit refused by the limit each write one notification', async () => {
    const carol = await t.player('note-carol@example.test');
    await carol.post('/user_limits', { type: 'deposit', value: 5_000, currency: 'EUR', period: 'day' });
    const start = async () =>
      (await carol.post('/api/cashier/deposits', { currency: 'EUR', amount: 3_000 })).body;
    const [first, second] = [await start(), await start()];
    const pay = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cashier/emulator/pay',
        payload: { payment_id: id, card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      });
    expect((await pay(first.payment_id)).json().status).toBe('approved');
    expect((await pay(second.payment_id)).json().status).toBe('declined');
    expect(await rowsOf(carol.userId, 'deposit_credited')).toHaveLength(1);
    const refused = await rowsOf(carol.userId, 'limit_reached');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.params).toMatchObject({ code: 'deposit_limit_exceeded', amount: 3_000 });
    const list = (await carol.get(N, { 'accept-language': 'fr' })).body.data;
    // Newest first (a first-deposit bonus may sit between them).
    const types = list.map((n: Loose) => n.type);
    expect(types.indexOf('limit_reached')).toBeLessThan(types.indexOf('deposit_credited'));
    const credited = list.find((n: Loose) => n.type === 'deposit_credited');
    expect(credited).toMatchObject({ title: 'Dépôt crédité', link: '/wallet', object_id: first.payment_id });
  });

  it('a jackpot hit written by its module reads in the request’s locale', async () => {
    const dave = await t.player('note-dave@example.test');
    await writeNotification(t.db, {
      userId: dave.userId,
      type: 'jackpot_hit',
      objectType: 'jackpot_hit',
      objectId: 7,
      params: { amount: 123_456, currency: 'EUR' },
    });
    const en = (await dave.get(N)).body.data[0];
    expect(en).toMatchObject({
      type: 'jackpot_hit',
      title: 'Jackpot hit!',
      body: 'You hit the jackpot: 1,234.56 EUR.',
    });
    const de = (await dave.get(N, { 'accept-language': 'de' })).body.data[0];
    expect(de.body).toBe('Du hast den Jackpot geknackt: 1.234,56 EUR.');
    for (const locale of SUPPORTED_LOCALES) expect(NOTIFICATION_LOCALES).toContain(locale);
  });

  it('a notification written in an event’s transaction is gone when that transaction rolls back', async () => {
    const before = (await rowsOf(bob.userId)).length;
    const failing = t.db.transaction(async (tx) => {
      await writeNotification(tx as unknown as typeof t.db, {
        userId: bob.userId,
        type: 'deposit_credited',
        objectType: 'payment',
        objectId: 'rolled-back',
        params: { amount: 100, currency: 'EUR' },
      });
      throw new Error('the event failed');
    });
    await expect(failing).rejects.toThrow('the event failed');
    expect(await rowsOf(bob.userId)).toHaveLength(before);
  });

  it('pages newest first by cursor', async () => {
    const erin = await t.player('note-erin@example.test');
    // Without the sign-up bonus's notification: a player with these five only.
    await t.db.delete(notifications).where(eq(notifications.userId, erin.userId));
    for (let i = 1; i <= 5; i++) {
      await writeNotification(t.db, {
        userId: erin.userId,
        type: 'deposit_credited',
        objectType: 'payment',
        objectId: `p${i}`,
        params: { amount: i * 100, currency: 'EUR' },
      });
    }
    const first = (await erin.get(`${N}?limit=2`)).body;
    expect(first.data.map((n: Loose) => n.object_id)).toEqual(['p5', 'p4']);
    const second = (await erin.get(`${N}?limit=2&before=${first.next_before}`)).body;
    expect(second.data.map((n: Loose) => n.object_id)).toEqual(['p3', 'p2']);
    const third = (await erin.get(`${N}?limit=2&before=${second.next_before}`)).body;
    expect(third).toMatchObject({ next_before: null });
    expect(third.data.map((n: Loose) => n.object_id)).toEqual(['p1']);
  });

  it('a player neither sees nor marks another player’s notifications', async () => {
    const aliceIds = (await rowsOf(alice.userId)).map((r) => r.id);
    const aliceUnread = await unread(alice);
    expect(aliceUnread).toBeGreaterThan(0);
    const bobList = (await bob.get(`${N}?limit=50`)).body.data.map((n: Loose) => n.id);
    expect(bobList.some((id: number) => aliceIds.includes(id))).toBe(false);
    const marked = await bob.post(`${N}/read`, { ids: aliceIds });
    expect(marked.status).toBe(200);
    expect(marked.body.marked).toBe(0);
    expect(await unread(alice)).toBe(aliceUnread);
    expect((await rowsOf(alice.userId)).every((r) => !r.read)).toBe(true);
  });

  it('read marks the player’s own ids, pushes the new counters; read-all under a burst of 50 leaves 0', async () => {
    const rows = await rowsOf(alice.userId);
    const total = rows.length;
    const first = rows[0]?.id as number;
    const spy = spyOnPush(t.app);
    const once = await alice.post(`${N}/read`, { ids: [first, first] });
    expect(once.body).toEqual({ unread: total - 1, marked: 1 });
    const pushed = spy.mock.calls.filter(([, d]) => d.event_name === 'unread_counters_changed');
    expect(pushed.length).toBeGreaterThan(0);
    expect(pushed.every(([, d]) => (d.message as Loose).unread === total - 1)).toBe(true);
    spy.mockRestore();
    expect((await alice.post(`${N}/read`, { ids: [first] })).body.marked).toBe(0);

    const answers = await Promise.all(Array.from({ length: 50 }, () => alice.post(`${N}/read-all`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.body.marked, 0)).toBe(total - 1);
    expect(await unread(alice)).toBe(0);
    expect((await alice.get(`${N}?limit=50`)).body.data.every((n: Loose) => n.read)).toBe(true);
    expect(await unread(bob)).toBe((await rowsOf(bob.userId)).length);
  });
});
