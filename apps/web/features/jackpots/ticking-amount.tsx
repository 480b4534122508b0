'use client';

import { tickingAmount } from '@sportsbook/domain';
import { useEffect, useRef, useState } from 'react';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale } from '../i18n/provider.tsx';
import { JACKPOT_REFETCH_MS } from './model.ts';

/** How often the shown amount moves (a few times a second is enough for a counter). */
const TICK_MS = 250;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** An amount with its text as the server formatted it for the page's locale. */
export interface FormattedAmount {
  readonly amount: number;
  readonly text: string;
}

/**
 * A jackpot amount that ticks up: each new reading is reached gradually over the refetch interval
 * (domain tickingAmount), starting from what was shown. Screen readers get the reading itself, not
 * the ticks; with reduced motion the number just changes. `formatted` is the server's text of the
 * reading it drew: shown as it is while the amount is that one, so hydrating the banner does not
 * make the page's first `Intl.NumberFormat` (about 60 ms of a phone's CPU, issue 13).
 */
export function TickingAmount({
  amount,
  currency,
  formatted,
  className,
}: {
  amount: number;
  currency: string;
  formatted?: FormattedAmount;
  className?: string;
}) {
  const locale = useLocale();
  const [shown, setShown] = useState(amount);
  const from = useRef(amount);
  const shownRef = useRef(amount);
  shownRef.current = shown;

  useEffect(() => {
    if (prefersReducedMotion() || amount <= shownRef.current) {
      setShown(amount);
      return;
    }
    from.current = shownRef.current;
    const start = Date.now();
    const timer = setInterval(() => {
      const next = tickingAmount(from.current, amount, Date.now() - start, JACKPOT_REFETCH_MS);
      setShown(next);
      if (next >= amount) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [amount]);

  const format = (value: number) =>
    formatted && value === formatted.amount ? formatted.text : formatBalanceAmount(value, currency, locale);
  return (
    <span className={className}>
      <span aria-hidden="true" data-jackpot-ticker="">
        {format(shown)}
      </span>
      <span className="visually-hidden">{format(amount)}</span>
    </span>
  );
}
