import { comboOdds, comboPotentialWin, type Odds, type Subunits } from '@sportsbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bonusCampaigns, issuedBonuses, ledgerEntries } from '../../src/db/schema.ts';
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
import { prematchSoccer1x2, withoutSignUpBonuses } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

let t: BettingTestApp;
/** Prematch soccer matches with their 1X2 market (settled at 0:0 below: draw wins, home loses). */
let matches: { matchId: number; home: OpenSelection; draw: OpenSelection }[];

const dev = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });

/** Starts, finishes (0:0) and settles a match through the dev feed events. */
async function settleGoalless(matchId: number) {
  for (const type of ['start', 'finish', 'settle']) {
    const res = await dev({ type, matchId });
    expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
  }
}

async function redeem(agent: PlayerAgent, code: string): Promise<Loose> {
  const res = await agent.post(`${V2}/bonuses/promo-code`, { code });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function ledgerKinds(userId: number, ref: string) {
  const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, userId));
  const rows = await t.db
    .select({ kind: ledgerEntries.kind, delta: ledgerEntries.delta })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, account?.id ?? 0), eq(ledgerEntries.ref, ref)))
    .orderBy(asc(ledgerEntries.id));
  return rows;
}

async function issued(id: number) {
  const [row] = await t.db.select().from(issuedBonuses).where(eq(issuedBonuses.id, id));
  return row;
}

beforeAll(async () => {
  t = await createBettingApp();
  await withoutSignUpBonuses(t.db);
  const rows = await prematchSoccer1x2(t.db);
  matches = rows
    .filter((r) => r.outcomes.every((o) => o.active))
    .map((r) => {
      const pick = (id: string): OpenSelection => ({
        match_id: r.eventId,
        market_id: 1,
        specifier: r.specifier,
        outcome_id: id,
        odds: r.outcomes.find((o) => String(o.id) === id)?.odds ?? 0,
      });
      return { matchId: r.eventId, home: pick('home'), draw: pick('draw') };
    })
    .filter((m) => m.draw.odds >= 1500 && m.home.odds >= 1200);
  expect(matches.length).toBeGreaterThanOrEqual(11);
});
afterAll(() => t.close());

describe('placing with a free bet', () => {
  it('takes no cash, records the bonus on the bet, and spends the free bet in the same transaction', async () => {
    const p = await t.player('fb1@example.test');
    const bonus = await redeem(p, 'WELCOME10');
    const sel = matches[0]?.draw as OpenSelection;
    const placed = await p.post(
      `${V3}/bets`,
      payload([sel], 1000, { bonus: { id: bonus.id, type: 'freebet' } }),
      { headers: key() },
    );
    expect(placed.status).toBe(200);
    expect(placed.body.data[0]).toMatchObject({
      stake: { value: 1000 },
      bonus: { id: bonus.id, type: 'freebet' },
      to_cashout: null,
    });
    expect(await t.balance(p.userId)).toBe(0);
    expect(await issued(bonus.id)).toMatchObject({ timesUsed: 1, status: 'bonus_over' });
    const again = await p.post(
      `${V3}/bets`,
      payload([sel], 1000, { bonus: { id: bonus.id, type: 'freebet' } }),
      { headers: key() },
    );
    expect([again.status, again.body.code]).toEqual([422, 'bonus_not_available']);
  });

  it('refuses a stake other than the amount, another player’s bonus and a wrong type', async () => {
    const p = await t.player('fb2@example.test');
    const q = await t.player('fb3@example.test');
    const bonus = await redeem(p, 'WELCOME10');
    const sel = matches[1]?.draw as OpenSelection;
    const place = (agent: PlayerAgent, stake: number, b: Record<string, unknown>) =>
      agent.post(`${V3}/bets`, payload([sel], stake, { bonus: b }), { headers: key() });
    const stake = await place(p, 500, { id: bonus.id, type: 'freebet' });
    expect([stake.status, stake.body.data.errors_by_bet[0].code]).toEqual([422, 'error.bonus.stake']);
    const foreign = await place(q, 1000, { id: bonus.id, type: 'freebet' });
    expect([foreign.status, foreign.body.code]).toEqual([422, 'bonus_not_available']);
    const type = await place(p, 1000, { id: bonus.id, type: 'freebet_all_win' });
    expect(type.status).toBe(422);
    expect((await issued(bonus.id))?.timesUsed).toBe(0);
  });

  it('spends one free bet once under a burst of 50 concurrent placements', async () => {
    const p = await t.player('fb4@example.test');
    await t.credit(p.userId, 100_000);
    const bonus = await redeem(p, 'WELCOME10');
    const sel = matches[2]?.draw as OpenSelection;
    const body = payload([sel], 1000, { bonus: { id: bonus.id, type: 'freebet' } });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => p.post(`${V3}/bets`, body, { headers: key() })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422 && r.body.code === 'bonus_not_available')).toHaveLength(49);
    expect(await t.balance(p.userId)).toBe(100_000);
    expect((await issued(bonus.id))?.timesUsed).toBe(1);
    const bets = await p.get(`${V3}/bets?limit=500`);
    expect(bets.body.data).toHaveLength(1);
  });
});

