import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betSelections, bets } from '../../src/db/schema.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openPrematchMarkets,
  openSelections,
  type PlayerAgent,
  payload,
  V3,
} from './helpers.ts';

/** Liability cap per player: 100,000.00 EUR potential payout per outcome (the default), 200,000.00 per market. */
const CAP = 10_000_000;

let t: BettingTestApp;
let picks: OpenSelection[];

beforeAll(async () => {
  t = await createBettingApp();
  picks = await openSelections(t.db, 6);
});
afterAll(() => t.close());

async function richPlayer(email: string): Promise<PlayerAgent> {
  const p = await t.player(email);
  await t.credit(p.userId, 100_000_000);
  return p;
}

/** Potential payout of the player's open bets with a selection on this outcome. */
async function payoutOn(userId: number, s: OpenSelection): Promise<number> {
  const rows = await t.db
    .select({ payout: bets.potentialWin })
    .from(bets)
    .innerJoin(betSelections, eq(betSelections.betId, bets.id))
    .where(
      and(
        eq(bets.userId, userId),
        eq(betSelections.eventId, s.match_id),
        eq(betSelections.marketId, s.market_id),
        eq(betSelections.outcomeId, s.outcome_id),
      ),
    );
  return rows.reduce((sum, r) => sum + r.payout, 0);
}

/** Largest stake whose potential payout stays within `payout` at these odds. */
const stakeFor = (payout: number, odds: number) => Math.floor((payout * 1000) / odds);

