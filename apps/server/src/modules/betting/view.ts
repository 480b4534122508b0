import type { Bet, BetMatch, BetSelectionStatus, Provider } from '@sportsbook/contract';
import { bonusCashoutOffer, OPEN_BET_STATUSES } from '@sportsbook/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inIds } from '../../db/lists.ts';
import { betSelections, bets, type CompetitorJson } from '../../db/schema.ts';
import { localize } from '../../lib/localize.ts';
import { betsInJackpots } from '../jackpots/queries.ts';
import {
  currentPriceOf,
  loadMarketsByKey,
  loadMatches,
  type MarketInfo,
  type MatchInfo,
  marketKeyOf,
} from './catalogue.ts';
import { cashoutOffer, modelPrice } from './pricing.ts';

export type BetRow = typeof bets.$inferSelect;
export type SelectionRow = typeof betSelections.$inferSelect;

/** A bet with everything needed to show it in any locale. */
export interface BetData {
  bet: BetRow;
  selections: SelectionRow[];
  matches: Map<number, MatchInfo>;
  /** Cash-out offer now (open bets of every type), in subunits. */
  toCashout: number | null;
  /** The bet fed a jackpot pool (history's used_in_jackpot). */
  usedInJackpot?: boolean;
}

/** Open bet statuses (the domain rule shared with the web app's bet lists). */
export const OPEN_STATUSES: string[] = [...OPEN_BET_STATUSES];

/** Cash-out offers of open bets from current prices (custom bets: the builder price now); other bets get null. */
export function offerOf(
  bet: BetRow,
  selections: readonly SelectionRow[],
  matches: Map<number, MatchInfo>,
  marketMap: Map<string, MarketInfo>,
  providerStatuses: Readonly<Partial<Record<Provider, string>>>,
  marginPermille: number,
): number | null {
  if (bet.status !== 'waiting_results') return null;
  let customCurrent: number | null = null;
  if (bet.type === 'custom_bet') {
    const open = selections.filter((s) => s.status === 'open');
    customCurrent = modelPrice(
      matches.get(open[0]?.eventId ?? -1),
      open.map((s) => ({
        match_id: s.eventId,
        market_id: s.marketId,
        specifier: s.specifier,
        outcome_id: s.outcomeId,
      })),
      marketMap,
      providerStatuses,
    );
  }
  // A bonus bet's offer follows its settlement (domain bonusCashoutOffer): a free bet's excludes the
  // stake the player never paid; a combo boost's value is at its boosted odds.
  const value = cashoutOffer(
    {
      type: bet.type,
      stake: bet.stake,
      potentialWin: bet.potentialWin,
      bonusOdds: bet.bonus?.odds ?? undefined,
      systemWinCount: bet.systemId ? Number(bet.systemId.split('/')[0]) : undefined,
      customOdds: bet.customOdds,
    },
    selections.map((s) => ({
      odds: s.odds,
      status: s.status as BetSelectionStatus,
      current: currentPriceOf(
        matches.get(s.eventId),
        marketMap.get(marketKeyOf(s.eventId, s.marketId, s.specifier)),
        s.outcomeId,
        providerStatuses,
      ),
    })),
    marginPermille,
    customCurrent,
  );
  return bonusCashoutOffer(bet.bonus?.type, bet.stake, value);
}

