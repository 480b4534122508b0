import { type DecimalParts, decimalPartsFrom, divideRoundHalfUp, fixedPointText } from './decimal.ts';
import { ladderPriceFor } from './odds-ladder.ts';
import { type Odds, oddsFromThousandths } from './units.ts';

/**
 * The odds display formats a player can choose (SPEC §9). Odds are always stored as decimal × 1000;
 * a format is display and input only.
 */
export const OddsType = {
  /** Decimal odds, stake included: "2.50". */
  european: 'european',
  /** Fractional (UK) odds, profit over stake: "3/2". */
  british: 'british',
  /** Hong Kong odds, profit per 1 staked: "1.50". */
  hongkong: 'hongkong',
  /** American moneyline: "+150" is the profit on 100, "-200" the stake needed to win 100. */
  american: 'american',
  /** Indonesian odds, American divided by 100: "+1.50", "-2.00". */
  indonesian: 'indonesian',
  /** Malaysian odds: profit per 1 up to evens ("0.50", "1.00"), then minus the stake per 1 won ("-0.50"). */
  malaysian: 'malaysian',
} as const;
/** One of the six odds display formats. */
export type OddsType = (typeof OddsType)[keyof typeof OddsType];

/** Every odds format, in the order the settings menu lists them. */
export const ODDS_TYPES: readonly OddsType[] = Object.values(OddsType);

/** Options of `formatOdds`. */
export interface OddsFormatOptions {
  /** Decimal places of the european format: 2 (default, rounded half up on the thousandths) or 3 (exact). */
  decimals?: 2 | 3;
}

const THOUSAND = 1000n;
const HUNDRED_THOUSAND = 100_000n;

/**
 * Odds as display text in one of the six formats. Rounding, always half up (half away from zero for
 * negative figures), computed in integers:
 * - european: 2 decimals by default (1.005 → "1.01"), or 3 when asked;
 * - hongkong: odds − 1 to 2 decimals (2.5 → "1.50");
 * - american: whole numbers with a sign, "+100" at evens (2.5 → "+150", 1.5 → "-200");
 * - indonesian: like american divided by 100, 2 decimals with a sign, "+1.00" at evens;
 * - malaysian: odds − 1 up to evens ("1.00" at 2.0), then −1/(odds − 1), both to 2 decimals;
 * - british: the nearest price of the bookmakers' fractional ladder (`ladderPriceFor`, ties to the
 *   shorter price): 2.5 → "6/4", 1.667 → "4/6", 11.107 → "10/1" (not 283/28), 1.73 → "8/11";
 *   a ladder price typed in ("11/8") shows as itself. `fractionFromOdds` gives the exact fraction.
 * Figures below the format's resolution print as zero ("0.00" for hongkong at 1.001).
 */
export function formatOdds(odds: Odds, type: OddsType, options: OddsFormatOptions = {}): string {
  const profit = BigInt(odds) - THOUSAND;
  switch (type) {
    case OddsType.european:
      return options.decimals === 3
        ? fixedPointText(odds, 3)
        : fixedPointText(divideRoundHalfUp(BigInt(odds), 10n), 2);
    case OddsType.hongkong:
      return fixedPointText(divideRoundHalfUp(profit, 10n), 2);
    case OddsType.american:
      return profit >= THOUSAND
        ? `+${divideRoundHalfUp(profit, 10n)}`
        : `-${divideRoundHalfUp(HUNDRED_THOUSAND, profit)}`;
    case OddsType.indonesian:
      return profit >= THOUSAND
        ? `+${fixedPointText(divideRoundHalfUp(profit, 10n), 2)}`
        : `-${fixedPointText(divideRoundHalfUp(HUNDRED_THOUSAND, profit), 2)}`;
    case OddsType.malaysian:
      return profit <= THOUSAND
        ? fixedPointText(divideRoundHalfUp(profit, 10n), 2)
        : `-${fixedPointText(divideRoundHalfUp(HUNDRED_THOUSAND, profit), 2)}`;
    case OddsType.british: {
      const { numerator, denominator } = ladderPriceFor(odds);
      return `${numerator}/${denominator}`;
    }
  }
}

/**
 * The fractional (profit/stake) form of odds, always reduced, and always giving back exactly `odds`
 * through `oddsFromFractional`:
 * - the exact fraction (odds − 1000)/1000 reduced, when its denominator is at most 100 or its numerator
 *   is 1 (2.5 → 3/2, 1.73 → 73/100, 1.01 → 1/100, 1.005 → 1/200);
 * - otherwise the odds are a rounded repeating decimal, and the fraction is the one with the smallest
 *   denominator (then numerator) that rounds half up to the same thousandths
 *   (1.333 → 1/3, 1.667 → 2/3, 1.909 → 10/11, 1.727 → 8/11).
 */
