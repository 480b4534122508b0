import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bets, events, ledgerEntries, sports, userLimits } from '../../src/db/schema.ts';
import { betMessage } from '../../src/modules/betting/messages.ts';
import { TEST_NOW } from '../helpers/app.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  sameMatchSelections,
  V2,
  V3,
} from './helpers.ts';

let t: BettingTestApp;
let alice: PlayerAgent;
let bob: PlayerAgent;
let picks: OpenSelection[];

beforeAll(async () => {
  t = await createBettingApp({ maxPayout: { EUR: 5_000_000 } });
  alice = await t.player('alice@example.test');
  bob = await t.player('bob@example.test');
  await t.credit(alice.userId, 100_000);
  picks = await openSelections(t.db, 4);
});
afterAll(() => t.close());

describe('POST /bets', () => {
  it('places a single: stake and ledger row in one go, visible in the history', async () => {
    const sel = picks[0] as OpenSelection;
    const res = await alice.post(`${V3}/bets`, payload([sel], 1000), { headers: key() });
    expect(res.status).toBe(200);
    const [bet] = res.body.data;
    expect(bet).toMatchObject({
      type: 'single',
      status: 'waiting_results',
      result: 'no_results',
      stake: { value: 1000, currency: 'EUR', subunits: 2 },
      odds: sel.odds,
      potential_win: Math.floor((1000 * sel.odds) / 1000),
      win_amount: null,
    });
    expect(bet.selections[0]).toMatchObject({ status: 'open', odds: sel.odds, match: { id: sel.match_id } });
    expect(await t.balance(alice.userId)).toBe(99_000);
    expect(await t.ledger(alice.userId)).toBe(99_000);
    const list = await alice.get(`${V3}/bets?status=open`);
    expect(list.body.data.map((b: { id: number }) => b.id)).toContain(bet.id);
    expect(list.body.pagination).toMatchObject({ page: 1, total: 1, last_page: 1 });
  });

  it('places a combo and a 2/3 system bet', async () => {
    const combo = await alice.post(`${V3}/bets`, payload(picks.slice(0, 2), 500), { headers: key() });
    expect(combo.status).toBe(200);
    expect(combo.body.data[0].type).toBe('combo');
    const system = await alice.post(`${V3}/bets`, payload(picks.slice(0, 3), 300, { system_id: '2/3' }), {
      headers: key(),
    });
    expect(system.status).toBe(200);
    expect(system.body.data[0]).toMatchObject({
      type: 'system',
      system: { id: '2/3', win_count: 2, total_count: 3 },
    });
  });

  it('a retry with the same Idempotency-Key answers the same body and places once', async () => {
    const headers = key();
    const body = payload([picks[1] as OpenSelection], 700);
    const before = await t.db.select().from(bets).where(eq(bets.userId, alice.userId));
    const first = await alice.post(`${V3}/bets`, body, { headers });
    const again = await alice.post(`${V3}/bets`, body, { headers });
    const concurrent = await Promise.all(
      [1, 2, 3, 4, 5].map(() => alice.post(`${V3}/bets`, body, { headers })),
    );
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // The first answer is sent as the JSON stored for retries: still typed as JSON, like the retry's.
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const r of concurrent) expect(r.body).toEqual(first.body);
    const after = await t.db.select().from(bets).where(eq(bets.userId, alice.userId));
    expect(after.length).toBe(before.length + 1);
    const other = await alice.post(`${V3}/bets`, payload([picks[1] as OpenSelection], 800), { headers });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(await t.ledger(alice.userId)).toBe(await t.balance(alice.userId));
  });

  it('50 requests at once with one Idempotency-Key, in EUR and USD: one placement, every other answer its body or 409', async () => {
    const gus = await t.player('gus@example.test');
    await t.credit(gus.userId, 100_000);
    await t.credit(gus.userId, 100_000, 'USD');
    const headers = key();
    const sel = picks[3] as OpenSelection;
    const eur = payload([sel], 100);
    const usd = { ...eur, bets: [{ stake: { value: 100, currency: 'USD' }, selections: [sel] }] };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => gus.post(`${V3}/bets`, i % 2 ? usd : eur, { headers })),
    );
    const placed = await t.db.select().from(bets).where(eq(bets.userId, gus.userId));
    expect(placed).toHaveLength(1);
    const ok = results.filter((r) => r.status === 200);
    for (const r of ok) expect(r.body).toEqual(ok[0]?.body);
    const refused = results.filter((r) => r.status !== 200);
    for (const r of refused) expect([r.status, r.body.code]).toEqual([409, 'idempotency_key_reused']);
    expect(ok.length).toBeGreaterThanOrEqual(25);
    expect(await t.ledger(gus.userId)).toBe(await t.balance(gus.userId));
    expect(await t.ledger(gus.userId, 'USD')).toBe(await t.balance(gus.userId, 'USD'));
  });

  it('same key from another player is another placement', async () => {
    const headers = key();
    await t.credit(bob.userId, 5000);
    const a = await alice.post(`${V3}/bets`, payload([picks[2] as OpenSelection], 100), { headers });
    const b = await bob.post(`${V3}/bets`, payload([picks[2] as OpenSelection], 100), { headers });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data[0].id).not.toBe(b.body.data[0].id);
  });

  it('needs a session, and the CSRF header with a cookie session', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: `${V3}/bets`, payload: payload(picks, 100) });
    expect(visitor.statusCode).toBe(401);
    const noCsrf = await alice.post(`${V3}/bets`, payload([picks[0] as OpenSelection], 100), { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe('csrf_failed');
  });

  it('refuses a stake the balance does not cover (409 insufficient_funds), balance untouched', async () => {
    const before = await t.balance(bob.userId);
    const res = await bob.post(`${V3}/bets`, payload([picks[0] as OpenSelection], before + 1), {
      headers: key(),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'insufficient_funds', data: { errors_by_bet: [{ index: 0 }] } });
    expect(await t.balance(bob.userId)).toBe(before);
  });

  it('places several bets of one payload in order, one ledger row each, answering what the history shows', async () => {
    const dave = await t.player('dave@example.test');
    await t.credit(dave.userId, 1000);
    const body = {
      bets: [
        { stake: { value: 300, currency: 'EUR' }, selections: [picks[0]] },
        { stake: { value: 200, currency: 'EUR' }, selections: picks.slice(1, 3) },
      ],
      meta: { device_id: 'test-device', quick: false, type: 'regular' },
    };
    const res = await dave.post(`${V3}/bets`, body, { headers: key() });
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((b: { type: string; stake: { value: number } }) => [b.type, b.stake.value]),
    ).toEqual([
      ['single', 300],
      ['combo', 200],
    ]);
    // The placement answers exactly what reading the bets back gives.
    for (const bet of res.body.data) {
      const one = await dave.get(`${V3}/bets/${bet.id}`);
      expect(one.body.data).toEqual(bet);
    }
    const rows = await t.db
      .select({ delta: ledgerEntries.delta, after: ledgerEntries.balanceAfter, ref: ledgerEntries.ref })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(and(eq(accounts.userId, dave.userId), eq(ledgerEntries.kind, 'bet_stake')))
      .orderBy(asc(ledgerEntries.id));
    expect(rows).toEqual([
      { delta: -300, after: 700, ref: `bet:${res.body.data[0].id}` },
      { delta: -200, after: 500, ref: `bet:${res.body.data[1].id}` },
    ]);
    expect(await t.balance(dave.userId)).toBe(500);
    expect(await t.ledger(dave.userId)).toBe(500);

    // The second bet is beyond what is left after the first: refused at index 1, nothing placed.
    const over = await dave.post(
      `${V3}/bets`,
      { ...body, bets: [{ ...body.bets[0] }, { ...body.bets[1], stake: { value: 201, currency: 'EUR' } }] },
      { headers: key() },
    );
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'insufficient_funds', data: { errors_by_bet: [{ index: 1 }] } });
    expect(await t.balance(dave.userId)).toBe(500);
    expect(await t.db.select().from(bets).where(eq(bets.userId, dave.userId))).toHaveLength(2);
  });

  it('a bet in a currency the player has no account in yet is refused for funds (409), not an error', async () => {
    const erin = await t.player('erin@example.test');
    const body = {
      bets: [{ stake: { value: 100, currency: 'USD' }, selections: [picks[0]] }],
      meta: { device_id: 'test-device', quick: false, type: 'regular' },
    };
    const res = await erin.post(`${V3}/bets`, body, { headers: key() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'insufficient_funds', data: { errors_by_bet: [{ index: 0 }] } });
    await t.credit(erin.userId, 500, 'USD');
    const placed = await erin.post(`${V3}/bets`, body, { headers: key() });
    expect(placed.status).toBe(200);
    expect(placed.body.data[0].stake).toMatchObject({ value: 100, currency: 'USD' });
    expect(await t.balance(erin.userId, 'USD')).toBe(400);
    expect(await t.ledger(erin.userId, 'USD')).toBe(400);
  });

  it('stores bet category cyber for a bet on esports only (SPEC §9), regular otherwise, whatever the client says', async () => {
    const open = await openSelections(t.db, 30);
    const typed = await t.db
      .select({ id: events.id, type: sports.type })
      .from(events)
      .innerJoin(sports, eq(sports.id, events.sportId));
    const typeOf = new Map(typed.map((r) => [r.id, r.type]));
    const cyber = open.filter((s) => typeOf.get(s.match_id) === 'cyber');
    const regular = open.find((s) => typeOf.get(s.match_id) === 'regular');
    if (cyber.length < 2 || !regular) throw new Error('the seed has no open esports and regular matches');
    const frank = await t.player('frank@example.test');
    await t.credit(frank.userId, 10_000);
    const categoryOf = async (selections: OpenSelection[], type = 'regular') => {
      const res = await frank.post(
        `${V3}/bets`,
        { ...payload(selections, 100), meta: { device_id: 'd', quick: false, type } },
        { headers: key() },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await t.db.select().from(bets).where(eq(bets.id, res.body.data[0].id));
      return row?.category;
    };
    expect(await categoryOf([cyber[0] as OpenSelection])).toBe('cyber');
    expect(await categoryOf(cyber.slice(0, 2))).toBe('cyber');
    expect(await categoryOf([cyber[1] as OpenSelection, regular])).toBe('regular');
    expect(await categoryOf([regular], 'cyber')).toBe('regular');
  });

  it('refuses what the bet limit forbids (403 limit_exceeded)', async () => {
    await t.db.insert(userLimits).values({
      userId: bob.userId,
      type: 'bet',
      status: 'active',
      value: 200,
      currency: 'EUR',
      createdAt: new Date(TEST_NOW.getTime() - 1000),
      updatedAt: new Date(TEST_NOW.getTime() - 1000),
    });
    const res = await bob.post(`${V3}/bets`, payload([picks[0] as OpenSelection], 300), { headers: key() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'limit_exceeded',
      data: { details: [{ code: 'bet_limit_exceeded' }] },
    });
    const max = await bob.post(`${V3}/bets/max-stake`, { currency: 'EUR', selections: [picks[0]] });
    expect(max.status).toBe(200);
    expect(max.body.max_stake).toBe(200);
  });

  it('each SPEC §5 rule answers bet_validation_failed with its code per bet, localized', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [payload([picks[0] as OpenSelection], 0), 'error.stake.required'],
      [
        payload([picks[0] as OpenSelection, { ...(picks[0] as OpenSelection), outcome_id: 'x' }], 100),
        'error.selections.same_match',
      ],
      [payload(picks.slice(0, 3), 300, { system_id: '2/4' }), 'error.system.type_mismatch'],
      [payload(picks.slice(0, 3), 301, { system_id: '2/3' }), 'error.stake.sum_mismatch'],
      [payload([picks[0] as OpenSelection], 4_000_000), 'error.stake.above_maximum'],
    ];
    for (const [body, code] of cases) {
      const res = await alice.post(`${V3}/bets`, body, { headers: { ...key(), 'accept-language': 'de' } });
      expect(res.status, code).toBe(422);
      expect(res.body.code).toBe('bet_validation_failed');
      expect(res.body.data.errors_by_bet[0]).toEqual({
        index: 0,
        code,
        localized_message: betMessage(code, 'de'),
      });
    }
  });

  it('refuses a bonus it cannot honour', async () => {
    const res = await alice.post(
      `${V3}/bets`,
      payload(picks.slice(0, 2), 100, { bonus: { id: 1, type: 'comboboost', odds: 1100 } }),
      { headers: key() },
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('bonus_not_available');
  });

  it('100 concurrent placements against a balance covering 10: exactly 10 bets, never below zero', async () => {
    const carol = await t.player('carol@example.test');
    await t.credit(carol.userId, 10 * 250);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        carol.post(`${V3}/bets`, payload([picks[3] as OpenSelection], 250), { headers: key() }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(90);
    const placed = await t.db.select().from(bets).where(eq(bets.userId, carol.userId));
    expect(placed).toHaveLength(10);
    expect(await t.balance(carol.userId)).toBe(0);
    expect(await t.ledger(carol.userId)).toBe(0);
  });
});

