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

let t: BettingTestApp;
/** One draw (odds ≥ 1.50) of each prematch soccer match. */
let draws: OpenSelection[];

async function issue(agent: PlayerAgent, campaign: string): Promise<Loose> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/bonuses/issue',
    payload: { email: agent.email, campaign },
  });
  expect(res.statusCode).toBe(201);
  const bonus = res.json().data;
  expect((await agent.post(`${V2}/bonuses/${bonus.id}/activate`, {})).status).toBe(200);
  return bonus;
}

const bet = (agent: PlayerAgent, sel: OpenSelection, stake = 100, extra: Record<string, unknown> = {}) =>
  agent.post(`${V3}/bets`, payload([sel], stake, extra), { headers: key() });

async function stats(id: number) {
  const [row] = await t.db.select().from(issuedBonuses).where(eq(issuedBonuses.id, id));
  return row?.farmingStats as Loose;
}

beforeAll(async () => {
  t = await createBettingApp();
  await withoutSignUpBonuses(t.db);
  draws = await prematchDraws(t.db);
  expect(draws.length).toBeGreaterThanOrEqual(10);
});
afterAll(() => t.close());

describe('hunting', () => {
  it('earns points per qualifying bet once per event and turns 100 points into a 1.00 free bet', async () => {
    const p = await t.player('hunter@example.test');
    await t.credit(p.userId, 10_000);
    const hunt = await issue(p, 'soccer-hunt');
    for (const sel of draws.slice(0, 9)) expect((await bet(p, sel)).status).toBe(200);
    expect(await stats(hunt.id)).toMatchObject({
      points: 90,
      available_points: 90,
      bets_count: 9,
      avg_stake: 100,
    });
    // The same event again: farm_once_per_event.
    expect((await bet(p, draws[0] as OpenSelection)).status).toBe(200);
    expect((await stats(hunt.id)).points).toBe(90);
    // The slip names the hunt on the bet (chosen by default): placed as a plain cash bet.
    const spy = spyOnPush(t.app);
    const named = await bet(p, draws[9] as OpenSelection, 100, { bonus: { id: hunt.id, type: 'hunting' } });
    const issuedPush = spy.mock.calls.find(
      ([c, m]) => c === `$private:en:${p.userId}` && (m as Loose).event_name === 'bonus_issued',
    );
    spy.mockRestore();
    expect(issuedPush?.[1]).toMatchObject({ message: { type: 'freebet', issued: { amount: 100 } } });
    expect(named.status).toBe(200);
    expect(named.body.data[0]).toMatchObject({
      stake: { value: 100 },
      bonus: { id: hunt.id, type: 'hunting' },
    });
    expect(await stats(hunt.id)).toMatchObject({
      points: 100,
      available_points: 0,
      farmed_freebets_count: 1,
    });
    const freebets = (await p.get(`${V2}/bonuses/freebets`)).body.data;
    expect(freebets).toHaveLength(1);
    expect(freebets[0]).toMatchObject({ type: 'freebet', issued: { amount: 100, currency: 'EUR' } });
    const view = (await p.get(`${V2}/bonuses/${hunt.id}`)).body.data;
    expect(view.issued.farming_stats).toMatchObject({ points: 100, bets_count: 10 });
  });

  it('lists the points a bet earns and the events farmed, for the slip to show "+10 points"', async () => {
    const p = await t.player('slipview@example.test');
    await t.credit(p.userId, 1_000);
    const hunt = await issue(p, 'soccer-hunt');
    expect(hunt.points_per_bet).toBe(10);
    const sel = draws[3] as OpenSelection;
    expect((await bet(p, sel)).status).toBe(200);
    const view = (await p.get(`${V2}/bonuses/${hunt.id}`)).body.data;
    expect(view).toMatchObject({ points_per_bet: 10, farm_once_per_event: true });
    expect(view.issued.farming_stats).toMatchObject({ points: 10, farmed_event_ids: [sel.match_id] });
  });

  it('an inactive (not activated) hunt earns nothing', async () => {
    const p = await t.player('idle@example.test');
    await t.credit(p.userId, 1_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/bonuses/issue',
      payload: { email: p.email, campaign: 'soccer-hunt' },
    });
    expect((await bet(p, draws[0] as OpenSelection)).status).toBe(200);
    expect((await stats(res.json().data.id)).points ?? 0).toBe(0);
  });
});

