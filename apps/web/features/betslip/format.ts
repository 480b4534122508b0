import { type Currency, formatMoneyLocale, type Subunits } from '@sportsbook/domain';

/** An amount in subunits as "1,000.00 EUR" in the locale's digits (exact, no floats). */
export function formatAmount(amount: Subunits | number, currency: Currency, locale: string): string {
  return `${formatMoneyLocale(amount as Subunits, currency, locale)} ${currency.code}`;
}
