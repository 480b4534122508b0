import { fixedPointText } from './decimal.ts';
import type { Subunits } from './units.ts';

/*
 * Money as text (SPEC §3): exact formatting of integer subunits. Apart from money.ts (input,
 * conversion, presets) so that a part of a page that only shows amounts (a jackpot's ticking total)
 * does not load the rest.
 */

/** A currency as SPEC §3 describes it: `subunits` is the number of decimal digits (EUR 2, JPY 0, BTC 8). */
export interface Currency {
  /** ISO 4217 code or a crypto ticker: "EUR", "BTC". */
  code: string;
  /** Number of subunit digits: 2 for EUR (cents), 0 for JPY, 8 for BTC (satoshi). */
  subunits: number;
  /** Whether it is a fiat currency (crypto ones are not); optional where not known. */
  fiat?: boolean;
}

/** Separators of `formatMoney`; the default is "1,000.00". */
export interface MoneyFormatOptions {
  /** Put between groups of three digits of the whole part; '' for none. Default ','. */
  groupSeparator?: string;
  /** Put between the whole and the subunit digits. Default '.'. */
  decimalSeparator?: string;
}

/** The subunit digits of a currency, checked (0 to 18); a RangeError otherwise. */
export function checkedDigits(currency: Currency): number {
  if (!Number.isInteger(currency.subunits) || currency.subunits < 0 || currency.subunits > 18) {
    throw new RangeError(`Currency ${currency.code} has invalid subunit digits ${currency.subunits}`);
  }
  return currency.subunits;
}

function groupThousands(digits: string, separator: string): string {
  if (separator === '') return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An amount in subunits as plain text with all subunit digits, no currency sign:
 * 100000 EUR → "1,000.00", 1000 JPY → "1,000", -5 EUR → "-0.05", 1 BTC subunit → "0.00000001".
 * Exact: integer string maths only.
 */
export function formatMoney(amount: Subunits, currency: Currency, options: MoneyFormatOptions = {}): string {
  const digits = checkedDigits(currency);
  const { groupSeparator = ',', decimalSeparator = '.' } = options;
  const absolute = BigInt(amount) < 0n ? -BigInt(amount) : BigInt(amount);
  const [whole = '0', fraction] = fixedPointText(absolute, digits).split('.');
  const sign = amount < 0 ? '-' : '';
  const grouped = groupThousands(whole, groupSeparator);
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${decimalSeparator}${fraction}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat`, made once per locale and options: making one costs far more than formatting
 * with it (a jackpot ticker formats twice every 250 ms; issue 13 saw 50 ms of a page's hydration in it).
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  const known = numberFormats.get(key);
  if (known) return known;
  if (numberFormats.size >= 64) numberFormats.clear();
  const made = new Intl.NumberFormat(locale, options);
  numberFormats.set(key, made);
  return made;
}

/**
 * An amount in subunits formatted by the locale's digit grouping and decimal separator through `Intl`
 * ("de" gives "1.000,00"), still exact: the whole part is formatted as a BigInt and the subunit digits
 * are appended as text. No currency sign.
 */
export function formatMoneyLocale(amount: Subunits, currency: Currency, locale: string): string {
  const digits = checkedDigits(currency);
  const absolute = BigInt(amount) < 0n ? -BigInt(amount) : BigInt(amount);
  const scale = 10n ** BigInt(digits);
  const wholeText = numberFormat(locale, { useGrouping: true }).format(absolute / scale);
  const parts = numberFormat(locale).formatToParts(-1.5);
  const sign = amount < 0 ? (parts.find((part) => part.type === 'minusSign')?.value ?? '-') : '';
  if (digits === 0) return `${sign}${wholeText}`;
  const decimalSeparator = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const fractionText = String(absolute % scale).padStart(digits, '0');
  const localDigits = numberFormat(locale, { useGrouping: false, minimumIntegerDigits: digits })
    .format(BigInt(fractionText))
    .slice(-digits);
  return `${sign}${wholeText}${decimalSeparator}${localDigits}`;
}