describe('liability cap per player', () => {
  it('13 maximum-stake singles on one outcome: the first is placed, the rest refused with liability_exceeded', async () => {
    const p = await richPlayer('stacker@example.test');
    const sel = picks[0] as OpenSelection;
    const max = await p.post(`${V3}/bets/max-stake`, { currency: 'EUR', selections: [sel] });
    expect(max.status).toBe(200);
    const statuses: number[] = [];
    let refusal: Record<string, unknown> | undefined;
    for (let i = 0; i < 13; i++) {
      const res = await p.post(`${V3}/bets`, payload([sel], max.body.max_stake), { headers: key() });
      statuses.push(res.status);
      if (res.status !== 200) refusal ??= res.body;
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1)).toEqual(Array(12).fill(422));
    const placed = await payoutOn(p.userId, sel);
    expect(placed).toBeLessThanOrEqual(CAP);
    expect(refusal).toMatchObject({
      code: 'liability_exceeded',
      data: {
        details: [
          {
            bet_index: 0,
            selection_index: 0,
            code: 'outcome_liability_exceeded',
            match_id: sel.match_id,
            outcome_id: sel.outcome_id,
            amount_left: CAP - placed,
            currency: 'EUR',
          },
        ],
        errors_by_bet: [{ index: 0, code: 'error.place_bets.liability_exceeded' }],
      },
    });
    expect(String(refusal?.message)).toContain('EUR');
    // The max stake now is what the room left allows.
    const after = await p.post(`${V3}/bets/max-stake`, { currency: 'EUR', selections: [sel] });
    const payoutOf = (stake: number) => Math.floor((stake * sel.odds) / 1000);
    expect(payoutOf(after.body.max_stake)).toBeLessThanOrEqual(CAP - placed);
    expect(payoutOf(after.body.max_stake + 1)).toBeGreaterThan(CAP - placed);
  });

  it('in one ticket, bets count against each other in order; the ticket is refused as a whole', async () => {
    const p = await richPlayer('ticket@example.test');
    const sel = picks[1] as OpenSelection;
    const stake = stakeFor(CAP / 2, sel.odds);
    const body = payload([sel], stake);
    const three = { ...body, bets: [0, 1, 2].map(() => (body.bets as unknown[])[0]) };
    const res = await p.post(`${V3}/bets`, three, { headers: key() });
    expect(res.status).toBe(422);
    expect(res.body.data.errors_by_bet.map((e: { index: number }) => e.index)).toEqual([2]);
    expect(await payoutOn(p.userId, sel)).toBe(0);
  });

  it('50 placements at once on one outcome, in EUR and USD, never take it over the cap', async () => {
    const p = await richPlayer('burst@example.test');
    await t.credit(p.userId, 100_000_000, 'USD');
    const sel = picks[2] as OpenSelection;
    // Each pays at most a fifth of the cap (20,000.00 EUR or 21,600.00 USD): exactly five fit.
    const bodies = Array.from({ length: 50 }, (_, i) => {
      const currency = i % 2 === 0 ? 'EUR' : 'USD';
      const stake = stakeFor(currency === 'EUR' ? CAP / 5 : (CAP / 5) * 1.08, sel.odds);
      return { ...payload([sel], stake), bets: [{ stake: { value: stake, currency }, selections: [sel] }] };
    });
    const results = await Promise.all(bodies.map((b) => p.post(`${V3}/bets`, b, { headers: key() })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 422 && r.body.code === 'liability_exceeded')).toHaveLength(45);
    const placed = await t.db
      .select({ currency: bets.currency, payout: bets.potentialWin })
      .from(bets)
      .where(eq(bets.userId, p.userId));
    const inEur = placed.reduce((sum, b) => sum + (b.currency === 'USD' ? b.payout / 1.08 : b.payout), 0);
    expect(inEur).toBeLessThanOrEqual(CAP);
  });

  it('a combo counts its full payout against each leg; USD bets count converted', async () => {
    const p = await richPlayer('combo@example.test');
    await t.credit(p.userId, 100_000_000, 'USD');
    const [a, b] = [picks[3] as OpenSelection, picks[4] as OpenSelection];
    const comboOdds = Math.floor((a.odds * b.odds) / 1000);
    const combo = await p.post(`${V3}/bets`, payload([a, b], stakeFor(CAP * 0.8, comboOdds)), {
      headers: key(),
    });
    expect(combo.status).toBe(200);
    // 30,000.00 EUR more on leg b is over the cap; so is its value in USD (32,400.00 USD).
    const single = await p.post(`${V3}/bets`, payload([b], stakeFor(CAP * 0.3, b.odds)), { headers: key() });
    expect(single.status).toBe(422);
    expect(single.body.data.details[0]).toMatchObject({ code: 'outcome_liability_exceeded' });
    const usd = {
      ...payload([b], stakeFor(3_240_000, b.odds)),
      bets: [{ stake: { value: stakeFor(3_240_000, b.odds), currency: 'USD' }, selections: [b] }],
    };
    const inUsd = await p.post(`${V3}/bets`, usd, { headers: key() });
    expect(inUsd.status).toBe(422);
    expect(inUsd.body.data.details[0].currency).toBe('USD');
    // 10,000.00 EUR more fits.
    expect(
      (await p.post(`${V3}/bets`, payload([b], stakeFor(CAP * 0.1, b.odds)), { headers: key() })).status,
    ).toBe(200);
  });

  it('a cash out gives the room back: the cashed-out payout no longer counts', async () => {
    const p = await richPlayer('cashed@example.test');
    const sel = picks[5] as OpenSelection;
    const stake = stakeFor(CAP * 0.9, sel.odds);
    const first = await p.post(`${V3}/bets`, payload([sel], stake), { headers: key() });
    expect(first.status).toBe(200);
    const again = () => p.post(`${V3}/bets`, payload([sel], stake), { headers: key() });
    expect((await again()).status).toBe(422);
    const bet = first.body.data[0];
    const out = await p.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: bet.to_cashout });
    expect(out.status).toBe(200);
    expect((await again()).status).toBe(200);
  });

  it('the market cap sums the outcomes of one market', async () => {
    const p = await richPlayer('spread@example.test');
    const outcomes = await allOutcomesOfOneMarket();
    const [first, second, third] = outcomes;
    for (const o of [first, second] as OpenSelection[]) {
      const res = await p.post(`${V3}/bets`, payload([o], stakeFor(CAP, o.odds)), { headers: key() });
      expect(res.status).toBe(200);
    }
    const o = third as OpenSelection;
    const res = await p.post(`${V3}/bets`, payload([o], stakeFor(CAP / 10, o.odds)), { headers: key() });
    expect(res.status).toBe(422);
    expect(res.body.data.details[0]).toMatchObject({
      code: 'market_liability_exceeded',
      outcome_id: o.outcome_id,
    });
  });
});

/** Three active outcomes of one allowed market of a prematch match the other tests do not use. */
async function allOutcomesOfOneMarket(): Promise<OpenSelection[]> {
  const used = picks.map((s) => s.match_id);
  const rows = await openPrematchMarkets(t.db);
  const skip = new Set(used);
  for (const r of rows) {
    if (skip.has(r.eventId)) continue;
    const active = r.outcomes.filter((o) => o.active && o.odds > 1100);
    if (active.length < 3 || active.length !== r.outcomes.length) continue;
    return active.slice(0, 3).map((o) => ({
      match_id: r.eventId,
      market_id: r.marketId,
      specifier: r.specifier,
      outcome_id: String(o.id),
      odds: o.odds,
    }));
  }
  throw new Error('no market with three open outcomes');
}
