import { jointOdds, jointProbability } from '@sportsbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, events, ledgerEntries, markets, sports } from '../../src/db/schema.ts';
import {
  jointModelOf,
  type MatchModel,
  matchStateFromStatistics,
} from '../../src/modules/feed/pricing/index.ts';
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

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

let t: BettingTestApp;
let fay: PlayerAgent;

const dev = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });

/** Prematch soccer matches with an open 1X2, total 2.5 and handicap -0.5 line. */
async function soccerMatches(): Promise<number[]> {
  const rows = await t.db
    .select({ id: events.id, marketId: markets.marketId, specifier: markets.specifier })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .innerJoin(markets, eq(markets.eventId, events.id))
    .where(
      and(
        eq(events.type, 'match'),
        eq(events.status, 0),
        eq(sports.key, 'soccer'),
        eq(events.provider, 'betradar'),
        eq(markets.status, 1),
      ),
    )
    .orderBy(asc(events.id));
  const have = new Map<number, Set<string>>();
  for (const r of rows) {
    const set = have.get(r.id) ?? new Set<string>();
    set.add(`${r.marketId}|${r.specifier}`);
    have.set(r.id, set);
  }
  return [...have]
    .filter(([, s]) => s.has('1|') && s.has('18|total=2.5') && s.has('16|hcp=-0.5'))
    .map(([id]) => id);
}

async function oddsOf(matchId: number, marketId: number, specifier: string, outcomeId: string) {
  const [m] = await t.db
    .select({ outcomes: markets.outcomes })
    .from(markets)
    .where(
      and(eq(markets.eventId, matchId), eq(markets.marketId, marketId), eq(markets.specifier, specifier)),
    );
  return m?.outcomes.find((o) => String(o.id) === outcomeId)?.odds ?? 0;
}

async function sel(matchId: number, marketId: number, specifier: string, outcomeId: string) {
  return {
    match_id: matchId,
    market_id: marketId,
    specifier,
    outcome_id: outcomeId,
    odds: await oddsOf(matchId, marketId, specifier, outcomeId),
  };
}

const price = async (selections: OpenSelection[]) =>
  (await fay.post(`${V3}/bets/custom/odds`, { match_id: selections[0]?.match_id, selections })).body;

async function setMode(m: 'none' | 'higher' | 'any') {
  expect((await fay.post(`${V2}/settings`, { auto_accept_odds_change: m })).status).toBe(200);
}

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

let soccer: number[];

