import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { C, createCashierApp } from './helpers.ts';

// What an operator sets for the cashier (README "Environment" and "Cashier").

describe('cashier configuration', () => {
  it('has the documented defaults: the emulator outside production, hosted (unset) in production', () => {
    expect(loadConfig({}).cashier).toEqual({
      provider: 'emulator',
      hostedFormUrl: undefined,
      providerScriptUrl: '/api/cashier/emulator/provider.js',
      minDeposit: { EUR: 500, USD: 500, BTC: 10_000 },
      maxDeposit: { EUR: 1_000_000, USD: 1_000_000, BTC: 100_000_000 },
      requiredFields: [],
      quickDeposit: true,
      quickDepositTest: false,
      accumulatorProgressBar: true,
      jackpots: true,
      disabledBonusNotifications: [],
      depositReminder: { show: false, playerGroupId: null, remindAfterSeconds: 10 },
      emulatorPendingMs: 5000,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).cashier.provider).toBe('hosted');
  });

  it('reads the environment', () => {
    const { cashier } = loadConfig({
      CASHIER_PROVIDER: 'hosted',
      CASHIER_HOSTED_FORM_URL: 'https://pay.example.com/form/{payment_id}',
      CASHIER_PROVIDER_SCRIPT_URL: 'https://pay.example.com/provider.js',
      DEPOSIT_MIN: 'EUR:1000, BTC:5000',
      DEPOSIT_MAX: 'USD:20000',
      DEPOSIT_REQUIRED_FIELDS: 'first_name, country',
      QUICK_DEPOSIT: '0',
      QUICK_DEPOSIT_TEST: '1',
      DEPOSIT_REMINDER: '1',
      DEPOSIT_REMINDER_PLAYER_GROUP: 'bronze',
      DEPOSIT_REMINDER_SECONDS: '30',
      BONUS_NOTIFICATIONS_DISABLED: 'hunting, tournament',
    });
    expect(cashier).toMatchObject({
      provider: 'hosted',
      hostedFormUrl: 'https://pay.example.com/form/{payment_id}',
      providerScriptUrl: 'https://pay.example.com/provider.js',
      minDeposit: { EUR: 1_000, USD: 500, BTC: 5_000 },
      maxDeposit: { EUR: 1_000_000, USD: 20_000, BTC: 100_000_000 },
      requiredFields: ['first_name', 'country'],
      quickDeposit: false,
      quickDepositTest: true,
      depositReminder: { show: true, playerGroupId: 'bronze', remindAfterSeconds: 30 },
      disabledBonusNotifications: ['hunting', 'tournament'],
    });
  });

  it('refuses the emulator in production and malformed values, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CASHIER_PROVIDER: 'emulator' })).toThrow(
      /CASHIER_PROVIDER=emulator with NODE_ENV=production/,
    );
    for (const [name, value] of [
      ['DEPOSIT_MIN', 'EUR=500'],
      ['DEPOSIT_MIN', 'EUR:-5'],
      ['DEPOSIT_MAX', 'EUR:1.5'],
      ['DEPOSIT_REQUIRED_FIELDS', 'password'],
      ['BONUS_NOTIFICATIONS_DISABLED', 'hunting,raffle'],
      ['CASHIER_PROVIDER', 'stripe'],
      ['DEPOSIT_REMINDER_SECONDS', '-1'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(name));
    }
  });
});

describe('the emulator in a production app', () => {
  it('is not there even when a hand-built configuration names it: deposits answer 503', async () => {
    const t = await createCashierApp({ nodeEnv: 'production' });
    try {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/platform/users/sign_in',
        payload: { email: 'demo@sportsbook.test', password: 'demo-password-1', bearer: true },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `${C}/deposits`,
        headers: { authorization: `Bearer ${signIn.json().token}` },
        payload: { currency: 'EUR', amount: 1_000 },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('payment_provider_unavailable');
      for (const url of [`${C}/emulator/provider.js`, `${C}/emulator/form?payment_id=pay_00000000`]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});
