import { type PricedBet, type SelectionResult, settledPayout } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '../../src/db/schema.ts';
import { spyOnPush } from '../helpers/push-spy.ts';
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
} from './helpers.ts';

let t: BettingTestApp;
let dan: PlayerAgent;
let picks: OpenSelection[];

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

const dev = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });

async function ledgerRows(userId: number, kind: 'payout' | 'cashout', ref: string) {
  const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, userId));
  return t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, account?.id ?? 0),
        eq(ledgerEntries.kind, kind),
        eq(ledgerEntries.ref, ref),
      ),
    );
}

beforeAll(async () => {
  t = await createBettingApp();
  dan = await t.player('dan@example.test');
  await t.credit(dan.userId, 100_000);
  picks = await openSelections(t.db, 8);
});
afterAll(() => t.close());

describe('cash out', () => {
  it('pays the offer once; a second cash out is refused', async () => {
    const placed = await dan.post(`${V3}/bets`, payload([picks[0] as OpenSelection], 1000), {
      headers: key(),
    });
    const bet = placed.body.data[0];
    expect(bet.to_cashout).toBeGreaterThan(0);
    expect(bet.to_cashout).toBeLessThan(1000);
    const before = await t.balance(dan.userId);
    const [a, b] = await Promise.all([
      dan.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: bet.to_cashout }),
      dan.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: bet.to_cashout }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = (a.status === 200 ? a : b).body.data;
    expect(ok).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: bet.to_cashout,
      to_cashout: null,
    });
    expect(await t.balance(dan.userId)).toBe(before + bet.to_cashout);
    expect(await ledgerRows(dan.userId, 'cashout', `bet:${bet.id}`)).toHaveLength(1);
    expect(await t.ledger(dan.userId)).toBe(await t.balance(dan.userId));
  });

  it('refuses when the offer moved below to_cashout, and when no offer exists', async () => {
    const sel = picks[1] as OpenSelection;
    const placed = await dan.post(`${V3}/bets`, payload([sel], 1000), { headers: key() });
    const bet = placed.body.data[0];
    const spy = spyOnPush(t.app);
    const moved = await dev({ type: 'odds', matchId: sel.match_id, marketId: sel.market_id, factor: 1.3 });
    expect(moved.statusCode).toBe(200);
    const pushed = spy.mock.calls.filter(([, d]) => d.event_name === 'bet_cashout_changed');
    expect(pushed.length).toBeGreaterThan(0);
    const offer = (pushed[0]?.[1].message as Loose)?.to_cashout;
    expect(offer).toBeLessThan(bet.to_cashout);
    spy.mockRestore();
    const res = await dan.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: bet.to_cashout });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'cashout_amount_changed',
      data: { details: [{ to_cashout: offer }] },
    });
    await dev({ type: 'suspend', matchId: sel.match_id });
    const none = await dan.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: 1 });
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('cashout_unavailable');
    const other = await t.player('eve@example.test');
    const foreign = await other.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: 1 });
    expect(foreign.status).toBe(404);
  });
});

