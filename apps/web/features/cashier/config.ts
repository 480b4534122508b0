import { REDIRECT_PATHS, type RedirectRoute } from './provider-events.ts';
import type { ProviderScriptConfig } from './provider-script.ts';
import type { DepositReminderConfig } from './rules.ts';

/** What the web cashier reads from GET /settings (contract FeatureFlags, SiteConfig, CashierSettings). */
export interface CashierConfig {
  /** Feature flags by name (quick_deposit, quick_deposit_test). */
  flags: Readonly<Record<string, boolean>>;
  depositReminder: DepositReminderConfig | null;
  /** Bonus types the bonus toast does not announce (site config disabledBonusNotifications). */
  disabledBonusNotifications: readonly string[];
  /** Profile fields a deposit needs (contract AuthField). */
  requiredDepositFields: readonly string[];
  /** Product paths of the provider's redirect routes (SPEC §2), overriding the defaults. */
  redirectRoutes: Partial<Record<RedirectRoute, string>>;
  /** Smallest and largest deposit per currency code, in subunits. */
  minDeposit: Readonly<Record<string, number>>;
  maxDeposit: Readonly<Record<string, number>>;
  /** The payment provider script and its settings (SPEC §7); null when none is configured. */
  provider: ProviderScriptConfig | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numbers(value: unknown): Record<string, number> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => Number.isSafeInteger(entry[1])),
  );
}

/** A site path: starts with one '/', no scheme or protocol-relative host. */
function sitePath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : undefined;
}

/** The cashier settings out of GET /settings; absent parts read as off or empty. */
export function cashierConfigFrom(settings: unknown): CashierConfig {
  const s = isObject(settings) ? settings : {};
  const flags: Record<string, boolean> = {};
  if (isObject(s.feature_flags)) {
    for (const [name, on] of Object.entries(s.feature_flags)) flags[name] = on === true;
  }
  const site = isObject(s.site_config) ? s.site_config : {};
  const reminder = isObject(site.depositReminder) ? site.depositReminder : null;
  const cashier = isObject(s.cashier) ? s.cashier : {};
  const fields = cashier.deposit_required_fields;
  const routes = isObject(cashier.redirect_routes) ? cashier.redirect_routes : {};
  const redirectRoutes: Partial<Record<RedirectRoute, string>> = {};
  for (const name of ['transaction_history', 'terms', 'support'] as const) {
    const path = sitePath(routes[name]);
    if (path) redirectRoutes[name] = path;
  }
  return {
    flags,
    depositReminder: reminder
      ? {
          showDepositReminder: reminder.showDepositReminder === true,
          playerGroupId: typeof reminder.playerGroupId === 'string' ? reminder.playerGroupId : null,
          remindAfter: typeof reminder.remindAfter === 'number' ? reminder.remindAfter : null,
        }
      : null,
    disabledBonusNotifications: Array.isArray(site.disabledBonusNotifications)
      ? site.disabledBonusNotifications.filter((type): type is string => typeof type === 'string')
      : [],
    requiredDepositFields: Array.isArray(fields)
      ? fields.filter((f): f is string => typeof f === 'string')
      : [],
    redirectRoutes,
    minDeposit: numbers(cashier.min_deposit),
    maxDeposit: numbers(cashier.max_deposit),
    provider:
      typeof cashier.provider_script_url === 'string' && cashier.provider_script_url !== ''
        ? {
            scriptUrl: cashier.provider_script_url,
            serverUrl: typeof cashier.server_url === 'string' ? cashier.server_url : '',
            apiPrefix: typeof cashier.api_prefix === 'string' ? cashier.api_prefix : '/api/cashier',
            redirectRoutes: { ...REDIRECT_PATHS, ...redirectRoutes },
          }
        : null,
  };
}
