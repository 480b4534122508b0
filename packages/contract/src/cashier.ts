import { z } from 'zod';
import { csv, dbBigint, dbText, IsoDateTime, Pagination, queryLimit, queryPage } from './common.ts';
import { AuthField, CurrencyCode, LedgerKind } from './platform.ts';

/**
 * The cashier below API_PREFIX.cashier (`/api/cashier`, ARCHITECTURE "Cashier"): deposits through a
 * payment provider (an emulated one by default, `/api/cashier/emulator/...`), the provider's signed
 * notifications, quick deposit with the saved card, and the player's transaction history (the ledger).
 * Amounts are integer subunits of the currency. Player routes take the platform session (cookie with
 * the CSRF header on mutations, or a bearer token).
 */

/** Error codes of the cashier (in the `code` of an ApiError body). */
export const CashierErrorCode = {
  /** 422 on deposits: the amount is below the currency's minimum or above its maximum (details: min, max). */
  amountOutOfRange: 'deposit_amount_out_of_range',
  /** 422 on deposits: profile fields the operator requires for deposits are empty (details: the fields). */
  fieldsMissing: 'deposit_fields_missing',
  /** 404: no such payment of this player. */
  paymentNotFound: 'payment_not_found',
  /** 409 on quick deposit: the player has no saved card (no approved card deposit yet). */
  savedCardMissing: 'saved_card_missing',
  /** 403 on quick deposit: the quick_deposit feature is off for this player. */
  quickDepositDisabled: 'quick_deposit_disabled',
  /** 503: the configured provider cannot take this kind of payment. */
  providerUnavailable: 'payment_provider_unavailable',
  /** 401 on notifications: no X-Cashier-Signature header. */
  signatureMissing: 'cashier_signature_missing',
  /** 401 on notifications: a malformed header or a signature that does not match the raw body. */
  signatureInvalid: 'cashier_signature_invalid',
  /** 401 on notifications: the signature's timestamp is more than 5 minutes away from now. */
  signatureExpired: 'cashier_signature_expired',
  /** 409 on notifications: this exact signed notification was received before. */
  notificationReplayed: 'cashier_notification_replayed',
  /** 422 on notifications: amount or currency differ from the payment's. */
  notificationMismatch: 'cashier_notification_mismatch',
  /** 409 on notifications and the emulator: the payment cannot move to that status from its current one. */
  transitionInvalid: 'payment_transition_invalid',
  /** 400 on deposits and the emulator form: return_path is not a site-relative path (no open redirect). */
  returnPathInvalid: 'deposit_return_path_invalid',
} as const;
export type CashierErrorCode = (typeof CashierErrorCode)[keyof typeof CashierErrorCode];

