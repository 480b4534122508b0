'use client';

import type { Jackpot } from '@sportsbook/contract';
import { useT } from '../i18n/provider.tsx';
import { useJackpots } from './api.ts';
import { JackpotBannerView } from './jackpot-banner-view.tsx';
import { type FormattedAmount, TickingAmount } from './ticking-amount.tsx';

/**
 * The compact jackpot banner (home): the first jackpot's total, ticking up, and a link to its card.
 * `initial` is the jackpot the server read (shown until the browser's first reading), `formatted`
 * its total as the server wrote it.
 */
export function JackpotBanner({
  initial,
  formatted,
}: {
  initial?: Jackpot | null;
  formatted?: FormattedAmount;
}) {
  const t = useT();
  const jackpot = useJackpots(initial).data?.data[0];
  if (!jackpot) return null;
  return (
    <JackpotBannerView
      name={jackpot.name}
      total={<TickingAmount amount={jackpot.amount} currency={jackpot.currency} formatted={formatted} />}
      cta={t('jackpots.banner.cta')}
    />
  );
}
