import { API_PREFIX, type Jackpot, type JackpotHit } from '@sportsbook/contract';
import { jackpotContribution } from '@sportsbook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { accounts, bets, jackpotHits, jackpotLevels, ledgerEntries } from '../../src/db/schema.ts';
import { seededDraw } from '../../src/modules/jackpots/draw.ts';
import { type HitRecord, moveHit, recordHit } from '../../src/modules/jackpots/hits.ts';
import { contributionsOf, drawHits } from '../../src/modules/jackpots/placement.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  V2,
  V3,
} from '../betting/helpers.ts';
import { spyOnPush } from '../helpers/push-spy.ts';
import { Agent } from '../platform/helpers.ts';

const DEV = API_PREFIX.dev;
let t: BettingTestApp;
let alice: PlayerAgent;
let bob: PlayerAgent;
let picks: OpenSelection[];
let jackpotId: number;

beforeAll(async () => {
  t = await createBettingApp();
  alice = await t.player('jp-alice@example.test');
  bob = await t.player('jp-bob@example.test');
  await t.credit(alice.userId, 1_000_000);
  await t.credit(bob.userId, 1_000_000);
  picks = await openSelections(t.db, 3);
  const list = await new Agent(t.app).get(`${V2}/jackpots`);
  jackpotId = (list.body.data[0] as Jackpot).id;
}, 120_000);
afterAll(() => t?.close());

/** Every level's pool, by code, as GET /jackpots/{id} shows it. */
async function pools(): Promise<Record<string, number>> {
  const res = await new Agent(t.app).get(`${V2}/jackpots/${jackpotId}`);
  return Object.fromEntries((res.body as Jackpot).levels.map((l) => [l.code, l.pool_amount]));
}

/** Sum of the pool rows per level code (kind contribution, or all kinds). */
async function entrySums(kind?: string): Promise<Record<string, number>> {
  const rows = await t.db.execute(sql`
    select l.code, coalesce(sum(e.amount), 0)::text as sum
      from jackpot_levels l left join jackpot_pool_entries e on e.level_id = l.id
       ${kind ? sql`and e.kind = ${kind}` : sql``}
     where l.jackpot_id = ${jackpotId} group by l.code`);
  return Object.fromEntries(
    (rows as unknown as { rows: { code: string; sum: string }[] }).rows.map((r) => [r.code, Number(r.sum)]),
  );
}

async function shares(): Promise<Record<string, number>> {
  const rows = await t.db
    .select({ code: jackpotLevels.code, share: jackpotLevels.shareBp })
    .from(jackpotLevels)
    .where(eq(jackpotLevels.jackpotId, jackpotId));
  return Object.fromEntries(rows.map((r) => [r.code, r.share]));
}

async function forceHit(email: string, status?: string): Promise<JackpotHit> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${DEV}/jackpots/hit`,
    payload: { email, ...(status ? { status } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as JackpotHit;
}

/** Notifications of type jackpot_hit the player has about this hit. */
async function jackpotNotices(userId: number, hitId: number): Promise<number> {
  const result = (await t.db.execute(
    sql`select count(*)::int as n from notifications where user_id = ${userId} and type = 'jackpot_hit' and object_id = ${String(hitId)}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const move = (id: number, status: string) =>
  t.app.inject({ method: 'POST', url: `${DEV}/jackpot-hits/${id}/status`, payload: { status } });

