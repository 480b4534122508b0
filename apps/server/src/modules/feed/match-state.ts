import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CompetitorJson, events, markets, type OutcomeJson, sports } from '../../db/schema.ts';
import type { Random } from '../../seed/random.ts';
import { simulateMatch } from '../../seed/results.ts';
import type { MarketRow } from '../catalogue/event-queries.ts';
import { statisticsFor } from '../catalogue/mappers.ts';
import { type Changes, marketKey } from './changes.ts';
import { sportDef } from './fixtures.ts';
import { flavourOf, LiveMatch } from './live.ts';
import { type MatchModel, type PricedMarket, type PricingContext, priceMatch } from './pricing/index.ts';
import { type FinalFacts, settleMarkets, voidOutcomes } from './settlement.ts';

/**
 * What the feed does to one match's rows: its market statuses, prices and settlement, recorded in a
 * `Changes` for the simulator to write and publish. No state of its own.
 */

export const SECOND = 1000;
export const MIN = 60 * SECOND;

/** Market status codes (SPEC §4). */
export const MarketStatus = { open: 1, suspended: -1, closed: 0, settled: -3 } as const;
/** Match status codes (SPEC §4). */
export const MatchStatus = { prematch: 0, live: 1, stopped: 2, closed: 3, finished: 4 } as const;

/** A match the feed is running (live or stopped). */
export interface Tracked {
  id: number;
  urnId: string;
  provider: string;
  sportKey: string;
  headlineTypes: Set<number>;
  model: MatchModel;
  ctx: PricingContext;
  status: 1 | 2;
  live: LiveMatch;
  rng: Random;
  markets: MarketRow[];
  /** Bet stop in progress until this simulated time (ms), 0 when none. */
  suspendedUntil: number;
  /** Suspended through dev tools: stays suspended until resumed. */
  forced: boolean;
  /** Market types closed through dev tools: stay closed (status 0) until reopened. */
  closedTypes: Set<number>;
  /** Stopped (status 2) until this simulated time. */
  stoppedUntil: number;
  /** Last priced minute (clock sports) so that prices drift minute by minute. */
  pricedMinute: number;
  dirty: boolean;
}

export const sameOutcomes = (a: readonly OutcomeJson[], b: readonly OutcomeJson[]) =>
  a.length === b.length &&
  a.every((o, i) => {
    const p = b[i] as OutcomeJson;
    return o.id === p.id && o.odds === p.odds && o.active === p.active && o.result === p.result;
  });

/** What a finished match settles on, from its statistics (overtime periods left out of regulation). */
export function factsFromStatistics(model: MatchModel, raw: Record<string, unknown> | null): FinalFacts {
  const s = statisticsFor(raw, 'en');
  const total = s?.total_score ?? { home: 0, away: 0 };
  const periods = s?.period_score ?? [];
  const regular = periods.filter((p) => p.type !== 'overtime');
  const sets = model.family === 'tennis' || model.family === 'sets';
  const regulation = sets
    ? total
    : regular.length > 0 && periods.length > regular.length
      ? regular.reduce((t, p) => ({ home: t.home + p.home, away: t.away + p.away }), { home: 0, away: 0 })
      : total;
  const first = periods[0];
  return {
    regulation,
    total,
    firstPeriod: first ? { home: first.home, away: first.away } : null,
    ...(model.family === 'tennis' ? { sets: periods.map((p) => ({ home: p.home, away: p.away })) } : {}),
  };
}

/** Matches with what the feed needs of their sport, by start time. */
export function selectMatchRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: events.id,
      urnId: events.urnId,
      status: events.status,
      stage: events.stage,
      statistics: events.statistics,
      model: events.model,
      competitors: events.competitors,
      provider: events.provider,
      startTime: events.startTime,
      sportKey: sports.key,
      mainMarketId: sports.mainMarketId,
      secondaryMarketId: sports.secondaryMarketId,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(where)
    .orderBy(asc(events.startTime), asc(events.id));
}
export type MatchRowT = Awaited<ReturnType<typeof selectMatchRows>>[number];

export class FeedError extends Error {
  constructor(
    readonly kind: 'not_found' | 'not_applicable',
    message: string,
  ) {
    super(message);
  }
}

/** The market types a match's sport shows in listings (main and secondary). */
export function headlineOf(row: {
  mainMarketId: number | null;
  secondaryMarketId: number | null;
}): Set<number> {
  return new Set([row.mainMarketId, row.secondaryMarketId].filter((x): x is number => x !== null));
}