describe('combo boost', () => {
  it('places only at the active range’s odds and pays at boosted odds, the boost as its own ledger row', async () => {
    const p = await t.player('cb1@example.test');
    await t.credit(p.userId, 10_000);
    const bonus = await redeem(p, 'BOOST3');
    const picks = [3, 4, 5].map((i) => matches[i]?.draw as OpenSelection);
    const place = (odds: number) =>
      p.post(`${V3}/bets`, payload(picks, 1000, { bonus: { id: bonus.id, type: 'comboboost', odds } }), {
        headers: key(),
      });
    const wrong = await place(1100);
    expect([wrong.status, wrong.body.data.errors_by_bet[0].code]).toEqual([422, 'error.bonus.odds']);
    const placed = await place(1050);
    expect(placed.status).toBe(200);
    const odds = picks.map((s) => s.odds as Odds);
    const bet = placed.body.data[0];
    expect(bet.odds).toBe(comboOdds(odds, 1050));
    expect(bet.potential_win).toBe(comboPotentialWin(1000 as Subunits, odds, 1050));
    expect(bet.bonus).toEqual({ id: bonus.id, type: 'comboboost', odds: 1050 });
    expect(await t.balance(p.userId)).toBe(9000);

    for (const s of picks) await settleGoalless(s.match_id);
    const settled = (await p.get(`${V3}/bets/${bet.id}`)).body.data;
    const boosted = comboPotentialWin(1000 as Subunits, odds, 1050);
    const plain = comboPotentialWin(1000 as Subunits, odds);
    expect(settled).toMatchObject({ result: 'win_entire', win_amount: boosted });
    expect(await t.balance(p.userId)).toBe(9000 + boosted);
    expect(await ledgerKinds(p.userId, `bet:${bet.id}`)).toEqual([
      { kind: 'bet_stake', delta: -1000 },
      { kind: 'payout', delta: plain },
      { kind: 'comboboost_win', delta: boosted - plain },
    ]);
    expect(await t.ledger(p.userId)).toBe(await t.balance(p.userId));
  });
});

