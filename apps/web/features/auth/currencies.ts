import { PLATFORM_CURRENCIES } from '@sportsbook/contract/platform-constants';
import type { Currency } from '@sportsbook/domain';

/** The platform's currencies with their subunit digits and rates (contract PLATFORM_CURRENCIES). */
export const CURRENCIES = PLATFORM_CURRENCIES;

export type CurrencyCode = keyof typeof PLATFORM_CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** A currency by code for money formatting; unknown codes get two subunit digits. */
export function currencyOf(code: string): Currency {
  return (CURRENCIES as Record<string, Currency>)[code] ?? { code, subunits: 2 };
}
