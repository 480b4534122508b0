import type { JackpotHit } from '@sportsbook/contract';
import { ApiRequestError } from '../../lib/api.ts';

/** SPEC §7, §9: the jackpots refetch every 15 s, the hits every 60 s. */
export const JACKPOT_REFETCH_MS = 15_000;
export const JACKPOT_HITS_REFETCH_MS = 60_000;
/** SPEC §4 Notifications flow: an unseen hit shows after a short delay; the list refetches 1 s after it is marked seen. */
export const JACKPOT_HIT_DELAY_MS = 1_500;
export const JACKPOT_HITS_REFETCH_AFTER_SEEN_MS = 1_000;

/** Statuses a player is told about (SPEC §7 hits query: approved or paid). */
export const ANNOUNCED_HIT_STATUSES = ['approved', 'paid'] as const;

/**
 * SPEC §8: jackpot fetch errors with status 400, 404 or 500 are not reported (a jackpot that is gone
 * or a server hiccup hides the block); every other failure (a network error, 502, 503 …) is.
 */
export function isReportedJackpotError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return ![400, 404, 500].includes(error.status);
  return true;
}

/** The player's hits to announce: approved or paid, not seen, not announced in this page yet; oldest first. */
export function hitsToAnnounce(hits: readonly JackpotHit[], announced: ReadonlySet<number>): JackpotHit[] {
  return hits
    .filter(
      (h) =>
        !h.seen && !announced.has(h.id) && (ANNOUNCED_HIT_STATUSES as readonly string[]).includes(h.status),
    )
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}
