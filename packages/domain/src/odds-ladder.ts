import type { Odds } from './units.ts';

/** One price of the fractional ladder: profit `numerator` on a stake of `denominator`. */
export interface LadderPrice {
  numerator: number;
  denominator: number;
  /** The decimal odds of the fraction in thousandths, rounded half up (as `oddsFromFractional` reads it). */
  odds: Odds;
}

/**
 * The conventional fractional price ladder of UK and Irish bookmakers: the prices printed on course
 * boards and in shop and online coupons (the same list the usual decimal/fractional conversion tables
 * carry). Odds against run 1/1 (evens), 21/20, 11/10 … 10/1, 11/1 … 1000/1; odds on are their
 * reciprocals as traders write them (4/6 rather than 2/3, 100/30 and 3/10 for 10/3 and 3/10). Prices
 * that exist only as reduced arithmetic (283/28, 73/100) are not on it. Every price has its own
 * thousandths, so a ladder price always reads back as itself.
 */
const LADDER_TEXT = [
  // odds on
  '1/1000 1/500 1/250 1/200 1/150 1/125 1/100 1/80 1/66 1/50 1/40 1/33 1/28 1/25 1/22 1/20 1/18',
  '1/16 1/14 1/12 1/11 1/10 1/9 1/8 2/15 1/7 2/13 1/6 2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9',
  '1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 20/21',
  // evens and odds against
  '1/1 21/20 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 9/4 5/2 11/4 3/1 100/30 7/2 4/1 9/2 5/1 11/2',
  '6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1',
  '66/1 80/1 100/1 125/1 150/1 200/1 250/1 300/1 400/1 500/1 750/1 1000/1',
].join(' ');

/** The ladder from the shortest price (1/1000, decimal 1.001) to the longest (1000/1, decimal 1001). */
export const FRACTIONAL_LADDER: readonly LadderPrice[] = LADDER_TEXT.split(' ').map((text) => {
  const [numerator, denominator] = text.split('/').map(Number) as [number, number];
  // Half up of 1000 + 1000·n/d in integers: floor((2000·(d + n) + d) / 2d).
  const odds = Math.floor((2000 * (denominator + numerator) + denominator) / (2 * denominator)) as Odds;
  return { numerator, denominator, odds };
});

/**
 * The ladder price nearest to `odds` (decimal × 1000), measured in decimal odds. Odds exactly between
 * two prices take the shorter one, so the fraction shown never promises more than the price paid
 * when the choice is a coin toss. Odds on the ladder give their own price back (2375 → 11/8).
 */
export function ladderPriceFor(odds: Odds): LadderPrice {
  let low = 0;
  let high = FRACTIONAL_LADDER.length - 1;
  // Binary search for the first price at or above `odds`.
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((FRACTIONAL_LADDER[middle] as LadderPrice).odds < odds) low = middle + 1;
    else high = middle;
  }
  const above = FRACTIONAL_LADDER[low] as LadderPrice;
  const below = FRACTIONAL_LADDER[low - 1];
  if (!below || above.odds < odds) return above;
  return odds - below.odds <= above.odds - odds ? below : above;
}
