import { API_PREFIX } from '@sportsbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { accounts, events, markets } from '../../src/db/schema.ts';
import { InMemoryPublisher } from '../../src/modules/feed/publisher.ts';
import { applyChange, ledgerSum } from '../../src/modules/wallet/service.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { createSeededTestDatabase } from '../helpers/db.ts';
import { Agent } from '../platform/helpers.ts';

export const V3 = API_PREFIX.bets;
export const V2 = API_PREFIX.sportsbook;

export interface PlayerAgent extends Agent {
  userId: number;
  email: string;
}

export interface BettingTestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  publisher: InMemoryPublisher;
  player(email: string): Promise<PlayerAgent>;
  credit(userId: number, amount: number, currency?: string): Promise<void>;
  balance(userId: number, currency?: string): Promise<number>;
  /** Ledger sum of the player's account (always equals the balance). */
  ledger(userId: number, currency?: string): Promise<number>;
  /** Stops the API (the database stays): nothing settles bets until restart. */
  stop(): Promise<void>;
  /** Starts a new API on the same database (its startup runs as a server start would); replaces `app`. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The small seed (catalogue and demo player), the feed at TEST_NOW without incidents or new fixtures. */
export async function createBettingApp(
  betting: Parameters<typeof buildApp>[0]['betting'] = {},
  config: Partial<Config> = {},
): Promise<BettingTestApp> {
  const database = await createSeededTestDatabase();
  const publisher = new InMemoryPublisher();
  const start = async () => {
    const built = await buildApp({
      database,
      config: testConfig(config),
      now: () => new Date(TEST_NOW),
      feed: { now: TEST_NOW, incidents: false, fixtures: false, publisher },
      betting: { cashoutThrottleMs: 0, ...betting },
    });
    await built.ready();
    return built;
  };
  const app = await start();
  const db = database.db;
  const accountId = async (userId: number, currency: string) => {
    const [row] = await db
      .select({ id: accounts.id, balance: accounts.balanceSubunits })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
    return row;
  };
  const test: BettingTestApp = {
    app,
    database,
    db,
    publisher,
    async player(email) {
      const a = new Agent(test.app) as PlayerAgent;
      const up = await a.post('/users', { email, password: 'secret-pass-1', currency: 'EUR' });
      if (up.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(up.body)}`);
      const mail = await test.app.inject({
        method: 'GET',
        url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
      });
      const token = (mail.json() as { data: { token: string }[] }).data[0]?.token;
      const confirmed = await a.get(`/users/confirmation?confirmation_token=${token}`);
      if (confirmed.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.body)}`);
      const signedIn = await a.signIn(email, 'secret-pass-1');
      if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`);
      const me = await a.get('/player');
      a.userId = Number(me.body.id);
      a.email = email;
      return a;
    },
    async credit(userId, amount, currency = 'EUR') {
      await applyChange(db, { userId, currency }, { delta: amount, kind: 'deposit', ref: 'test' });
    },
    async balance(userId, currency = 'EUR') {
      return (await accountId(userId, currency))?.balance ?? 0;
    },
    async ledger(userId, currency = 'EUR') {
      const row = await accountId(userId, currency);
      return row ? ledgerSum(db, row.id) : 0;
    },
    async stop() {
      await test.app.close();
    },
    async restart() {
      test.app = await start();
    },
    async close() {
      await test.app.close().catch(() => undefined);
      await database.close();
    },
  };
  return test;
}

export interface OpenSelection {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

/** The open markets of prematch matches (with their outcomes), by match and market id. */
export function openPrematchMarkets(db: Db) {
  return db
    .select({
      eventId: markets.eventId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      outcomes: markets.outcomes,
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(and(eq(events.type, 'match'), eq(events.status, 0), eq(markets.status, 1)))
    .orderBy(asc(markets.eventId), asc(markets.id));
}

/** One open outcome (first active one of an allowed market) from each of `n` distinct prematch matches. */
export async function openSelections(db: Db, n: number, skip = 0): Promise<OpenSelection[]> {
  const rows = await openPrematchMarkets(db);
  const seen = new Set<number>();
  const out: OpenSelection[] = [];
  let skipped = 0;
  for (const r of rows) {
    if (seen.has(r.eventId)) continue;
    const outcome = r.outcomes.find((o) => o.active && o.odds > 1100);
    if (!outcome || r.outcomes.some((o) => !o.active)) continue;
    seen.add(r.eventId);
    if (skipped++ < skip) continue;
    out.push({
      match_id: r.eventId,
      market_id: r.marketId,
      specifier: r.specifier,
      outcome_id: String(outcome.id),
      odds: outcome.odds,
    });
    if (out.length === n) return out;
  }
  throw new Error(`only ${out.length} open selections found`);
}

/** Two open outcomes of different markets of one prematch match (for a bet builder). */
export async function sameMatchSelections(db: Db): Promise<OpenSelection[]> {
  const rows = await openPrematchMarkets(db);
  const byEvent = new Map<number, OpenSelection[]>();
  for (const r of rows) {
    const outcome = r.outcomes.find((o) => o.active);
    if (!outcome) continue;
    const list = byEvent.get(r.eventId) ?? [];
    if (!list.some((s) => s.market_id === r.marketId && s.specifier === r.specifier)) {
      list.push({
        match_id: r.eventId,
        market_id: r.marketId,
        specifier: r.specifier,
        outcome_id: String(outcome.id),
        odds: outcome.odds,
      });
    }
    byEvent.set(r.eventId, list);
    if (list.length >= 2) return list.slice(0, 2);
  }
  throw new Error('no match with two open markets');
}

/** A payload of one bet. */
export function payload(
  selections: OpenSelection[],
  stake: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    bets: [{ stake: { value: stake, currency: 'EUR' }, selections, ...extra }],
    meta: { device_id: 'test-device', quick: false, type: 'regular' },
  };
}

export function key(): Record<string, string> {
  return { 'idempotency-key': crypto.randomUUID() };
}