describe('tournament', () => {
  it('counts each of 50 concurrent bets once, and ranks players by points with masked e-mails', async () => {
    const a = await t.player('alpha@example.test');
    const b = await t.player('bravo@example.test');
    await t.credit(a.userId, 100_000);
    await t.credit(b.userId, 100_000);
    const ta = await issue(a, 'weekly-tournament');
    await issue(b, 'weekly-tournament');
    const sel = draws[1] as OpenSelection;
    const spy = spyOnPush(t.app);
    const results = await Promise.all(Array.from({ length: 50 }, () => bet(a, sel)));
    const pools = spy.mock.calls
      .filter(([c, m]) => c === 'public:en' && (m as Loose).event_name === 'tournament_pool_changed')
      .map(([, m]) => (m as Loose).message);
    spy.mockRestore();
    const placed = results.filter((r) => r.status === 200).length;
    expect(placed).toBeGreaterThan(0);
    expect((await stats(ta.id)).points).toBe(placed * 10);
    expect((await bet(b, sel)).status).toBe(200);
    const rating = await b.get(`${V2}/bonuses/tournaments/${ta.id}/rating`);
    expect(rating.status).toBe(404);
    const mine = (await a.get(`${V2}/bonuses/tournaments`)).body.data[0];
    const board = await a.get(`${V2}/bonuses/tournaments/${mine.id}/rating`);
    expect(board.body.data).toEqual([
      {
        position: 1,
        current_user: true,
        email: 'alpha@example.test',
        farmed_amount: placed * 10,
        currency_code: 'EUR',
        farmed_freebets_count: 0,
      },
      {
        position: 2,
        current_user: false,
        email: 'b***@example.test',
        farmed_amount: 10,
        currency_code: 'EUR',
        farmed_freebets_count: 0,
      },
    ]);
    // Pool: 100.00 EUR + 0.10 EUR per point; levels active once reached.
    const pool = 10_000 + (placed + 1) * 10 * 10;
    expect(board.body).toMatchObject({ pool_amount: pool, currency: 'EUR' });
    expect(board.body.pool_levels.map((l: Loose) => l.state)).toEqual([
      'active',
      pool >= 12_000 ? 'active' : 'created',
      'created',
    ]);
    expect(pools.length).toBe(placed);
    expect(new Set(pools.map((m: Loose) => m.campaign_id))).toEqual(new Set([mine.campaign_id]));
    expect(Math.max(...pools.map((m: Loose) => m.pool_amount))).toBe(10_000 + placed * 100);
  });
});

describe('loot box', () => {
  it('a bet naming the box with its fixed bonus odds (1.000) is placed and counts; other odds are refused', async () => {
    const p = await t.player('boxslip@example.test');
    await t.credit(p.userId, 1_000);
    const box = await issue(p, 'lucky-box');
    const sel = draws[4] as OpenSelection;
    const wrong = await bet(p, sel, 100, { bonus: { id: box.id, type: 'lootbox', odds: 2000 } });
    expect([wrong.status, wrong.body.data.errors_by_bet[0].code]).toEqual([422, 'error.bonus.odds']);
    const named = await bet(p, sel, 100, { bonus: { id: box.id, type: 'lootbox', odds: 1000 } });
    expect(named.status).toBe(200);
    expect(named.body.data[0]).toMatchObject({
      stake: { value: 100 },
      odds: sel.odds,
      bonus: { id: box.id, type: 'lootbox' },
    });
    expect((await stats(box.id)).bets_count).toBe(1);
  });

  it('opens once after 3 qualifying bets (a burst of 50), reveals a place and pays a winning place as a free bet', async () => {
    const p = await t.player('box@example.test');
    await t.credit(p.userId, 100_000);
    const box = await issue(p, 'lucky-box');
    expect(box.lootbox).toMatchObject({ bets_to_open: 3, opened: false, image: 'default' });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bet(p, draws[i % draws.length] as OpenSelection)),
    );
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(3);
    const view = (await p.get(`${V2}/bonuses/${box.id}`)).body.data;
    expect(view.user_bonus_status).toBe('bonus_over');
    expect(view.issued.farming_stats.bets_count).toBe(3);
    const { place, win, amount, image } = view.lootbox;
    expect([1, 2, 3]).toContain(place);
    expect(image).toBe(`place${place}${win ? 'Win' : 'Lose'}`);
    expect({ win, amount }).toEqual(
      { 1: { win: true, amount: 1000 }, 2: { win: true, amount: 500 }, 3: { win: false, amount: 0 } }[
        place as 1 | 2 | 3
      ],
    );
    const freebets = (await p.get(`${V2}/bonuses/freebets`)).body.data;
    expect(freebets.map((f: Loose) => f.issued.amount)).toEqual(amount > 0 ? [amount] : []);

    // The opened box boosts one free bet (freebets_to_boost 1): once, under a burst of 50.
    const welcome = (await p.post(`${V2}/bonuses/promo-code`, { code: 'WELCOME10' })).body.data;
    const boosts = await Promise.all(
      Array.from({ length: 50 }, () => p.post(`${V2}/bonuses/${welcome.id}/boost`, {})),
    );
    expect(boosts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(boosts.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(
      new Set(['bonus_not_boostable']),
    );
    const boosted = (await p.get(`${V2}/bonuses/${welcome.id}`)).body.data;
    expect(boosted.issued).toMatchObject({ amount: 1500, boost_multiplier: 1500 });
    const other = (await p.post(`${V2}/bonuses/promo-code`, { code: 'ALLWIN5' })).body.data;
    const none = await p.post(`${V2}/bonuses/${other.id}/boost`, {});
    expect([none.status, none.body.code]).toEqual([409, 'no_boost_available']);
  });
});
