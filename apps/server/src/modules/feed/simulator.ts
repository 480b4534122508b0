import type { Event, Provider } from '@sportsbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { type CompetitorJson, events, markets } from '../../db/schema.ts';
import type { MarketRow } from '../catalogue/event-queries.ts';
import { Changes } from './changes.ts';
import type { Side } from './live.ts';
import {
  changeStoredMarkets,
  FeedError,
  factsFromStatistics,
  headlineOf,
  MarketStatus,
  MatchStatus,
  recordMatch,
  reprice,
  sameOutcomes,
  setStatuses,
  settleOverdue,
} from './match-state.ts';
import { MAX_OFFERED_ODDS, type MatchModel, MIN_OFFERED_ODDS } from './pricing/index.ts';
import { type ProviderStatusValue, readProviderStatuses } from './providers.ts';
import { settleMarkets, voidOutcomes } from './settlement.ts';
import { FeedCore } from './simulator-core.ts';

export type { FeedSimulatorOptions, StepSummary } from './feed-options.ts';
export { FeedError, MarketStatus, MatchStatus } from './match-state.ts';
export type { MarketsChange, MarketsHook } from './work.ts';

/**
 * The feed simulator (simulator-core.ts runs it) with its dev events: kick-offs, goals, finishes,
 * settlement, suspensions, closed lines and odds moves on demand, through the same writes and
 * publications as the running feed.
 */
