import type { PLATFORM_CURRENCIES } from '@sportsbook/contract';
import type { Currency } from '@sportsbook/domain';

/** The platform's currencies with their subunit digits (contract PLATFORM_CURRENCIES). */
export const CURRENCIES: typeof PLATFORM_CURRENCIES = {
  EUR: { code: 'EUR', subunits: 2, fiat: true },
  USD: { code: 'USD', subunits: 2, fiat: true },
  BTC: { code: 'BTC', subunits: 8, fiat: false },
};

export type CurrencyCode = keyof typeof PLATFORM_CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** A currency by code for money formatting; unknown codes get two subunit digits. */
export function currencyOf(code: string): Currency {
  return (CURRENCIES as Record<string, Currency>)[code] ?? { code, subunits: 2 };
}
