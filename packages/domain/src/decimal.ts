/** An exact non-negative rational parsed from a decimal string, with its sign kept apart. */
export interface DecimalParts {
  /** Whether the text carried a minus sign (and a non-zero value). */
  negative: boolean;
  /** Numerator of the absolute value. */
  numerator: bigint;
  /** Denominator of the absolute value: a power of ten. */
  denominator: bigint;
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/**
 * Exact parts of a plain decimal number such as "2.5", "-0.75", "+150" or "1,25" (comma as the
 * decimal separator); undefined for anything else (exponents, grouping, empty text, over 40 characters).
 * A JavaScript number is read through its shortest string form.
 */
export function decimalPartsFrom(value: string | number): DecimalParts | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (text.length > 40) return undefined;
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  const numerator = BigInt(`${whole}${fraction}` || '0');
  return {
    negative: sign === '-' && numerator !== 0n,
    numerator,
    denominator: 10n ** BigInt(fraction.length),
  };
}

/** `numerator / denominator` rounded half up, for a non-negative numerator and a positive denominator. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** A non-negative scaled integer as fixed-point text: (1234n, 2) gives "12.34"; (5n, 0) gives "5". */
export function fixedPointText(scaled: bigint | number, decimals: number): string {
  const digits = String(scaled).padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
