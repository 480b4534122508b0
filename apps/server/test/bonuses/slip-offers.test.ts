import { comboOdds, type Odds } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCampaigns } from '../../src/db/schema.ts';
import { type BettingTestApp, createBettingApp, type PlayerAgent, V2 } from '../betting/helpers.ts';
import { Agent } from '../platform/helpers.ts';
import { prematchSoccer1x2, withoutSignUpBonuses } from './helpers.ts';

// SPEC §7 POST /bonuses: the player's bonuses for a slip, evaluated on the server with the placement
// rules: eligible or the reasons why not, a combo boost's odds and a free bet's amount.

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

let t: BettingTestApp;
let p: PlayerAgent;
/** Prematch soccer draws (odds ≥ 1.500) and a home win of ≥ 1.200 but < 1.500 odds. */
let draws: { event_id: number; odds: number }[];

const slip = (bet_type: string, selections: { event_id: number; odds: number }[], stake = 500) => ({
  bet_type,
  stake,
  currency: 'EUR',
  selections,
});

async function offers(agent: PlayerAgent, body: Record<string, unknown>): Promise<Loose[]> {
  const res = await agent.post(`${V2}/bonuses`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const byType = (list: Loose[], type: string) => list.find((b) => b.type === type);

beforeAll(async () => {
  t = await createBettingApp();
  await withoutSignUpBonuses(t.db);
  const rows = await prematchSoccer1x2(t.db);
  draws = rows
    .map((r) => ({ event_id: r.eventId, odds: r.outcomes.find((o) => String(o.id) === 'draw')?.odds ?? 0 }))
    .filter((s) => s.odds >= 1500);
  expect(draws.length).toBeGreaterThanOrEqual(5);
  p = await t.player('slip@example.test');
  for (const code of ['BOOST3', 'WELCOME10']) {
    expect((await p.post(`${V2}/bonuses/promo-code`, { code })).status).toBe(201);
  }
});
afterAll(() => t.close());

describe('bonuses for a slip', () => {
  it('a three-selection combo: the boost at its range’s odds and the free bet, both eligible', async () => {
    const selections = draws.slice(0, 3);
    const list = await offers(p, slip('combo', selections));
    const odds = selections.map((s) => s.odds as Odds);
    expect(byType(list, 'comboboost')).toMatchObject({
      eligible: true,
      odds: 1050,
      boosted_odds: comboOdds(odds, 1050),
      amount: null,
      reasons: [],
    });
    expect(byType(list, 'freebet')).toMatchObject({ eligible: true, odds: null, amount: 1000, reasons: [] });
  });

  it('odds too low: the free bet is refused with error.bonus.min_odds; a single gets no boost', async () => {
    const low = { event_id: draws[0]?.event_id as number, odds: 1300 };
    const list = await offers(p, slip('single', [low]));
    expect(byType(list, 'freebet')).toMatchObject({ eligible: false, reasons: ['error.bonus.min_odds'] });
    expect(byType(list, 'comboboost')).toMatchObject({ eligible: false, odds: null });
    expect(byType(list, 'comboboost').reasons).toContain('error.bonus.bet_type');
  });

  it('too few selections for a boost range: error.bonus.selection_count, no odds', async () => {
    const list = await offers(p, slip('combo', draws.slice(0, 2)));
    expect(byType(list, 'comboboost')).toMatchObject({
      eligible: false,
      odds: null,
      boosted_odds: null,
      reasons: ['error.bonus.selection_count'],
    });
    expect(byType(list, 'freebet').eligible).toBe(true);
  });

  it('live vs prematch: a live-only free bet fits a live match only', async () => {
    await t.db
      .update(bonusCampaigns)
      .set({ rules: { amounts: { EUR: 500 }, uses_count: 1, activation: 'auto', match_status: 'live' } })
      .where(eq(bonusCampaigns.key, 'allwin5'));
    const q = await t.player('slip-live@example.test');
    expect((await q.post(`${V2}/bonuses/promo-code`, { code: 'ALLWIN5' })).status).toBe(201);
    const match = draws[4] as { event_id: number; odds: number };
    const before = await offers(q, slip('single', [match]));
    expect(byType(before, 'freebet_all_win')).toMatchObject({
      eligible: false,
      amount: 500,
      reasons: ['error.bonus.match_status'],
    });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/dev/feed/events',
      payload: { type: 'start', matchId: match.event_id },
    });
    expect(started.statusCode).toBe(200);
    const live = await offers(q, slip('single', [match]));
    expect(byType(live, 'freebet_all_win')).toMatchObject({ eligible: true, reasons: [] });
  });

  it('an available (not activated) free bet is listed as not active', async () => {
    const q = await t.player('slip-manual@example.test');
    const redeemed = await q.post(`${V2}/bonuses/promo-code`, { code: 'ONLYWIN5' });
    expect(redeemed.body.data.user_bonus_status).toBe('available');
    const list = await offers(q, slip('single', [draws[1] as { event_id: number; odds: number }]));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'freebet_only_win', eligible: false });
    expect(list[0].reasons).toContain('error.bonus.not_active');
  });

  it('needs a signed-in player (401) and known events (400)', async () => {
    const visitor = new Agent(t.app);
    const anon = await visitor.post(`${V2}/bonuses`, slip('single', [draws[0] as Loose]));
    expect(anon.status).toBe(401);
    const unknown = await p.post(`${V2}/bonuses`, slip('single', [{ event_id: 999_999, odds: 2000 }]));
    expect([unknown.status, unknown.body.code]).toEqual([400, 'validation_error']);
    const empty = await p.post(`${V2}/bonuses`, slip('combo', []));
    expect(empty.status).toBe(400);
  });
});
