import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, testConfig } from '../../src/config.ts';
import { bonusCampaigns, issuedBonuses } from '../../src/db/schema.ts';
import { type BettingTestApp, createBettingApp, V2 } from '../betting/helpers.ts';
import { createTestDatabase } from '../helpers/db.ts';
import { spyOnPush } from '../helpers/push-spy.ts';
import { withoutSignUpBonuses } from './helpers.ts';

// The operator's issue endpoint (POST /operator/bonuses): bearer OPERATOR_API_KEY, the same issue path
// as promo codes (bonus_issued pushed), one bonus per idempotency key even under a burst.

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

const URL = `${V2}/operator/bonuses`;
const AUTH = { authorization: 'Bearer dev-operator-key' };

let t: BettingTestApp;

const call = (payload: Record<string, unknown>, headers: Record<string, string> = AUTH) =>
  t.app.inject({ method: 'POST', url: URL, payload, headers });

const body = (res: { json(): unknown }) => res.json() as Loose;

function bonusPushes(spy: { mock: { calls: unknown[][] } }, userId: number) {
  return spy.mock.calls.filter(
    ([c, m]) => c === `$private:en:${userId}` && (m as Loose).event_name === 'bonus_issued',
  );
}

beforeAll(async () => {
  t = await createBettingApp();
  await withoutSignUpBonuses(t.db);
});
afterAll(() => t.close());

describe('operator bonus issue', () => {
  it('refuses a call without the operator key or with another one (401)', async () => {
    const p = await t.player('op-auth@example.test');
    const payload = { campaign: 'welcome10', email: p.email, idempotency_key: 'a' };
    const wrong: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-key' },
      { authorization: 'dev-operator-key' },
    ];
    for (const headers of wrong) {
      const res = await call(payload, headers);
      expect([res.statusCode, body(res).code]).toEqual([401, 'operator_unauthorized']);
    }
    const rows = await t.db.select().from(issuedBonuses).where(eq(issuedBonuses.userId, p.userId));
    expect(rows).toHaveLength(0);
  });

  it('issues a campaign by key to a player by e-mail, and pushes bonus_issued', async () => {
    const p = await t.player('op-issue@example.test');
    const spy = spyOnPush(t.app);
    const res = await call({ campaign: 'welcome10', email: p.email, idempotency_key: 'crm-1' });
    const pushed = bonusPushes(spy, p.userId);
    spy.mockRestore();
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({
      replayed: false,
      data: { type: 'freebet', user_bonus_status: 'active', issued: { amount: 1000, currency: 'EUR' } },
    });
    expect(pushed).toHaveLength(1);
    const list = (await p.get(`${V2}/bonuses/freebets`)).body.data;
    expect(list.map((b: Loose) => b.id)).toEqual([body(res).data.id]);
  });

  it('issues by campaign id to a player id with its own amount (free bets only)', async () => {
    const p = await t.player('op-amount@example.test');
    const [campaign] = await t.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.key, 'allwin5'));
    const res = await call({
      campaign: campaign?.id,
      player_id: p.userId,
      amount: 2500,
      idempotency_key: 'x',
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).data).toMatchObject({ type: 'freebet_all_win', issued: { amount: 2500 } });
    const boost = await call({ campaign: 'boost3', player_id: p.userId, amount: 100, idempotency_key: 'y' });
    expect([boost.statusCode, body(boost).code]).toEqual([422, 'amount_not_applicable']);
  });

  it('answers clear codes: unknown campaign, unknown player, not live, not eligible, bad body', async () => {
    const p = await t.player('op-codes@example.test');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ campaign: 'nope', email: p.email }, 404, 'campaign_unknown'],
      [{ campaign: 999_999, email: p.email }, 404, 'campaign_unknown'],
      [{ campaign: 'welcome10', email: 'nobody@example.test' }, 404, 'player_unknown'],
      [{ campaign: 'welcome10', player_id: 999_999 }, 404, 'player_unknown'],
      [{ campaign: 'summer5', email: p.email }, 422, 'campaign_not_live'],
      [{ campaign: 'verified20', email: p.email }, 403, 'bonus_not_eligible'],
      [{ campaign: 'welcome10', email: p.email, player_id: p.userId }, 400, 'validation_error'],
      [{ campaign: 'welcome10' }, 400, 'validation_error'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await call({ idempotency_key: 'k', ...payload });
      expect([res.statusCode, body(res).code], JSON.stringify(payload)).toEqual([status, code]);
    }
    const rows = await t.db.select().from(issuedBonuses).where(eq(issuedBonuses.userId, p.userId));
    expect(rows).toHaveLength(0);
  });

  it('50 calls at once with one idempotency key issue one bonus, pushed once; others answer it', async () => {
    const p = await t.player('op-burst@example.test');
    const spy = spyOnPush(t.app);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call({ campaign: 'norisk5', email: p.email, idempotency_key: 'same' }),
      ),
    );
    const pushed = bonusPushes(spy, p.userId);
    spy.mockRestore();
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200 && body(r).replayed)).toHaveLength(49);
    expect(new Set(results.map((r) => body(r).data.id)).size).toBe(1);
    const rows = await t.db.select().from(issuedBonuses).where(eq(issuedBonuses.userId, p.userId));
    expect(rows).toHaveLength(1);
    expect(pushed).toHaveLength(1);
    // Another key issues another bonus of the same campaign.
    const other = await call({ campaign: 'norisk5', email: p.email, idempotency_key: 'other' });
    expect(other.statusCode).toBe(201);
    expect(body(other).data.id).not.toBe(rows[0]?.id);
  });
});

describe('operator key configuration', () => {
  it('defaults to dev-operator-key outside production and to none in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).operatorApiKey).toBe('dev-operator-key');
    expect(loadConfig({ NODE_ENV: 'production' }).operatorApiKey).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_API_KEY: 'k'.repeat(32) }).operatorApiKey).toBe(
      'k'.repeat(32),
    );
  });

  it('without a key the endpoint refuses every call (503 operator_api_disabled)', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database, config: testConfig({ operatorApiKey: undefined }) });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: URL,
        payload: { campaign: 'welcome10', player_id: 1, idempotency_key: 'a' },
        headers: AUTH,
      });
      expect([res.statusCode, (res.json() as Loose).code]).toEqual([503, 'operator_api_disabled']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