/** Open markets of a match to `status` (suspend), recording the ones that changed. */
export function setStatuses(t: Tracked, status: number, changes: Changes, marketId?: number): void {
  for (const m of t.markets) {
    if (marketId !== undefined && m.marketId !== marketId) continue;
    if (m.status !== MarketStatus.open && m.status !== MarketStatus.suspended) continue;
    if (m.status === status) continue;
    m.status = status;
    changes.market(t.id, t.urnId, t.headlineTypes, m);
  }
}

/** New prices at the match's state: lines that can no longer be priced close (status 0), new ones open. */
export function reprice(t: Tracked, changes: Changes, at: number, now: Date): void {
  const priced = new Map<string, PricedMarket>();
  for (const p of priceMatch(t.model, t.live.pricingState(), t.ctx)) priced.set(marketKey(p), p);
  const left = t.live.periodLeftMs();
  const nextBetStop = left === null ? null : new Date(Math.round((at + left) / SECOND) * SECOND);
  const seen = new Set<string>();
  for (const m of t.markets) {
    const key = marketKey(m);
    seen.add(key);
    if (m.status <= -2) continue;
    const p = t.closedTypes.has(m.marketId) ? undefined : priced.get(key);
    if (!p) {
      if (m.status !== MarketStatus.closed) {
        m.status = MarketStatus.closed;
        changes.market(t.id, t.urnId, t.headlineTypes, m);
      }
      continue;
    }
    const outcomes = p.outcomes.map((o) => ({ id: o.id, name: o.name, odds: o.odds, active: o.active }));
    const stopMoved =
      (m.nextBetStop?.getTime() ?? null) !== (nextBetStop?.getTime() ?? null) &&
      Math.abs((m.nextBetStop?.getTime() ?? 0) - (nextBetStop?.getTime() ?? 0)) >= 30 * SECOND;
    if (
      m.status !== MarketStatus.open ||
      !sameOutcomes(m.outcomes, outcomes) ||
      m.mostBalanced !== p.mostBalanced ||
      stopMoved
    ) {
      m.status = MarketStatus.open;
      m.outcomes = outcomes;
      m.mostBalanced = p.mostBalanced;
      if (stopMoved) m.nextBetStop = nextBetStop;
      changes.market(t.id, t.urnId, t.headlineTypes, m);
    }
  }
  for (const [key, p] of priced) {
    if (seen.has(key) || t.closedTypes.has(p.marketId)) continue;
    const row: MarketRow = {
      id: 0,
      eventId: t.id,
      marketId: p.marketId,
      specifier: p.specifier,
      name: p.name,
      status: MarketStatus.open,
      outcomes: p.outcomes.map((o) => ({ id: o.id, name: o.name, odds: o.odds, active: o.active })),
      marketGroups: p.groups,
      priority: p.priority,
      mostBalanced: p.mostBalanced,
      nextBetStop,
      customBetGroups: t.provider === 'betradar' && p.groups.includes('main') ? ['main'] : [],
      provider: t.provider,
      updatedAt: now,
    };
    t.markets.push(row);
    changes.market(t.id, t.urnId, t.headlineTypes, row);
  }
}

/** The match's row as it is now. */
export function recordMatch(t: Tracked, changes: Changes): void {
  changes.events.set(t.id, {
    id: t.id,
    status: t.live.ended ? MatchStatus.finished : t.status,
    stage: t.live.stage,
    statistics: t.live.toStatistics(),
  });
}

/** The match's row with its final status (finished or closed), its status change published. */
function recordEnd(t: Tracked, changes: Changes, status: number): void {
  changes.events.set(t.id, { id: t.id, status, stage: t.live.stage, statistics: t.live.toStatistics() });
  changes.statusChanged.add(t.id);
}

/** Finished: every open market settles on the final score (the caller stops tracking it). */
export function settleFinished(t: Tracked, changes: Changes): void {
  recordEnd(t, changes, MatchStatus.finished);
  const open = t.markets.filter((m) => m.status > -2);
  const settled = settleMarkets(t.model, t.ctx, t.live.facts(), open);
  open.forEach((m, i) => {
    m.status = MarketStatus.settled;
    m.outcomes = settled[i] ?? voidOutcomes(m.outcomes);
    changes.market(t.id, t.urnId, t.headlineTypes, m);
  });
}

