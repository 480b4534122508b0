/** Payment return routes (SPEC §2): success, error, pending. */
export const PAYMENT_RESULTS = ['success', 'error', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** The wallet deposit path (SPEC §2). */
export const DEPOSIT_PATH = '/wallet/deposit';

export function isPaymentResult(value: string): value is PaymentResult {
  return (PAYMENT_RESULTS as readonly string[]).includes(value);
}
