/**
 * Jackpot rules shared by the server (placement, hits) and the web app (the ticking amount).
 */

/** Basis points in a whole: a share of 150 bp is 1.5 %. */
export const JACKPOT_SHARE_SCALE = 10_000;

/**
 * What a qualifying cash stake (subunits) adds to a level whose share is `shareBp` basis points:
 * floor(stake × shareBp / 10000) subunits, exact (BigInt), rounded down, so the pools never hold
 * more than the stakes' shares; the remainder stays with the book.
 */
export function jackpotContribution(stake: number, shareBp: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`Invalid stake ${stake}`);
  if (!Number.isInteger(shareBp) || shareBp < 0 || shareBp > JACKPOT_SHARE_SCALE)
    throw new RangeError(`Invalid share ${shareBp}`);
  return Number((BigInt(stake) * BigInt(shareBp)) / BigInt(JACKPOT_SHARE_SCALE));
}

/**
 * The amount a jackpot banner shows `elapsedMs` after reading `from`, moving toward `to` (the next
 * reading) over `durationMs`: linear, whole subunits, never past `to` and never below `from`.
 */
export function tickingAmount(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (to <= from || durationMs <= 0 || elapsedMs >= durationMs) return Math.max(from, to);
  if (elapsedMs <= 0) return from;
  return from + Math.floor(((to - from) * elapsedMs) / durationMs);
}
