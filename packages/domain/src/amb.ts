/**
 * Accumulator-bonus progress (SPEC §3 "amb"): a campaign counts the player's qualifying bets and issues
 * free bets when the count reaches each of its ranges. One rule decides whether a bet counts; the
 * server applies it inside the placement transaction and the slip applies it to say "this bet counts".
 * Odds are thousandths, money subunits.
 */
import { BetType } from './status.ts';

/** What a bet must be to count toward an amb campaign. */
export interface AmbRule {
  /** Bet types that count (the seeded campaign: combo only). */
  readonly betTypes: readonly string[];
  /** Fewest selections in the bet. */
  readonly minSelections: number;
  /** Smallest odds of every selection, thousandths (0: any). */
  readonly minSelectionOdds: number;
  /** Smallest cash stake, subunits of `stakeCurrency`. */
  readonly minStake: number;
  /** The currency a counting bet is staked in. */
  readonly stakeCurrency: string;
}

/** A bet as far as the amb rule goes. */
export interface AmbBet {
  readonly betType: string;
  readonly currency: string;
  /** Cash staked, subunits (a free bet's stake is not cash: 0). */
  readonly cashStake: number;
  /** Accepted odds of each selection, thousandths. */
  readonly selectionOdds: readonly number[];
}

/** Why a bet does not count (first the most useful to tell the player). */
export const AmbRefusal = {
  betType: 'bet_type',
  selections: 'selections',
  odds: 'odds',
  currency: 'currency',
  stake: 'stake',
} as const;
/** An amb refusal code. */
export type AmbRefusal = (typeof AmbRefusal)[keyof typeof AmbRefusal];

/** Every reason the bet does not count toward the campaign; empty when it counts. */
export function ambRefusals(rule: AmbRule, bet: AmbBet): AmbRefusal[] {
  const out: AmbRefusal[] = [];
  if (!rule.betTypes.includes(bet.betType)) out.push(AmbRefusal.betType);
  if (bet.selectionOdds.length < rule.minSelections) out.push(AmbRefusal.selections);
  if (bet.selectionOdds.some((odds) => odds < rule.minSelectionOdds)) out.push(AmbRefusal.odds);
  if (bet.currency !== rule.stakeCurrency) out.push(AmbRefusal.currency);
  if (bet.cashStake <= 0 || bet.cashStake < rule.minStake) out.push(AmbRefusal.stake);
  return out;
}

/** Whether the bet counts toward the campaign (one qualifying bet adds one to the progress). */
export function ambQualifies(rule: AmbRule, bet: AmbBet): boolean {
  return ambRefusals(rule, bet).length === 0;
}

/** The default rule parts: combos of 3 or more selections. */
export const AMB_DEFAULT_BET_TYPES: readonly string[] = [BetType.combo];

/** One range of a campaign: reaching `numberOfBets` qualifying bets issues its free bets. */
export interface AmbRange {
  readonly numberOfBets: number;
  readonly numberOfFreebets: number;
  /** Each free bet's amount, subunits. */
  readonly amount: number;
}

/** The ranges a progress going from `before` to `after` qualifying bets reaches (each once). */
export function ambRangesReached<R extends AmbRange>(
  ranges: readonly R[],
  before: number,
  after: number,
): R[] {
  return ranges.filter((r) => r.numberOfBets > before && r.numberOfBets <= after);
}

/** The first range not reached at `progress` (ranges in any order); undefined when all are reached. */
export function ambNextRange<R extends AmbRange>(ranges: readonly R[], progress: number): R | undefined {
  return [...ranges].sort((a, b) => a.numberOfBets - b.numberOfBets).find((r) => r.numberOfBets > progress);
}
