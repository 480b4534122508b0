/** What ordering outcomes by price needs to know of one. */
export interface PricedOutcome {
  /** Decimal odds × 1000. */
  odds: number;
  /** Whether it takes bets; suspended outcomes go last. */
  active: boolean;
}

/**
 * Outcomes of an outright (winner, top scorer …) in the order bookmakers print them: the favourite
 * (shortest price) first, then longer prices; outcomes that take no bets last; equal prices keep
 * their given order. Returns a new array.
 */
export function byPrice<T extends PricedOutcome>(outcomes: readonly T[]): T[] {
  return outcomes
    .map((outcome, index) => ({ outcome, index }))
    .sort(
      (a, b) =>
        Number(b.outcome.active) - Number(a.outcome.active) ||
        a.outcome.odds - b.outcome.odds ||
        a.index - b.index,
    )
    .map(({ outcome }) => outcome);
}