describe('odds-accept modes', () => {
  async function mode(m: 'none' | 'higher' | 'any') {
    const res = await alice.post(`${V2}/settings`, { auto_accept_odds_change: m });
    expect(res.status).toBe(200);
    expect(res.body.auto_accept_odds_change).toBe(m);
  }
  const sel = () => picks[1] as OpenSelection;

  it('none: any difference is code 101 with the odds-different code', async () => {
    await mode('none');
    for (const odds of [sel().odds + 50, sel().odds - 50]) {
      const res = await alice.post(`${V3}/bets`, payload([{ ...sel(), odds }], 100), {
        headers: { ...key(), 'accept-language': 'de' },
      });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(101);
      expect(res.body.message).toBe(betMessage('error.place_bets.invalid_odds', 'de'));
      expect(res.body.data.errors_by_bet[0].code).toBe('error.risk_validation.odds_different_than_bookmaker');
      expect(res.body.data.details[0]).toMatchObject({ sent_odds: odds, current_odds: sel().odds });
    }
  });

  it('higher: higher current odds are taken at the current price, lower ones refused', async () => {
    await mode('higher');
    const up = await alice.post(`${V3}/bets`, payload([{ ...sel(), odds: sel().odds - 50 }], 100), {
      headers: key(),
    });
    expect(up.status).toBe(200);
    expect(up.body.data[0].odds).toBe(sel().odds);
    const down = await alice.post(`${V3}/bets`, payload([{ ...sel(), odds: sel().odds + 50 }], 100), {
      headers: key(),
    });
    expect(down.status).toBe(422);
    expect(down.body.code).toBe(101);
    expect(down.body.data.errors_by_bet[0].code).toBe(
      'error.risk_validation.odds_higher_than_bookmakers_current_odds',
    );
  });

  it('any: every change is taken at the current price', async () => {
    await mode('any');
    const res = await alice.post(`${V3}/bets`, payload([{ ...sel(), odds: sel().odds + 500 }], 100), {
      headers: key(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0].odds).toBe(sel().odds);
    await mode('none');
  });

  it('a suspended market is refused in every mode', async () => {
    const s = picks[2] as OpenSelection;
    const suspend = await t.app.inject({
      method: 'POST',
      url: '/api/dev/feed/events',
      payload: { type: 'suspend', matchId: s.match_id },
    });
    expect(suspend.statusCode).toBe(200);
    for (const m of ['none', 'any'] as const) {
      await mode(m);
      const res = await alice.post(`${V3}/bets`, payload([s], 100), { headers: key() });
      expect(res.status).toBe(422);
      expect(res.body.data.errors_by_bet[0].code).toBe('error.selection.suspended');
    }
    await mode('none');
    await t.app.inject({
      method: 'POST',
      url: '/api/dev/feed/events',
      payload: { type: 'resume', matchId: s.match_id },
    });
  });
});

describe('custom bets', () => {
  it('code 120 for custom odds off the bet-builder price; placed at the price', async () => {
    const two = await sameMatchSelections(t.db);
    const price = await alice.post(`${V3}/bets/custom/odds`, { match_id: two[0]?.match_id, selections: two });
    expect(price.status).toBe(200);
    expect(price.body.odds).toBeGreaterThan(1000);
    const wrong = await alice.post(`${V3}/bets`, payload(two, 100, { custom_odds: price.body.odds + 10 }), {
      headers: key(),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe(120);
    expect(wrong.body.data.errors_by_bet[0].code).toBe('error.place_bets.invalid_odds_custom_bet');
    const ok = await alice.post(`${V3}/bets`, payload(two, 100, { custom_odds: price.body.odds }), {
      headers: key(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data[0]).toMatchObject({
      type: 'custom_bet',
      custom_odds: price.body.odds,
      odds: price.body.odds,
    });
    const markets = await t.app.inject({
      method: 'GET',
      url: `${V3}/bets/custom/markets/${two[0]?.match_id}`,
    });
    expect(markets.statusCode).toBe(200);
  });
});

describe('visibility', () => {
  it("another player's bet is invisible (404) and absent from their list", async () => {
    const mine = await alice.get(`${V3}/bets?limit=1`);
    const id = mine.body.data[0].id;
    expect((await alice.get(`${V3}/bets/${id}`)).status).toBe(200);
    const theirs = await bob.get(`${V3}/bets/${id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('bet_not_found');
    const list = await bob.get(`${V3}/bets?limit=500`);
    expect(list.body.data.every((b: { id: number }) => b.id !== id)).toBe(true);
  });

  it('pages through the history', async () => {
    const all = await alice.get(`${V3}/bets?limit=500`);
    const total = all.body.pagination.total;
    const page2 = await alice.get(`${V3}/bets?limit=2&page=2`);
    expect(page2.body.pagination).toEqual({ total, page: 2, limit: 2, last_page: Math.ceil(total / 2) });
    expect(page2.body.data.map((b: { id: number }) => b.id)).toEqual(
      all.body.data.slice(2, 4).map((b: { id: number }) => b.id),
    );
  });
});
