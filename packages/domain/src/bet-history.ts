import { BetResult, BetStatus } from './status.ts';

/**
 * Bet history filters (SPEC §4 "Bet status": filters all/open/settled, result filters
 * all/win/lose/refund). The server filters the list query with these sets and the web app uses the
 * same rule to place a pushed bet in the lists it shows, so the two never disagree.
 */

/** Status filter of the bet list. */
export const BetListFilter = {
  /** Every bet. */
  all: 'all',
  /** Bets still waiting for something: `OPEN_BET_STATUSES`. */
  open: 'open',
  /** Every other bet (settled, cashed out, cancelled, rejected, withdrawn). */
  settled: 'settled',
} as const;
/** A status filter of the bet list. */
export type BetListFilter = (typeof BetListFilter)[keyof typeof BetListFilter];

/** Result filter of the bet list. */
export const BetResultFilter = {
  /** Any result. */
  all: 'all',
  /** Won in full or half won, half refunded. */
  win: 'win',
  /** Lost in full or half lost, half refunded. */
  lose: 'lose',
  /** Stake refunded: refunded in full or cancelled. */
  refund: 'refund',
} as const;
/** A result filter of the bet list. */
export type BetResultFilter = (typeof BetResultFilter)[keyof typeof BetResultFilter];

/** Statuses of open bets: placed and not yet decided (the rest count as settled). */
export const OPEN_BET_STATUSES: readonly BetStatus[] = [
  BetStatus.waitingResults,
  BetStatus.cashoutInProgress,
  BetStatus.submitted,
  BetStatus.readyToProcess,
];

/** The results each result filter other than `all` lets through. */
export const BET_RESULTS_OF_FILTER: Readonly<Record<Exclude<BetResultFilter, 'all'>, readonly BetResult[]>> =
  {
    win: [BetResult.winEntire, BetResult.refundHalfWinOther],
    lose: [BetResult.loseEntire, BetResult.refundHalfLoseOther],
    refund: [BetResult.refundEntire, BetResult.canceled],
  };

/** Whether a bet in this status is open (not decided yet). */
export function isOpenBetStatus(status: string): boolean {
  return (OPEN_BET_STATUSES as readonly string[]).includes(status);
}

/** Whether a bet (its status and result, as strings from the API) belongs in a list with these filters. */
export function betMatchesFilter(
  bet: { readonly status: string; readonly result: string },
  filter: { readonly status: BetListFilter; readonly result: BetResultFilter },
): boolean {
  const open = isOpenBetStatus(bet.status);
  if (filter.status === BetListFilter.open && !open) return false;
  if (filter.status === BetListFilter.settled && open) return false;
  if (filter.result === BetResultFilter.all) return true;
  return (BET_RESULTS_OF_FILTER[filter.result] as readonly string[]).includes(bet.result);
}
