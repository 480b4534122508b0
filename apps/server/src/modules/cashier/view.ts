import {
  API_PREFIX,
  type CashierSettings,
  type Payment,
  type SettingsResponse,
  type Transaction,
} from '@sportsbook/contract';
import type { CashierConfig } from '../../config.ts';
import { DEFAULT_SITE_CONFIG, type SiteConfigResolved, siteConfigView } from '../../site-config.ts';
import type { LedgerRow, PaymentRow } from './queries.ts';

export function paymentView(row: PaymentRow): Payment {
  return {
    payment_id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency as Payment['currency'],
    method: row.method,
    card: row.cardLast4 ? { last4: row.cardLast4, brand: row.cardBrand ?? 'card' } : null,
    failure_code: row.failureCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function transactionView(row: LedgerRow): Transaction {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.delta,
    currency: row.currency as Transaction['currency'],
    balance_after: row.balanceAfter,
    ref: row.ref,
    created_at: row.createdAt.toISOString(),
  };
}

/** Where the provider's redirect event sends the player (SPEC §2 payment provider redirect routes). */
const REDIRECT_ROUTES: CashierSettings['redirect_routes'] = {
  transaction_history: '/wallet/transactions',
  terms: '/general-rules',
  support: '/help-center',
};

/** The cashier's part of GET /settings: feature flags, the deposit reminder and the provider script. */
export type SiteSettings = Pick<
  SettingsResponse,
  'feature_flags' | 'site_config' | 'cashier' | 'additional_providers' | 'video_settings'
>;

export function siteSettingsOf(
  config: CashierConfig,
  site: SiteConfigResolved = DEFAULT_SITE_CONFIG,
): SiteSettings {
  return {
    additional_providers: site.additionalProviders,
    video_settings: { enabled: site.videoSettings.enabled },
    feature_flags: {
      ...site.featureFlags,
      quick_deposit: config.quickDeposit,
      quick_deposit_test: config.quickDepositTest,
      accumulator_progress_bar: config.accumulatorProgressBar,
      jackpots: config.jackpots,
    },
    site_config: {
      ...siteConfigView(site),
      depositReminder: {
        showDepositReminder: config.depositReminder.show,
        playerGroupId: config.depositReminder.playerGroupId,
        remindAfter: config.depositReminder.remindAfterSeconds,
      },
      disabledBonusNotifications: config.disabledBonusNotifications,
    },
    cashier: {
      provider_script_url: config.providerScriptUrl,
      server_url: '',
      api_prefix: API_PREFIX.cashier,
      redirect_routes: REDIRECT_ROUTES,
      deposit_required_fields: config.requiredFields,
      min_deposit: config.minDeposit,
      max_deposit: config.maxDeposit,
    },
  };
}
