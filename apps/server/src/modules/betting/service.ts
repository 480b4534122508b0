import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import {
  type AutoCashoutBody,
  type Bet,
  BetErrorCode,
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
  type SharedBet,
} from '@sportsbook/contract';
import {
  autoCashoutDue,
  BET_RESULTS_OF_FILTER,
  BetType,
  canceledPayout,
  type LiabilityCaps,
  maxStakeFor,
  type Odds,
  type PricedBet,
  SelectionResult,
  type Subunits,
  settledPayout,
  systemTypeFromId,
} from '@sportsbook/domain';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { slices } from '../../db/lists.ts';
import { accounts, betRequests, betSelections, betShareCodes, bets, markets } from '../../db/schema.ts';
import { publishBonusIssued } from '../bonuses/push.ts';
import type { IssuedWithCampaign } from '../bonuses/queries.ts';
import { bonusPayout } from '../bonuses/settlement.ts';
import { marketFrom } from '../catalogue/mappers.ts';
import { readProviderStatuses } from '../feed/providers.ts';
import type { JackpotPlacement } from '../jackpots/service.ts';
import { stakeRoom } from '../limits/money.ts';
import { betSettled, cashoutDone } from '../notifications/events.ts';
import { publishNotifications } from '../notifications/push.ts';
import { type NotificationRow, writeNotification } from '../notifications/queries.ts';
import { privateTargets } from '../push/audience.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { publishBalance } from '../wallet/push.ts';
import { type AppliedChange, applyChange } from '../wallet/service.ts';
import { fireAutoCashoutInTx, setAutoCashoutInTx } from './auto-cashout.ts';
import { type CashoutDone, cashOutInTx } from './cashout-partial.ts';
import {
  currentPriceOf,
  loadMarketsByKey,
  loadMatches,
  loadSelectionCatalogue,
  marketKeyOf,
} from './catalogue.ts';
import { betError, betNotFound } from './errors.ts';
import { shiftBetExposure } from './exposure.ts';
import { currencyOf, typeOf } from './placement.ts';
import { KeyTaken, placeInTx, replayOf } from './placement-tx.ts';
import { customBetOdds } from './pricing.ts';
import { liabilityCaps, liabilityRoomFor } from './risk.ts';
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
/** Open bets whose cash-out offers one statement recomputes (the refresh goes slice by slice). */
const OFFER_REFRESH_SLICE = 100;
const SHARE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Result filter → results (SPEC §4 result filters; the domain rule the web app applies too). */
const RESULT_FILTER: Record<string, readonly string[]> = BET_RESULTS_OF_FILTER;

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += SHARE_CODE_ALPHABET[b % SHARE_CODE_ALPHABET.length];
  return out;
}

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
  private readonly throttleMs: number;
  private readonly maxPayouts: Record<string, number>;
  private readonly caps: LiabilityCaps;
  /** Last cash-out offer pushed per open bet, and last recomputation per match. */
  private readonly lastOffer = new Map<number, number | null>();
  private readonly lastOfferRun = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly opts: BettingOptions,
  ) {
    this.now = opts.now;
    this.margin = opts.cashoutMarginPermille ?? 50;
    this.customMargin = opts.customBetMargin;
    this.throttleMs = opts.cashoutThrottleMs ?? 2000;
    this.maxPayouts = { ...DEFAULT_MAX_PAYOUT, ...(opts.maxPayout as Record<string, number>) };
    const outcomeCap = opts.maxLiability?.outcome ?? this.maxPayoutOf(DEFAULT_CURRENCY_CODE);
    this.caps = liabilityCaps(outcomeCap, opts.maxLiability?.market ?? 2 * outcomeCap);
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

  /** Largest stake now: domain maxStakeFor at current odds, capped by the max payout, the bet limit and the balance. */
  async maxStake(userId: number, body: z.output<typeof MaxStakeBody>): Promise<MaxStakeResponse> {
    const currency = currencyOf(body.currency);
    const { matches, marketMap, statuses } = await loadSelectionCatalogue(
      this.db,
      body.selections.map((s) => ({ eventId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
    );
    const odds = body.selections.map((s) => {
      const price = currentPriceOf(
        matches.get(s.match_id),
        marketMap.get(marketKeyOf(s.match_id, s.market_id, s.specifier)),
        s.outcome_id,
        statuses,
      );
      return (price.bettable ? price.odds : s.odds) as Odds;
    });
    const type = typeOf(body);
    const customOdds =
      type === BetType.customBet
        ? (customBetOdds(
            matches.get(body.selections[0]?.match_id ?? -1),
            body.selections,
            marketMap,
            statuses,
            this.customMargin,
          ) ?? undefined)
        : undefined;
    const bet: Omit<PricedBet, 'stake'> = {
      betType: type,
      odds,
      customOdds,
      systemWinCount: body.system_id ? systemTypeFromId(body.system_id)?.winCount : undefined,
    };
    const [account] = await this.db
      .select({ balance: accounts.balanceSubunits })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency.code)));
    // Limits count stakes in every currency; the liability caps count the player's open bets.
    const cap = Math.min(account?.balance ?? 0, await stakeRoom(this.db, userId, currency.code, this.now()));
    const maxPayout = this.maxPayoutOf(currency.code);
    const selections = body.selections.map((s) => ({
      eventId: s.match_id,
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
    }));
    const room = await liabilityRoomFor(this.db, userId, selections, this.caps, currency.code);
    return {
      max_stake: maxStakeFor(bet, Math.min(maxPayout, room) as Subunits, cap as Subunits),
      max_payout: maxPayout,
      currency: body.currency,
    };
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
    if (done.full) this.lastOffer.delete(done.data.bet.id);
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

  /**
   * Settles one bet from its markets' outcome results (-3 settled; -4 cancelled counts void) with the
   * domain's settledPayout; a lost selection ends a single, combo or custom bet at once. The status
   * change and the payout's ledger row share a transaction under the bet's row lock, so a bet pays
   * at most once. Returns whether anything changed.
   */
  async settleBet(id: number): Promise<boolean> {
    const now = this.now();
    const done = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [bet] = await db.select().from(bets).where(eq(bets.id, id)).for('update');
      if (!bet) return null;
      const selections = await db
        .select()
        .from(betSelections)
        .where(eq(betSelections.betId, id))
        .orderBy(asc(betSelections.position));
      const marketMap = await loadMarketsByKey(db, selections);
      let changed = false;
      let cancelledMarkets = 0;
      for (const s of selections) {
        const market = marketMap.get(marketKeyOf(s.eventId, s.marketId, s.specifier));
        if (market?.status === -4) cancelledMarkets++;
        if (s.status !== 'open' || !market) continue;
        let status: string | null = null;
        if (market.status === -4) status = 'void';
        else if (market.status === -3) {
          const result = market.outcomes.find((o) => String(o.id) === s.outcomeId)?.result;
          status = result ?? 'void';
        }
        if (status) {
          s.status = status;
          changed = true;
          await db.update(betSelections).set({ status }).where(eq(betSelections.id, s.id));
        }
      }
      if (!changed) return null;
      if (bet.status !== 'waiting_results') {
        // Already decided (an early loss, a cash out): the selections follow for display; no money moves.
        const [data] = await loadBetData(db, [id], {}, this.margin);
        return { data: data as BetData, change: null, userId: bet.userId, ends: false };
      }
      const results = selections.map((s) =>
        s.status === 'open' ? undefined : (s.status as SelectionResult),
      );
      const anyLost = results.includes(SelectionResult.lose);
      const allKnown = results.every((r) => r !== undefined);
      const ends = allKnown || (anyLost && bet.type !== 'system');
      let change: AppliedChange | null = null;
      let bonusIssued: IssuedWithCampaign[] = [];
      let notified: NotificationRow[] = [];
      if (ends) {
        const priced: PricedBet = {
          betType: bet.type as BetType,
          stake: bet.stake as Subunits,
          odds: selections.map((s) => s.odds as Odds),
          customOdds: (bet.customOdds ?? undefined) as Odds | undefined,
          systemWinCount: bet.systemId ? systemTypeFromId(bet.systemId)?.winCount : undefined,
          bonusOdds: bet.bonus?.odds ?? undefined,
        };
        const cancelled = cancelledMarkets === selections.length;
        const settledResults = results.map((r) => r ?? SelectionResult.void);
        const outcome = cancelled ? canceledPayout(priced) : settledPayout(priced, settledResults);
        // A bonus bet pays by its bonus's rules (bonuses/settlement.ts), in ledger kinds of its own.
        const bonusPaid = await bonusPayout(db, bet, priced, cancelled ? null : settledResults, outcome, now);
        const moves =
          bonusPaid?.changes ??
          (outcome.payout > 0 ? [{ delta: outcome.payout, kind: 'payout' as const }] : []);
        await db
          .update(bets)
          .set({
            status: cancelled ? 'cancelled' : 'done',
            result: outcome.result,
            winAmount: bonusPaid?.winAmount ?? outcome.payout,
            settledAt: now,
            updatedAt: now,
          })
          .where(eq(bets.id, id));
        bonusIssued = bonusPaid?.issued ?? [];
        const paid = bonusPaid?.winAmount ?? outcome.payout;
        notified = [await writeNotification(db, betSettled(bet, outcome.result, paid, now))];
        for (const move of moves) {
          change = await applyChange(
            db,
            { userId: bet.userId, currency: bet.currency },
            { ...move, ref: `bet:${id}`, at: now },
          );
        }
        // Money first, exposure last (exposure.ts lock order).
        await shiftBetExposure(db, bet, -bet.potentialWin);
      } else {
        await db.update(bets).set({ updatedAt: now }).where(eq(bets.id, id));
      }
      const [data] = await loadBetData(db, [id], await this.providerStatuses(db), this.margin);
      return { data: data as BetData, change, userId: bet.userId, ends, bonusIssued, notified };
    });
    if (!done) return false;
    if (done.ends) this.lastOffer.delete(id);
    if (done.change) await publishBalance(this.opts.push, done.change, this.opts.log);
    await this.publishBet(done.userId, done.data);
    for (const row of done.bonusIssued ?? [])
      await publishBonusIssued(this.opts.push, row, now, this.opts.log);
    await publishNotifications(this.opts.push, done.notified ?? [], this.opts.log);
    return true;
  }

  /**
   * Recomputes cash-out offers of open bets on these matches (at most once per `cashoutThrottleMs`
   * per match) and pushes `bet_cashout_changed` for each offer that moved.
   */
  async refreshOffers(eventIds: readonly number[]): Promise<number> {
    const nowMs = Date.now();
    const due = eventIds.filter(
      (id) => nowMs - (this.lastOfferRun.get(id) ?? Number.NEGATIVE_INFINITY) >= this.throttleMs,
    );
    if (due.length === 0) return 0;
    for (const id of due) this.lastOfferRun.set(id, nowMs);
    const rows = await this.db
      .selectDistinct({ id: bets.id })
      .from(bets)
      .innerJoin(betSelections, eq(betSelections.betId, bets.id))
      .where(and(inArray(betSelections.eventId, due), eq(bets.status, 'waiting_results')));
    if (rows.length === 0) return 0;
    const statuses = await this.providerStatuses();
    let pushed = 0;
    // A slice of bets at a time: each statement and the memory held stay bounded however many bets
    // are open (thousands after a restart). Between slices the event loop gets a turn: on PGlite every
    // await of a query settles without I/O, so a refresh of thousands of bets would otherwise hold
    // off HTTP and timers until its very end.
    const betIds = rows.map((r) => r.id);
    for (const ids of slices(betIds, OFFER_REFRESH_SLICE)) {
      const data = await loadBetData(this.db, ids, statuses, this.margin);
      const due = data.filter((d) => autoCashoutDue(d.bet.autoCashout, d.toCashout));
      const fired = await this.enforceAutoCashouts(due.map((d) => d.bet.id));
      pushed += await this.pushOffers(data.filter((d) => !fired.has(d.bet.id)));
      await nextTurnOfEventLoop();
    }
    return pushed;
  }

  /** Pushes `bet_cashout_changed` for each bet whose offer moved since the last push; returns how many. */
  private async pushOffers(data: readonly BetData[]): Promise<number> {
    let pushed = 0;
    for (const d of data) {
      const previous = this.lastOffer.get(d.bet.id);
      if (previous === d.toCashout) continue;
      this.lastOffer.set(d.bet.id, d.toCashout);
      pushed++;
      await this.publishAll(d.bet.userId, 'bet_cashout_changed', () => ({
        bet_id: d.bet.id,
        to_cashout: d.toCashout,
      }));
    }
    return pushed;
  }

  private async publishBet(userId: number, data: BetData): Promise<void> {
    if (data.bet.status === 'waiting_results') this.lastOffer.set(data.bet.id, data.toCashout);
    await this.publishAll(userId, 'bet_changed', (locale) => betView(data, locale));
  }

  /**
   * A private-channel event in every locale the player may have a tab open in (with the embedded hub:
   * the channels with a subscriber or recoverable history, so views are built for those only);
   * failures are logged only.
   */
  private async publishAll(
    userId: number,
    event_name: string,
    message: (locale: string) => unknown,
  ): Promise<void> {
    for (const { locale, channel } of privateTargets(this.opts.push, userId)) {
      try {
        await this.opts.push.publish(channel, {
          event_name,
          message: message(locale),
        });
      } catch (err) {
        this.opts.log?.warn({ err }, `${event_name} push failed`);
      }
    }
  }

  // ------------------------------------------------------------------------------------------
  // Share codes and bet builder

  async createShareCode(userId: number | null, body: ShareCodeCreateBody): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = randomCode(8);
      const rows = await this.db
        .insert(betShareCodes)
        .values({ code, userId, bets: body.bets as unknown[], createdAt: this.now() })
        .onConflictDoNothing()
        .returning({ code: betShareCodes.code });
      if (rows.length > 0) return code;
    }
    throw new Error('could not allocate a share code');
  }

  async shareCode(code: string, locale: string): Promise<ShareCodeResponse> {
    const [row] = await this.db
      .select()
      .from(betShareCodes)
      .where(eq(betShareCodes.code, code.toUpperCase()));
    if (!row) throw betError(404, BetErrorCode.shareCodeNotFound, 'error.share_code.not_found', locale);
    return { code: row.code, bets: row.bets as SharedBet[], created_at: row.createdAt.toISOString() };
  }

  /** Open markets of a match a bet builder may combine (custom_bet_groups not empty). */
  async customMarkets(matchId: number, locale: string): Promise<Market[]> {
    const matches = await loadMatches(this.db, [matchId]);
    const match = matches.get(matchId);
    if (match?.type !== 'match')
      throw betError(404, BetErrorCode.betNotFound, 'error.bets.not_found', locale);
    const rows = await this.db
      .select()
      .from(markets)
      .where(and(eq(markets.eventId, matchId), eq(markets.status, 1)))
      .orderBy(desc(markets.priority), asc(markets.marketId));
    return rows
      .filter((r) => r.customBetGroups.length > 0)
      .map((r) => marketFrom(r as never, { id: match.id, urnId: match.urnId }, locale));
  }

  /** Bet-builder price now from the match model (see customBetOdds); null when not offered. */
  async customOdds(body: z.output<typeof CustomOddsBody>): Promise<CustomOddsResponse> {
    const { matches, marketMap, statuses } = await loadSelectionCatalogue(
      this.db,
      body.selections.map((s) => ({ eventId: body.match_id, marketId: s.market_id, specifier: s.specifier })),
    );
    const match = matches.get(body.match_id);
    const prices = body.selections.map((s) =>
      currentPriceOf(
        match,
        marketMap.get(marketKeyOf(body.match_id, s.market_id, s.specifier)),
        s.outcome_id,
        statuses,
      ),
    );
    return {
      odds: customBetOdds(match, body.selections, marketMap, statuses, this.customMargin),
      selections_odds: prices.map((p) => p.odds),
    };
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
