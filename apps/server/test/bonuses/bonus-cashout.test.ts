import { bonusCashoutOffer } from '@sportsbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '../../src/db/schema.ts';
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
import { prematchSoccer1x2, withoutSignUpBonuses } from './helpers.ts';

// Cash out of a bonus bet follows its settlement (domain bonusCashoutOffer / bonusCashoutMoves): a free
// bet's offer leaves out the stake the player never paid (all-win: as a cash bet), paid as freebet_win;
// a combo boost's is priced at its boosted odds, the boost's part paid as comboboost_win.

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

let t: BettingTestApp;
/** Draws of prematch soccer matches, one match per test (odds of at least 1.500). */
let draws: OpenSelection[];
let next = 0;
/** A cash player whose bets at the same stake and odds give each test the cash offer to compare with. */
let cash: PlayerAgent;

const dev = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });

/** The feed shortens the selection's market (its odds × 0.7): cash-out offers rise. */
async function shorten(sel: OpenSelection) {
  const res = await dev({ type: 'odds', matchId: sel.match_id, marketId: sel.market_id, factor: 0.7 });
  expect(res.statusCode, res.body).toBe(200);
}

async function ledgerRows(userId: number, ref: string) {
  const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, userId));
  return t.db
    .select({ kind: ledgerEntries.kind, delta: ledgerEntries.delta })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, account?.id ?? 0), eq(ledgerEntries.ref, ref)))
    .orderBy(asc(ledgerEntries.id));
}

async function place(agent: PlayerAgent, sels: OpenSelection[], stake: number, extra = {}): Promise<Loose> {
  const res = await agent.post(`${V3}/bets`, payload(sels, stake, extra), { headers: key() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0];
}

const read = async (agent: PlayerAgent, id: number): Promise<Loose> =>
  (await agent.get(`${V3}/bets/${id}`)).body.data;

/** A new player with the free bet of `code` placed on a fresh draw, a cash bet beside it, odds shortened. */
async function freeBetBet(email: string, code: string) {
  const p = await t.player(email);
  const redeemed = await p.post(`${V2}/bonuses/promo-code`, { code });
  expect(redeemed.status).toBe(201);
  const bonus = redeemed.body.data;
  if (bonus.user_bonus_status === 'available') await p.post(`${V2}/bonuses/${bonus.id}/activate`, {});
  const sel = draws[next++] as OpenSelection;
  const stake = bonus.issued.amount as number;
  const bet = await place(p, [sel], stake, { bonus: { id: bonus.id, type: bonus.type } });
  // At the odds it was placed at, a free bet that does not return its stake is worth less than the
  // stake: no offer yet (an all-win one is offered as a cash bet).
  if (bonus.type !== 'freebet_all_win') expect(bet.to_cashout).toBeNull();
  else expect(bet.to_cashout).toBeGreaterThan(0);
  const reference = await place(cash, [sel], stake);
  await shorten(sel);
  const value = (await read(cash, reference.id)).to_cashout as number;
  expect(value).toBeGreaterThan(stake);
  return { p, bet: await read(p, bet.id), stake, value };
}

beforeAll(async () => {
  t = await createBettingApp();
  await withoutSignUpBonuses(t.db);
  const rows = await prematchSoccer1x2(t.db);
  draws = rows
    .filter((r) => r.outcomes.every((o) => o.active))
    .map((r) => ({
      match_id: r.eventId,
      market_id: 1,
      specifier: r.specifier,
      outcome_id: 'draw',
      odds: r.outcomes.find((o) => String(o.id) === 'draw')?.odds ?? 0,
    }))
    .filter((s) => s.odds >= 1500);
  expect(draws.length).toBeGreaterThanOrEqual(11);
  cash = await t.player('cash@example.test');
  await t.credit(cash.userId, 1_000_000);
});
afterAll(() => t.close());

describe('cash out of a free bet', () => {
  it('freebet: the offer is a cash bet’s minus the stake, paid once as freebet_win', async () => {
    const { p, bet, stake, value } = await freeBetBet('fb-co@example.test', 'WELCOME10');
    expect(bet.to_cashout).toBe(value - stake);
    expect(bet.to_cashout).toBe(bonusCashoutOffer('freebet', stake, value));
    const res = await p.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: bet.to_cashout });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cashed_out', win_amount: value - stake });
    expect(await t.balance(p.userId)).toBe(value - stake);
    expect(await ledgerRows(p.userId, `bet:${bet.id}`)).toEqual([
      { kind: 'freebet_win', delta: value - stake },
    ]);
    expect(await t.ledger(p.userId)).toBe(value - stake);
  });

  it('freebet: an auto cash-out target is at most the potential win without the stake', async () => {
    const { p, bet, stake } = await freeBetBet('fb-auto@example.test', 'WELCOME10');
    const most = bet.potential_win - stake;
    const above = await p.post(`${V3}/bets/auto-cashout`, { bet_id: bet.id, target: most + 1 });
    expect([above.status, above.body.code]).toEqual([422, 'auto_cashout_invalid']);
    expect(above.body.data.details[0]).toMatchObject({ max: most });
    const set = await p.post(`${V3}/bets/auto-cashout`, { bet_id: bet.id, target: most });
    expect(set.status).toBe(200);
  });

  it('freebet: a partial cash out pays its amount as freebet_win and keeps a proportional free-bet stake', async () => {
    const { p, bet, stake, value } = await freeBetBet('fb-part@example.test', 'WELCOME10');
    const offer = value - stake;
    const amount = 100;
    const res = await p.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: offer, amount });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kept = Math.floor((stake * (offer - amount)) / offer);
    expect(res.body.data).toMatchObject({ status: 'waiting_results', stake: { value: kept } });
    expect(await ledgerRows(p.userId, `bet:${bet.id}`)).toEqual([{ kind: 'freebet_win', delta: amount }]);
    expect(await t.balance(p.userId)).toBe(amount);
  });

  it('freebet_only_win: as freebet (stake excluded)', async () => {
    const { p, bet, stake, value } = await freeBetBet('ow-co@example.test', 'ONLYWIN5');
    expect(bet.to_cashout).toBe(value - stake);
    const res = await p.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: value - stake });
    expect(res.status).toBe(200);
    expect(await ledgerRows(p.userId, `bet:${bet.id}`)).toEqual([
      { kind: 'freebet_win', delta: value - stake },
    ]);
  });

  it('freebet_no_risk: as freebet (cashing out ends the no-risk cover), and no refund afterwards', async () => {
    const { p, bet, stake, value } = await freeBetBet('nr-co@example.test', 'NORISK5');
    expect(bet.to_cashout).toBe(value - stake);
    const res = await p.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: value - stake });
    expect(res.status).toBe(200);
    expect(await ledgerRows(p.userId, `bet:${bet.id}`)).toEqual([
      { kind: 'freebet_win', delta: value - stake },
    ]);
    expect(await t.balance(p.userId)).toBe(value - stake);
  });

  it('freebet_all_win: the offer is a cash bet’s, paid as freebet_win', async () => {
    const { p, bet, value } = await freeBetBet('aw-co@example.test', 'ALLWIN5');
    expect(bet.to_cashout).toBe(value);
    const res = await p.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: value });
    expect(res.status).toBe(200);
    expect(await ledgerRows(p.userId, `bet:${bet.id}`)).toEqual([{ kind: 'freebet_win', delta: value }]);
    expect(await t.balance(p.userId)).toBe(value);
  });

  it('50 concurrent cash outs of one free bet pay once', async () => {
    const { p, bet, stake, value } = await freeBetBet('burst-co@example.test', 'WELCOME10');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        p.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: bet.to_cashout }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'bet_not_open')).toHaveLength(49);
    expect(await ledgerRows(p.userId, `bet:${bet.id}`)).toEqual([
      { kind: 'freebet_win', delta: value - stake },
    ]);
    expect(await t.balance(p.userId)).toBe(value - stake);
  });
});

