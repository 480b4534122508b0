import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedBonuses, phoneVerifications } from '../../src/db/schema.ts';
import { type BettingTestApp, createBettingApp, type PlayerAgent, V2 } from '../betting/helpers.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { spyOnPush } from '../helpers/push-spy.ts';
import { withoutSignUpBonuses } from './helpers.ts';

let t: BettingTestApp;
let ann: PlayerAgent;

beforeAll(async () => {
  t = await createBettingApp();
  await withoutSignUpBonuses(t.db);
  ann = await t.player('ann@example.test');
});
afterAll(() => t.close());

const redeem = (agent: PlayerAgent, code: string) => agent.post(`${V2}/bonuses/promo-code`, { code });

describe('promo codes', () => {
  it('WELCOME10 issues a 10.00 EUR free bet once, pushes bonus_issued, and says used the second time', async () => {
    const spy = spyOnPush(t.app);
    const first = await redeem(ann, 'welcome10');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      type: 'freebet',
      user_bonus_status: 'active',
      issued: { currency: 'EUR', amount: 1000, times_used: 0, uses_count: 1, seen: false, is_active: true },
    });
    const pushed = spy.mock.calls.filter(
      ([, p]) => (p as { event_name: string }).event_name === 'bonus_issued',
    );
    expect(pushed.map(([c]) => c)).toContain(`$private:en:${ann.userId}`);
    expect(pushed[0]?.[1]).toMatchObject({ message: { id: first.body.data.id, type: 'freebet' } });
    spy.mockRestore();
    const again = await redeem(ann, 'WELCOME10');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('promo_code_used');
  });

  it('answers clear codes for unknown, expired and not-eligible codes', async () => {
    expect((await redeem(ann, 'NOPE')).body).toMatchObject({ code: 'promo_code_unknown' });
    expect((await redeem(ann, 'NOPE')).status).toBe(404);
    const expired = await redeem(ann, 'SUMMER5');
    expect([expired.status, expired.body.code]).toEqual([422, 'promo_code_expired']);
    const verified = await redeem(ann, 'VERIFIED20');
    expect([verified.status, verified.body.code]).toEqual([403, 'promo_code_not_eligible']);
    await t.db.insert(phoneVerifications).values({
      userId: ann.userId,
      phoneNumber: '+4915100000001',
      verifiedAt: new Date(TEST_NOW),
    });
    expect((await redeem(ann, 'VERIFIED20')).status).toBe(201);
  });

  it('issues a promo code once per player under a burst of 50 concurrent requests', async () => {
    const bob = await t.player('bob@example.test');
    const results = await Promise.all(Array.from({ length: 50 }, () => redeem(bob, 'BOOST3')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.code))).toEqual(
      new Set(['promo_code_used']),
    );
    const rows = await t.db
      .select()
      .from(issuedBonuses)
      .where(and(eq(issuedBonuses.userId, bob.userId), eq(issuedBonuses.type, 'comboboost')));
    expect(rows).toHaveLength(1);
  });

  it('keeps one active free bet: a second free bet waits as available, and activating it is refused', async () => {
    const cid = await t.player('cid@example.test');
    const a = await redeem(cid, 'NORISK5');
    const b = await redeem(cid, 'ALLWIN5');
    expect(a.body.data.user_bonus_status).toBe('active');
    expect(b.body.data.user_bonus_status).toBe('available');
    const refused = await cid.post(`${V2}/bonuses/${b.body.data.id}/activate`, {});
    expect([refused.status, refused.body.code]).toEqual([409, 'freebet_already_active']);
  });
});

describe('lists, details, terms, seen and activation', () => {
  it('lists per type with isAvailable, status, page and limit (default 4)', async () => {
    const dee = await t.player('dee@example.test');
    for (const code of ['WELCOME10', 'BOOST3', 'ONLYWIN5'])
      expect((await redeem(dee, code)).status).toBe(201);
    const all = await dee.get(`${V2}/bonuses`);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toMatchObject({ total: 3, page: 1, limit: 4, last_page: 1 });
    const freebets = await dee.get(`${V2}/bonuses/freebets`);
    expect(freebets.body.data.map((b: { type: string }) => b.type)).toEqual(['freebet_only_win', 'freebet']);
    const boosts = await dee.get(`${V2}/bonuses/comboboosts?isAvailable=true`);
    expect(boosts.body.data).toHaveLength(1);
    expect(boosts.body.data[0].ranges[0]).toEqual({ min_count: 3, max_count: 4, bonus_odds: 1050 });
    const available = await dee.get(`${V2}/bonuses?status=available`);
    expect(available.body.data.map((b: { type: string }) => b.type)).toEqual(['freebet_only_win']);
    const paged = await dee.get(`${V2}/bonuses?limit=2&page=2`);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ total: 3, page: 2, limit: 2, last_page: 2 });
    expect((await dee.get(`${V2}/bonuses/tournaments`)).body.pagination.limit).toBe(1);
  });

  it('details and terms of own bonuses only; seen marks only unseen ones; activation makes available active', async () => {
    const eve = await t.player('eve@example.test');
    const bonus = (await redeem(eve, 'ONLYWIN5')).body.data;
    const details = await eve.get(`${V2}/bonuses/${bonus.id}`);
    expect(details.body.data).toMatchObject({ id: bonus.id, type: 'freebet_only_win' });
    const terms = await eve.get(`${V2}/bonuses/${bonus.id}/terms`);
    expect(terms.body.terms).toContain('5.00');
    expect((await ann.get(`${V2}/bonuses/${bonus.id}`)).status).toBe(404);
    expect((await ann.post(`${V2}/bonuses/mark-as-seen`, { ids: [bonus.id] })).body.updated).toBe(0);
    expect((await eve.post(`${V2}/bonuses/mark-as-seen`, { ids: [bonus.id] })).body.updated).toBe(1);
    expect((await eve.post(`${V2}/bonuses/mark-as-seen`, { ids: [bonus.id] })).body.updated).toBe(0);
    expect((await eve.get(`${V2}/bonuses/${bonus.id}`)).body.data.issued.seen).toBe(true);
    const activated = await eve.post(`${V2}/bonuses/${bonus.id}/activate`, {});
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ user_bonus_status: 'active', issued: { is_active: true } });
  });

  it('shows live promotion campaigns to visitors, with their codes and rules', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${V2}/bonuses/campaigns` });
    expect(res.statusCode).toBe(200);
    const keys = res.json().data.map((c: { key: string }) => c.key);
    expect(keys).toEqual(expect.arrayContaining(['welcome10', 'boost3', 'soccer-hunt', 'lucky-box']));
    expect(keys).not.toContain('summer5');
    expect(keys).not.toContain('norisk5');
    const welcome = res.json().data.find((c: { key: string }) => c.key === 'welcome10');
    expect(welcome).toMatchObject({
      type: 'freebet',
      promo_code: 'WELCOME10',
      amounts: { EUR: 1000 },
      min_odds: 1500,
    });
    const boosts = await t.app.inject({ method: 'GET', url: `${V2}/bonuses/campaigns?type=comboboost` });
    expect(boosts.json().data.map((c: { key: string }) => c.key)).toEqual(['boost3']);
  });

  it('needs a signed-in player', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${V2}/bonuses` });
    expect(res.statusCode).toBe(401);
  });
});
