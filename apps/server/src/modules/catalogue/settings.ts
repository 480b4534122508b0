import { DEFAULT_CURRENCY_CODE, PLATFORM_CURRENCIES, type SettingsResponse } from '@sportsbook/contract';
import { ODDS_TYPES, SUPPORTED_LOCALES } from '@sportsbook/domain';
import { DEFAULT_CASHIER_CONFIG } from '../../config.ts';
import { type SiteSettings, siteSettingsOf } from '../cashier/view.ts';

/** Quick stake buttons for visitors, in subunits of the default currency (1.00, 5.00, 10.00, 25.00 EUR). */
const DEFAULT_STAKES = [100, 500, 1000, 2500];

export type ProviderStatuses = SettingsResponse['provider_statuses'];

/** Provider statuses and when they last changed (the feed's `providers` table). */
export type ProviderStatusSource = () => Promise<{ statuses: ProviderStatuses; updatedAt: Date | null }>;

/** Settings a visitor gets; a signed-in player's saved choices will override them. */
export function visitorSettings(
  updatedAt: Date,
  providerStatuses: ProviderStatuses = { betradar: 'active', oddin: 'active', betconstruct: 'active' },
  site: SiteSettings = siteSettingsOf(DEFAULT_CASHIER_CONFIG),
  allowMultipleActiveFreebets = false,
): SettingsResponse {
  return {
    odds_types: {
      available: [...ODDS_TYPES] as SettingsResponse['odds_types']['available'],
      selected: 'european',
    },
    stakes: DEFAULT_STAKES,
    auto_accept_odds_change: 'none',
    custom_bet_enabled: true,
    custom_bet_allow_single: false,
    provider_statuses: providerStatuses,
    sport_type_providers: { regular: ['betradar', 'betconstruct'], cyber: ['oddin', 'betconstruct'] },
    multi_bet_settings: { available_by_provider: { betradar: true, oddin: true, betconstruct: true } },
    allow_multiple_active_user_freebets: allowMultipleActiveFreebets,
    locales: [...SUPPORTED_LOCALES],
    currencies: PLATFORM_CURRENCIES,
    default_currency_code: DEFAULT_CURRENCY_CODE,
    ...site,
    updated_at: updatedAt.toISOString(),
  };
}