/** Bets by id with their selections, matches and cash-out offers, in the order of `ids`. */
export async function loadBetData(
  db: Db,
  ids: readonly number[],
  providerStatuses: Readonly<Partial<Record<Provider, string>>>,
  marginPermille: number,
): Promise<BetData[]> {
  if (ids.length === 0) return [];
  const betRows = await db.select().from(bets).where(inIds(bets.id, ids));
  const selRows = await db
    .select()
    .from(betSelections)
    .where(inIds(betSelections.betId, ids))
    .orderBy(asc(betSelections.betId), asc(betSelections.position));
  const matches = await loadMatches(
    db,
    selRows.map((s) => s.eventId),
  );
  // Current prices only matter for open bets (cash-out offers), and only of the markets bet on.
  const openBetIds = new Set(betRows.filter((b) => b.status === 'waiting_results').map((b) => b.id));
  const marketMap = await loadMarketsByKey(
    db,
    selRows.filter((s) => openBetIds.has(s.betId)),
  );
  const byBet = new Map<number, SelectionRow[]>();
  for (const s of selRows) {
    const list = byBet.get(s.betId) ?? [];
    list.push(s);
    byBet.set(s.betId, list);
  }
  const byId = new Map(betRows.map((b) => [b.id, b]));
  const fed = await betsInJackpots(db, ids);
  const out: BetData[] = [];
  for (const id of ids) {
    const bet = byId.get(id);
    if (!bet) continue;
    const selections = byBet.get(id) ?? [];
    out.push({
      bet,
      selections,
      matches,
      toCashout: offerOf(bet, selections, matches, marketMap, providerStatuses, marginPermille),
      usedInJackpot: fed.has(id),
    });
  }
  return out;
}

function side(c: CompetitorJson | undefined) {
  return { name: c?.name ?? '', logo: c?.logo ?? null };
}

function matchView(m: MatchInfo | undefined, eventId: number, locale: string): BetMatch {
  if (!m) {
    return {
      id: eventId,
      urn_id: '',
      slug: '',
      status: 4,
      start_time: new Date(0).toISOString(),
      home: side(undefined),
      away: side(undefined),
      score: null,
      sport: { id: 0, key: '', name: '' },
      category: { id: 0, name: '' },
      tournament: { id: 0, name: '' },
      provider: 'betradar',
    };
  }
  const comps = Array.isArray(m.competitors)
    ? { home: m.competitors[0], away: m.competitors[1] }
    : m.competitors;
  const total = (m.statistics?.total_score ?? null) as { home: number; away: number } | null;
  return {
    id: m.id,
    urn_id: m.urnId,
    slug: m.slug,
    status: m.status as BetMatch['status'],
    start_time: m.startTime.toISOString(),
    home: side(comps.home),
    away: side(comps.away),
    score: total && Number.isInteger(total.home) ? { home: total.home, away: total.away } : null,
    sport: { id: m.sport.id, key: m.sport.key, name: localize(m.sport.name, locale) },
    category: { id: m.category.id, name: localize(m.category.name, locale) },
    tournament: { id: m.tournament.id, name: localize(m.tournament.name, locale) },
    provider: m.provider as Provider,
  };
}

/** The bet in the history shape of SPEC §3, names in `locale`. */
export function betView(data: BetData, locale: string): Bet {
  const { bet } = data;
  const [k, n] = (bet.systemId ?? '').split('/').map(Number);
  return {
    id: bet.id,
    type: bet.type,
    ref: bet.ref,
    status: bet.status as Bet['status'],
    stake: { value: bet.stake, currency: bet.currency as Bet['stake']['currency'], subunits: bet.subunits },
    win_amount: bet.winAmount,
    potential_win: bet.potentialWin,
    odds: bet.odds,
    selections: data.selections.map((s) => ({
      id: `${s.eventId}:${s.marketId}:${s.specifier}:${s.outcomeId}`,
      status: s.status as BetSelectionStatus,
      market: { id: s.marketId, name: localize(s.marketName, locale) },
      outcome: { id: s.outcomeId, name: localize(s.outcomeName, locale) },
      odds: s.odds,
      specifier: s.specifier,
      match: matchView(data.matches.get(s.eventId), s.eventId, locale),
    })),
    created_at: bet.createdAt.toISOString(),
    settled_at: bet.settledAt ? bet.settledAt.toISOString() : null,
    result: bet.result as Bet['result'],
    to_cashout: data.toCashout,
    bonus: bet.bonus ? { id: bet.bonus.id, type: bet.bonus.type, odds: bet.bonus.odds } : null,
    system:
      bet.systemId && k !== undefined && n !== undefined
        ? { id: bet.systemId, win_count: k, total_count: n }
        : null,
    custom_odds: bet.customOdds,
    used_in_jackpot: data.usedInJackpot ?? false,
    is_vip: bet.isVip,
    auto_cashout: bet.autoCashout,
    partial_cashouts: bet.partialCashouts,
  };
}
