import { describe, expect, it } from 'vitest';
import { depositReturnPath, paymentIdParam, resultOfStatus } from './return-routes.ts';

describe('payment return routes', () => {
  it('return_path is the locale deposit path (the default locale unprefixed)', () => {
    expect(depositReturnPath('en')).toBe('/wallet/deposit');
    expect(depositReturnPath('de')).toBe('/de/wallet/deposit');
    expect(depositReturnPath('pt-BR')).toBe('/pt-BR/wallet/deposit');
  });

  it('reads only a well-formed payment id from the URL', () => {
    expect(paymentIdParam('pay_0123456789abcdef01234567')).toBe('pay_0123456789abcdef01234567');
    for (const bad of [undefined, '', 'pay_', 'pay_../../x', ['pay_0123456789'], 'x'.repeat(80)]) {
      expect(paymentIdParam(bad)).toBeNull();
    }
  });

  it('puts a payment on the page of its status', () => {
    expect(resultOfStatus('approved')).toBe('success');
    expect(resultOfStatus('declined')).toBe('error');
    for (const status of ['created', 'pending', 'challenge']) expect(resultOfStatus(status)).toBe('pending');
  });
});
