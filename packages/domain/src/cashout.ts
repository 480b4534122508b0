/**
 * Partial and automatic cash out (issue 11): the proportional maths shared by the server, which
 * enforces it, and the web app, which shows the player what stays open before they confirm.
 *
 * A partial cash out of `amount` out of the current `offer` keeps the bet open at the stake
 * `stake × (1 − amount / offer)`, rounded DOWN (to a whole stake unit: the number of lines of a system
 * bet, so the stake stays splittable), and the potential win follows the kept stake, rounded down too.
 * The fraction of the bet the player keeps is therefore never more than the fraction of the offer not
 * paid out: the book never pays more than it offered. Paying the whole offer is a full cash out.
 *
 * All maths is exact in integers (bigint); money is in subunits.
 */
import type { Subunits } from './units.ts';

/** Why a partial amount is refused; `min`/`max` is the range a partial amount may take now. */
export type PartialCashoutRefusal = 'below_min' | 'above_offer' | 'nothing_left';

export interface PartialCashoutInput {
  /** The bet's stake now, in subunits (> 0). */
  stake: number;
  /** The bet's potential win now, in subunits. */
  potentialWin: number;
  /** The cash-out offer now for the whole bet, in subunits (> 0). */
  offer: number;
  /** What the player takes out, in subunits. */
  amount: number;
  /** Digits of the currency (EUR 2): sets the least partial amount. */
  subunits: number;
  /** The kept stake is a multiple of this (a system bet's number of lines; default 1). */
  stakeUnit?: number;
}

export type PartialCashoutOutcome =
  | {
      ok: true;
      /** true when the whole offer is paid: the bet ends as cashed out. */
      full: boolean;
      amount: Subunits;
      remainingStake: Subunits;
      remainingPotentialWin: Subunits;
    }
  | { ok: false; reason: PartialCashoutRefusal; min: Subunits; max: Subunits };

/**
 * Least partial cash out in subunits: one hundredth of the currency's unit where it has two or more
 * digits (1.00 EUR → 100), 1 subunit otherwise; never above the offer.
 */
export function minPartialCashout(offer: number, subunits: number): Subunits {
  const least = 10 ** Math.min(Math.max(subunits, 0), 2);
  return Math.max(1, Math.min(least, offer)) as Subunits;
}

/** Stake kept after paying `amount` out of `offer`: floor(stake × (offer − amount) / offer) to a whole unit. */
export function remainingStakeAfter(stake: number, offer: number, amount: number, stakeUnit = 1): Subunits {
  if (offer <= 0 || amount >= offer) return 0 as Subunits;
  const unit = BigInt(Math.max(1, stakeUnit));
  const kept = (BigInt(stake) * BigInt(offer - Math.max(0, amount))) / BigInt(offer);
  return Number((kept / unit) * unit) as Subunits;
}

/**
 * Largest partial amount below the full offer that still keeps a stake of one unit open, or 0 when no
 * partial amount can (the bet can then only be cashed out in full).
 */
export function maxPartialCashout(stake: number, offer: number, stakeUnit = 1): Subunits {
  const unit = Math.max(1, stakeUnit);
  if (offer <= 0 || stake < unit) return 0 as Subunits;
  // kept ≥ unit ⇔ stake × (offer − amount) ≥ unit × offer ⇔ amount ≤ offer − ceil(unit × offer / stake).
  const need = (BigInt(unit) * BigInt(offer) + BigInt(stake) - 1n) / BigInt(stake);
  const max = BigInt(offer) - need;
  return (max > 0n ? Number(max) : 0) as Subunits;
}

/**
 * Validates a partial cash out and returns what stays open. `amount` equal to the offer is a full
 * cash out; otherwise it must lie between `minPartialCashout` and `maxPartialCashout`.
 */
export function partialCashout(input: PartialCashoutInput): PartialCashoutOutcome {
  const { stake, potentialWin, offer, amount, subunits } = input;
  const unit = input.stakeUnit ?? 1;
  const min = minPartialCashout(offer, subunits);
  const maxPartial = maxPartialCashout(stake, offer, unit);
  const refuse = (reason: PartialCashoutRefusal): PartialCashoutOutcome => ({
    ok: false,
    reason,
    min,
    max: offer as Subunits,
  });
  if (!Number.isSafeInteger(amount) || amount > offer) return refuse('above_offer');
  if (amount === offer) {
    return {
      ok: true,
      full: true,
      amount: amount as Subunits,
      remainingStake: 0 as Subunits,
      remainingPotentialWin: 0 as Subunits,
    };
  }
  if (amount < min) return refuse('below_min');
  if (amount > maxPartial) return refuse('nothing_left');
  const remainingStake = remainingStakeAfter(stake, offer, amount, unit);
  const remainingPotentialWin = Number(
    (BigInt(potentialWin) * BigInt(remainingStake)) / BigInt(stake),
  ) as Subunits;
  return { ok: true, full: false, amount: amount as Subunits, remainingStake, remainingPotentialWin };
}

/** Why an auto cash-out target is refused. */
export type AutoCashoutRefusal = 'not_above_offer' | 'above_potential_win' | 'not_positive';

/**
 * An auto cash-out rule ("cash out when the offer reaches `target`") is valid when the target lies
 * above the offer now (else it would fire at once: cash out instead) and at most the potential win
 * (an offer never exceeds it). Returns null when valid.
 */
export function autoCashoutRefusal(
  target: number,
  offer: number | null,
  potentialWin: number,
): AutoCashoutRefusal | null {
  if (!Number.isSafeInteger(target) || target <= 0) return 'not_positive';
  if (target > potentialWin) return 'above_potential_win';
  if (offer !== null && target <= offer) return 'not_above_offer';
  return null;
}

/** Whether an auto cash-out rule fires at this offer. */
export function autoCashoutDue(target: number | null | undefined, offer: number | null): boolean {
  return target != null && offer !== null && offer >= target;
}
