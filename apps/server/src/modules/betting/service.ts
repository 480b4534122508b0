import { createHash, randomUUID } from 'node:crypto';
import {
  type AutoCashoutBody,
  type Bet,
  type BetsQuery,
  type BetsResponse,
  type CashoutBody,
  type CustomOddsBody,
  type CustomOddsResponse,
  DEFAULT_CURRENCY_CODE,
  type Market,
  type MaxStakeBody,
  type MaxStakeResponse,
  type PlaceBetsBody,
  type PlaceBetsResponse,
  type Provider,
  type ShareCodeCreateBody,
  type ShareCodeResponse,
} from '@sportsbook/contract';
import { BET_RESULTS_OF_FILTER, type LiabilityCaps } from '@sportsbook/domain';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { betRequests, betSelections, bets, markets } from '../../db/schema.ts';
import { publishBonusIssued } from '../bonuses/push.ts';
import { readProviderStatuses } from '../feed/providers.ts';
import type { JackpotPlacement } from '../jackpots/service.ts';
import { cashoutDone } from '../notifications/events.ts';
import { publishNotifications } from '../notifications/push.ts';
import { type NotificationRow, writeNotification } from '../notifications/queries.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { publishBalance } from '../wallet/push.ts';
import { fireAutoCashoutInTx, setAutoCashoutInTx } from './auto-cashout.ts';
import { customMarketsOf, customOddsOf } from './bet-builder.ts';
import { BetPushes } from './bet-pushes.ts';
import { type CashoutDone, cashOutInTx } from './cashout-partial.ts';
import { betNotFound } from './errors.ts';
import { maxStakeOf } from './max-stake.ts';
import { KeyTaken, placeInTx, replayOf } from './placement-tx.ts';
import { liabilityCaps } from './risk.ts';
import { settleBetInTx } from './settle-bet.ts';
import { createShareCode, randomCode, readShareCode } from './share-codes.ts';
import { type BetData, betView, loadBetData, OPEN_STATUSES } from './view.ts';

type PlaceBets = z.output<typeof PlaceBetsBody>;
type ProviderStatuses = Readonly<Partial<Record<Provider, string>>>;

export interface BettingOptions {
  now: () => Date;
  push: PushPublisher;
  log?: FastifyBaseLogger;
  /** Largest payout of one bet per currency, in subunits (default 100,000.00 EUR/USD, 2 BTC). */
  maxPayout?: Partial<Record<string, number>>;
  /**
   * Largest potential payout of one player's open bets on one outcome and on one market (event,
   * market, specifier), in subunits of the default currency (EUR); other currencies count converted at
   * the platform rates, a combo against each of its legs (domain liabilityRefusals). Default: outcome
   * the max payout of one EUR bet (100,000.00 EUR), market twice that.
   */
  maxLiability?: { outcome?: number | undefined; market?: number | undefined };
  /** Cash-out margin in thousandths of the fair value (default 50 = 5 %). */
  cashoutMarginPermille?: number;
  /** Book margin applied once to the joint probability of a bet builder (default: the feed's MARGIN, 6 %). */
  customBetMargin?: number;
  /** Least time between two cash-out recomputations of one match on feed changes (default 2000 ms). */
  cashoutThrottleMs?: number;
  /** The jackpots' draw and hit hooks (JackpotsService.placement); without them bets never hit. */
  jackpots?: JackpotPlacement;
}

