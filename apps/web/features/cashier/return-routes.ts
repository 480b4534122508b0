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
 * The absolute return URLs of a payment, to pass to the provider as redirect URL parameters
 * (`success_url`, `error_url`, `pending_url`): the return pages in the player's locale.
 */
export function returnUrls(origin: string, locale: string): Record<`${PaymentResult}_url`, string> {
  const url = (result: PaymentResult) =>
    `${origin}${localizedPath(`${DEPOSIT_PATH}/${result}`, locale, DEFAULT_LOCALE_CONFIG)}`;
  return { success_url: url('success'), error_url: url('error'), pending_url: url('pending') };
}
