import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../src/db/schema.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  V3,
} from '../betting/helpers.ts';

/** Placement under responsible-gambling money limits: across currencies, per bet, under a burst. */

let t: BettingTestApp;
let picks: OpenSelection[];

beforeAll(async () => {
  t = await createBettingApp();
  picks = await openSelections(t.db, 3);
});
afterAll(() => t.close());

async function funded(email: string): Promise<PlayerAgent> {
  const p = await t.player(email);
  await t.credit(p.userId, 1_000_000);
  await t.credit(p.userId, 1_000_000, 'USD');
  return p;
}

function ticket(stakes: { value: number; currency: string }[], sel: OpenSelection) {
  return {
    ...payload([sel], 0),
    bets: stakes.map((stake) => ({ stake, selections: [sel] })),
  };
}

const place = (p: PlayerAgent, body: unknown) => p.post(`${V3}/bets`, body, { headers: key() });

describe('money limits at placement', () => {
  it('a wager limit set in EUR blocks a USD bet that exceeds it converted', async () => {
    const p = await funded('wager-usd@example.test');
    const set = await p.post('/user_limits', { type: 'wager', value: 1_000, currency: 'EUR', period: 'day' });
    expect(set.status).toBe(201);
    const sel = picks[0] as OpenSelection;
    const max = await p.post(`${V3}/bets/max-stake`, { currency: 'USD', selections: [sel] });
    expect(max.body.max_stake).toBe(1_080);
    const over = await place(p, ticket([{ value: 5_000, currency: 'USD' }], sel));
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      code: 'limit_exceeded',
      data: { details: [{ code: 'wager_limit_exceeded', amount_left: 1_000, currency: 'EUR' }] },
    });
    expect(over.body.message).toContain('10.00 EUR');
    // 10.80 USD is exactly 10.00 EUR: it fits; then nothing more does, in either currency.
    expect((await place(p, ticket([{ value: 1_080, currency: 'USD' }], sel))).status).toBe(200);
    const more = await place(p, ticket([{ value: 100, currency: 'EUR' }], sel));
    expect(more.status).toBe(403);
    expect(more.body.data.details[0]).toMatchObject({ code: 'wager_limit_exceeded', amount_left: 0 });
  });

  it('a loss limit in EUR counts USD stakes converted', async () => {
    const p = await funded('loss-usd@example.test');
    await p.post('/user_limits', { type: 'loss', value: 2_000, currency: 'EUR', period: 'week' });
    const sel = picks[0] as OpenSelection;
    expect((await place(p, ticket([{ value: 1_080, currency: 'USD' }], sel))).status).toBe(200);
    const over = await place(p, ticket([{ value: 1_100, currency: 'EUR' }], sel));
    expect(over.status).toBe(403);
    expect(over.body.data.details[0]).toMatchObject({ code: 'loss_limit_exceeded', amount_left: 1_000 });
    expect((await place(p, ticket([{ value: 1_000, currency: 'EUR' }], sel))).status).toBe(200);
  });

  it('a bet limit applies to each bet: two 15.00 singles in one ticket under a 20.00 bet limit are placed', async () => {
    const p = await funded('bet-limit@example.test');
    await p.post('/user_limits', { type: 'bet', value: 2_000, currency: 'EUR' });
    const sel = picks[1] as OpenSelection;
    const two = await place(
      p,
      ticket(
        [
          { value: 1_500, currency: 'EUR' },
          { value: 1_500, currency: 'EUR' },
        ],
        sel,
      ),
    );
    expect(two.status).toBe(200);
    expect(two.body.data).toHaveLength(2);
    // 21.60 USD is 20.00 EUR; 21.61 USD is over, and the refusal names the bet.
    expect((await place(p, ticket([{ value: 2_160, currency: 'USD' }], sel))).status).toBe(200);
    const over = await place(
      p,
      ticket(
        [
          { value: 100, currency: 'EUR' },
          { value: 2_161, currency: 'USD' },
        ],
        sel,
      ),
    );
    expect(over.status).toBe(403);
    expect(over.body.data).toMatchObject({
      details: [{ code: 'bet_limit_exceeded', bet_index: 1, amount_left: 2_000, currency: 'EUR' }],
      errors_by_bet: [{ index: 1, code: 'error.place_bets.bet_limit_exceeded' }],
    });
  });

  it('a wager limit holds under 50 placements at once in two currencies', async () => {
    const p = await funded('wager-burst@example.test');
    await p.post('/user_limits', { type: 'wager', value: 10_000, currency: 'EUR', period: 'day' });
    const sel = picks[2] as OpenSelection;
    // 5.00 EUR or 5.40 USD (= 5.00 EUR) each: exactly 20 fit in 100.00 EUR.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place(
          p,
          ticket([i % 2 === 0 ? { value: 500, currency: 'EUR' } : { value: 540, currency: 'USD' }], sel),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 403 && r.body.code === 'limit_exceeded')).toHaveLength(30);
    const placed = await t.db.select().from(bets).where(eq(bets.userId, p.userId));
    const inEur = placed.reduce(
      (sum, b) => sum + (b.currency === 'USD' ? (b.stake * 100) / 108 : b.stake),
      0,
    );
    expect(inEur).toBeLessThanOrEqual(10_000);
  });
});
