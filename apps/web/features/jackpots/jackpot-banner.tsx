'use client';

import type { Jackpot } from '@sportsbook/contract';
import { useJackpots } from './api.ts';
import { JackpotBannerView } from './jackpot-banner-view.tsx';
import { type FormattedAmount, TickingAmount } from './ticking-amount.tsx';

/**
 * The compact jackpot banner (home): the first jackpot's total, ticking up, and a link to its card.
 * `initial` is the jackpot the server read (shown until the browser's first reading), `formatted`
 * its total as the server wrote it, `cta` the link's text (the jackpots texts are not sent with the
 * page).
 */
export function JackpotBanner({
  initial,
  formatted,
  cta,
}: {
  initial?: Jackpot | null;
  formatted?: FormattedAmount;
  cta: string;
}) {
  const jackpot = useJackpots(initial).data?.data[0];
  if (!jackpot) return null;
  return (
    <JackpotBannerView
      name={jackpot.name}
      total={<TickingAmount amount={jackpot.amount} currency={jackpot.currency} formatted={formatted} />}
      cta={cta}
    />
  );
}
