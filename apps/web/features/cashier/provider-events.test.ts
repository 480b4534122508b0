import { describe, expect, it } from 'vitest';
import { eventNameOf, frameOriginOf, providerMessageFrom, toneOfStatus } from './provider-events.ts';

const frame = {};
const allowed = { origin: 'https://sb.test', source: frame };
const from = (data: unknown, origin = 'https://sb.test', source: unknown = frame) =>
  providerMessageFrom({ origin, source, data }, allowed);

describe('provider messages', () => {
  it('refuses messages from another origin or another window', () => {
    expect(from({ type: 'accounts-updated' }, 'https://evil.test')).toBeNull();
    expect(from({ type: 'accounts-updated' }, 'https://sb.test', {})).toBeNull();
    expect(from({ type: 'accounts-updated' })).toEqual({ type: 'accounts_updated' });
  });

  it('reads notifications with their tone', () => {
    expect(from({ type: 'notification', data: { status: 'approved' } })).toEqual({
      type: 'notification',
      status: 'approved',
      tone: 'success',
    });
    expect(
      from({ event: 'notification', status: 'declined', title: 'No', message: 'Card declined' }),
    ).toEqual({
      type: 'notification',
      status: 'declined',
      tone: 'error',
      title: 'No',
      message: 'Card declined',
    });
    expect(from({ type: 'notification', data: { status: 'pending' } })).toMatchObject({ tone: 'warning' });
    expect(from({ type: 'notification', data: {} })).toBeNull();
  });

  it('maps redirects to the product pages and drops unknown routes', () => {
    expect(from({ type: 'redirect', data: { route: 'transaction_history' } })).toEqual({
      type: 'redirect',
      route: 'transaction_history',
      path: '/wallet/transactions',
    });
    expect(from({ type: 'redirect', route: 'terms' })).toMatchObject({ path: '/general-rules' });
    expect(from({ type: 'redirect', route: 'help-center' })).toMatchObject({ path: '/help-center' });
    expect(from({ type: 'redirect', route: 'https://evil.test' })).toBeNull();
  });

  it('ignores the events the product does not handle and garbage', () => {
    expect(from({ type: 'change-currency', currency: 'USD' })).toBeNull();
    expect(from('accounts-updated')).toBeNull();
    expect(from(null)).toBeNull();
    expect(from({ type: 'closeFastDepositModal' })).toEqual({ type: 'close_fast_deposit_modal' });
  });

  it('normalises event names and tones', () => {
    expect(eventNameOf('renderForm')).toBe('render_form');
    expect(eventNameOf('popup-closed')).toBe('popup_closed');
    expect(toneOfStatus('failed')).toBe('error');
    expect(toneOfStatus('challenge')).toBe('warning');
  });

  it('takes the allowed origin from the form URL', () => {
    expect(frameOriginOf('/api/cashier/emulator/form?p=1', 'https://sb.test/en')).toBe('https://sb.test');
    expect(frameOriginOf('https://pay.test/f', 'https://sb.test/en')).toBe('https://pay.test');
    expect(frameOriginOf('javascript:alert(1)', 'https://sb.test/en')).toBeNull();
  });
});

describe('provider script events', () => {
  it("reads the emulator's message shape and its own alert type", () => {
    const message = {
      source: 'sportsbook-cashier',
      event: 'notification',
      payload: { payment_id: 'pay_1', status: 'challenge', type: 'warning' },
    };
    expect(from(message)).toEqual({ type: 'notification', status: 'challenge', tone: 'warning' });
    expect(from({ source: 'sportsbook-cashier', event: 'render-form', payload: { page: 'form' } })).toEqual({
      type: 'render_form',
    });
  });
});
