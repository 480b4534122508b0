import 'server-only';
import type { SettingsResponse } from '@sportsbook/contract';
import { cache } from 'react';
import { apiFetch } from '../../lib/api.ts';
import type { ProviderSwitches } from './products.ts';

const OFF: ProviderSwitches = { horse_racing: false, lotto: false, premium_cricket: false };
/** How long this web server reuses what it read: the switches change only with an API restart. */
const TTL_MS = 30_000;
let kept: { at: number; switches: Promise<ProviderSwitches> } | null = null;

async function fetchSwitches(): Promise<ProviderSwitches | null> {
  try {
    const settings = await apiFetch<SettingsResponse>('/settings', { locale: 'en' });
    const p = settings.additional_providers;
    return {
      horse_racing: p?.horse_racing?.enabled === true,
      lotto: p?.lotto?.enabled === true,
      premium_cricket: p?.premium_cricket?.enabled === true,
    };
  } catch {
    return null;
  }
}

/**
 * Which additional providers are on (GET /settings additional_providers), read at most every 30 s by
 * this web server; all off when the API cannot be reached (that answer is not kept).
 */
export const getProviderSwitches = cache(async (): Promise<ProviderSwitches> => {
  const now = Date.now();
  if (kept && now - kept.at < TTL_MS) return kept.switches;
  const read = fetchSwitches();
  const switches = read.then((s) => s ?? OFF);
  kept = { at: now, switches };
  if ((await read) === null) kept = null;
  return switches;
});
