import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedBonuses } from '../../src/db/schema.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  type PlayerAgent,
  payload,
  V2,
  V3,
} from '../betting/helpers.ts';
import { spyOnPush } from '../helpers/push-spy.ts';
import { prematchDraws, withoutSignUpBonuses } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

const AMB = `${V2}/bonuses/freebets/amb`;
let t: BettingTestApp;
/** One draw (odds ≥ 1.50, so ≥ the campaign's 1.30) of each prematch soccer match. */
let draws: OpenSelection[];

const combo = (from: number, n = 3) => draws.slice(from, from + n);
const place = (agent: PlayerAgent, sels: OpenSelection[], stake = 100, extra: Record<string, unknown> = {}) =>
  agent.post(`${V3}/bets`, payload(sels, stake, extra), { headers: key() });
const progress = async (agent: PlayerAgent) => (await agent.get(AMB)).body.data[0];
const slip = (odds: number[], extra: Record<string, unknown> = {}) => ({
  bet_type: odds.length > 1 ? 'combo' : 'single',
  stake: { value: 100, currency: 'EUR' },
  selections: odds.map((o) => ({ odds: o })),
  ...extra,
});
const ambFreebets = async (userId: number) =>
  (await t.db.select().from(issuedBonuses).where(eq(issuedBonuses.userId, userId))).filter((r) =>
    r.issueKey.startsWith('amb:'),
  );

beforeAll(async () => {
  t = await createBettingApp();
  await withoutSignUpBonuses(t.db);
  draws = await prematchDraws(t.db);
  expect(draws.length).toBeGreaterThanOrEqual(9);
});
afterAll(() => t.close());

describe('accumulator-bonus progress (amb)', () => {
  it('needs a signed-in player (401 with a code)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: AMB,
        ...(method === 'POST' ? { payload: slip([1500]) } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toEqual(expect.any(String));
    }
  });

  it('a new player sees the seeded campaign at 0; POST with the slip says whether its bet counts', async () => {
    const p = await t.player('amb-new@example.test');
    expect((await p.get(AMB)).body.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Accumulator progress',
        type: 'freebet',
        progress_count: 0,
        possible_progress_count: 0,
        counts: false,
        amb_ranges: [
          {
            number_of_bets: 3,
            currency: 'EUR',
            currency_subunits: 2,
            number_of_freebets: 1,
            issued_bonus_amount: 500,
          },
          {
            number_of_bets: 5,
            currency: 'EUR',
            currency_subunits: 2,
            number_of_freebets: 2,
            issued_bonus_amount: 500,
          },
        ],
        stake_currency: 'EUR',
        min_stake: 100,
        issue_to: expect.any(String),
        qualifying: { bet_types: ['combo'], min_selections: 3, min_selection_odds: 1300 },
      },
    ]);
    const ask = async (body: Record<string, unknown>) => (await p.post(AMB, body)).body.data[0];
    expect(await ask(slip([1500, 1300, 2000]))).toMatchObject({ counts: true, possible_progress_count: 1 });
    expect(await ask(slip([1500, 1299, 2000]))).toMatchObject({ counts: false, possible_progress_count: 0 });
    expect(await ask(slip([1500, 1400]))).toMatchObject({ counts: false });
    expect(await ask(slip([1500]))).toMatchObject({ counts: false });
    expect(await ask(slip([1500, 1300, 2000], { freebet: true }))).toMatchObject({ counts: false });
    expect(await ask(slip([1500, 1300, 2000], { stake: { value: 99, currency: 'EUR' } }))).toMatchObject({
      counts: false,
    });
    const bad = await p.post(AMB, { bet_type: 'combo', selections: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toEqual(expect.any(String));
  });

  it('counts qualifying cash bets only and issues the 3-bet free bet once, with bonus_issued', async () => {
    const p = await t.player('amb-count@example.test');
    await t.credit(p.userId, 10_000);
    expect((await place(p, combo(0, 1))).status).toBe(200); // a single
    expect((await place(p, combo(0, 2))).status).toBe(200); // two selections
    expect((await place(p, combo(0, 3), 99)).status).toBe(200); // below min stake
    expect(await progress(p)).toMatchObject({ progress_count: 0 });
    expect((await place(p, combo(0))).status).toBe(200);
    expect((await place(p, combo(3))).status).toBe(200);
    expect(await progress(p)).toMatchObject({ progress_count: 2 });
    expect(await ambFreebets(p.userId)).toHaveLength(0);
    const spy = spyOnPush(t.app);
    expect((await place(p, combo(6))).status).toBe(200);
    const pushed = spy.mock.calls.filter(
      ([c, m]) => c === `$private:en:${p.userId}` && (m as Loose).event_name === 'bonus_issued',
    );
    spy.mockRestore();
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.[1]).toMatchObject({
      message: { type: 'freebet', issued: { amount: 500, currency: 'EUR' } },
    });
    expect(await progress(p)).toMatchObject({ progress_count: 3, possible_progress_count: 3 });
    const freebets = (await p.get(`${V2}/bonuses/freebets`)).body.data;
    expect(freebets.map((f: Loose) => [f.type, f.issued.amount, f.user_bonus_status])).toEqual([
      ['freebet', 500, 'available'],
    ]);
    // Spending the earned free bet on a qualifying combo is not a cash bet: it does not count.
    const id = freebets[0].id;
    expect((await p.post(`${V2}/bonuses/${id}/activate`, {})).status).toBe(200);
    const free = await place(p, combo(0), 500, { bonus: { id, type: 'freebet' } });
    expect(free.status).toBe(200);
    expect(await progress(p)).toMatchObject({ progress_count: 3 });
    expect(await ambFreebets(p.userId)).toHaveLength(1);
  });

  it('a burst of 50 qualifying placements counts each placed bet once and issues each range once', async () => {
    const p = await t.player('amb-burst@example.test');
    await t.credit(p.userId, 100_000);
    const spy = spyOnPush(t.app);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => place(p, combo(i % 7))));
    const pushed = spy.mock.calls.filter(
      ([c, m]) => c === `$private:en:${p.userId}` && (m as Loose).event_name === 'bonus_issued',
    );
    spy.mockRestore();
    const placed = results.filter((r) => r.status === 200).length;
    expect(placed).toBeGreaterThanOrEqual(5);
    expect(await progress(p)).toMatchObject({ progress_count: placed });
    const issued = await ambFreebets(p.userId);
    expect(issued.map((r) => r.issueKey).sort()).toEqual(['amb:3:1', 'amb:5:1', 'amb:5:2']);
    expect(issued.every((r) => r.amount === 500 && r.currency === 'EUR')).toBe(true);
    expect(pushed).toHaveLength(3);
  });
});