describe('jackpots (issue 14)', () => {
  it('GET /jackpots, POST /jackpots by ids and GET /jackpots/{id}: the seeded jackpot with its levels', async () => {
    const visitor = new Agent(t.app);
    const list = await visitor.get(`${V2}/jackpots`);
    expect(list.status).toBe(200);
    const jackpot = list.body.data[0] as Jackpot;
    expect(jackpot).toMatchObject({ currency: 'EUR', currency_subunits: 2, name: 'Sportsbook Jackpot' });
    expect(jackpot.levels.map((l) => l.code)).toEqual(['mini', 'major', 'grand']);
    expect(jackpot.amount).toBe(jackpot.levels.reduce((s, l) => s + l.pool_amount, 0));
    const byIds = await visitor.post(`${V2}/jackpots`, { ids: [jackpot.id, 999_999] });
    expect(byIds.status).toBe(200);
    expect(byIds.body.data.map((j: Jackpot) => j.id)).toEqual([jackpot.id]);
    expect((await visitor.get(`${V2}/jackpots?currency=USD`)).body.data).toEqual([]);
    const one = await visitor.get(`${V2}/jackpots/${jackpot.id}`, { 'accept-language': 'de' });
    expect(one.body).toMatchObject({ id: jackpot.id, name: 'Sportsbook-Jackpot' });
    const missing = await visitor.get(`${V2}/jackpots/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('jackpot_not_found');
    expect((await visitor.get(`${V2}/jackpots/abc`)).status).toBe(400);
    expect((await visitor.post(`${V2}/jackpots`, { ids: ['x'] })).status).toBe(400);
  });

  it('a cash stake adds floor(stake × share / 10000) to each level, with a pool row; the bet shows used_in_jackpot', async () => {
    const before = await pools();
    const share = await shares();
    const res = await alice.post(`${V3}/bets`, payload([picks[0] as OpenSelection], 1_999), {
      headers: key(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0].used_in_jackpot).toBe(true);
    const after = await pools();
    for (const code of ['mini', 'major', 'grand']) {
      expect((after[code] ?? 0) - (before[code] ?? 0)).toBe(jackpotContribution(1_999, share[code] ?? 0));
    }
    // 1999 × 100 / 10000 = 19.99: rounded down to 19
    expect((after.mini ?? 0) - (before.mini ?? 0)).toBe(19);
    const history = await alice.get(`${V3}/bets/${res.body.data[0].id}`);
    expect(history.body.data.used_in_jackpot).toBe(true);
  });

  it('a free bet and a stake in another currency feed no pool', async () => {
    const before = await pools();
    const promo = await bob.post(`${V2}/bonuses/promo-code`, { code: 'WELCOME10' });
    expect(promo.status).toBe(201);
    const bonusId = promo.body.data.id;
    const free = await bob.post(
      `${V3}/bets`,
      payload([picks[1] as OpenSelection], 1000, { bonus: { id: bonusId, type: 'freebet' } }),
      { headers: key() },
    );
    expect(free.status).toBe(200);
    expect(free.body.data[0].used_in_jackpot).toBe(false);
    await t.credit(bob.userId, 100_000, 'USD');
    const usd = await bob.post(
      `${V3}/bets`,
      {
        ...payload([picks[1] as OpenSelection], 1000),
        bets: [{ stake: { value: 1000, currency: 'USD' }, selections: [picks[1]] }],
      },
      { headers: key() },
    );
    expect(usd.status).toBe(200);
    expect(usd.body.data[0].used_in_jackpot).toBe(false);
    expect(await pools()).toEqual(before);
  });

  it('50 concurrent bets: each pool equals the sum of its rows; contributions equal the stakes’ shares', async () => {
    const players = [alice, bob];
    const before = await entrySums('contribution');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (players[i % 2] as PlayerAgent).post(
          `${V3}/bets`,
          payload([picks[i % 3] as OpenSelection], 100 + i * 37),
          { headers: key() },
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const share = await shares();
    const after = await entrySums('contribution');
    const all = await entrySums();
    const now = await pools();
    const stakeRows = await t.db
      .select({ delta: ledgerEntries.delta })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerEntries.kind, 'bet_stake'),
          inArray(
            ledgerEntries.ref,
            results.map((r) => `bet:${r.body.data[0].id}`),
          ),
        ),
      );
    expect(stakeRows).toHaveLength(50);
    for (const code of ['mini', 'major', 'grand']) {
      expect(now[code]).toBe(all[code]);
      const expected = stakeRows.reduce((s, r) => s + jackpotContribution(-r.delta, share[code] ?? 0), 0);
      expect((after[code] ?? 0) - (before[code] ?? 0)).toBe(expected);
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'a placement does not wait for the jackpot levels while another transaction holds them (two connections)',
    async () => {
      const before = await pools();
      const share = await shares();
      // A hit (or an operator's change) holding the levels must not stall the book's placements.
      const placed = await t.db.transaction(async (tx) => {
        // The lock a hit takes (a contribution's foreign key only needs key share).
        await tx.execute(
          sql`select id from jackpot_levels where jackpot_id = ${jackpotId} for no key update`,
        );
        return alice.post(`${V3}/bets`, payload([picks[0] as OpenSelection], 1_000), { headers: key() });
      });
      expect(placed.status).toBe(200);
      const after = await pools();
      expect((after.grand ?? 0) - (before.grand ?? 0)).toBe(jackpotContribution(1_000, share.grand ?? 0));
    },
  );

  it('the seeded draw hits the same bets every run; a drawn hit takes the level’s pool and resets it', async () => {
    const levels = new Map([[1, { id: 1, jackpot_id: 1, share_bp: 100, hit_odds: 3 }]]);
    const contributions = contributionsOf(
      Array.from({ length: 30 }, (_, i) => ({ betId: i + 1, currency: 'EUR', cash: 1000 })),
      (c) => (c === 'EUR' ? [...levels.values()] : []),
    );
    const first = drawHits(contributions, levels, seededDraw(42));
    expect(drawHits(contributions, levels, seededDraw(42))).toEqual(first);
    expect(first).toHaveLength(1);
    // Through a placement: a level every bet hits (odds 1) pays its pool to the bettor.
    await t.db.update(jackpotLevels).set({ hitOdds: 1 }).where(eq(jackpotLevels.code, 'mini'));
    try {
      const pool = (await pools()).mini ?? 0;
      const res = await bob.post(`${V3}/bets`, payload([picks[2] as OpenSelection], 1_000), {
        headers: key(),
      });
      expect(res.status).toBe(200);
      const [hit] = await t.db.select().from(jackpotHits).where(eq(jackpotHits.betId, res.body.data[0].id));
      expect(hit).toMatchObject({ userId: bob.userId, status: 'initial', amount: pool + 10 });
      const [level] = await t.db.select().from(jackpotLevels).where(eq(jackpotLevels.code, 'mini'));
      expect(level?.poolAmount).toBe(level?.seedAmount);
      expect((await entrySums()).mini).toBe(level?.poolAmount);
    } finally {
      await t.db.update(jackpotLevels).set({ hitOdds: 500 }).where(eq(jackpotLevels.code, 'mini'));
    }
  });

  it('a hit moves initial → approved → paid and credits once, with its ledger row and balance_changed', async () => {
    const hit = await forceHit(alice.email, 'initial');
    expect(hit.status).toBe('initial');
    expect((await move(hit.id, 'paid')).statusCode).toBe(409);
    expect(await jackpotNotices(alice.userId, hit.id)).toBe(0);
    expect((await move(hit.id, 'approved')).json().status).toBe('approved');
    // The player is told once, when the hit is approved (the notification centre lists it).
    expect(await jackpotNotices(alice.userId, hit.id)).toBe(1);
    const balance = await t.balance(alice.userId);
    const spy = spyOnPush(t.app);
    const paid = await move(hit.id, 'paid');
    const pushed = spy.mock.calls.find(
      ([c, d]) =>
        c === `$private:en:${alice.userId}` && (d as { event_name: string }).event_name === 'balance_changed',
    );
    spy.mockRestore();
    expect(paid.json()).toMatchObject({ status: 'paid', amount: hit.amount });
    expect(await t.balance(alice.userId)).toBe(balance + hit.amount);
    expect(await t.ledger(alice.userId)).toBe(balance + hit.amount);
    expect(pushed?.[1]).toMatchObject({ message: { delta: hit.amount, kind: 'jackpot_win' } });
    const again = await move(hit.id, 'paid');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('jackpot_hit_status');
    expect((await move(hit.id, 'declined')).statusCode).toBe(409);
    expect(await jackpotNotices(alice.userId, hit.id)).toBe(1);
    expect((await move(999_999, 'approved')).statusCode).toBe(404);
    const declined = await forceHit(bob.email, 'declined');
    expect(declined.status).toBe('declined');
  });

  it('the operator API approves and pays a hit with its key, and refuses without it', async () => {
    const hit = await forceHit(bob.email, 'initial');
    const url = `${API_PREFIX.sportsbook}/operator/jackpot-hits/${hit.id}/status`;
    const call = (status: string, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: { status },
        headers: authorization ? { authorization } : {},
      });
    expect((await call('approved')).statusCode).toBe(401);
    expect((await call('approved', 'Bearer wrong-key')).statusCode).toBe(401);
    const approved = await call('approved', 'Bearer dev-operator-key');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    const balance = await t.balance(bob.userId);
    expect((await call('paid', 'Bearer dev-operator-key')).json()).toMatchObject({ status: 'paid' });
    expect(await t.balance(bob.userId)).toBe(balance + hit.amount);
    expect((await call('paid', 'Bearer dev-operator-key')).statusCode).toBe(409);
  });

  it('50 concurrent pay attempts credit a hit once', async () => {
    const hit = await forceHit(bob.email, 'approved');
    const balance = await t.balance(bob.userId);
    const results = await Promise.all(Array.from({ length: 50 }, () => move(hit.id, 'paid')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await t.balance(bob.userId)).toBe(balance + hit.amount);
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ref, `jackpot_hit:${hit.id}`));
    expect(rows).toHaveLength(1);
  });

  it('GET /jackpot-hits: approved and paid by default, user_hash not ids, for_user only the caller’s, unseen and seen', async () => {
    const visitor = new Agent(t.app);
    const all = await visitor.get(`${V2}/jackpot-hits`);
    expect(all.status).toBe(200);
    const hits = all.body.data as JackpotHit[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(10);
    expect(hits.every((h) => h.status === 'approved' || h.status === 'paid')).toBe(true);
    const text = JSON.stringify(all.body);
    expect(text).not.toContain('user_id');
    expect(hits.every((h) => /^[0-9a-f]{16}$/.test(h.user_hash) && h.seen)).toBe(true);
    expect((await visitor.get(`${V2}/jackpot-hits?for_user=true`)).status).toBe(401);
    const mine = (
      await alice.get(`${V2}/jackpot-hits?for_user=true&status=initial,approved,declined,paid&limit=100`)
    ).body.data as JackpotHit[];
    const rows = await t.db
      .select({ id: jackpotHits.id })
      .from(jackpotHits)
      .where(eq(jackpotHits.userId, alice.userId));
    expect(mine.map((h) => h.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const bobs = (await bob.get(`${V2}/jackpot-hits?for_user=true`)).body.data as JackpotHit[];
    expect(bobs.some((h) => mine.some((m) => m.id === h.id))).toBe(false);
    expect(new Set(bobs.map((h) => h.user_hash)).has(mine[0]?.user_hash ?? '')).toBe(false);
    const fresh = await forceHit(alice.email);
    const unseen = (await alice.get(`${V2}/jackpot-hits?for_user=true&unseen=true`)).body
      .data as JackpotHit[];
    expect(unseen.map((h) => h.id)).toContain(fresh.id);
    expect(unseen.every((h) => !h.seen)).toBe(true);
    // Bob cannot mark Alice's hit seen; Alice can.
    expect((await bob.post(`${V2}/jackpot-hits/seen`, { ids: [fresh.id] })).body.ids).toEqual([]);
    expect((await alice.post(`${V2}/jackpot-hits/seen`, { ids: [fresh.id] })).body.ids).toEqual([fresh.id]);
    const after = (await alice.get(`${V2}/jackpot-hits?for_user=true&unseen=true`)).body.data as JackpotHit[];
    expect(after.map((h) => h.id)).not.toContain(fresh.id);
    expect((await visitor.post(`${V2}/jackpot-hits/seen`, { ids: [fresh.id] })).status).toBe(401);
    const byJackpot = await visitor.get(`${V2}/jackpot-hits?jackpot_id=999999`);
    expect(byJackpot.body.data).toEqual([]);
    expect((await visitor.get(`${V2}/jackpot-hits?status=won`)).status).toBe(400);
    expect((await visitor.get(`${V2}/jackpot-hits?limit=0`)).status).toBe(400);
  });

  it('hit hooks run inside the hit’s transaction: they see each write, and a throw undoes it', async () => {
    const seen: { status: string; inTx: boolean }[] = [];
    const hook = async (tx: Db, hit: HitRecord) => {
      const [row] = await tx
        .select({ status: jackpotHits.status })
        .from(jackpotHits)
        .where(eq(jackpotHits.id, hit.id));
      seen.push({ status: hit.status, inTx: row?.status === hit.status });
    };
    const [level] = await t.db.select().from(jackpotLevels).where(eq(jackpotLevels.code, 'major'));
    if (!level) throw new Error('seed');
    const hit = await t.db.transaction((tx) =>
      recordHit(tx as unknown as Db, { levelId: level.id, userId: bob.userId, betId: null, at: new Date() }, [
        hook,
      ]),
    );
    if (!hit) throw new Error('no hit');
    await moveHit(t.db, hit.id, 'approved', new Date(), [hook]);
    const balance = await t.balance(bob.userId);
    const failing = async () => {
      throw new Error('notification failed');
    };
    await expect(moveHit(t.db, hit.id, 'paid', new Date(), [failing])).rejects.toThrow('notification failed');
    const [after] = await t.db.select().from(jackpotHits).where(eq(jackpotHits.id, hit.id));
    expect(after?.status).toBe('approved');
    expect(await t.balance(bob.userId)).toBe(balance);
    await moveHit(t.db, hit.id, 'paid', new Date(), [hook]);
    expect(seen).toEqual([
      { status: 'initial', inTx: true },
      { status: 'approved', inTx: true },
      { status: 'paid', inTx: true },
    ]);
    expect(await t.balance(bob.userId)).toBe(balance + hit.amount);
  });

  it('the feature flag jackpots is served in GET /settings', async () => {
    const res = await new Agent(t.app).get(`${V2}/settings`);
    expect(res.body.feature_flags.jackpots).toBe(true);
  });

  it('history shows used_in_jackpot', async () => {
    const list = await alice.get(`${V3}/bets?limit=5`);
    expect(list.body.data.every((b: { used_in_jackpot: boolean }) => b.used_in_jackpot)).toBe(true);
    const [row] = await t.db.select({ id: bets.id }).from(bets).where(eq(bets.userId, bob.userId)).limit(1);
    expect(row).toBeDefined();
  });
});