describe('settlement', () => {
  it('pays singles, combos and systems exactly once, as the domain settles them', async () => {
    const [s1, s2, s3] = picks.slice(4, 7) as OpenSelection[];
    const single = (await dan.post(`${V3}/bets`, payload([s1 as OpenSelection], 1000), { headers: key() }))
      .body.data[0];
    const combo = (
      await dan.post(`${V3}/bets`, payload([s1, s2] as OpenSelection[], 1000), { headers: key() })
    ).body.data[0];
    const system = (
      await dan.post(`${V3}/bets`, payload([s1, s2, s3] as OpenSelection[], 900, { system_id: '2/3' }), {
        headers: key(),
      })
    ).body.data[0];
    const spy = spyOnPush(t.app);
    for (const s of [s1, s2, s3] as OpenSelection[]) {
      const res = await dev({ type: 'settle', matchId: s.match_id });
      expect(res.statusCode).toBe(200);
    }
    for (const placed of [single, combo, system]) {
      const res = await dan.get(`${V3}/bets/${placed.id}`);
      const bet = res.body.data;
      expect(bet.status).toBe('done');
      expect(bet.selections.every((s: Loose) => s.status !== 'open')).toBe(true);
      const priced: PricedBet = {
        betType: bet.type,
        stake: bet.stake.value,
        odds: bet.selections.map((s: Loose) => s.odds),
        systemWinCount: bet.system?.win_count,
      };
      const expected = settledPayout(
        priced,
        bet.selections.map((s: Loose) => s.status as SelectionResult),
      );
      expect(bet.result).toBe(expected.result);
      expect(bet.win_amount).toBe(expected.payout);
      expect(await ledgerRows(dan.userId, 'payout', `bet:${bet.id}`)).toHaveLength(
        expected.payout > 0 ? 1 : 0,
      );
    }
    expect(
      spy.mock.calls.some(
        ([channel, d]) => channel === `$private:en:${dan.userId}` && d.event_name === 'bet_changed',
      ),
    ).toBe(true);
    spy.mockRestore();
    const balance = await t.balance(dan.userId);
    for (const s of [s1, s2, s3] as OpenSelection[]) await dev({ type: 'settle', matchId: s.match_id });
    expect(await t.balance(dan.userId)).toBe(balance);
    expect(await t.ledger(dan.userId)).toBe(balance);
    const settled = await dan.get(`${V3}/bets?status=settled&limit=500`);
    expect(settled.body.data.map((b: Loose) => b.id)).toEqual(
      expect.arrayContaining([single.id, combo.id, system.id]),
    );
    const open = await dan.get(`${V3}/bets?status=open`);
    expect(open.body.data.map((b: Loose) => b.id)).not.toContain(single.id);
  });
});

describe('settings', () => {
  it('visitors get the defaults and cannot save; players save stakes, mode and odds type', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: `${V2}/settings` });
    expect(visitor.json()).toMatchObject({
      auto_accept_odds_change: 'none',
      odds_types: { selected: 'european' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${V2}/settings`,
      payload: { odds_type: 'american' },
    });
    expect(refused.statusCode).toBe(401);
    const noCsrf = await dan.post(`${V2}/settings`, { odds_type: 'american' }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    const saved = await dan.post(`${V2}/settings`, {
      stakes: [200, 300],
      auto_accept_odds_change: 'higher',
      odds_type: 'american',
    });
    expect(saved.status).toBe(200);
    const mine = await dan.get(`${V2}/settings`);
    expect(mine.body).toMatchObject({
      stakes: [200, 300],
      auto_accept_odds_change: 'higher',
      odds_types: { selected: 'american' },
    });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const again = await t.app.inject({ method: 'GET', url: `${V2}/settings` });
    expect(again.json().stakes).not.toEqual([200, 300]);
  });
});

describe('share codes and max stake', () => {
  it('stores bets under a code (v3 and v2); unknown codes are 404', async () => {
    const bets = [{ selections: [picks[2]], stake: { value: 500, currency: 'EUR' } }];
    const created = await t.app.inject({ method: 'POST', url: `${V3}/bets/share-code`, payload: { bets } });
    expect(created.statusCode).toBe(200);
    const { code } = created.json();
    for (const prefix of [V3, V2]) {
      const got = await t.app.inject({ method: 'GET', url: `${prefix}/bets/share-code?code=${code}` });
      expect(got.statusCode).toBe(200);
      expect(got.json().bets).toEqual([{ ...bets[0], selections: [picks[2]] }]);
    }
    const missing = await t.app.inject({ method: 'GET', url: `${V3}/bets/share-code?code=NOPE1234` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('share_code_not_found');
  });

  it('max stake is capped by the balance and the max payout', async () => {
    const res = await dan.post(`${V3}/bets/max-stake`, { currency: 'EUR', selections: [picks[3]] });
    expect(res.status).toBe(200);
    expect(res.body.max_stake).toBeLessThanOrEqual(await t.balance(dan.userId));
    expect(res.body.max_stake).toBeGreaterThan(0);
  });
});

describe('OpenAPI', () => {
  it('documents the bet routes with contract components', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/sportsbook/v3/bets'].post).toBeDefined();
    expect(doc.paths['/api/sportsbook/v3/bets/cashout'].post).toBeDefined();
    expect(doc.paths['/api/sportsbook/v2/settings'].post).toBeDefined();
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Bet', 'PlaceBetsBody', 'BetErrorResponse', 'CashoutBody']),
    );
  });
});