export class FeedSimulator extends FeedCore {
  /** Kicks a prematch match off now. */
  startMatch(id: number): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      if (this.tracked.has(id)) throw new FeedError('not_applicable', `Match ${id} is already in play`);
      const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
      if (!row) throw new FeedError('not_found', `Match ${id} not found`);
      if (row.status !== MatchStatus.prematch)
        throw new FeedError('not_applicable', `Match ${id} is not prematch`);
      const t = await this.track(row, this.now);
      if (!t) throw new FeedError('not_applicable', `Match ${id} has no pricing model`);
      const changes = new Changes();
      changes.statusChanged.add(id);
      changes.full.add(id);
      this.afterEvents(t, [], changes, this.now.getTime());
      await this.flush(changes);
    });
  }

  /** A goal (point, basket, runs) for one side: bet stop, new score, new prices after the stop. */
  forceGoal(id: number, side: Side): Promise<Event> {
    return this.applyEvent(
      id,
      async () => {
        const t = await this.liveMatch(id);
        if (t.status !== 1) throw new FeedError('not_applicable', `Match ${id} is stopped`);
        const changes = new Changes();
        const list = t.live.forceScore(side, t.rng, this.now);
        const at = this.now.getTime();
        recordMatch(t, changes);
        t.dirty = true;
        const [lo, hi] = this.betStopMs;
        t.suspendedUntil = Math.max(t.suspendedUntil, at + Math.max(1, t.rng.int(lo, hi)));
        if (t.live.ended) {
          changes.incidents.push(...this.incidentFeed.collect(t.id, t.live, list, at));
          this.finishTracked(t, changes);
        } else this.afterEvents(t, list, changes, at);
        await this.flush(changes);
      },
      'betStop',
    );
  }

  /** Ends a match now and settles its markets (a prematch match is played in full at once). */
  finishMatch(id: number): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      const changes = new Changes();
      const t = this.tracked.get(id);
      if (t) {
        t.live.forceEnd(t.rng, this.now);
        this.finishTracked(t, changes);
      } else {
        const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
        if (!row) throw new FeedError('not_found', `Match ${id} not found`);
        if (row.status !== MatchStatus.prematch) throw new FeedError('not_applicable', `Match ${id} is over`);
        await settleOverdue(this.db, row, this.matchRng(row.id), this.now, changes);
      }
      await this.flush(changes);
    });
  }

  /**
   * Settles a match: one in play (or prematch) is finished first; a finished one gets any market not
   * yet settled settled on its final score.
   */
  async settleMatch(id: number): Promise<Event> {
    await this.load();
    const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
    if (!row) throw new FeedError('not_found', `Match ${id} not found`);
    if (row.status !== MatchStatus.finished && row.status !== MatchStatus.closed) return this.finishMatch(id);
    return this.applyEvent(id, async () => {
      const model = row.model as unknown as MatchModel;
      const comps = row.competitors as { home: CompetitorJson; away: CompetitorJson };
      const ctx = { home: comps.home?.name ?? '', away: comps.away?.name ?? '' };
      const list = await this.db
        .select()
        .from(markets)
        .where(eq(markets.eventId, id))
        .orderBy(asc(markets.id));
      const open = list.filter((m) => m.status > -2);
      const settled =
        row.status === MatchStatus.closed
          ? open.map((m) => voidOutcomes(m.outcomes))
          : settleMarkets(model, ctx, factsFromStatistics(model, row.statistics), open);
      const changes = new Changes();
      const headline = headlineOf(row);
      open.forEach((m, i) => {
        m.status = MarketStatus.settled;
        m.outcomes = settled[i] ?? voidOutcomes(m.outcomes);
        changes.market(id, row.urnId, headline, m);
      });
      await this.flush(changes);
    });
  }

  /** Suspends a match's open markets (one market type with `marketId`) until `resume`. */
  suspend(id: number, marketId?: number): Promise<Event> {
    return this.applyEvent(
      id,
      async () => {
        await this.load();
        const changes = new Changes();
        const t = this.tracked.get(id);
        if (t) {
          if (marketId === undefined) t.forced = true;
          setStatuses(t, MarketStatus.suspended, changes, marketId);
        } else {
          await changeStoredMarkets(this.db, id, changes, (m) =>
            (marketId === undefined || m.marketId === marketId) && m.status === MarketStatus.open
              ? { ...m, status: MarketStatus.suspended }
              : null,
          );
        }
        await this.flush(changes);
      },
      'betStop',
    );
  }

  /** Reopens suspended markets (in play: at fresh prices). */
  resume(id: number, marketId?: number): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      const changes = new Changes();
      const t = this.tracked.get(id);
      if (t) {
        t.forced = false;
        t.suspendedUntil = 0;
        t.dirty = true;
        if (t.status === 1) reprice(t, changes, this.now.getTime(), this.now);
      } else {
        await changeStoredMarkets(this.db, id, changes, (m) =>
          (marketId === undefined || m.marketId === marketId) && m.status === MarketStatus.suspended
            ? { ...m, status: MarketStatus.open }
            : null,
        );
      }
      await this.flush(changes);
    });
  }

  /**
   * Closes every line of a market type (default: the sport's main market) with status 0, as the feed
   * does with lines that no longer make sense; in play they stay closed until `reopenMarkets`.
   */
  closeMarkets(id: number, marketId?: number): Promise<Event> {
    return this.applyEvent(
      id,
      async () => {
        await this.load();
        const type = await this.marketTypeOf(id, marketId);
        const changes = new Changes();
        const t = this.tracked.get(id);
        let n = 0;
        if (t) {
          t.closedTypes.add(type);
          for (const m of t.markets) {
            if (
              m.marketId !== type ||
              (m.status !== MarketStatus.open && m.status !== MarketStatus.suspended)
            ) {
              continue;
            }
            m.status = MarketStatus.closed;
            changes.market(t.id, t.urnId, t.headlineTypes, m);
            n++;
          }
        } else {
          n = await changeStoredMarkets(this.db, id, changes, (m) =>
            m.marketId === type && (m.status === MarketStatus.open || m.status === MarketStatus.suspended)
              ? { ...m, status: MarketStatus.closed }
              : null,
          );
        }
        if (n === 0) throw new FeedError('not_applicable', `Match ${id} has no open market of type ${type}`);
        await this.flush(changes);
      },
      'betStop',
    );
  }

  /** Reopens the lines of a market type that `closeMarkets` closed (in play: at fresh prices). */
  reopenMarkets(id: number, marketId?: number): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      const type = await this.marketTypeOf(id, marketId);
      const changes = new Changes();
      const t = this.tracked.get(id);
      if (t) {
        t.closedTypes.delete(type);
        t.dirty = true;
        if (t.status === 1 && !t.forced) reprice(t, changes, this.now.getTime(), this.now);
      } else {
        const n = await changeStoredMarkets(this.db, id, changes, (m) =>
          m.marketId === type && m.status === MarketStatus.closed
            ? { ...m, status: MarketStatus.open }
            : null,
        );
        if (n === 0)
          throw new FeedError('not_applicable', `Match ${id} has no closed market of type ${type}`);
      }
      await this.flush(changes);
    });
  }

  /** `marketId`, or the match's main market type; 404 for an unknown match. */
  protected async marketTypeOf(id: number, marketId: number | undefined): Promise<number> {
    const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
    if (!row) throw new FeedError('not_found', `Match ${id} not found`);
    const type = marketId ?? row.mainMarketId;
    if (type === null || type === undefined) {
      throw new FeedError('not_applicable', `Match ${id} has no main market type`);
    }
    return type;
  }

  /**
   * A forced odds move: every outcome of the match's open markets of type `marketId` (default: the
   * sport's main market) times `factor` (within the offered range), with `specifier` to pick one line.
   */
  forceOdds(id: number, opts: { marketId?: number; specifier?: string; factor?: number }): Promise<Event> {
    return this.applyEvent(id, async () => {
      await this.load();
      const factor = opts.factor ?? 1.1;
      const changes = new Changes();
      const [row] = await this.matchRows(and(eq(events.id, id), eq(events.type, 'match')));
      if (!row) throw new FeedError('not_found', `Match ${id} not found`);
      const marketId = opts.marketId ?? row.mainMarketId ?? undefined;
      const move = (m: MarketRow): MarketRow | null => {
        if (marketId !== undefined && m.marketId !== marketId) return null;
        if (opts.specifier !== undefined && m.specifier !== opts.specifier) return null;
        if (m.status !== MarketStatus.open && m.status !== MarketStatus.suspended) return null;
        const outcomes = m.outcomes.map((o) => ({
          ...o,
          odds: Math.min(MAX_OFFERED_ODDS, Math.max(MIN_OFFERED_ODDS, Math.round(o.odds * factor))),
        }));
        return sameOutcomes(outcomes, m.outcomes) ? null : { ...m, outcomes };
      };
      const t = this.tracked.get(id);
      if (t) {
        let moved = 0;
        t.markets = t.markets.map((m) => {
          const next = move(m);
          if (!next) return m;
          moved++;
          changes.market(t.id, t.urnId, t.headlineTypes, next);
          return next;
        });
        if (moved === 0) throw new FeedError('not_applicable', `Match ${id} has no open market to move`);
      } else if ((await changeStoredMarkets(this.db, id, changes, move)) === 0) {
        throw new FeedError('not_applicable', `Match ${id} has no open market to move`);
      }
      await this.flush(changes);
    });
  }

  /** Sets a provider's status (and publishes it when it changed). */
  setProviderStatus(provider: Provider, status: ProviderStatusValue): Promise<boolean> {
    return this.exclusive(async () => {
      const changes = new Changes();
      if (status === 'active') this.providerOutage.delete(provider);
      await this.setProvider(provider, status, changes);
      await this.flush(changes);
      return changes.providers.length > 0;
    });
  }

  /** Current provider statuses. */
  async providerStatuses(): Promise<Record<Provider, ProviderStatusValue>> {
    return (await readProviderStatuses(this.db)).statuses;
  }
}
