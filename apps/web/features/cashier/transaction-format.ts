import { formatMoneyLocale, localeDirection, type Subunits } from '@sportsbook/domain';
import { currencyOf } from '../auth/currencies.ts';
import type { Transaction } from './types.ts';

/**
 * A signed ledger amount as text: "+25.00 EUR" for a credit, "−5.00 EUR" for a debit (exact, from
 * subunits, in the locale's digits); a left-to-right isolate in right-to-left locales.
 */
export function formatSignedAmount(amount: number, currencyCode: string, locale: string): string {
  const currency = currencyOf(currencyCode);
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  const text = `${sign}${formatMoneyLocale(Math.abs(amount) as Subunits, currency, locale)} ${currencyCode}`;
  return localeDirection(locale) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/**
 * An amount (never negative) with its currency as text, "25.00 EUR", a left-to-right isolate in
 * right-to-left locales so that it reads the same inside Arabic sentences and buttons.
 */
export function formatBalanceAmount(amount: number, currencyCode: string, locale: string): string {
  const text = `${formatMoneyLocale(amount as Subunits, currencyOf(currencyCode), locale)} ${currencyCode}`;
  return localeDirection(locale) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/** What a reference names: a payment (`pay_…`), a bet (`bet:<id>`), or nothing shown. */
export function referenceOf(
  ref: Transaction['ref'],
): { type: 'payment'; id: string } | { type: 'bet'; id: string } | null {
  if (!ref) return null;
  if (ref.startsWith('pay_')) return { type: 'payment', id: ref };
  const bet = /^bet:(\d+)$/.exec(ref);
  return bet?.[1] ? { type: 'bet', id: bet[1] } : null;
}

/** The tone of an entry: credits green, debits neutral. */
export function amountTone(amount: number): 'credit' | 'debit' {
  return amount > 0 ? 'credit' : 'debit';
}
