import { describe, expect, it } from 'vitest';
import { cashierConfigFrom } from './config.ts';

describe('cashier settings', () => {
  it('reads flags, the reminder, required fields, redirect routes and limits from GET /settings', () => {
    const config = cashierConfigFrom({
      feature_flags: { quick_deposit: false, quick_deposit_test: true },
      site_config: {
        depositReminder: { showDepositReminder: true, playerGroupId: 'regular', remindAfter: 4 },
        disabledBonusNotifications: ['hunting', 3],
      },
      cashier: {
        deposit_required_fields: ['first_name', 'country'],
        redirect_routes: {
          transaction_history: '/wallet/transactions',
          terms: '//evil.test',
          support: '/help',
        },
        min_deposit: { EUR: 500 },
        max_deposit: { EUR: 1_000_000, USD: 'x' },
        provider_script_url: '/api/cashier/emulator/provider.js',
        server_url: '',
        api_prefix: '/api/cashier',
      },
    });
    expect(config).toEqual({
      flags: { quick_deposit: false, quick_deposit_test: true },
      depositReminder: { showDepositReminder: true, playerGroupId: 'regular', remindAfter: 4 },
      disabledBonusNotifications: ['hunting'],
      requiredDepositFields: ['first_name', 'country'],
      redirectRoutes: { transaction_history: '/wallet/transactions', support: '/help' },
      minDeposit: { EUR: 500 },
      maxDeposit: { EUR: 1_000_000 },
      provider: {
        scriptUrl: '/api/cashier/emulator/provider.js',
        serverUrl: '',
        apiPrefix: '/api/cashier',
        redirectRoutes: {
          transaction_history: '/wallet/transactions',
          terms: '/general-rules',
          support: '/help',
        },
      },
    });
  });

  it('turns everything off for settings without the cashier parts', () => {
    expect(cashierConfigFrom({})).toEqual({
      flags: {},
      depositReminder: null,
      disabledBonusNotifications: [],
      requiredDepositFields: [],
      redirectRoutes: {},
      minDeposit: {},
      maxDeposit: {},
      provider: null,
    });
  });
});
