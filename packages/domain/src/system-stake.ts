/**
 * How a player enters a system bet's stake (SPEC §4): per combination ("line", the default, as players
 * think of it) or as the total over all lines. The slip bet always carries the total (`TicketBet.stake`);
 * these rules convert between what is typed or shown and that total, all in integer subunits.
 */
import { stakedAmountOf, systemStakeSplit } from './bet-math.ts';
import { BetType } from './status.ts';
import { pricedBetOf, type TicketBet } from './ticket/slip.ts';
import type { Subunits } from './units.ts';

/** What a system bet's stake field means. */
export const SystemStakeMode = {
  /** The amount is the stake of each combination; the total is amount × lines (default). */
  perLine: 'perLine',
  /** The amount is the total over all combinations; it must split evenly. */
  total: 'total',
} as const;
/** A system stake mode. */
export type SystemStakeMode = (typeof SystemStakeMode)[keyof typeof SystemStakeMode];

/** The mode a system bet's stake field starts in. */
export const DEFAULT_SYSTEM_STAKE_MODE: SystemStakeMode = SystemStakeMode.perLine;

/**
 * The total stake in subunits of a system with `lines` combinations from an `amount` entered in `mode`:
 * per line → amount × lines; total → amount unchanged (it may leave a remainder, see
 * `systemStakeBreakdown`). 0 for no lines or a negative amount; capped at Number.MAX_SAFE_INTEGER.
 */
export function systemTotalFrom(amount: Subunits, lines: number, mode: SystemStakeMode): Subunits {
  if (!(amount > 0) || !(lines > 0)) return 0 as Subunits;
  if (mode === SystemStakeMode.total) return amount;
  return Math.min(amount * lines, Number.MAX_SAFE_INTEGER) as Subunits;
}

/**
 * The amount the stake field shows for a total of `total` subunits over `lines` in `mode`: per line →
 * total / lines (floored; exact for totals made per line), total → the total.
 */
export function systemAmountOf(total: Subunits, lines: number, mode: SystemStakeMode): Subunits {
  if (mode === SystemStakeMode.total || !(lines > 0)) return total;
  return systemStakeSplit(total, lines).perCombination;
}

/** The "lines × per line = total" view of a system stake, in subunits. */
export interface SystemStakeBreakdown {
  /** Number of combinations. */
  readonly lines: number;
  /** Stake of each combination. */
  readonly perLine: Subunits;
  /** The total as the bet carries it (what the player entered, or lines × per line). */
  readonly total: Subunits;
  /** Whether the total splits evenly over the lines (no unstaked remainder). */
  readonly splits: boolean;
  /** Nearest even totals around an uneven one (below may be 0); both equal `total` when it splits. */
  readonly below: Subunits;
  readonly above: Subunits;
}

/**
 * The breakdown of a system total of `total` subunits over `lines` combinations: per-line stake, whether it
 * splits evenly, and the nearest totals that do (so the slip can offer them instead of silently staking less).
 */
export function systemStakeBreakdown(total: Subunits, lines: number): SystemStakeBreakdown {
  const { perCombination, staked, remainder } = systemStakeSplit(total, lines);
  const splits = remainder === 0;
  const above = (splits || !(lines > 0) ? total : staked + lines) as Subunits;
  return {
    lines: Math.max(lines, 0),
    perLine: perCombination,
    total,
    splits,
    below: splits ? total : staked,
    above,
  };
}

/**
 * The total a preset stake gives a system with `lines` combinations: presets are per line in either mode,
 * so a preset always splits evenly.
 */
export function systemTotalOfPreset(preset: Subunits, lines: number): Subunits {
  return systemTotalFrom(preset, lines, SystemStakeMode.perLine);
}

/**
 * The total stake the slip shows for `bets`, in subunits: each bet's staked amount, except that a system
 * counts the total as entered, so a typed 5.00 is never shown as 4.98 (an uneven total is refused by
 * validation with `systemStakeBreakdown`'s nearest totals instead).
 */
export function enteredStakeSumOf(bets: readonly TicketBet[]): Subunits {
  let sum = 0;
  for (const bet of bets)
    sum += bet.betType === BetType.system ? bet.stake : stakedAmountOf(pricedBetOf(bet));
  return sum as Subunits;
}
