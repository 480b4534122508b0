'use client';

import type { Jackpot } from '@sportsbook/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useJackpotsEnabled } from './enabled.ts';
import type { FormattedAmount } from './ticking-amount.tsx';

// The jackpot blocks load only where shown and only when the feature flag is on: neither their code
// nor their queries are in the first load of a page.
const Banner = lazy(() => import('./jackpot-banner.tsx').then((m) => ({ default: m.JackpotBanner })));
const Section = lazy(() => import('./jackpot-section.tsx').then((m) => ({ default: m.JackpotSection })));

/**
 * The home page's compact jackpot banner (feature flag jackpots). `placeholder` is the banner the
 * server drew with `initial` (jackpot-banner-block.tsx): it stays until the ticking banner's code and
 * the settings are in; `formatted` is the total the server wrote, which the banner shows as it is, and
 * `cta` the link's text.
 */
export function LazyJackpotBanner({
  initial,
  formatted,
  cta,
  placeholder = null,
}: {
  initial?: Jackpot | null;
  formatted?: FormattedAmount;
  cta: string;
  placeholder?: ReactNode;
}) {
  return useJackpotsEnabled() ? (
    <Suspense fallback={placeholder}>
      <Banner initial={initial} formatted={formatted} cta={cta} />
    </Suspense>
  ) : (
    placeholder
  );
}

/**
 * Jackpot widgets drawn in the browser only (not by the server), once hydrated and only while the
 * jackpots flag is on; `children` are lazy components.
 */
export function BrowserJackpotGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const shown = useJackpotsEnabled() && hydrated;
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The jackpot cards and leaderboard of /promotions (feature flag jackpots). */
export function LazyJackpotSection() {
  return (
    <BrowserJackpotGate>
      <Section />
    </BrowserJackpotGate>
  );
}
