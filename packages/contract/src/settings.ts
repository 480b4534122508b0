import { z } from 'zod';
import { CashierSettings } from './cashier.ts';
import { Provider, SportType } from './catalogue.ts';
import { FeatureFlags, SiteConfig } from './site-config.ts';

/** Odds display formats (SPEC §9). */
export const OddsTypeName = z.enum([
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
]);
export type OddsTypeName = z.infer<typeof OddsTypeName>;

/** Odds-change acceptance policy (SPEC §4): none flags every change, higher auto-accepts rises, any accepts all. */
export const OddsAcceptMode = z.enum(['none', 'higher', 'any']);
export type OddsAcceptMode = z.infer<typeof OddsAcceptMode>;

export const Currency = z
  .object({
    code: z.string(),
    subunits: z.number().int().min(0).max(18).describe('Digits after the decimal point (EUR 2, JPY 0)'),
    fiat: z.boolean(),
    rate: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .describe('Units of this currency one unit of default_currency_code buys, exact decimal ("1.08")'),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof Currency>;

/** GET /settings: defaults for visitors; a signed-in player's saved choices override them in later issues. */
export const SettingsResponse = z
  .object({
    odds_types: z.object({ available: z.array(OddsTypeName), selected: OddsTypeName }),
    stakes: z
      .array(z.number().int().positive())
      .describe('Quick stake buttons, in subunits of default_currency_code'),
    auto_accept_odds_change: OddsAcceptMode,
    custom_bet_enabled: z.boolean(),
    custom_bet_allow_single: z.boolean(),
    video_settings: z.object({ enabled: z.boolean() }),
    provider_statuses: z.record(Provider, z.enum(['active', 'inactive'])),
    sport_type_providers: z.record(SportType, z.array(Provider)),
    multi_bet_settings: z.object({ available_by_provider: z.record(Provider, z.boolean()) }),
    additional_providers: z.object({
      horse_racing: z.object({ enabled: z.boolean() }),
      lotto: z.object({ enabled: z.boolean() }),
      premium_cricket: z.object({ enabled: z.boolean() }),
    }),
    allow_multiple_active_user_freebets: z.boolean(),
    locales: z.array(z.string()),
    currencies: z.record(z.string(), Currency),
    default_currency_code: z.string(),
    feature_flags: FeatureFlags,
    site_config: SiteConfig,
    cashier: CashierSettings,
    one_signal_push_notification_subscription: z
      .string()
      .nullable()
      .optional()
      .describe(
        "Signed-in players only: this player's stored push subscription (POST /settings); null: none",
      ),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SettingsResponse' });
export type SettingsResponse = z.infer<typeof SettingsResponse>;