beforeAll(async () => {
  t = await createBettingApp();
  fay = await t.player('fay@example.test');
  await t.credit(fay.userId, 1_000_000);
  soccer = await soccerMatches();
  expect(soccer.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t.close());

describe('POST /bets/custom/odds', () => {
  it('prices "home wins" and "over 2.5" from the match model, not as the product of their odds', async () => {
    const id = soccer[0] as number;
    const home = await sel(id, 1, '', 'home');
    const over = await sel(id, 18, 'total=2.5', 'over');
    const body = await price([home, over]);
    expect(body.selections_odds).toEqual([home.odds, over.odds]);
    // The same joint probability straight from the stored model.
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    const model = row?.model as unknown as MatchModel;
    const joint = jointModelOf(model, matchStateFromStatistics(model, null));
    const legs = [joint.legOf(1, '', 'home'), joint.legOf(18, 'total=2.5', 'over')];
    expect(body.odds).toBe(jointOdds(jointProbability(joint.scenarios, legs as never)));
    // Not the independent product (with or without the old 0.9 allowance).
    const product = (home.odds * over.odds) / 1000;
    expect(Math.abs(body.odds - product)).toBeGreaterThan(20);
    expect(Math.abs(body.odds - Math.floor(product * 0.9))).toBeGreaterThan(20);
    // Order does not matter.
    expect((await price([over, home])).odds).toBe(body.odds);
  });

  it('does not offer contradictions, one market twice, or unmodelled outcomes', async () => {
    const id = soccer[0] as number;
    const home = await sel(id, 1, '', 'home');
    // Home -0.5 "away" is a draw or an away win: it cannot happen with a home win.
    expect((await price([home, await sel(id, 16, 'hcp=-0.5', 'away')])).odds).toBeNull();
    expect((await price([home, await sel(id, 10, '', 'draw_away')])).odds).toBeNull();
    expect((await price([home, await sel(id, 1, '', 'away')])).odds).toBeNull();
    expect((await price([home])).odds).toBeNull();
    // The same selections with a compatible line are offered.
    expect((await price([home, await sel(id, 16, 'hcp=-0.5', 'home')])).odds).toBeGreaterThan(1000);
  });
});

describe('placing a custom bet', () => {
  it('checks custom_odds against the model price per odds-accept mode (code 120)', async () => {
    const id = soccer[1] as number;
    const two = [await sel(id, 1, '', 'home'), await sel(id, 29, '', 'yes')];
    const { odds } = await price(two);
    expect(odds).toBeGreaterThan(1000);
    const place = (custom_odds: number) =>
      fay.post(`${V3}/bets`, payload(two, 100, { custom_odds }), { headers: key() });

    await setMode('none');
    for (const off of [odds - 10, odds + 10]) {
      const res = await place(off);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(120);
      expect(res.body.data.details[0]).toMatchObject({ sent_odds: off, current_odds: odds });
    }
    expect((await place(odds)).body.data[0]).toMatchObject({ type: 'custom_bet', custom_odds: odds });

    await setMode('higher');
    expect((await place(odds + 10)).body.code).toBe(120);
    const higher = await place(odds - 10);
    expect(higher.status).toBe(200);
    expect(higher.body.data[0].custom_odds).toBe(odds);

    await setMode('any');
    const any = await place(odds + 500);
    expect(any.status).toBe(200);
    expect(any.body.data[0]).toMatchObject({
      custom_odds: odds,
      potential_win: Math.floor((100 * odds) / 1000),
    });
    await setMode('none');

    const contradiction = [two[0] as OpenSelection, await sel(id, 1, '', 'away')];
    const refused = await fay.post(`${V3}/bets`, payload(contradiction, 100, { custom_odds: 5000 }), {
      headers: key(),
    });
    expect(refused.status).toBe(422);
  });
});

describe('cash out of system and custom bets', () => {
  it('a custom bet gets an offer from the builder price that moves with the match, paid once', async () => {
    const id = soccer[2] as number;
    const two = [await sel(id, 1, '', 'home'), await sel(id, 18, 'total=2.5', 'over')];
    const { odds } = await price(two);
    const placed = await fay.post(`${V3}/bets`, payload(two, 1000, { custom_odds: odds }), {
      headers: key(),
    });
    expect(placed.status).toBe(200);
    const bet = placed.body.data[0];
    // At the price just taken: stake × 0.95.
    expect(bet.to_cashout).toBe(950);

    expect((await dev({ type: 'start', matchId: id })).statusCode).toBe(200);
    const spy = spyOnPush(t.app);
    expect((await dev({ type: 'goal', matchId: id, team: 'home' })).statusCode).toBe(200);
    expect((await dev({ type: 'resume', matchId: id })).statusCode).toBe(200);
    const now = (await fay.get(`${V3}/bets/${bet.id}`)).body.data;
    // A home goal makes a home win with 3+ goals likelier: the bet is worth more.
    expect(now.to_cashout).toBeGreaterThan(950);
    const pushed = spy.mock.calls
      .filter(([, d]) => d.event_name === 'bet_cashout_changed')
      .map(([, d]) => (d.message as Loose).to_cashout);
    expect(pushed).toContain(now.to_cashout);
    spy.mockRestore();

    const before = await t.balance(fay.userId);
    const [a, b] = await Promise.all([
      fay.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: now.to_cashout }),
      fay.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: now.to_cashout }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await t.balance(fay.userId)).toBe(before + now.to_cashout);
    expect(await ledgerRows(fay.userId, 'cashout', `bet:${bet.id}`)).toHaveLength(1);
    expect(await t.ledger(fay.userId)).toBe(await t.balance(fay.userId));
  });

  it('a system bet gets the sum over its combinations, moving with the prices, paid once', async () => {
    const picks = await openSelections(t.db, 3, 20);
    const placed = await fay.post(`${V3}/bets`, payload(picks, 900, { system_id: '2/3' }), {
      headers: key(),
    });
    expect(placed.status).toBe(200);
    const bet = placed.body.data[0];
    // Three combinations of 300 at unchanged prices: 900 × 0.95.
    expect(bet.to_cashout).toBe(855);
    const s = picks[0] as OpenSelection;
    expect(
      (await dev({ type: 'odds', matchId: s.match_id, marketId: s.market_id, factor: 1.3 })).statusCode,
    ).toBe(200);
    const moved = (await fay.get(`${V3}/bets/${bet.id}`)).body.data;
    expect(moved.to_cashout).toBeLessThan(855);
    expect(moved.to_cashout).toBeGreaterThan(0);
    const stale = await fay.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: 855 });
    expect(stale.status).toBe(422);
    expect(stale.body.data.details[0].to_cashout).toBe(moved.to_cashout);
    const before = await t.balance(fay.userId);
    const [a, b] = await Promise.all([
      fay.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: moved.to_cashout }),
      fay.post(`${V3}/bets/cashout`, { bet_id: bet.id, to_cashout: moved.to_cashout }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await t.balance(fay.userId)).toBe(before + moved.to_cashout);
    expect(await ledgerRows(fay.userId, 'cashout', `bet:${bet.id}`)).toHaveLength(1);
  });
});
