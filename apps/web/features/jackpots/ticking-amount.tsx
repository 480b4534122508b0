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

/**
 * A jackpot amount that ticks up: each new reading is reached gradually over the refetch interval
 * (domain tickingAmount), starting from what was shown. Screen readers get the reading itself, not
 * the ticks; with reduced motion the number just changes.
 */
export function TickingAmount({
  amount,
  currency,
  className,
}: {
  amount: number;
  currency: string;
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

  return (
    <span className={className}>
      <span aria-hidden="true" data-jackpot-ticker="">
        {formatBalanceAmount(shown, currency, locale)}
      </span>
      <span className="visually-hidden">{formatBalanceAmount(amount, currency, locale)}</span>
    </span>
  );
}
