import { type PricedBet, type SelectionResult, settledPayout } from '@sportsbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, betSelections, bets, ledgerEntries } from '../../src/db/schema.ts';
import { BettingService } from '../../src/modules/betting/service.ts';
import { InMemoryPublisher } from '../../src/modules/feed/publisher.ts';
import { FeedSimulator } from '../../src/modules/feed/simulator.ts';
import type { PushPublisher } from '../../src/modules/push/publisher.ts';
import { TEST_NOW, TEST_SEED } from '../helpers/app.ts';
import { Agent } from '../platform/helpers.ts';
import {
  type BettingTestApp,
  createBettingApp,
  key,
  type OpenSelection,
  openSelections,
  type PlayerAgent,
  payload,
  V3,
} from './helpers.ts';

let t: BettingTestApp;
let gus: PlayerAgent;
let picks: OpenSelection[];

beforeAll(async () => {
  t = await createBettingApp();
  gus = await t.player('gus@example.test');
  await t.credit(gus.userId, 100_000);
  picks = await openSelections(t.db, 5);
});
afterAll(() => t.close());

/** The feed on its own (no bet settlement hooked in), as it runs while the betting side is down. */
const bareFeed = () =>
  new FeedSimulator({
    db: t.db,
    seed: TEST_SEED,
    now: new Date(TEST_NOW),
    incidents: false,
    fixtures: false,
  });

/** Another betting service on the same database (a second server process). */
const otherService = () =>
  new BettingService(t.db, {
    now: () => new Date(TEST_NOW),
    push: new InMemoryPublisher() as unknown as PushPublisher,
  });

async function payoutRows(userId: number, betId: number) {
  const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, userId));
  return t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, account?.id ?? 0),
        eq(ledgerEntries.kind, 'payout'),
        eq(ledgerEntries.ref, `bet:${betId}`),
      ),
    );
}

/** The bet's result and payout as the domain settles it from its stored selections. */
async function expectedOf(betId: number) {
  const [bet] = await t.db.select().from(bets).where(eq(bets.id, betId));
  const selections = await t.db
    .select()
    .from(betSelections)
    .where(eq(betSelections.betId, betId))
    .orderBy(asc(betSelections.position));
  const priced: PricedBet = {
    betType: bet?.type as PricedBet['betType'],
    stake: bet?.stake as PricedBet['stake'],
    odds: selections.map((s) => s.odds as PricedBet['odds'][number]),
    systemWinCount: bet?.systemId ? Number(bet.systemId.split('/')[0]) : undefined,
  };
  return {
    bet,
    selections,
    expected: settledPayout(
      priced,
      selections.map((s) => s.status as SelectionResult),
    ),
  };
}

describe('startup settlement sweep', () => {
  it('settles bets whose matches were settled while the server was down, exactly once', async () => {
    const [s1, s2, s3] = picks as [OpenSelection, OpenSelection, OpenSelection];
    const place = async (selections: OpenSelection[], stake: number, extra = {}) => {
      const res = await gus.post(`${V3}/bets`, payload(selections, stake, extra), { headers: key() });
      expect(res.status).toBe(200);
      return res.body.data[0].id as number;
    };
    const ids = [
      await place([s1], 1000),
      await place([s1, s2], 1000),
      await place([s1, s2, s3], 900, { system_id: '2/3' }),
    ];
    const afterStakes = await t.balance(gus.userId);

    await t.stop();
    const feed = bareFeed();
    for (const s of [s1, s2, s3]) await feed.settleMatch(s.match_id);
    // Markets settled, bets untouched: nobody was there to settle them.
    for (const id of ids) {
      const [bet] = await t.db.select().from(bets).where(eq(bets.id, id));
      expect(bet?.status).toBe('waiting_results');
    }
    expect(await t.balance(gus.userId)).toBe(afterStakes);

    await t.restart();
    let paid = 0;
    for (const id of ids) {
      const { bet, selections, expected } = await expectedOf(id);
      expect(bet?.status).toBe('done');
      expect(selections.every((s) => s.status !== 'open')).toBe(true);
      expect(bet?.result).toBe(expected.result);
      expect(bet?.winAmount).toBe(expected.payout);
      expect(await payoutRows(gus.userId, id)).toHaveLength(expected.payout > 0 ? 1 : 0);
      paid += expected.payout;
    }
    expect(await t.balance(gus.userId)).toBe(afterStakes + paid);

    // The live path on the same matches, another sweep and another start move no more money.
    for (const s of [s1, s2, s3]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dev/feed/events',
        payload: { type: 'settle', matchId: s.match_id },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await otherService().settleOutstanding()).toBe(0);
    await t.restart();
    expect(await t.balance(gus.userId)).toBe(afterStakes + paid);
    expect(await t.ledger(gus.userId)).toBe(afterStakes + paid);
    // The player sees them settled after the restart.
    const again = new Agent(t.app);
    for (const [k, v] of gus.jar) again.jar.set(k, v);
    const settled = await again.get(`${V3}/bets?status=settled&limit=500`);
    expect(settled.body.data.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining(ids));
    gus = Object.assign(again, { userId: gus.userId, email: gus.email });
  });

  it('a sweep and the live settlement at the same time pay once', async () => {
    const [, , , s4, s5] = picks as OpenSelection[];
    const res = await gus.post(`${V3}/bets`, payload([s4, s5] as OpenSelection[], 500), { headers: key() });
    expect(res.status).toBe(200);
    const id = res.body.data[0].id as number;
    const feed = bareFeed();
    for (const s of [s4, s5] as OpenSelection[]) await feed.settleMatch(s.match_id);
    const before = await t.balance(gus.userId);
    const a = otherService();
    const b = otherService();
    await Promise.all([
      a.settleOutstanding(),
      b.settleEvents([(s4 as OpenSelection).match_id, (s5 as OpenSelection).match_id]),
      a.settleBet(id),
    ]);
    const { bet, expected } = await expectedOf(id);
    expect(bet?.status).toBe('done');
    expect(bet?.winAmount).toBe(expected.payout);
    expect(await payoutRows(gus.userId, id)).toHaveLength(expected.payout > 0 ? 1 : 0);
    expect(await t.balance(gus.userId)).toBe(before + expected.payout);
    expect(await t.ledger(gus.userId)).toBe(before + expected.payout);
  });
});
