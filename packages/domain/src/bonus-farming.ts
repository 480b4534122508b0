/**
 * Points of hunting, tournament and loot-box bonuses (SPEC §3 farming_stats): which bet counts toward
 * such a bonus and how many points it earns. The server farms placed bets with it and the slip shows
 * "+10 points" with it, so both follow one rule. Odds are thousandths, money subunits.
 */
import { type BonusSelection, type EventCondition, selectionSuitsConditions } from './bonus-eligibility.ts';
import { MatchStatus } from './status.ts';

/** What a points campaign asks of a bet. Absent fields do not restrict. */
export interface FarmingRules {
  /** Points a counted bet earns (none for a loot box, which counts bets). */
  readonly pointsPerBet?: number | null | undefined;
  /** Smallest total odds of the whole bet in thousandths. */
  readonly minOdds?: number | null | undefined;
  /** Which matches count: prematch only, live only, or both (default). */
  readonly matchStatus?: 'prematch' | 'live' | 'all' | undefined;
  /** Every selection must match one of these (none: any selection). */
  readonly eventConditions?: readonly EventCondition[] | undefined;
  /** A bet on an event the bonus already farmed counts for nothing. */
  readonly farmOncePerEvent?: boolean | undefined;
}

/** A bet as far as farming goes. */
export interface FarmingBet {
  /** Cash staked in subunits: a free bet (0) earns nothing. */
  readonly cashStake: number;
  /** Total odds of the bet in thousandths, as priced (combo boost included). */
  readonly totalOdds: number;
  readonly selections: readonly BonusSelection[];
}

function matchStatusCounts(status: number, rule: FarmingRules['matchStatus']): boolean {
  if (rule === 'prematch') return status === MatchStatus.prematch;
  if (rule === 'live') return status === MatchStatus.live;
  return true;
}

/**
 * Whether a bet meets a points campaign's rules: cash staked, total odds at least minOdds, and every
 * selection in an allowed match status and matching the event conditions. Ignores farm-once-per-event.
 */
export function farmingQualifies(rules: FarmingRules, bet: FarmingBet): boolean {
  if (bet.cashStake <= 0 || bet.selections.length === 0) return false;
  if (rules.minOdds != null && bet.totalOdds < rules.minOdds) return false;
  return bet.selections.every(
    (s) =>
      matchStatusCounts(s.matchStatus, rules.matchStatus) &&
      selectionSuitsConditions(s, rules.eventConditions),
  );
}

/**
 * Whether a bet counts toward a points bonus that has farmed `farmedEventIds` already: it qualifies,
 * and under farm-once-per-event none of its events was farmed before.
 */
export function farmingCounts(
  rules: FarmingRules,
  bet: FarmingBet,
  farmedEventIds: readonly (number | string)[],
): boolean {
  if (!farmingQualifies(rules, bet)) return false;
  if (!rules.farmOncePerEvent) return true;
  const farmed = new Set(farmedEventIds.map(String));
  return !bet.selections.some((s) => farmed.has(String(s.eventId)));
}

/** Points a bet earns toward a points bonus: its points per bet when the bet counts, else 0. */
export function farmingPointsFor(
  rules: FarmingRules,
  bet: FarmingBet,
  farmedEventIds: readonly (number | string)[],
): number {
  return farmingCounts(rules, bet, farmedEventIds) ? (rules.pointsPerBet ?? 0) : 0;
}
