import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { autoCashoutDue } from '@sportsbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { slices } from '../../db/lists.ts';
import { betSelections, bets } from '../../db/schema.ts';
import { privateTargets } from '../push/audience.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { type BetData, betView, loadBetData } from './view.ts';

/** Open bets whose cash-out offers one statement recomputes (the refresh goes slice by slice). */
const OFFER_REFRESH_SLICE = 100;

export interface BetPushesOptions {
  push: PushPublisher;
  log?: FastifyBaseLogger | undefined;
  /** Cash-out margin in thousandths of the fair value. */
  margin: number;
  /** Least time between two cash-out recomputations of one match, in ms. */
  throttleMs: number;
  statuses: () => Promise<Parameters<typeof loadBetData>[2]>;
  /** Cashes out the bets whose auto rule the offer now meets; returns the ids that fired. */
  enforceAutoCashouts: (betIds: readonly number[]) => Promise<Set<number>>;
}

/**
 * A player's bets on their private channels: `bet_changed` after each change, and the cash-out
 * offers of open bets recomputed on the feed's price moves, pushed as `bet_cashout_changed` when they
 * moved since the last push (the last offer pushed per bet is kept here).
 */
export class BetPushes {
  private readonly lastOffer = new Map<number, number | null>();
  private readonly lastOfferRun = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly opts: BetPushesOptions,
  ) {}

  /** A bet that ended: its offer is forgotten. */
  forget(betId: number): void {
    this.lastOffer.delete(betId);
  }

  async publishBet(userId: number, data: BetData): Promise<void> {
    if (data.bet.status === 'waiting_results') this.lastOffer.set(data.bet.id, data.toCashout);
    await this.publishAll(userId, 'bet_changed', (locale) => betView(data, locale));
  }

  /**
   * Recomputes cash-out offers of open bets on these matches (at most once per `throttleMs` per
   * match) and pushes `bet_cashout_changed` for each offer that moved; returns how many.
   */
  async refreshOffers(eventIds: readonly number[]): Promise<number> {
    const nowMs = Date.now();
    const due = eventIds.filter(
      (id) => nowMs - (this.lastOfferRun.get(id) ?? Number.NEGATIVE_INFINITY) >= this.opts.throttleMs,
    );
    if (due.length === 0) return 0;
    for (const id of due) this.lastOfferRun.set(id, nowMs);
    const rows = await this.db
      .selectDistinct({ id: bets.id })
      .from(bets)
      .innerJoin(betSelections, eq(betSelections.betId, bets.id))
      .where(and(inArray(betSelections.eventId, due), eq(bets.status, 'waiting_results')));
    if (rows.length === 0) return 0;
    const statuses = await this.opts.statuses();
    let pushed = 0;
    // A slice of bets at a time: each statement and the memory held stay bounded however many bets
    // are open (thousands after a restart). Between slices the event loop gets a turn: on PGlite every
    // await of a query settles without I/O, so a refresh of thousands of bets would otherwise hold
    // off HTTP and timers until its very end.
    const betIds = rows.map((r) => r.id);
    for (const ids of slices(betIds, OFFER_REFRESH_SLICE)) {
      const data = await loadBetData(this.db, ids, statuses, this.opts.margin);
      const due = data.filter((d) => autoCashoutDue(d.bet.autoCashout, d.toCashout));
      const fired = await this.opts.enforceAutoCashouts(due.map((d) => d.bet.id));
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

  /**
   * A private-channel event in every locale the player may have a tab open in (with the embedded hub:
   * the channels with a subscriber or recoverable history, so views are built for those only);
   * failures are logged only.
   */
  private async publishAll(userId: number, event_name: string, message: (locale: string) => unknown) {
    for (const { locale, channel } of privateTargets(this.opts.push, userId)) {
      try {
        await this.opts.push.publish(channel, { event_name, message: message(locale) });
      } catch (err) {
        this.opts.log?.warn({ err }, `${event_name} push failed`);
      }
    }
  }
}
