'use client';

import dynamic from 'next/dynamic';
import { useJackpotsEnabled } from './api.ts';

// The jackpot blocks load only where shown and only when the feature flag is on: neither their code
// nor their queries are in the first load of a page.
const Banner = dynamic(() => import('./jackpot-banner.tsx').then((m) => m.JackpotBanner), { ssr: false });
const Section = dynamic(() => import('./jackpot-section.tsx').then((m) => m.JackpotSection), { ssr: false });

/** The home page's compact jackpot banner (feature flag jackpots). */
export function LazyJackpotBanner() {
  return useJackpotsEnabled() ? <Banner /> : null;
}

/** The jackpot cards and leaderboard of /promotions (feature flag jackpots). */
export function LazyJackpotSection() {
  return useJackpotsEnabled() ? <Section /> : null;
}
