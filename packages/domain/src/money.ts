import { type Currency, checkedDigits, formatMoney } from './money-format.ts';
import type { Subunits } from './units.ts';

export type { Currency } from './money-format.ts';

/** Why `moneyFromInput` rejected the text. */
export const MoneyInputError = {
  /** Nothing but whitespace was typed. */
  empty: 'empty',
  /** Not a plain decimal number (letters, grouping, several separators, exponents). */
  invalidFormat: 'invalid_format',
  /** A minus sign: amounts typed by players are never negative. */
  negative: 'negative',
  /** More decimals than the currency has subunit digits ("1.234" for EUR, "1.5" for JPY). */
  tooManyDecimals: 'too_many_decimals',
  /** Over Number.MAX_SAFE_INTEGER subunits. */
  tooLarge: 'too_large',
} as const;
/** A reason code of `moneyFromInput`. */
export type MoneyInputError = (typeof MoneyInputError)[keyof typeof MoneyInputError];

/** Outcome of a parse: the value, or a machine-readable reason. */
export type Result<T, Code extends string> = { ok: true; value: T } | { ok: false; code: Code };

/**
 * Arabic-Indic (٠–٩) and Persian/Urdu (۰–۹) digits and the Arabic decimal separator (٫) as ASCII, as
 * a phone keyboard in ar, fa or ur types them: "۱۲٫۵" → "12.5".
 */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
}

/**
 * Integer subunits from an amount typed by a player ("12.34" EUR → 1234, "12" → 1200, ".5" → 50,
 * "12," → 1200 when ',' is the separator). Accepts surrounding whitespace and either '.' or ',' as the
 * one decimal separator; rejects grouping, signs, exponents and more decimals than the currency allows.
 */
export function moneyFromInput(text: string, currency: Currency): Result<Subunits, MoneyInputError> {
  const digits = checkedDigits(currency);
  const trimmed = asciiDigits(text).trim();
  if (trimmed === '') return { ok: false, code: MoneyInputError.empty };
  if (/^-/.test(trimmed)) return { ok: false, code: MoneyInputError.negative };
  const match = /^\+?(\d*)(?:[.,](\d*))?$/.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, code: MoneyInputError.invalidFormat };
  if (fraction.length > digits) return { ok: false, code: MoneyInputError.tooManyDecimals };
  const value = BigInt(`${whole}${fraction.padEnd(digits, '0')}` || '0');
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, code: MoneyInputError.tooLarge };
  return { ok: true, value: Number(value) as Subunits };
}

/**
 * The amount as a plain decimal string without grouping ("1000.00"), as APIs and analytics payloads
 * that want major units expect it (SPEC §7 purchase payload: stake divided by subunits).
 */
export function moneyToDecimalString(amount: Subunits, currency: Currency): string {
  return formatMoney(amount, currency, { groupSeparator: '' });
}

/** A decimal rate as an exact fraction: "1.08" → 108 / 100. */
function rateFraction(rate: string, code: string): { num: bigint; den: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) throw new RangeError(`Currency ${code} has an invalid rate "${rate}"`);
  const fraction = match[2] ?? '';
  const num = BigInt(`${match[1]}${fraction}`);
  if (num === 0n) throw new RangeError(`Currency ${code} has a zero rate`);
  return { num, den: 10n ** BigInt(fraction.length) };
}

/** A currency with its rate against the book's default currency (see convertMoney). */
export type RatedCurrency = Currency & { rate: string };

/**
 * An amount in subunits of `from` in subunits of `to`, through their rates against the book's default
 * currency (`rate`: units of the currency one unit of the default currency buys, a decimal string:
 * EUR "1", USD "1.08", BTC "0.000016"). Exact BigInt maths, rounded down to a whole subunit of `to`
 * (a converted stake never exceeds the original's value); `rounding: 'up'` rounds up instead (what a
 * limit or a cap counts as used never falls short of the original's value).
 */
export function convertMoney(
  amount: Subunits,
  from: RatedCurrency,
  to: RatedCurrency,
  rounding: 'down' | 'up' = 'down',
): Subunits {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Invalid amount ${amount}`);
  if (from.code === to.code) return amount;
  const f = rateFraction(from.rate, from.code);
  const t = rateFraction(to.rate, to.code);
  // amount / 10^fs / (f.num/f.den) * (t.num/t.den) * 10^ts
  const num = BigInt(amount) * f.den * t.num * 10n ** BigInt(checkedDigits(to));
  const den = f.num * t.den * 10n ** BigInt(checkedDigits(from));
  const down = num / den;
  return Number(rounding === 'up' && down * den < num ? down + 1n : down) as Subunits;
}

/**
 * The sum of amounts in several currencies, in `to`: each currency's amounts are added first, then
 * converted once (convertMoney with `rounding`), so rounding costs at most one subunit per currency.
 */
export function sumConverted(
  amounts: readonly { currency: RatedCurrency; amount: Subunits }[],
  to: RatedCurrency,
  rounding: 'down' | 'up' = 'down',
): Subunits {
  const byCode = new Map<string, { currency: RatedCurrency; amount: number }>();
  for (const a of amounts) {
    const entry = byCode.get(a.currency.code) ?? { currency: a.currency, amount: 0 };
    entry.amount += a.amount;
    byCode.set(a.currency.code, entry);
  }
  let total = 0;
  for (const { currency, amount } of byCode.values()) {
    total += convertMoney(amount as Subunits, currency, to, rounding);
  }
  return total as Subunits;
}

/**
 * Preset stakes given in the default currency, in `to`: converted (convertMoney) and rounded down to
 * two significant digits so they read as round amounts (10.00 EUR → 10.80 USD → 10.00 USD; 5.00 EUR
 * → 5.40 USD), without zeros or repeats. The same list when `to` is the default currency.
 */
export function presetStakesIn(
  stakes: readonly Subunits[],
  from: RatedCurrency,
  to: RatedCurrency,
): Subunits[] {
  if (from.code === to.code) return [...stakes];
  const out: Subunits[] = [];
  for (const stake of stakes) {
    const converted = convertMoney(stake, from, to);
    if (converted <= 0) continue;
    const scale = 10 ** Math.max(0, String(converted).length - 2);
    const round = (Math.floor(converted / scale) * scale) as Subunits;
    if (!out.includes(round)) out.push(round);
  }
  return out;
}
