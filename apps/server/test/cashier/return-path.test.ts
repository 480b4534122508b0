import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.ts';
import { HostedProvider } from '../../src/modules/cashier/provider.ts';
import { C, type CashierTestApp, createCashierApp } from './helpers.ts';

// return_path: where a provider that shows its card form on a full page sends the player back
// (the web app's return pages). Only a path on the site itself is accepted: never an open redirect.

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp();
});
afterAll(async () => t?.close());

const BAD_PATHS = [
  '//evil.example',
  '//evil.example/wallet/deposit',
  'https://evil.example',
  'javascript:alert(1)',
  '/\\evil.example',
  '/\\/evil.example',
  '/wallet//deposit',
  '/wallet/deposit\n',
  '/wallet/\u0000deposit',
  '/wallet/\tdeposit',
  '/wallet deposit',
  '/wallet/deposit?next=https://evil.example',
  'wallet/deposit',
  '',
  `/${'a'.repeat(200)}`,
];

describe('return_path on POST /deposits', () => {
  it('puts a site-relative path into the emulator form URL, and the form page carries it', async () => {
    const player = await t.player('return@example.com');
    const res = await player.post(`${C}/deposits`, {
      currency: 'EUR',
      amount: 1_000,
      return_path: '/de/wallet/deposit',
    });
    expect(res.status).toBe(200);
    const id = res.body.payment_id as string;
    expect(res.body.form_url).toBe(
      `${C}/emulator/form?payment_id=${id}&return_path=%2Fde%2Fwallet%2Fdeposit`,
    );
    const form = await t.app.inject({ method: 'GET', url: res.body.form_url });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('data-return-path="/de/wallet/deposit"');
    const challenge = await t.app.inject({
      method: 'GET',
      url: `${C}/emulator/challenge?payment_id=${id}&return_path=%2Fwallet%2Fdeposit`,
    });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('data-return-path="/wallet/deposit"');
  });

  it('accepts a path of exactly 200 characters, and none at all (the iframe flow)', async () => {
    const player = await t.player('return-edge@example.com');
    const long = `/${'a'.repeat(199)}`;
    const res = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000, return_path: long });
    expect(res.status).toBe(200);
    expect(res.body.form_url).toContain(`return_path=%2F${'a'.repeat(199)}`);
    const none = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000 });
    expect(none.body.form_url).toBe(`${C}/emulator/form?payment_id=${none.body.payment_id}`);
  });

  it('refuses anything not site-relative with 400 deposit_return_path_invalid', async () => {
    const player = await t.player('return-bad@example.com');
    for (const returnPath of BAD_PATHS) {
      const res = await player.post(`${C}/deposits`, {
        currency: 'EUR',
        amount: 1_000,
        return_path: returnPath,
      });
      expect(res.status, JSON.stringify(returnPath)).toBe(400);
      expect(res.body.code, JSON.stringify(returnPath)).toBe('deposit_return_path_invalid');
    }
  });

  it('the emulator checks return_path again when serving its pages (it came through the browser)', async () => {
    const player = await t.player('return-page@example.com');
    const res = await player.post(`${C}/deposits`, { currency: 'EUR', amount: 1_000 });
    const id = res.body.payment_id as string;
    for (const page of ['form', 'challenge']) {
      for (const returnPath of BAD_PATHS) {
        const url = `${C}/emulator/${page}?payment_id=${id}&return_path=${encodeURIComponent(returnPath)}`;
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode, `${page} ${JSON.stringify(returnPath)}`).toBe(400);
        expect(served.json().code).toBe('deposit_return_path_invalid');
        expect(served.body).not.toContain('evil');
      }
    }
  });
});

describe('HostedProvider', () => {
  it('substitutes {payment_id} and {return_url} (the site origin plus the path), URL-encoded', async () => {
    const provider = new HostedProvider(
      'https://pay.example.com/form/{payment_id}?return={return_url}&again={return_url}',
      'https://bets.example.com',
    );
    const opened = await provider.openPayment({
      paymentId: 'pay_abc123DEF',
      amount: 1_000,
      currency: 'EUR',
      returnPath: '/de/wallet/deposit',
    });
    expect(opened.formUrl).toBe(
      'https://pay.example.com/form/pay_abc123DEF?return=https%3A%2F%2Fbets.example.com%2Fde%2Fwallet%2Fdeposit&again=https%3A%2F%2Fbets.example.com%2Fde%2Fwallet%2Fdeposit',
    );
    const without = await provider.openPayment({
      paymentId: 'pay_abc123DEF',
      amount: 1_000,
      currency: 'EUR',
    });
    expect(without.formUrl).toBe('https://pay.example.com/form/pay_abc123DEF?return=&again=');
  });

  it('gets the return path of POST /deposits when the operator configured a hosted form', async () => {
    const hosted = await createCashierApp({
      publicUrl: 'https://bets.example.com',
      cashier: {
        ...testConfig().cashier,
        provider: 'hosted',
        hostedFormUrl: 'https://pay.example.com/pay?id={payment_id}&back={return_url}',
      },
    });
    try {
      const player = await hosted.player('hosted@example.com');
      const res = await player.post(`${C}/deposits`, {
        currency: 'EUR',
        amount: 1_000,
        return_path: '/fr/wallet/deposit',
      });
      expect(res.status).toBe(200);
      expect(res.body.form_url).toBe(
        `https://pay.example.com/pay?id=${res.body.payment_id}&back=https%3A%2F%2Fbets.example.com%2Ffr%2Fwallet%2Fdeposit`,
      );
      const bad = await player.post(`${C}/deposits`, {
        currency: 'EUR',
        amount: 1_000,
        return_path: 'https://evil.example',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('deposit_return_path_invalid');
    } finally {
      await hosted.close();
    }
  });
});