describe('settling free bets', () => {
  async function freeBet(email: string, code: string, sel: OpenSelection, activate = false) {
    const p = await t.player(email);
    const bonus = await redeem(p, code);
    if (activate) expect((await p.post(`${V2}/bonuses/${bonus.id}/activate`, {})).status).toBe(200);
    const placed = await p.post(
      `${V3}/bets`,
      payload([sel], bonus.issued.amount, { bonus: { id: bonus.id, type: bonus.type } }),
      { headers: key() },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return { p, bonus, bet: placed.body.data[0] };
  }

  it('freebet: a win pays the winnings only (stake not returned), as freebet_win', async () => {
    const sel = matches[6]?.draw as OpenSelection;
    const { p, bet } = await freeBet('s1@example.test', 'WELCOME10', sel);
    await settleGoalless(sel.match_id);
    const win = sel.odds - 1000; // stake 10.00: payout = odds in cents
    expect((await p.get(`${V3}/bets/${bet.id}`)).body.data).toMatchObject({
      result: 'win_entire',
      win_amount: win,
    });
    expect(await t.balance(p.userId)).toBe(win);
    expect(await ledgerKinds(p.userId, `bet:${bet.id}`)).toEqual([{ kind: 'freebet_win', delta: win }]);
  });

  it('freebet_all_win: a win pays the stake with the winnings', async () => {
    const sel = matches[7]?.draw as OpenSelection;
    const { p, bet } = await freeBet('s2@example.test', 'ALLWIN5', sel);
    await settleGoalless(sel.match_id);
    const payout = Math.floor((500 * sel.odds) / 1000);
    expect((await p.get(`${V3}/bets/${bet.id}`)).body.data.win_amount).toBe(payout);
    expect(await ledgerKinds(p.userId, `bet:${bet.id}`)).toEqual([{ kind: 'freebet_win', delta: payout }]);
  });

  it('freebet_only_win: a win pays the winnings only', async () => {
    const sel = matches[8]?.draw as OpenSelection;
    const { p, bet } = await freeBet('s3@example.test', 'ONLYWIN5', sel, true);
    await settleGoalless(sel.match_id);
    const win = Math.floor((500 * sel.odds) / 1000) - 500;
    expect(await ledgerKinds(p.userId, `bet:${bet.id}`)).toEqual([{ kind: 'freebet_win', delta: win }]);
    expect(await t.balance(p.userId)).toBe(win);
  });

  it('freebet_no_risk: a lost bet gives its stake back as cash (freebet_refund)', async () => {
    const sel = matches[9]?.home as OpenSelection;
    const { p, bet } = await freeBet('s4@example.test', 'NORISK5', sel);
    await settleGoalless(sel.match_id);
    expect((await p.get(`${V3}/bets/${bet.id}`)).body.data).toMatchObject({
      result: 'lose_entire',
      win_amount: 500,
    });
    expect(await t.balance(p.userId)).toBe(500);
    expect(await ledgerKinds(p.userId, `bet:${bet.id}`)).toEqual([{ kind: 'freebet_refund', delta: 500 }]);
    expect(await t.ledger(p.userId)).toBe(500);
  });

  it('freebet_no_risk set to refund as a free bet: a lost bet issues a new free bet of its stake, no cash', async () => {
    await t.db
      .update(bonusCampaigns)
      .set({ rules: { amounts: { EUR: 500 }, uses_count: 1, no_risk_refund: 'freebet', activation: 'auto' } })
      .where(eq(bonusCampaigns.key, 'norisk5'));
    const sel = matches[10]?.home as OpenSelection;
    const { p, bet, bonus } = await freeBet('s5@example.test', 'NORISK5', sel);
    const spy = spyOnPush(t.app);
    await settleGoalless(sel.match_id);
    const pushed = spy.mock.calls.filter(
      ([c, m]) => c === `$private:en:${p.userId}` && (m as Loose).event_name === 'bonus_issued',
    );
    spy.mockRestore();
    expect(pushed).toHaveLength(1);
    expect((await p.get(`${V3}/bets/${bet.id}`)).body.data).toMatchObject({
      result: 'lose_entire',
      win_amount: 0,
    });
    expect(await t.balance(p.userId)).toBe(0);
    expect(await ledgerKinds(p.userId, `bet:${bet.id}`)).toEqual([]);
    const freebets = (await p.get(`${V2}/bonuses/freebets?isAvailable=true`)).body.data;
    expect(freebets).toHaveLength(1);
    expect(freebets[0]).toMatchObject({ type: 'freebet', issued: { amount: 500, times_used: 0 } });
    expect(freebets[0].id).not.toBe(bonus.id);
  });
});
