/**
 * Hunting, tournament and loot-box progress (SPEC §3 farming_stats): a cash bet that meets an active
 * hunting, tournament or lootbox bonus's rules (the domain's farmingCounts: min odds of the whole bet,
 * event conditions, match status, at most once per event when farm_once_per_event says so) earns the
 * campaign's points_per_bet (farmingPointsFor, the rule the slip shows). Hunting points
 * convert into free bets (points_per_freebet → freebet_amount). Runs in the placement's transaction,
 * under the issued bonuses' row locks, so a burst of placements counts each bet once.
 */
import {
  type BonusSelection,
  BonusStatus,
  BonusType,
  type EventCondition,
  type FarmingBet,
  type FarmingRules,
  farmingCounts,
  farmingPointsFor,
} from '@sportsbook/domain';
import type { Db } from '../../db/client.ts';
import type { SelectionCatalogue } from '../betting/catalogue.ts';
import type { PricedPlacement } from '../betting/placement.ts';
import { type LootboxResult, openLootboxIfDue } from './lootbox.ts';
import { type IssuedWithCampaign, insertIssued, issuedOf, updateIssued } from './queries.ts';
import { rulesOf } from './rules.ts';
import { computedStatus } from './view.ts';

/** What farming keeps per issued bonus (issued_bonuses.farming_stats). */
export interface FarmingState {
  bets_count: number;
  stake_sum: number;
  avg_stake: number;
  points: number;
  available_points: number;
  potential_points: number;
  potential_freebet_amount: number;
  farmed_freebets_count: number;
  farmed_event_ids: number[];
  used_in_bets: number[];
  /** Loot boxes: what the box revealed once opened. */
  lootbox?: LootboxResult | undefined;
}

export const FARMING_TYPES: readonly string[] = [BonusType.hunting, BonusType.tournament, BonusType.lootbox];

export function farmingStateOf(raw: Record<string, unknown>): FarmingState {
  const n = (k: string) => (typeof raw[k] === 'number' ? (raw[k] as number) : 0);
  const list = (k: string) => (Array.isArray(raw[k]) ? (raw[k] as number[]) : []);
  return {
    bets_count: n('bets_count'),
    stake_sum: n('stake_sum'),
    avg_stake: n('avg_stake'),
    points: n('points'),
    available_points: n('available_points'),
    potential_points: n('potential_points'),
    potential_freebet_amount: n('potential_freebet_amount'),
    farmed_freebets_count: n('farmed_freebets_count'),
    farmed_event_ids: list('farmed_event_ids'),
    used_in_bets: list('used_in_bets'),
    lootbox: (raw.lootbox as LootboxResult | undefined) ?? undefined,
  };
}

export interface PlacedBet {
  betId: number;
  p: PricedPlacement;
  /** Cash staked (0 for a free bet, which earns nothing). */
  cash: number;
}

/** The campaign's farming rules as the domain reads them. */
export function farmingRulesOf(row: IssuedWithCampaign): FarmingRules {
  const r = rulesOf(row.campaign);
  return {
    pointsPerBet: r.points_per_bet,
    minOdds: r.min_odds,
    matchStatus: r.match_status,
    eventConditions: row.campaign.eventConditions as EventCondition[],
    farmOncePerEvent: r.farm_once_per_event,
  };
}

/** A placed bet as farming reads it; null when one of its matches is not in the catalogue. */
function farmingBetOf(bet: PlacedBet, catalogue: SelectionCatalogue): FarmingBet | null {
  const selections: BonusSelection[] = [];
  for (const s of bet.p.selections) {
    const m = catalogue.matches.get(s.eventId);
    if (!m) return null;
    selections.push({
      odds: s.odds,
      matchStatus: m.status,
      sportType: '',
      sportId: m.sport.id,
      sportKey: m.sport.key,
      categoryId: m.category.id,
      tournamentId: m.tournament.id,
      eventId: s.eventId,
    });
  }
  return { cashStake: bet.cash, totalOdds: bet.p.odds, selections };
}

