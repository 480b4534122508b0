'use client';

import { DEFAULT_CURRENCY_CODE } from '@sportsbook/contract/platform-constants';
import { type Currency, formatMoneyLocale, moneyFromInput, type Subunits } from '@sportsbook/domain';
import { useState } from 'react';
import { CURRENCIES, currencyOf } from '../auth/currencies.ts';
import { useAccounts } from '../auth/queries.ts';
import type { Translate } from '../i18n/translator.ts';
import { depositPresetsIn } from './rules.ts';
import { formatBalanceAmount } from './transaction-format.ts';

type Rated = Currency & { rate: string };

function rated(code: string): Rated {
  const known = (CURRENCIES as Record<string, Rated>)[code];
  return known ?? { ...currencyOf(code), rate: '1' };
}

/** The active account's currency and balance (null while the accounts load). */
export function useActiveAccount(): { currency: Rated; balance: Subunits } | null {
  const accounts = useAccounts().data;
  const active = accounts?.find((account) => account.active) ?? accounts?.[0];
  if (!active) return null;
  return {
    currency: rated(active.currency),
    balance: active.available_to_bet_with_locked_cents as Subunits,
  };
}

/** The deposit presets in a currency. */
export function presetsFor(currency: Rated): Subunits[] {
  return depositPresetsIn(rated(DEFAULT_CURRENCY_CODE), currency);
}

/** Plain decimal text of an amount for the field ("25.50"). */
export function amountText(amount: Subunits, currency: Currency): string {
  return formatMoneyLocale(amount, currency, 'en').replace(/,/g, '');
}

/** Smallest and largest amount accepted, in subunits (cashier settings min_deposit / max_deposit). */
export interface AmountRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** Why an amount is refused before it is sent: a moneyFromInput code, zero, or out of range. */
export function amountErrorOf(
  parsed: ReturnType<typeof moneyFromInput>,
  range: AmountRange,
): { code: string; bound?: number } | null {
  if (!parsed.ok) return { code: parsed.code };
  if (parsed.value <= 0) return { code: 'zero' };
  if (range.min !== undefined && parsed.value < range.min) return { code: 'below_min', bound: range.min };
  if (range.max !== undefined && parsed.value > range.max) return { code: 'above_max', bound: range.max };
  return null;
}

/** The amount field's state: text as typed, the parsed value, and the error to show after a submit. */
export function useAmountField(
  currency: Currency | null,
  initial?: number,
  range: AmountRange = {},
  locale = 'en',
) {
  const [text, setText] = useState(() =>
    currency && initial && initial > 0 ? amountText(initial as Subunits, currency) : '',
  );
  const [submitted, setSubmitted] = useState(false);
  const parsed = currency ? moneyFromInput(text, currency) : null;
  const problem = parsed ? amountErrorOf(parsed, range) : null;
  const value = parsed?.ok && !problem ? parsed.value : null;
  return {
    text,
    setText: (next: string) => {
      setText(next);
      setSubmitted(false);
    },
    value,
    /** Marks a submit: the error (if any) shows from now on; returns the amount when valid. */
    submit: () => {
      setSubmitted(true);
      return value;
    },
    error: (t: Translate) => {
      if (!submitted || !problem || !currency) return undefined;
      const bound =
        problem.bound === undefined ? '' : formatBalanceAmount(problem.bound, currency.code, locale);
      return t(`cashier.amount.error.${problem.code}`, { amount: bound });
    },
  };
}
