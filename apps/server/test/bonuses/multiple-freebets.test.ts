import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedBonuses } from '../../src/db/schema.ts';
import { type BettingTestApp, createBettingApp, type PlayerAgent, V2 } from '../betting/helpers.ts';
import { withoutSignUpBonuses } from './helpers.ts';

// Bet setting allow_multiple_active_user_freebets (ALLOW_MULTIPLE_ACTIVE_USER_FREEBETS): off, a player
// has at most one active free bet, however many issues and activations arrive at once; on, several.

const FREEBETS = ['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win'];

async function freebets(t: BettingTestApp, userId: number) {
  return t.db
    .select()
    .from(issuedBonuses)
    .where(and(eq(issuedBonuses.userId, userId), inArray(issuedBonuses.type, FREEBETS)));
}

const issue = (t: BettingTestApp, email: string, campaign: string, issueKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dev/bonuses/issue',
    payload: { email, campaign, issue_key: issueKey },
  });

/** 50 issues of the auto-activated WELCOME10 free bet at once (distinct issue keys). */
async function issueBurst(t: BettingTestApp, p: PlayerAgent) {
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) => issue(t, p.email, 'welcome10', `burst-${i}`)),
  );
  expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
}

/** Four manual (available) free bets, then 50 activations of them at once. */
async function activationBurst(t: BettingTestApp, p: PlayerAgent) {
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await issue(t, p.email, 'onlywin5', `manual-${i}`);
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) => p.post(`${V2}/bonuses/${ids[i % 4]}/activate`, {})),
  );
  return { ids, results };
}

describe('allow_multiple_active_user_freebets off (default)', () => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await createBettingApp();
    await withoutSignUpBonuses(t.db);
  });
  afterAll(() => t.close());

  it('is false in GET /settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${V2}/settings` });
    expect(res.json().allow_multiple_active_user_freebets).toBe(false);
  });

  it('50 issues at once leave one active free bet, the others available', async () => {
    const p = await t.player('one-issue@example.test');
    await issueBurst(t, p);
    const rows = await freebets(t, p.userId);
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.status === 'active')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'available')).toHaveLength(49);
  });

  it('50 activations at once of four available free bets activate one; the rest are refused', async () => {
    const p = await t.player('one-activate@example.test');
    const { ids, results } = await activationBurst(t, p);
    const active = (await freebets(t, p.userId)).filter((r) => r.status === 'active');
    expect(active).toHaveLength(1);
    const winner = ids.indexOf(active[0]?.id ?? 0);
    for (const [i, r] of results.entries()) {
      if (i % 4 === winner) expect(r.status).toBe(200);
      else expect([r.status, r.body.code]).toEqual([409, 'freebet_already_active']);
    }
  });
});

describe('allow_multiple_active_user_freebets on', () => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await createBettingApp({}, { allowMultipleActiveFreebets: true });
    await withoutSignUpBonuses(t.db);
  });
  afterAll(() => t.close());

  it('is true in GET /settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${V2}/settings` });
    expect(res.json().allow_multiple_active_user_freebets).toBe(true);
  });

  it('50 issues at once are all active', async () => {
    const p = await t.player('many-issue@example.test');
    await issueBurst(t, p);
    const rows = await freebets(t, p.userId);
    expect(rows.filter((r) => r.status === 'active')).toHaveLength(50);
  });

  it('50 activations at once of four available free bets activate all four', async () => {
    const p = await t.player('many-activate@example.test');
    const { results } = await activationBurst(t, p);
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect((await freebets(t, p.userId)).filter((r) => r.status === 'active')).toHaveLength(4);
  });
});
