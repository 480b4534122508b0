import type { Bet, BetSelection } from '@sportsbook/contract';
import {
  BetListFilter,
  BetResultFilter,
  BetStatus,
  betMatchesFilter,
  replaceEqualDeep,
} from '@sportsbook/domain';

/**
 * How My Bets folds push updates and cash-out answers into the lists it shows (SPEC §4 "Bet status",
 * "Live updates"). Pure: every function returns the list it was given when nothing changed, and keeps
 * the object identity of bets and selections that did not change.
 */

/** The filters of one bet list: a status filter and, for settled bets, a result filter. */
export interface BetListFilters {
  readonly status: BetListFilter;
  readonly result: BetResultFilter;
}

export const ALL_BETS: BetListFilters = { status: BetListFilter.all, result: BetResultFilter.all };

/** Newest first: later created_at first, then the higher id (the server's order). */
export function compareBetsNewestFirst(a: Bet, b: Bet): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/**
 * An updated bet merged over the one shown: the update's fields replace the old ones, and its
 * selections are merged by id into the old selections (a selection the update leaves out stays, in
 * its place; one it adds goes last). Unchanged parts keep their old objects.
 */
export function mergeBetUpdate(old: Bet, update: Bet): Bet {
  const incoming = new Map(update.selections.map((s) => [s.id, s]));
  const merged: BetSelection[] = old.selections.map((selection) => {
    const next = incoming.get(selection.id);
    if (!next) return selection;
    incoming.delete(selection.id);
    return replaceEqualDeep(selection, { ...selection, ...next });
  });
  for (const added of incoming.values()) merged.push(added);
  return replaceEqualDeep(old, { ...old, ...update, selections: merged });
}

/** Whether an update takes a bet off every list: a VIP bet that was rejected (SPEC §4). */
export function isRemovedByUpdate(bet: Pick<Bet, 'is_vip' | 'status'>): boolean {
  return bet.is_vip && bet.status === BetStatus.rejected;
}

/**
 * A list after `bet_changed` (or a cash-out answer): the bet is merged in when it is shown, added in
 * newest-first order when it now belongs to the list, and taken out when it no longer does (a bet
 * settling leaves the open list) or is a rejected VIP bet.
 */
export function applyBetChanged(list: readonly Bet[], update: Bet, filters: BetListFilters): readonly Bet[] {
  const index = list.findIndex((bet) => bet.id === update.id);
  const keep = !isRemovedByUpdate(update) && betMatchesFilter(update, filters);
  if (!keep) return index === -1 ? list : list.filter((bet) => bet.id !== update.id);
  if (index !== -1) {
    const old = list[index] as Bet;
    const merged = mergeBetUpdate(old, update);
    if (merged === old) return list;
    const next = [...list];
    next[index] = merged;
    return next;
  }
  const next = [...list, update];
  next.sort(compareBetsNewestFirst);
  return next;
}

/** A list after `bet_cashout_changed`: the bet's cash-out offer replaced (null: none now). */
export function applyCashoutChanged(
  list: readonly Bet[],
  betId: number,
  toCashout: number | null,
): readonly Bet[] {
  const index = list.findIndex((bet) => bet.id === betId);
  const old = list[index];
  if (!old || old.to_cashout === toCashout) return list;
  const next = [...list];
  next[index] = { ...old, to_cashout: toCashout };
  return next;
}

/** Pages of the bet list put together: newest first, each bet once (a bet placed between two page requests shifts the pages). */
export function joinBetPages(pages: readonly (readonly Bet[])[]): Bet[] {
  const byId = new Map<number, Bet>();
  for (const page of pages) for (const bet of page) if (!byId.has(bet.id)) byId.set(bet.id, bet);
  return [...byId.values()].sort(compareBetsNewestFirst);
}