/** Stopped (status 2) for `forMs`: its markets suspend. */
export function stopMatch(t: Tracked, changes: Changes, at: number, forMs: number): void {
  t.status = 2;
  t.stoppedUntil = at + forMs;
  if (t.live.stats.clock) t.live.stats.clock = { ...t.live.stats.clock, stopped: true };
  t.live.stage = 'Interrupted';
  setStatuses(t, MarketStatus.suspended, changes);
  changes.statusChanged.add(t.id);
  recordMatch(t, changes);
}

/** Closed (abandoned): every market is settled void. */
export function abandonMatch(t: Tracked, changes: Changes): void {
  t.live.stage = 'Abandoned';
  recordEnd(t, changes, MatchStatus.closed);
  for (const m of t.markets) {
    if (m.status <= -2) continue;
    m.status = MarketStatus.settled;
    m.outcomes = voidOutcomes(m.outcomes);
    changes.market(t.id, t.urnId, t.headlineTypes, m);
  }
}

/** A prematch match whose time has long passed (the feed was off): played at once and settled. */
export async function settleOverdue(
  db: Db,
  row: MatchRowT,
  rng: Random,
  now: Date,
  changes: Changes,
): Promise<void> {
  const model = row.model as unknown as MatchModel;
  const def = sportDef(row.sportKey);
  const flavour = flavourOf(def?.kind ?? row.sportKey, row.sportKey);
  const sim = simulateMatch(model, flavour, rng, now, null);
  const statistics = sim.statistics as unknown as Record<string, unknown>;
  changes.events.set(row.id, { id: row.id, status: MatchStatus.finished, stage: null, statistics });
  changes.statusChanged.add(row.id);
  const comps = row.competitors as { home: CompetitorJson; away: CompetitorJson };
  const ctx = { home: comps.home?.name ?? '', away: comps.away?.name ?? '' };
  const list = await db.select().from(markets).where(eq(markets.eventId, row.id)).orderBy(asc(markets.id));
  const open = list.filter((m) => m.status > -2);
  const settled = settleMarkets(model, ctx, factsFromStatistics(model, statistics), open);
  const headline = headlineOf(row);
  open.forEach((m, i) => {
    m.status = MarketStatus.settled;
    m.outcomes = settled[i] ?? voidOutcomes(m.outcomes);
    changes.market(row.id, row.urnId, headline, m);
  });
}

/** Applies `change` to a not-running match's stored markets; returns how many changed. */
export async function changeStoredMarkets(
  db: Db,
  id: number,
  changes: Changes,
  change: (m: MarketRow) => MarketRow | null,
): Promise<number> {
  const [row] = await selectMatchRows(db, and(eq(events.id, id), eq(events.type, 'match')));
  if (!row) throw new FeedError('not_found', `Match ${id} not found`);
  const headline = headlineOf(row);
  const list = await db.select().from(markets).where(eq(markets.eventId, id)).orderBy(asc(markets.id));
  let n = 0;
  for (const m of list) {
    const next = change(m);
    if (!next) continue;
    n++;
    changes.market(id, row.urnId, headline, next);
  }
  return n;
}

/** A live or stopped match as the feed runs it (`kickOff`: the match starts at that time). */
export async function trackedMatch(
  db: Db,
  row: MatchRowT,
  kickOff: Date | null,
  now: Date,
  rng: Random,
): Promise<Tracked | null> {
  const model = row.model as unknown as MatchModel;
  if (!model || !('family' in model)) return null;
  const def = sportDef(row.sportKey);
  const flavour = flavourOf(def?.kind ?? row.sportKey, row.sportKey);
  const live = kickOff
    ? LiveMatch.start(model, flavour, kickOff, rng)
    : LiveMatch.resume(model, flavour, row.statistics, row.stage, now, rng);
  const comps = row.competitors as { home: CompetitorJson; away: CompetitorJson };
  const list = await db.select().from(markets).where(eq(markets.eventId, row.id)).orderBy(asc(markets.id));
  const t: Tracked = {
    id: row.id,
    urnId: row.urnId,
    provider: row.provider,
    sportKey: row.sportKey,
    headlineTypes: headlineOf(row),
    model,
    ctx: { home: comps.home?.name ?? '', away: comps.away?.name ?? '' },
    status: row.status === MatchStatus.stopped ? 2 : 1,
    live,
    rng,
    markets: list,
    suspendedUntil: 0,
    forced: false,
    closedTypes: new Set(),
    stoppedUntil: row.status === MatchStatus.stopped ? now.getTime() + 5 * MIN : 0,
    pricedMinute: Math.floor(live.pricingState().minute),
    dirty: kickOff !== null,
  };
  return t;
}