/** Payment statuses: created → approved | declined | pending | challenge; pending and challenge → approved | declined. */
export const PaymentStatus = {
  /** Created by the player; the provider's form is open, nothing paid yet. */
  created: 'created',
  /** The provider is still deciding (the emulator approves a pending card about 5 s later). */
  pending: 'pending',
  /** The card asks for a 3-D Secure step (the provider's challenge page). */
  challenge: 'challenge',
  /** Paid and credited: the ledger row exists (final). */
  approved: 'approved',
  /** Refused by the provider, or refused at credit by a deposit limit or an exclusion (final). */
  declined: 'declined',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const PaymentStatusSchema = z.enum(['created', 'pending', 'challenge', 'approved', 'declined']);

/** The header of a provider notification: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const CASHIER_SIGNATURE_HEADER = 'x-cashier-signature';
/** A notification whose timestamp is further than this from the server's clock is refused. */
export const CASHIER_SIGNATURE_TOLERANCE_SECONDS = 300;

const PaymentId = z
  .string()
  .regex(/^pay_[A-Za-z0-9]{8,64}$/, { message: 'invalid' })
  .describe('Payment id (`pay_` + letters and digits)');
const Amount = dbBigint(1).describe('Subunits of the currency');

export const PaymentIdParams = z.object({ payment_id: PaymentId });

/** The longest return_path accepted. */
export const RETURN_PATH_MAX = 200;

/**
 * A return_path the provider may send the player back under: site-relative (one leading `/`, never
 * `//`), path characters only (no scheme, backslash, space, control character, query or fragment),
 * at most RETURN_PATH_MAX characters. Anything else could redirect off the site.
 */
export function isSafeReturnPath(value: string): boolean {
  return (
    value.length <= RETURN_PATH_MAX &&
    /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/.test(value) &&
    !value.includes('//')
  );
}

const ReturnPath = z
  .string()
  .describe(
    'Site-relative path the return pages live under (e.g. `/de/wallet/deposit`): a provider that shows its form on a full page sends the player to `<return_path>/success|error|pending?payment_id=<id>`. Not site-relative: 400 deposit_return_path_invalid.',
  );

export const DepositCreateBody = z
  .object({ currency: CurrencyCode, amount: Amount, return_path: ReturnPath.optional() })
  .meta({ id: 'DepositCreateBody' });
export type DepositCreateBody = z.infer<typeof DepositCreateBody>;

export const QuickDepositBody = z
  .object({ currency: CurrencyCode, amount: Amount })
  .meta({ id: 'QuickDepositBody' });
export type QuickDepositBody = z.infer<typeof QuickDepositBody>;

export const DepositCreateResponse = z
  .object({
    payment_id: z.string(),
    status: PaymentStatusSchema,
    form_url: z.string().describe("The provider's card form, to show in an iframe (same origin via /api)"),
  })
  .meta({ id: 'DepositCreateResponse' });
export type DepositCreateResponse = z.infer<typeof DepositCreateResponse>;

export const SavedCard = z
  .object({ last4: z.string().regex(/^\d{4}$/), brand: z.string() })
  .meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof SavedCard>;

export const Payment = z
  .object({
    payment_id: z.string(),
    status: PaymentStatusSchema,
    amount: Amount,
    currency: CurrencyCode,
    method: z.enum(['card', 'saved_card']).describe('card: the card form; saved_card: quick deposit'),
    card: SavedCard.nullable().describe('The card once approved (last 4 digits only)'),
    failure_code: z
      .string()
      .nullable()
      .describe(
        'Why a declined payment was declined (card_declined, deposit_limit_exceeded, self_excluded ...)',
      ),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof Payment>;

export const QuickDepositResponse = z
  .object({ payment_id: z.string(), status: PaymentStatusSchema })
  .meta({ id: 'QuickDepositResponse' });
export type QuickDepositResponse = z.infer<typeof QuickDepositResponse>;

/** What the provider reports; `card` (an opaque provider token and the last 4 digits) on approval. */
export const CashierNotificationBody = z
  .object({
    payment_id: PaymentId,
    status: z.enum(['approved', 'declined', 'pending', 'challenge']),
    amount: Amount,
    currency: CurrencyCode,
    card: z
      .object({
        token: dbText(100, { min: 1 }).describe("The provider's reference of the card (never the number)"),
        last4: z.string().regex(/^\d{4}$/),
        brand: dbText(30, { min: 1 }),
      })
      .optional(),
    failure_code: dbText(60).optional(),
  })
  .meta({ id: 'CashierNotificationBody' });
export type CashierNotificationBody = z.infer<typeof CashierNotificationBody>;

export const CashierNotificationResponse = z
  .object({
    payment_id: z.string(),
    status: PaymentStatusSchema.describe('The payment after this notification'),
    credited: z.boolean().describe('true only for the notification that credited the balance'),
  })
  .meta({ id: 'CashierNotificationResponse' });
export type CashierNotificationResponse = z.infer<typeof CashierNotificationResponse>;

/**
 * Push `notification` on the player's private channels when a payment's status changes (SPEC §8
 * payment notifications: an alert of `type` success, warning or error). `kind` tells it from other
 * notifications; the web app words the alert from its own messages by `status`.
 */
export const PaymentNotificationMessage = z
  .object({
    kind: z.literal('payment'),
    type: z.enum(['success', 'warning', 'error']),
    payment_id: z.string(),
    status: PaymentStatusSchema,
    amount: Amount,
    currency: CurrencyCode,
    failure_code: z.string().nullable(),
  })
  .meta({ id: 'PaymentNotificationMessage' });
export type PaymentNotificationMessage = z.infer<typeof PaymentNotificationMessage>;

/** The alert type of a payment status. */
export const PAYMENT_ALERT_TYPE = {
  created: 'warning',
  pending: 'warning',
  challenge: 'warning',
  approved: 'success',
  declined: 'error',
} as const satisfies Record<PaymentStatus, PaymentNotificationMessage['type']>;

// ---------------------------------------------------------------------------------------------
// Transaction history (the ledger)

export const TransactionsQuery = z.object({
  kind: csv(LedgerKind, 10).optional().describe('Comma list of ledger kinds (default all)'),
  currency: CurrencyCode.optional(),
  from: IsoDateTime.optional().describe('Entries at or after this time'),
  to: IsoDateTime.optional().describe('Entries before this time'),
  page: queryPage,
  limit: queryLimit,
});
export type TransactionsQuery = z.input<typeof TransactionsQuery>;

export const Transaction = z
  .object({
    id: z.number().int().describe('Ledger entry id'),
    kind: LedgerKind.describe(
      'deposit, bet_stake (stake of a bet), payout (win or refund of a settled bet), cashout, bonus (bonus money credited or taken back), adjustment (operator corrections), freebet_win (win of a free bet: its stake was bonus money), freebet_refund (stake of a lost no-risk free bet back as cash), comboboost_win (what a combo boost added to a payout)',
    ),
    amount: dbBigint().describe('Signed subunits: positive credits the balance, negative debits it'),
    currency: CurrencyCode,
    balance_after: dbBigint(0).describe('Balance of the account right after this entry'),
    ref: z.string().nullable().describe('What caused it: `pay_…` a payment, `bet:<id>` a bet, or null'),
    created_at: IsoDateTime,
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof Transaction>;

/** Newest first. */
export const TransactionsResponse = z
  .object({ data: z.array(Transaction), pagination: Pagination })
  .meta({ id: 'TransactionsResponse' });
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

// ---------------------------------------------------------------------------------------------
// The emulated provider (payment-emulator module)

/** Card number as typed: digits with optional spaces or dashes. */
const CardNumber = z.string().regex(/^[0-9][0-9 -]{10,24}[0-9]$/, { message: 'invalid' });

export const EmulatorPayBody = z
  .object({
    payment_id: PaymentId,
    card_number: CardNumber,
    expiry: z
      .string()
      .regex(/^(0[1-9]|1[0-2])\s?\/\s?(\d{2})$/, { message: 'invalid' })
      .describe('MM/YY'),
    cvc: z.string().regex(/^\d{3,4}$/, { message: 'invalid' }),
  })
  .meta({ id: 'EmulatorPayBody' });
export type EmulatorPayBody = z.infer<typeof EmulatorPayBody>;

export const EmulatorPayResponse = z
  .object({
    payment_id: z.string(),
    status: z.enum(['approved', 'declined', 'pending', 'challenge']),
    challenge_url: z.string().optional().describe('With status challenge: the 3-D Secure page'),
  })
  .meta({ id: 'EmulatorPayResponse' });
export type EmulatorPayResponse = z.infer<typeof EmulatorPayResponse>;

export const EmulatorChallengeBody = z
  .object({ payment_id: PaymentId, outcome: z.enum(['approve', 'fail']) })
  .meta({ id: 'EmulatorChallengeBody' });
export type EmulatorChallengeBody = z.infer<typeof EmulatorChallengeBody>;

export const EmulatorPageQuery = z.object({ payment_id: PaymentId, return_path: ReturnPath.optional() });
export type EmulatorPageQuery = z.infer<typeof EmulatorPageQuery>;

export const EmulatorStatusResponse = z
  .object({
    payment_id: z.string(),
    status: z.enum(['open', 'pending', 'challenge', 'approved', 'declined']).describe('open: not paid yet'),
  })
  .meta({ id: 'EmulatorStatusResponse' });
export type EmulatorStatusResponse = z.infer<typeof EmulatorStatusResponse>;

// ---------------------------------------------------------------------------------------------
// What the web app reads from GET /settings (settings.ts)

export const CashierSettings = z
  .object({
    provider_script_url: z.string().describe('The provider script the product loads (emulator: provider.js)'),
    server_url: z.string().describe("The provider's server URL; empty: the site's own origin"),
    api_prefix: z.string().describe('API prefix the provider script calls (/api/cashier)'),
    redirect_routes: z
      .object({ transaction_history: z.string(), terms: z.string(), support: z.string() })
      .describe('Where the provider redirect event sends the player'),
    deposit_required_fields: z
      .array(AuthField)
      .describe('Profile fields a deposit needs: when any is empty, show the missed-fields modal first'),
    min_deposit: z.record(z.string(), z.number().int()).describe('Smallest deposit per currency, subunits'),
    max_deposit: z.record(z.string(), z.number().int()).describe('Largest deposit per currency, subunits'),
  })
  .meta({ id: 'CashierSettings' });
export type CashierSettings = z.infer<typeof CashierSettings>;

/** The player status that enables quick_deposit_test (SPEC §6). */
export const SPI_TEST_STATUS = 'spi_test';
