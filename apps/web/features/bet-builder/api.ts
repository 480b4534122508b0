import type { CustomOddsBody, CustomOddsResponse } from '@sportsbook/contract';
import { apiFetch } from '../../lib/api.ts';

// Spelled out rather than imported: the contract's runtime values would bring zod into the client
// bundle. Same value as contract API_PREFIX.bets + BetsRoute.customOdds.
const CUSTOM_ODDS_PATH = '/api/sportsbook/v3/bets/custom/odds';

/** POST /bets/custom/odds: the bet-builder price of selections of one match (odds null: not offered). */
export function postCustomOdds(locale: string, body: CustomOddsBody): Promise<CustomOddsResponse> {
  return apiFetch<CustomOddsResponse>(CUSTOM_ODDS_PATH, {
    locale,
    init: { method: 'POST', body: JSON.stringify(body) },
  });
}