export function fractionFromOdds(odds: Odds): { numerator: number; denominator: number } {
  const profit = odds - 1000;
  const divisor = greatestCommonDivisor(profit, 1000);
  const exact = { numerator: profit / divisor, denominator: 1000 / divisor };
  if (exact.denominator <= 100 || exact.numerator === 1) return exact;
  // Round half up of 1000·p/q equals `profit` exactly when (2·profit − 1)·q ≤ 2000·p < (2·profit + 1)·q;
  // the exact fraction satisfies it, so the search ends by its denominator at the latest.
  for (let denominator = 1; denominator < exact.denominator; denominator++) {
    const numerator = Math.ceil(((2 * profit - 1) * denominator) / 2000);
    if (2000 * numerator < (2 * profit + 1) * denominator) return { numerator, denominator };
  }
  return exact;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

function invalid(type: string, value: unknown, rule: string): RangeError {
  return new RangeError(`Invalid ${type} odds ${JSON.stringify(value)}: ${rule}`);
}

function partsOrThrow(type: string, value: string | number): DecimalParts {
  const parts = decimalPartsFrom(value);
  if (!parts) throw invalid(type, value, 'not a plain decimal number');
  return parts;
}

/** Odds from profit per 1 staked as an exact ratio, rounded half up to thousandths. */
function oddsFromProfitRatio(numerator: bigint, denominator: bigint): Odds {
  return oddsFromThousandths(Number(THOUSAND + divideRoundHalfUp(THOUSAND * numerator, denominator)));
}

/**
 * Odds from decimal text such as "2.5", "2.50" or "1,333" (comma accepted as the decimal separator),
 * rounded half up to thousandths. Throws RangeError on garbage or odds outside 1.001 to 1001.
 */
export function oddsFromDecimalString(text: string): Odds {
  const { negative, numerator, denominator } = partsOrThrow(OddsType.european, text);
  if (negative) throw invalid(OddsType.european, text, 'must be positive');
  return oddsFromThousandths(Number(divideRoundHalfUp(THOUSAND * numerator, denominator)));
}

/**
 * Odds from fractional text "a/b" (profit a on stake b, e.g. "5/2" → 3500), also "evens"/"evs"
 * (→ 2000); rounded half up to thousandths. Throws RangeError on garbage or out-of-range odds.
 */
export function oddsFromFractional(text: string): Odds {
  const trimmed = text.trim();
  if (/^(evens|evs)$/i.test(trimmed)) return oddsFromThousandths(2000);
  const match = /^(\d{1,9})\s*\/\s*(\d{1,9})$/.exec(trimmed);
  if (!match) throw invalid(OddsType.british, text, 'expected "a/b" with whole numbers');
  const denominator = BigInt(match[2] as string);
  if (denominator === 0n) throw invalid(OddsType.british, text, 'zero denominator');
  return oddsFromProfitRatio(BigInt(match[1] as string), denominator);
}

/**
 * Odds from American odds, a number or text ("+150" → 2500, "-200" → 1500, +100 and -100 → 2000),
 * rounded half up to thousandths. Throws RangeError unless the value is at least 100 or at most -100.
 */
export function oddsFromAmerican(value: number | string): Odds {
  const { negative, numerator, denominator } = partsOrThrow(OddsType.american, value);
  if (numerator < 100n * denominator) throw invalid(OddsType.american, value, 'must be ≥ 100 or ≤ -100');
  return negative
    ? oddsFromProfitRatio(100n * denominator, numerator)
    : oddsFromProfitRatio(numerator, 100n * denominator);
}

/**
 * Odds from Hong Kong odds (profit per 1 staked, "1.50" → 2500), rounded half up to thousandths.
 * Throws RangeError on garbage or non-positive values.
 */
export function oddsFromHongKong(value: number | string): Odds {
  const { negative, numerator, denominator } = partsOrThrow(OddsType.hongkong, value);
  if (negative) throw invalid(OddsType.hongkong, value, 'must be positive');
  return oddsFromProfitRatio(numerator, denominator);
}

/**
 * Odds from Indonesian odds ("+1.50" → 2500, "-2.00" → 1500, +1.00 and -1.00 → 2000), rounded half
 * up to thousandths. Throws RangeError unless the value is at least 1 or at most -1.
 */
export function oddsFromIndonesian(value: number | string): Odds {
  const { negative, numerator, denominator } = partsOrThrow(OddsType.indonesian, value);
  if (numerator < denominator) throw invalid(OddsType.indonesian, value, 'must be ≥ 1 or ≤ -1');
  return negative ? oddsFromProfitRatio(denominator, numerator) : oddsFromProfitRatio(numerator, denominator);
}

/**
 * Odds from Malaysian odds ("0.50" → 1500, "1.00" → 2000, "-0.50" → 3000), rounded half up to
 * thousandths. Throws RangeError unless the value is in (0, 1] or [-1, 0).
 */
export function oddsFromMalaysian(value: number | string): Odds {
  const { negative, numerator, denominator } = partsOrThrow(OddsType.malaysian, value);
  if (numerator === 0n || numerator > denominator) {
    throw invalid(OddsType.malaysian, value, 'must be in (0, 1] or [-1, 0)');
  }
  return negative ? oddsFromProfitRatio(denominator, numerator) : oddsFromProfitRatio(numerator, denominator);
}

/** Odds from display text in any of the six formats; the inverse of `formatOdds`, throwing RangeError on bad input. */
export function parseOdds(text: string, type: OddsType): Odds {
  switch (type) {
    case OddsType.european:
      return oddsFromDecimalString(text);
    case OddsType.british:
      return oddsFromFractional(text);
    case OddsType.hongkong:
      return oddsFromHongKong(text);
    case OddsType.american:
      return oddsFromAmerican(text);
    case OddsType.indonesian:
      return oddsFromIndonesian(text);
    case OddsType.malaysian:
      return oddsFromMalaysian(text);
  }
}

/** Whether a string names one of the six odds formats. */
export function isOddsType(value: unknown): value is OddsType {
  return typeof value === 'string' && (ODDS_TYPES as readonly string[]).includes(value);
}