const DEFAULT_MAX_PAYOUT: Record<string, number> = { EUR: 10_000_000, USD: 10_000_000, BTC: 200_000_000 };
/** Result filter → results (SPEC §4 result filters; the domain rule the web app applies too). */
const RESULT_FILTER: Record<string, readonly string[]> = BET_RESULTS_OF_FILTER;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Bets: placement (idempotent, one transaction with the stake's ledger row), history, maximum stake,
 * cash out, settlement when the feed settles markets, cash-out offers on price moves, share codes and
 * bet-builder prices. The rules are the domain package's; this class reads and writes.
 */
export class BettingService {
  private readonly now: () => Date;
  private readonly margin: number;
  private readonly customMargin: number | undefined;
  private readonly maxPayouts: Record<string, number>;
  private readonly caps: LiabilityCaps;
  private readonly pushes: BetPushes;

  constructor(
    private readonly db: Db,
    private readonly opts: BettingOptions,
  ) {
    this.now = opts.now;
    this.margin = opts.cashoutMarginPermille ?? 50;
    this.customMargin = opts.customBetMargin;
    this.maxPayouts = { ...DEFAULT_MAX_PAYOUT, ...(opts.maxPayout as Record<string, number>) };
    const outcomeCap = opts.maxLiability?.outcome ?? this.maxPayoutOf(DEFAULT_CURRENCY_CODE);
    this.caps = liabilityCaps(outcomeCap, opts.maxLiability?.market ?? 2 * outcomeCap);
    this.pushes = new BetPushes(db, {
      push: opts.push,
      log: opts.log,
      margin: this.margin,
      throttleMs: opts.cashoutThrottleMs ?? 2000,
      statuses: () => this.providerStatuses(),
      enforceAutoCashouts: (ids) => this.enforceAutoCashouts(ids),
    });
  }

  maxPayoutOf(currency: string): number {
    return this.maxPayouts[currency] ?? DEFAULT_MAX_PAYOUT.EUR ?? 0;
  }

  private async providerStatuses(db: Db = this.db): Promise<ProviderStatuses> {
    return (await readProviderStatuses(db)).statuses;
  }

  // ------------------------------------------------------------------------------------------
  // Placement

  /**
   * Places the bets of one request, all or none. The same `key` from the same player answers the
   * stored response of the first placement (409 when the body differs) and never places again.
   */
  async place(
    userId: number,
    body: PlaceBets,
    key: string | undefined,
    locale: string,
  ): Promise<{ response: PlaceBetsResponse; json?: string }> {
    const idempotencyKey = key ?? randomUUID();
    const hash = sha256(JSON.stringify(body));
    const placing = this.db.transaction((tx) =>
      placeInTx(tx as unknown as Db, {
        userId,
        body,
        key: idempotencyKey,
        hash,
        locale,
        now: this.now(),
        newRef: () => randomCode(10),
        maxPayoutOf: (c) => this.maxPayoutOf(c),
        customMargin: this.customMargin,
        cashoutMargin: this.margin,
        caps: this.caps,
        jackpots: this.opts.jackpots,
      }),
    );
    const outcome = await placing.catch(async (err) => {
      if (!(err instanceof KeyTaken)) throw err;
      const [earlier] = await this.db
        .select()
        .from(betRequests)
        .where(and(eq(betRequests.userId, userId), eq(betRequests.key, idempotencyKey)));
      return replayOf(earlier ?? { bodyHash: '', response: null }, hash, locale);
    });
    if (!outcome.replay) {
      for (const change of outcome.changes) await publishBalance(this.opts.push, change, this.opts.log);
      for (const d of outcome.data) await this.publishBet(userId, d);
      await outcome.bonus.published(this.opts.push, this.opts.log);
      return { response: outcome.response, json: outcome.json };
    }
    return { response: outcome.response };
  }

  // ------------------------------------------------------------------------------------------
  // History

  async list(userId: number, query: z.output<typeof BetsQuery>, locale: string): Promise<BetsResponse> {
    const where: SQL[] = [eq(bets.userId, userId)];
    if (query.status === 'open') where.push(inArray(bets.status, OPEN_STATUSES));
    if (query.status === 'settled') where.push(notInOpen());
    const results = RESULT_FILTER[query.result];
    if (results) where.push(inArray(bets.result, results));
    const condition = and(...where);
    const [total] = await this.db.select({ n: count() }).from(bets).where(condition);
    const rows = await this.db
      .select({ id: bets.id })
      .from(bets)
      .where(condition)
      .orderBy(desc(bets.createdAt), desc(bets.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const data = await loadBetData(
      this.db,
      rows.map((r) => r.id),
      await this.providerStatuses(),
      this.margin,
    );
    const n = total?.n ?? 0;
    return {
      data: data.map((d) => betView(d, locale)),
      pagination: {
        total: n,
        page: query.page,
        limit: query.limit,
        last_page: Math.max(1, Math.ceil(n / query.limit)),
      },
    };
  }

  /** One of the player's bets; another player's id is not found. */
  async get(userId: number, id: number, locale: string): Promise<Bet> {
    const [data] = await loadBetData(this.db, [id], await this.providerStatuses(), this.margin);
    if (!data || data.bet.userId !== userId) throw betNotFound(locale);
    return betView(data, locale);
  }

  // ------------------------------------------------------------------------------------------
  // Max stake and cash out

  /** Largest stake now (max-stake.ts). */
  async maxStake(userId: number, body: z.output<typeof MaxStakeBody>): Promise<MaxStakeResponse> {
    return maxStakeOf(this.db, userId, body, {
      now: this.now(),
      customMargin: this.customMargin,
      caps: this.caps,
      maxPayoutOf: (c) => this.maxPayoutOf(c),
    });
  }

  /**
   * Cashes the bet out at the current offer (at least `to_cashout`), exactly once: in full, or only
   * `amount` of it with the rest of the bet left open at a proportional stake (cashout-partial.ts).
   */
  async cashout(userId: number, body: CashoutBody, locale: string): Promise<Bet> {
    const now = this.now();
    const done = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const statuses = await this.providerStatuses(db);
      return notifiedCashout(
        db,
        await cashOutInTx(db, { userId, body, locale, now, margin: this.margin, statuses }),
        now,
      );
    });
    await this.afterCashout(userId, done);
    return betView(done.data, locale);
  }

  /** Sets or removes the auto cash-out rule of an open bet (auto-cashout.ts). */
  async setAutoCashout(userId: number, body: AutoCashoutBody, locale: string): Promise<Bet> {
    const now = this.now();
    const data = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const statuses = await this.providerStatuses(db);
      return setAutoCashoutInTx(db, { userId, body, locale, now, margin: this.margin, statuses });
    });
    await this.publishBet(userId, data);
    return betView(data, locale);
  }

  /**
   * Cashes out each of these bets whose auto rule the offer now meets (re-checked under the bet's
   * lock, so concurrent refreshes pay once); returns the ids that fired. A failure is logged only.
   */
  async enforceAutoCashouts(betIds: readonly number[]): Promise<Set<number>> {
    const fired = new Set<number>();
    for (const id of betIds) {
      try {
        const done = await this.db.transaction(async (tx) => {
          const db = tx as unknown as Db;
          const now = this.now();
          const fired = await fireAutoCashoutInTx(db, id, now, this.margin, await this.providerStatuses(db));
          return fired && { ...(await notifiedCashout(db, fired, now)), userId: fired.userId };
        });
        if (!done) continue;
        fired.add(id);
        await this.afterCashout(done.userId, done);
      } catch (err) {
        this.opts.log?.error({ err, betId: id }, 'auto cash out failed');
      }
    }
    return fired;
  }

  /** Tells the player (balance_changed, bet_changed) after a cash out; an ended bet's offer is forgotten. */
  private async afterCashout(
    userId: number,
    done: CashoutDone & { notified: NotificationRow },
  ): Promise<void> {
    if (done.full) this.pushes.forget(done.data.bet.id);
    await publishBalance(this.opts.push, done.change, this.opts.log);
    await this.publishBet(userId, done.data);
    await publishNotifications(this.opts.push, [done.notified], this.opts.log);
  }

  // ------------------------------------------------------------------------------------------
  // Settlement and cash-out offers (feed hook)

  /** Settles every open bet with an open selection on these matches whose market has settled. */
  async settleEvents(eventIds: readonly number[]): Promise<number> {
    if (eventIds.length === 0) return 0;
    const rows = await this.db
      .selectDistinct({ id: bets.id })
      .from(bets)
      .innerJoin(betSelections, eq(betSelections.betId, bets.id))
      .where(and(inArray(betSelections.eventId, [...eventIds]), eq(betSelections.status, 'open')))
      .orderBy(asc(bets.id));
    return this.settleEach(rows.map((row) => row.id));
  }

  /** Settles each bet (a failure is logged and the rest go on); returns how many changed. */
  private async settleEach(betIds: readonly number[]): Promise<number> {
    let settled = 0;
    for (const id of betIds) {
      try {
        if (await this.settleBet(id)) settled++;
      } catch (err) {
        this.opts.log?.error({ err, betId: id }, 'bet settlement failed');
      }
    }
    return settled;
  }

  /**
   * Startup sweep: settles every bet with an open selection whose market the feed settled (-3) or
   * cancelled (-4) while bets were not being settled (the server was down, or crashed between the
   * feed's write and the settlement hook). Each bet goes through settleBet under its row lock, so the
   * sweep and the live path (settleEvents) can run in any order, or at once, and money moves exactly
   * once. Returns how many bets changed.
   */
  async settleOutstanding(): Promise<number> {
    const rows = await this.db
      .selectDistinct({ id: betSelections.betId })
      .from(betSelections)
      .innerJoin(
        markets,
        and(
          eq(markets.eventId, betSelections.eventId),
          eq(markets.marketId, betSelections.marketId),
          eq(markets.specifier, betSelections.specifier),
        ),
      )
      .where(and(eq(betSelections.status, 'open'), inArray(markets.status, [-3, -4])))
      .orderBy(asc(betSelections.betId));
    return this.settleEach(rows.map((row) => row.id));
  }

  /** Settles one bet (settle-bet.ts) and tells the player; returns whether anything changed. */
  async settleBet(id: number): Promise<boolean> {
    const now = this.now();
    const done = await this.db.transaction((tx) =>
      settleBetInTx(tx as unknown as Db, id, {
        now,
        margin: this.margin,
        statuses: (db) => this.providerStatuses(db),
      }),
    );
    if (!done) return false;
    if (done.ends) this.pushes.forget(id);
    if (done.change) await publishBalance(this.opts.push, done.change, this.opts.log);
    await this.publishBet(done.userId, done.data);
    for (const row of done.bonusIssued ?? [])
      await publishBonusIssued(this.opts.push, row, now, this.opts.log);
    await publishNotifications(this.opts.push, done.notified ?? [], this.opts.log);
    return true;
  }

  /** Recomputes the cash-out offers of open bets on these matches and pushes those that moved (bet-pushes.ts). */
  refreshOffers(eventIds: readonly number[]): Promise<number> {
    return this.pushes.refreshOffers(eventIds);
  }

  private publishBet(userId: number, data: BetData): Promise<void> {
    return this.pushes.publishBet(userId, data);
  }

  // ------------------------------------------------------------------------------------------
  // Share codes and bet builder

  createShareCode(userId: number | null, body: ShareCodeCreateBody): Promise<string> {
    return createShareCode(this.db, userId, body, this.now());
  }

  shareCode(code: string, locale: string): Promise<ShareCodeResponse> {
    return readShareCode(this.db, code, locale);
  }

  /** Open markets of a match a bet builder may combine (bet-builder.ts). */
  customMarkets(matchId: number, locale: string): Promise<Market[]> {
    return customMarketsOf(this.db, matchId, locale);
  }

  /** Bet-builder price now (bet-builder.ts); null when not offered. */
  customOdds(body: z.output<typeof CustomOddsBody>): Promise<CustomOddsResponse> {
    return customOddsOf(this.db, body, this.customMargin);
  }
}

function notInOpen(): SQL {
  return and(...OPEN_STATUSES.map((s) => ne(bets.status, s))) as SQL;
}

/** The cash out's notification, written in its transaction (the amount it paid). */
async function notifiedCashout<T extends CashoutDone>(db: Db, done: T, now: Date) {
  const notified = await writeNotification(db, cashoutDone(done.data.bet, done.change.delta, now));
  return { ...done, notified };
}
