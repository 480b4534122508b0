declare const unit: unique symbol;

/** A number tagged with the unit it is measured in, so that units cannot be mixed by accident. */
export type Branded<T, Unit extends string> = T & { readonly [unit]: Unit };

/** Decimal odds times 1000 as an integer (2.5 is 2500); always above 1000 (SPEC §9 odds storage scale). */
export type Odds = Branded<number, 'Odds'>;

/** A money amount as an integer count of the currency's subunits (cents for EUR, yen for JPY). */
export type Subunits = Branded<number, 'Subunits'>;

/** A probability between 0 and 1 inclusive (unitless). */
export type Probability = Branded<number, 'Probability'>;

/** Scale of stored odds: thousandths of decimal odds per 1.0 (SPEC §9). */
export const ODDS_SCALE = 1000;

/** Smallest odds we store and price, in thousandths: decimal 1.001. */
export const MIN_ODDS = 1001 as Odds;

/** Largest odds we store and price, in thousandths: decimal 1001.000. */
export const MAX_ODDS = 1_001_000 as Odds;

/**
 * Odds from an integer count of thousandths of decimal odds (2500 for 2.5).
 * Throws RangeError unless `thousandths` is an integer from MIN_ODDS (1001) to MAX_ODDS (1_001_000).
 */
export function oddsFromThousandths(thousandths: number): Odds {
  if (!Number.isInteger(thousandths)) {
    throw new RangeError(`Odds must be an integer count of thousandths, got ${thousandths}`);
  }
  if (thousandths < MIN_ODDS || thousandths > MAX_ODDS) {
    throw new RangeError(`Odds must be from ${MIN_ODDS} to ${MAX_ODDS} thousandths, got ${thousandths}`);
  }
  return thousandths as Odds;
}

/** Whether `value` is a valid Odds value (integer thousandths from 1001 to 1_001_000). */
export function isOdds(value: unknown): value is Odds {
  return Number.isInteger(value) && (value as number) >= MIN_ODDS && (value as number) <= MAX_ODDS;
}

/** Decimal odds as a JavaScript number (2500 gives 2.5); for display maths and models, never for storage. */
export function decimalFromOdds(odds: Odds): number {
  return odds / ODDS_SCALE;
}

/**
 * Money in subunits from an integer (negative allowed, for ledger deltas).
 * Throws RangeError unless `amount` is a safe integer.
 */
export function subunitsFrom(amount: number): Subunits {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money must be a safe integer count of subunits, got ${amount}`);
  }
  return amount as Subunits;
}

/** A probability from a number between 0 and 1 inclusive; throws RangeError otherwise (NaN included). */
export function probabilityFrom(value: number): Probability {
  if (!(value >= 0 && value <= 1)) {
    throw new RangeError(`Probability must be between 0 and 1, got ${value}`);
  }
  return value as Probability;
}
