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

let t: CashierTestApp;

beforeAll(async () => {
  t = await createCashierApp();
  await seedBonusCampaigns(t.database.db, t.clock.now());
});
afterAll(() => t.close());

const bonusesOf = (userId: number) =>
  t.database.db.select().from(issuedBonuses).where(eq(issuedBonuses.userId, userId));

describe('campaign triggers', () => {
  it('the first credited deposit issues the first-deposit free bet; later deposits do not', async () => {
    const player = await t.player('first@example.com');
    const userId = await userIdOf(player);
    expect(await bonusesOf(userId)).toHaveLength(0);
    await pay(t, await startDeposit(player, 1_000), CARDS.approve);
    const after = await bonusesOf(userId);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      type: 'freebet_all_win',
      amount: 500,
      currency: 'EUR',
      status: 'active',
    });
    await pay(t, await startDeposit(player, 1_000), CARDS.approve);
    expect(await bonusesOf(userId)).toHaveLength(1);
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
    expect(await bonusesOf(userId)).toHaveLength(2);
  });
});
