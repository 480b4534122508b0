import 'server-only';
import type { Jackpot, JackpotsResponse } from '@sportsbook/contract';
import { JackpotsRoute } from '@sportsbook/contract/routes';
import { apiFetch } from '../../lib/api.ts';
import { getServerSiteConfig } from '../site/server.ts';
import { JACKPOTS_FLAG } from './keys.ts';

/**
 * The jackpot the home banner shows (the first active one), read while the page renders; null when
 * the jackpots feature flag is off, there is none, or the API does not answer (the browser then reads
 * it as before).
 */
export async function readBannerJackpot(locale: string): Promise<Jackpot | null> {
  const site = await getServerSiteConfig(locale);
  if (site.flags[JACKPOTS_FLAG] !== true) return null;
  try {
    const list = await apiFetch<JackpotsResponse>(JackpotsRoute.jackpots, {
      locale,
      searchParams: { limit: 4 },
    });
    return list.data[0] ?? null;
  } catch {
    return null;
  }
}