describe('cash out of a combo boost', () => {
  it('is priced at the boosted odds; the boost’s part is paid as comboboost_win', async () => {
    const p = await t.player('cb-co@example.test');
    await t.credit(p.userId, 10_000);
    const bonus = (await p.post(`${V2}/bonuses/promo-code`, { code: 'BOOST3' })).body.data;
    const picks = [draws[next++], draws[next++], draws[next++]] as OpenSelection[];
    const boosted = await place(p, picks, 1000, { bonus: { id: bonus.id, type: 'comboboost', odds: 1050 } });
    const plain = await place(cash, picks, 1000);
    // Same stake and selections: the boosted bet's offer is the plain one's × 1.05 (to a subunit).
    const ratio = (boosted.to_cashout as number) / (plain.to_cashout as number);
    expect(boosted.to_cashout).toBeGreaterThan(plain.to_cashout);
    expect(Math.abs(ratio - 1.05)).toBeLessThan(0.01);
    const offer = boosted.to_cashout as number;
    const res = await p.post(`${V3}/bets/cashout`, { bet_id: boosted.id, to_cashout: offer });
    expect(res.status).toBe(200);
    const base = Math.floor((offer * 1000) / 1050);
    expect(await ledgerRows(p.userId, `bet:${boosted.id}`)).toEqual([
      { kind: 'bet_stake', delta: -1000 },
      { kind: 'cashout', delta: base },
      { kind: 'comboboost_win', delta: offer - base },
    ]);
    expect(await t.balance(p.userId)).toBe(9000 + offer);
    expect(await t.ledger(p.userId)).toBe(9000 + offer);
  });
});
