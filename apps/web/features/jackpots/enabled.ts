'use client';

import { useFeatureFlags } from '../site/use-site-config.ts';
import { JACKPOTS_FLAG } from './keys.ts';

/**
 * Whether the jackpots feature flag is on (false until the settings are read). On its own so the
 * first load's lazy gates (lazy.tsx) do not bring the jackpot queries (api.ts) with them.
 */
export function useJackpotsEnabled(): boolean {
  return useFeatureFlags()?.[JACKPOTS_FLAG] === true;
}
