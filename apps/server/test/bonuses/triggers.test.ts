import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedBonuses } from '../../src/db/schema.ts';
import { seedBonusCampaigns } from '../../src/modules/bonuses/seed.ts';
import {
  CARDS,
  type CashierTestApp,
  createCashierApp,
  pay,
  startDeposit,
  userIdOf,
} from '../cashier/helpers.ts';
import { spyOnPush } from '../helpers/push-spy.ts';

let t: CashierTestApp;

beforeAll(async () => {
  t = await createCashierApp();
  await seedBonusCampaigns(t.database.db, t.clock.now());
});

const ofType = async (userId: number, type: string) =>
  (await bonusesOf(userId)).filter((b) => b.type === type);
afterAll(() => t.close());

const bonusesOf = (userId: number) =>
  t.database.db.select().from(issuedBonuses).where(eq(issuedBonuses.userId, userId));

describe('campaign triggers', () => {
  it('sign-up issues the sign-up free bet (available until the player activates it), pushed as bonus_issued', async () => {
    const spy = spyOnPush(t.app);
    const player = await t.player('new@example.com');
    const userId = await userIdOf(player);
    const pushed = spy.mock.calls.filter(
      ([, m]) => (m as { event_name: string }).event_name === 'bonus_issued',
    );
    spy.mockRestore();
    const issued = await bonusesOf(userId);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ type: 'freebet', amount: 200, currency: 'EUR', status: 'available' });
    expect(pushed.map(([c]) => c)).toContain(`$private:en:${userId}`);
  });

  it('the first credited deposit issues the first-deposit free bet; later deposits do not', async () => {
    const player = await t.player('first@example.com');
    const userId = await userIdOf(player);
    expect(await ofType(userId, 'freebet_all_win')).toHaveLength(0);
    await pay(t, await startDeposit(player, 1_000), CARDS.approve);
    const after = await ofType(userId, 'freebet_all_win');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      type: 'freebet_all_win',
      amount: 500,
      currency: 'EUR',
      status: 'active',
    });
    await pay(t, await startDeposit(player, 1_000), CARDS.approve);
    expect(await ofType(userId, 'freebet_all_win')).toHaveLength(1);
  });

  it('the operator issues a campaign by key (development endpoint), once per issue key', async () => {
    const player = await t.player('op@example.com');
    const userId = await userIdOf(player);
    const issue = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/dev/bonuses/issue', payload: body });
    const first = await issue({ email: 'op@example.com', campaign: 'soccer-hunt' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      type: 'hunting',
      user_bonus_status: 'available',
      farm_once_per_event: true,
      issued: { farming_stats: { points: 0 } },
    });
    expect((await issue({ email: 'op@example.com', campaign: 'soccer-hunt' })).json().code).toBe(
      'promo_code_used',
    );
    expect(
      (await issue({ email: 'op@example.com', campaign: 'soccer-hunt', issue_key: 'week-2' })).statusCode,
    ).toBe(201);
    expect((await issue({ email: 'op@example.com', campaign: 'nope' })).statusCode).toBe(404);
    expect(await ofType(userId, 'hunting')).toHaveLength(2);
  });
});