/**
 * Adds one bet to the state when it counts (the domain's farmingCounts: the campaign's odds, match
 * status and event conditions, once per event when it says so); false when it does not.
 */
function addBet(
  state: FarmingState,
  row: IssuedWithCampaign,
  bet: PlacedBet,
  catalogue: SelectionCatalogue,
): boolean {
  const rules = farmingRulesOf(row);
  const farming = farmingBetOf(bet, catalogue);
  if (!farming || !farmingCounts(rules, farming, state.farmed_event_ids)) return false;
  const points = farmingPointsFor(rules, farming, state.farmed_event_ids);
  const eventIds = bet.p.selections.map((s) => s.eventId);
  state.bets_count += 1;
  state.stake_sum += bet.cash;
  state.avg_stake = Math.floor(state.stake_sum / state.bets_count);
  state.points += points;
  state.available_points += points;
  state.farmed_event_ids = [...new Set([...state.farmed_event_ids, ...eventIds])];
  state.used_in_bets = [...state.used_in_bets, bet.betId];
  return true;
}

/** Hunting: whole free bets the available points buy are issued; the rest waits. */
async function convertPoints(
  db: Db,
  row: IssuedWithCampaign,
  state: FarmingState,
  currency: string,
  now: Date,
): Promise<IssuedWithCampaign[]> {
  const out: IssuedWithCampaign[] = [];
  const r = rulesOf(row.campaign);
  const per = r.points_per_freebet ?? 0;
  const amount = r.freebet_amount ?? 0;
  if (row.issued.type !== BonusType.hunting || per <= 0 || amount <= 0) return out;
  while (state.available_points >= per) {
    state.available_points -= per;
    state.farmed_freebets_count += 1;
    const issued = await insertIssued(db, {
      campaignId: row.campaign.id,
      userId: row.issued.userId,
      issueKey: `hunt:${row.issued.id}:${state.farmed_freebets_count}`,
      type: r.farming_freebet_type ?? BonusType.freebet,
      status: BonusStatus.available,
      currency,
      amount,
      usesCount: 1,
      createdAt: now,
      updatedAt: now,
    });
    if (issued) out.push({ campaign: row.campaign, issued });
  }
  state.potential_points = per - state.available_points;
  state.potential_freebet_amount = amount;
  return out;
}

/** Farms the placed cash bets into the player's active points bonuses (loot boxes open, lootbox.ts); returns free bets issued. */
export async function farmPlacedBets(
  db: Db,
  userId: number,
  placed: readonly PlacedBet[],
  catalogue: SelectionCatalogue,
  now: Date,
  /** Tournament campaigns whose points moved (their pools are pushed after the commit). */
  tournaments?: Set<number>,
  /** The player's farming bonuses, locked, when the placement read them already (bonuses/preload.ts). */
  preloaded?: readonly IssuedWithCampaign[],
): Promise<IssuedWithCampaign[]> {
  const cash = placed.filter((b) => b.cash > 0);
  if (cash.length === 0) return [];
  const issued: IssuedWithCampaign[] = [];
  const rows = (preloaded ?? (await issuedOf(db, userId, FARMING_TYPES, undefined, true))).filter(
    (r) => computedStatus(r.campaign, r.issued, now) === BonusStatus.active,
  );
  for (const row of rows) {
    const state = farmingStateOf(row.issued.farmingStats);
    let changed = false;
    for (const bet of cash) {
      if (addBet(state, row, bet, catalogue)) changed = true;
    }
    if (!changed) continue;
    if (row.issued.type === BonusType.tournament) tournaments?.add(row.campaign.id);
    const currency = cash[0]?.p.currency ?? 'EUR';
    issued.push(...(await convertPoints(db, row, state, currency, now)));
    const opened = await openLootboxIfDue(db, row, state.bets_count, currency, now);
    if (opened) {
      state.lootbox = opened.result;
      if (opened.issued) issued.push(opened.issued);
    }
    await updateIssued(db, row.issued.id, {
      farmingStats: { ...state },
      ...(opened ? { status: BonusStatus.bonusOver } : {}),
      updatedAt: now,
    });
  }
  return issued;
}
