import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';

/** Payment return routes (SPEC §2): success, error, pending. */
export const PAYMENT_RESULTS = ['success', 'error', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** The wallet deposit path (SPEC §2). */
export const DEPOSIT_PATH = '/wallet/deposit';

export function isPaymentResult(value: string): value is PaymentResult {
  return (PAYMENT_RESULTS as readonly string[]).includes(value);
}

/**
 * The `return_path` of a deposit: the locale's deposit path, under which the return pages live (a
 * provider's full-page form sends the player to `<it>/success|error|pending?payment_id=…`).
 */
export function depositReturnPath(locale: string): string {
  return localizedPath(DEPOSIT_PATH, locale, DEFAULT_LOCALE_CONFIG);
}

/** A payment id as the API writes it (`pay_` + letters and digits), else null. */
export function paymentIdParam(value: unknown): string | null {
  return typeof value === 'string' && /^pay_[A-Za-z0-9]{8,64}$/.test(value) ? value : null;
}

/** The return page a payment status belongs on: approved → success, declined → error, else pending. */
export function resultOfStatus(status: string): PaymentResult {
  return status === 'approved' ? 'success' : status === 'declined' ? 'error' : 'pending';
}
