import 'server-only';
import { API_PREFIX, BetsRoute, type Event, Market, type SettingsResponse } from '@sportsbook/contract';
import { isBettableMatchStatus, type MatchStatus } from '@sportsbook/domain';
import { cache } from 'react';
import { apiFetch } from '../../lib/api';
import { specifierText } from '../catalogue/market-section';
import type { BuilderMarket } from './bet-builder.tsx';

export { BET_BUILDER_TAB } from './tab.ts';
/** The bet-builder anchor (SPEC §2); the builder section carries this id. */
export const BET_BUILDER_ANCHOR = 'betBuilder';

const MarketList = Market.array();

const builderSettings = cache((locale: string) =>
  apiFetch<SettingsResponse>('/settings', { locale }).then(
    (settings) => settings.custom_bet_enabled,
    () => false,
  ),
);

const builderMarkets = cache(async (locale: string, matchId: number): Promise<BuilderMarket[]> => {
  const path = `${API_PREFIX.bets}${BetsRoute.customMarkets.replace(':id', String(matchId))}`;
  try {
    const body = await apiFetch<{ data: unknown }>(path, { locale });
    return MarketList.parse(body.data).map((market) => ({
      id: market.id,
      specifier: market.specifier,
      name: market.name,
      line: market.specifier === '' ? '' : specifierText(market.specifier),
      group: market.market_groups[0] ?? '',
      status: market.status,
      outcomes: market.outcomes.map(({ id, name, active, odds }) => ({ id, name, active, odds })),
    }));
  } catch (error) {
    // No builder is better than no match page: the markets tabs stand without it.
    console.warn('[bet builder] markets not loaded', error);
    return [];
  }
});

/**
 * The bet-builder markets of a match when the page should offer the builder: custom bets enabled
 * (settings custom_bet_enabled), a match (not an outright) that takes bets, with markets that have
 * custom_bet_groups. Null otherwise.
 */
export async function getBetBuilder(locale: string, event: Event): Promise<BuilderMarket[] | null> {
  if (event.type !== 'match' || !isBettableMatchStatus(event.status as MatchStatus)) return null;
  const [enabled, markets] = await Promise.all([builderSettings(locale), builderMarkets(locale, event.id)]);
  return enabled && markets.length > 0 ? markets : null;
}
