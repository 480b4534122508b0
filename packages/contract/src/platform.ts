import { z } from 'zod';

/**
 * Platform (player) API below API_PREFIX.platform (`/api/platform`), Devise style (ARCHITECTURE
 * "Player endpoints"; SPEC §3, §4, §6, §7). Bodies are flat JSON (no `{user: {...}}` wrapper); field
 * names are snake_case as on the wire. Money is always an integer count of the currency's subunits.
 *
 * Authentication: a cookie session (PLATFORM_COOKIE.session, HttpOnly) or `Authorization: Bearer
 * <token>` (the `token` of a sign-in with `bearer: true`, for the embedded mode). Every mutation
 * (POST/PUT/PATCH/DELETE) authenticated by the cookie must echo the PLATFORM_COOKIE.csrf cookie in
 * the CSRF_HEADER header, else 403 `csrf_failed`; bearer requests need no CSRF token.
 */

export * from './platform-constants.ts';

import { parseIsoDate } from '@sportsbook/domain';
import { dbBigint, dbInt, dbText, Id } from './common.ts';
import {
  AuthModal,
  FieldError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_FIELDS,
} from './platform-constants.ts';

export const CurrencyCode = z.enum(['EUR', 'USD', 'BTC'], { message: FieldError.unsupported });
export type CurrencyCode = z.infer<typeof CurrencyCode>;

const Iso = z.iso.datetime({ offset: true });
/** Amount in subunits: a non-negative safe integer. */
const Subunits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const CountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: FieldError.invalid })
  .describe('ISO 3166-1 alpha-2, upper case');
const Email = z
  .string({ message: FieldError.blank })
  .trim()
  .min(1, { message: FieldError.blank })
  .max(254, { message: FieldError.tooLong })
  .pipe(z.email({ message: FieldError.invalid }));
const Password = dbText(PASSWORD_MAX_LENGTH, {
  min: PASSWORD_MIN_LENGTH,
  missing: FieldError.blank,
  tooShort: FieldError.tooShort,
  tooLong: FieldError.tooLong,
  invalid: FieldError.invalid,
});
/** A password as typed, checked only against the stored hash (sign-in, confirmation). */
const PasswordAsTyped = dbText(PASSWORD_MAX_LENGTH, { invalid: FieldError.invalid });
/** E.164 phone number: `+` then 7 to 15 digits. */
export const PhoneNumber = z.string().regex(/^\+[1-9]\d{6,14}$/, { message: FieldError.invalid });
const Name = dbText(100, { trim: true, tooLong: FieldError.tooLong, invalid: FieldError.invalid });
const Locale = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { message: FieldError.invalid });
const Token = dbText(200, {
  min: 1,
  tooShort: FieldError.blank,
  tooLong: FieldError.tooLong,
  invalid: FieldError.invalid,
});

// ---------------------------------------------------------------------------------------------
// Users (sign-up, sign-in, tokens)

export const SignUpBody = z
  .object({
    email: Email,
    password: Password,
    password_confirmation: PasswordAsTyped.optional(),
    currency: CurrencyCode,
    first_name: Name.optional(),
    last_name: Name.optional(),
    nickname: Name.optional(),
    mobile_phone: PhoneNumber.optional(),
    country: CountryCode.optional().describe('Default: the caller country (X-Country-Code / sb_country)'),
    language: Locale.optional().describe('Default: the request locale (Accept-Language)'),
    date_of_birth: z
      .string()
      .refine((v) => parseIsoDate(v) !== null, { message: FieldError.invalid })
      .optional()
      .describe('ISO date (YYYY-MM-DD); under 18 at the server clock is refused with 422 `underage`'),
    terms_accepted: z.literal(true, { message: FieldError.invalid }).optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password_confirmation === b.password, {
    message: FieldError.confirmationMismatch,
    path: ['password_confirmation'],
  })
  .meta({ id: 'SignUpBody' });
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignUpResponse = z
  .object({
    email: z.string(),
    confirmation_sent: z.literal(true).describe('A confirmation e-mail went out; sign-in waits for it'),
  })
  .meta({ id: 'SignUpResponse' });
export type SignUpResponse = z.infer<typeof SignUpResponse>;

export const SignInBody = z
  .object({
    email: Email,
    password: PasswordAsTyped.min(1, { message: FieldError.blank }),
    bearer: z
      .boolean()
      .optional()
      .describe('true: return a bearer token instead of setting cookies (embedded mode)'),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.infer<typeof SignInBody>;

export const EmailBody = z.object({ email: Email }).meta({ id: 'EmailBody' });
export type EmailBody = z.infer<typeof EmailBody>;

/** Query schemas carry no .meta id: @fastify/swagger cannot expand a $ref into parameters. */
export const ConfirmationQuery = z.object({ confirmation_token: Token });
export const UnlockQuery = z.object({ unlock_token: Token });

export const ResetPasswordBody = z
  .object({
    reset_password_token: Token,
    password: Password,
    password_confirmation: PasswordAsTyped.optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password_confirmation === b.password, {
    message: FieldError.confirmationMismatch,
    path: ['password_confirmation'],
  })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** A plain acknowledgement (resend, forgot, reset, unlock). Forgot and resend never reveal whether the address exists. */
export const MessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const ConfirmationResponse = z
  .object({ email: z.string(), confirmed: z.literal(true) })
  .meta({ id: 'ConfirmationResponse' });
export type ConfirmationResponse = z.infer<typeof ConfirmationResponse>;

// ---------------------------------------------------------------------------------------------
// Player profile

export const Country = z.object({ code: z.string(), name: z.string() }).meta({ id: 'Country' });
export type Country = z.infer<typeof Country>;

/** A comp-point status group (SPEC §3 comp condition). */
export const StatusGroup = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(['reached', 'current', 'locked']).describe('Relative to the player’s points'),
    writeable: z.boolean(),
    min_persistent_comp_points: z.number().int(),
    max_persistent_comp_points: z.number().int().nullable(),
  })
  .meta({ id: 'StatusGroup' });
export type StatusGroup = z.infer<typeof StatusGroup>;

export const StatusGroupsResponse = z
  .object({ data: z.array(StatusGroup) })
  .meta({ id: 'StatusGroupsResponse' });
export type StatusGroupsResponse = z.infer<typeof StatusGroupsResponse>;

/** Profile fields a deposit needs; those still empty are listed in `auth_fields_missed`. */
export const AuthField = z.enum(['first_name', 'last_name', 'country', 'mobile_phone']);
export type AuthField = z.infer<typeof AuthField>;

/**
 * The signed-in player (SPEC §3 User/profile). `name` follows the display-name rule: first and last
 * name, else nickname, else email, else phone. `statuses` are player statuses (e.g. `spi_test`, the
 * current status group id).
 */
export const Player = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    name: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    date_of_birth: z.string().nullable().describe('ISO date given at sign-up; read-only'),
    nickname: z.string().nullable(),
    mobile_phone: z.string().nullable().describe('A verified phone number'),
    auth_phone_number: z.string().nullable(),
    language: z.string(),
    currency: CurrencyCode.describe('The active account’s currency'),
    is_logged_in: z.boolean().describe('true when an email or auth phone is present'),
    country: Country.nullable(),
    statuses: z.array(z.object({ id: z.string() })),
    auth_fields_missed: z.array(AuthField),
    progress: z.object({ points: z.number().int(), status_groups: z.array(StatusGroup) }),
    confirmed_at: Iso.nullable(),
    created_at: Iso,
  })
  .meta({ id: 'Player' });
export type Player = z.infer<typeof Player>;

export const SignInResponse = z
  .object({
    player: Player,
    token: z.string().optional().describe('Bearer token; only when the sign-in asked for `bearer: true`'),
    expires_at: Iso,
  })
  .meta({ id: 'SignInResponse' });
export type SignInResponse = z.infer<typeof SignInResponse>;

export const UpdateLocaleBody = z.object({ locale: Locale }).meta({ id: 'UpdateLocaleBody' });

/**
 * PATCH /player: fills or corrects profile fields (the missed-auth-fields prompt). An empty string
 * clears a name; at least one field must be given.
 */
export const PlayerUpdateBody = z
  .object({
    first_name: Name.optional(),
    last_name: Name.optional(),
    nickname: Name.optional(),
    country: CountryCode.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: FieldError.blank })
  .meta({ id: 'PlayerUpdateBody' });
export type PlayerUpdateBody = z.infer<typeof PlayerUpdateBody>;
export type UpdateLocaleBody = z.infer<typeof UpdateLocaleBody>;

/** Public: country blocking and the status-group check (SPEC §4, §5) for the caller. */
export const PlatformAccess = z
  .object({
    country: Country.nullable().describe('From X-Country-Code or the sb_country cookie'),
    country_blocked: z.boolean(),
    sign_in_allowed: z.boolean(),
    sign_up_allowed: z.boolean(),
    sign_up_required_fields: z
      .array(z.enum(SIGN_UP_FIELDS))
      .describe('Sign-up fields the operator requires (SIGNUP_REQUIRED_FIELDS); missing ones are 400 blank'),
    status_group_check: z.object({
      enabled: z.boolean(),
      required_status: z.string().nullable(),
      passed: z.boolean().describe('true when disabled, or signed in with the required status'),
      redirect_url: z.string().nullable().describe('Where to send the visitor when not passed'),
    }),
  })
  .meta({ id: 'PlatformAccess' });
export type PlatformAccess = z.infer<typeof PlatformAccess>;

// ---------------------------------------------------------------------------------------------
// Accounts (wallet)

export const Account = z
  .object({
    currency: CurrencyCode,
    balance: Subunits.describe('Balance in subunits of the currency'),
    available_to_bet_with_locked_cents: Subunits.describe('Same as balance (no locked funds yet)'),
    active: z.boolean(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof Account>;

export const AccountsResponse = z.object({ data: z.array(Account) }).meta({ id: 'AccountsResponse' });
export type AccountsResponse = z.infer<typeof AccountsResponse>;

export const AccountCreateBody = z.object({ currency: CurrencyCode }).meta({ id: 'AccountCreateBody' });
export type AccountCreateBody = z.infer<typeof AccountCreateBody>;

/** Push `balance_changed` on `$private:{locale}:{userId}`: the account after the change. */
export const BalanceChangedMessage = z
  .object({ currency: CurrencyCode, balance: Subunits, delta: z.number().int(), kind: z.string() })
  .meta({ id: 'BalanceChangedMessage' });
export type BalanceChangedMessage = z.infer<typeof BalanceChangedMessage>;

/**
 * Ledger entry kinds: every balance change is one of these. `bonus`: bonus money credited to or taken
 * from the balance (a bonus granted, converted or forfeited; ref `bonus:<id>`).
 */
export const LedgerKind = z.enum([
  'deposit',
  'bet_stake',
  'payout',
  'cashout',
  'bonus',
  'adjustment',
  'freebet_win',
  'freebet_refund',
  'comboboost_win',
  'jackpot_win',
]);
export type LedgerKind = z.infer<typeof LedgerKind>;

// ---------------------------------------------------------------------------------------------
// Phone verification, comp points

export const Phone = z
  .object({
    phone_number: z.string().nullable(),
    phone_country: z.string().nullable(),
    verified_status: z.enum(['not_set', 'unverified', 'verified']),
    is_verified: z.boolean(),
    resend_timeout_until: Iso.nullable().describe('No new code before this time'),
    sms_limit_reached: z.boolean(),
  })
  .meta({ id: 'Phone' });
export type Phone = z.infer<typeof Phone>;

export const PhoneBody = z
  .object({ phone_number: PhoneNumber, phone_country: CountryCode.optional() })
  .meta({ id: 'PhoneBody' });
export type PhoneBody = z.infer<typeof PhoneBody>;

export const PhoneVerifyBody = z
  .object({ code: z.string().regex(/^\d{6}$/, { message: FieldError.invalid }) })
  .meta({ id: 'PhoneVerifyBody' });
export type PhoneVerifyBody = z.infer<typeof PhoneVerifyBody>;

export const CompPoints = z
  .object({ persistent: z.object({ points: z.number().int().nonnegative() }) })
  .meta({ id: 'CompPoints' });
export type CompPoints = z.infer<typeof CompPoints>;

// ---------------------------------------------------------------------------------------------
// Responsible gambling: limits, sessions, reality check, activity

/** Limit types (SPEC §3 User limit). */
export const UserLimitType = z.enum([
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
]);
export type UserLimitType = z.infer<typeof UserLimitType>;

/** Types whose `value` is money (subunits of `currency`). */
export const MONEY_LIMIT_TYPES = ['bet', 'loss', 'wager', 'deposit'] as const;
/** Types whose `value` is minutes. */
export const MINUTE_LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'time',
  'reality_check',
] as const;
/** Types that exclude the player until `ends_at` (null: permanent self-exclusion) and cannot be lifted early. */
export const EXCLUSION_LIMIT_TYPES = ['selfexclusion', 'coolingoff'] as const;

/**
 * Limit statuses (SPEC §3). In force: active, confirmed, unconfirmed_disabled, confirmed_disabled.
 */
export const UserLimitStatus = {
  /** In force: set on a first limit or a stricter change, which apply at once. */
  active: 'active',
  /** A looser change waiting out its cooling period (until confirm_until); the old limit still applies. */
  unconfirmed: 'unconfirmed',
  /** A looser change whose cooling period has passed: now in force. */
  confirmed: 'confirmed',
  /** Removal asked of an active limit: still in force until disable_at. */
  unconfirmedDisabled: 'unconfirmed_disabled',
  /** Removal asked of a confirmed limit: still in force until disable_at. */
  confirmedDisabled: 'confirmed_disabled',
  /** No longer in force (replaced, removed, withdrawn or ended). */
  disabled: 'disabled',
} as const;
export type UserLimitStatus = (typeof UserLimitStatus)[keyof typeof UserLimitStatus];
export const UserLimitStatusSchema = z.enum([
  'active',
  'unconfirmed',
  'confirmed',
  'unconfirmed_disabled',
  'confirmed_disabled',
  'disabled',
]);
/** Statuses of a limit that applies now. */
export const IN_FORCE_LIMIT_STATUSES: readonly UserLimitStatus[] = [
  'active',
  'confirmed',
  'unconfirmed_disabled',
  'confirmed_disabled',
];

/** Window of period-based limits (loss, wager, deposit, activity, time). */
export const LimitPeriod = z.enum(['day', 'week', 'month']);
export type LimitPeriod = z.infer<typeof LimitPeriod>;

/** A limit record (SPEC §3 restriction record) plus its value. */
export const UserLimit = z
  .object({
    id: z.number().int(),
    type: UserLimitType,
    status: UserLimitStatusSchema,
    strategy: z
      .enum(['rolling', 'calendar'])
      .describe('rolling: the last day/week/month; calendar: since its start (UTC)'),
    period: LimitPeriod.nullable(),
    value: z
      .number()
      .int()
      .nullable()
      .describe(
        'Subunits of `currency` (bet, loss, wager, deposit) or minutes (session types, activity, time, reality_check); null for exclusions',
      ),
    currency: CurrencyCode.nullable(),
    parent_type: UserLimitType.nullable(),
    ends_at: Iso.nullable().describe('Self-exclusion / cooling-off end (null: permanent)'),
    confirm_until: Iso.nullable().describe('unconfirmed: takes over at this time'),
    disable_at: Iso.nullable().describe('*_disabled: stops applying at this time'),
    created_at: Iso,
  })
  .meta({ id: 'UserLimit' });
export type UserLimit = z.infer<typeof UserLimit>;

export const UserLimitsResponse = z
  .object({ data: z.array(UserLimit).describe('Every limit not disabled, newest first') })
  .meta({ id: 'UserLimitsResponse' });
export type UserLimitsResponse = z.infer<typeof UserLimitsResponse>;

/**
 * A new limit. Money types need `value` (subunits) and `currency`; loss, wager and deposit also
 * `period`. Minute types need `value` (minutes); activity and time also `period`. Exclusions take
 * `days` (coolingoff: 1..42; selfexclusion: 1..3650 or absent for permanent).
 */
export const UserLimitCreateBody = z
  .object({
    type: UserLimitType,
    value: dbBigint(1).optional(),
    currency: CurrencyCode.optional(),
    period: LimitPeriod.optional(),
    strategy: z.enum(['rolling', 'calendar']).optional(),
    days: dbInt(1, 3650).optional(),
  })
  .meta({ id: 'UserLimitCreateBody' });
export type UserLimitCreateBody = z.infer<typeof UserLimitCreateBody>;

export const UserLimitUpdateBody = z
  .object({
    value: dbBigint(1),
    period: LimitPeriod.optional(),
  })
  .meta({ id: 'UserLimitUpdateBody' });
export type UserLimitUpdateBody = z.infer<typeof UserLimitUpdateBody>;

export const UserLimitIdParams = z.object({ id: Id });

/** Result of a create, change or removal: the record it produced and whether it applies now. */
export const UserLimitChangeResponse = z
  .object({
    limit: UserLimit,
    applies_now: z.boolean().describe('false: a looser change or removal waiting for its cooling period'),
  })
  .meta({ id: 'UserLimitChangeResponse' });
export type UserLimitChangeResponse = z.infer<typeof UserLimitChangeResponse>;

export const SportsbookSession = z
  .object({
    started_at: Iso,
    continued_at: Iso.nullable().describe('Last reality-check continue'),
    session_ends_at: Iso.nullable().describe('When a session limit ends this session'),
    reality_check_at: Iso.nullable().describe('When the next reality check is due'),
  })
  .meta({ id: 'SportsbookSession' });
export type SportsbookSession = z.infer<typeof SportsbookSession>;

/** The reality check (SPEC §3): its period in minutes and the session's stats in subunits. */
export const RealityCheck = z
  .object({
    period: z.number().int().describe('Minutes between checks'),
    currency: CurrencyCode,
    bets_sum: Subunits.describe('Stakes placed since `from`'),
    wins_sum: Subunits.describe('Payouts and cash outs since `from`'),
    from: Iso,
    to: Iso,
    due: z.boolean().describe('true: show the reality-check modal now'),
    next_at: Iso,
  })
  .meta({ id: 'RealityCheck' });
export type RealityCheck = z.infer<typeof RealityCheck>;

export const ActivityTrack = z
  .object({
    period: LimitPeriod,
    used_seconds: z.number().int(),
    limit_seconds: z.number().int().nullable(),
  })
  .meta({ id: 'ActivityTrack' });
export type ActivityTrack = z.infer<typeof ActivityTrack>;

// ---------------------------------------------------------------------------------------------
// Development outbox (ARCHITECTURE "Development-only endpoints", below API_PREFIX.dev)

export const DevPlatformRoute = {
  /** GET ?to=EMAIL → DevMailboxResponse (newest first). */
  mailbox: '/mailbox',
  /** GET ?to=PHONE → DevSmsResponse (newest first). */
  sms: '/sms',
  /** POST DevWalletCreditBody → DevWalletCreditResponse. */
  walletCredit: '/wallet/credit',
} as const;

export const DevMailboxQuery = z.object({ to: dbText(254, { min: 1 }) });
export const DevSmsQuery = z.object({ to: dbText(32, { min: 1 }) });

export const DevMail = z
  .object({
    id: z.number().int(),
    to: z.string(),
    kind: z.enum(['confirmation', 'reset_password', 'unlock']),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()).describe('Every link in the message'),
    token: z.string().nullable().describe('The token the links carry'),
    created_at: Iso,
  })
  .meta({ id: 'DevMail' });
export type DevMail = z.infer<typeof DevMail>;

export const DevMailboxResponse = z.object({ data: z.array(DevMail) }).meta({ id: 'DevMailboxResponse' });
export type DevMailboxResponse = z.infer<typeof DevMailboxResponse>;

export const DevSms = z
  .object({
    id: z.number().int(),
    to: z.string(),
    text: z.string(),
    code: z.string().nullable(),
    created_at: Iso,
  })
  .meta({ id: 'DevSms' });
export type DevSms = z.infer<typeof DevSms>;

export const DevSmsResponse = z.object({ data: z.array(DevSms) }).meta({ id: 'DevSmsResponse' });
export type DevSmsResponse = z.infer<typeof DevSmsResponse>;

export const DevWalletCreditBody = z
  .object({
    email: Email,
    currency: CurrencyCode,
    amount: dbBigint()
      .refine((v) => v !== 0, { message: FieldError.invalid })
      .describe('Subunits; negative debits (never below zero)'),
  })
  .meta({ id: 'DevWalletCreditBody' });
export type DevWalletCreditBody = z.infer<typeof DevWalletCreditBody>;

export const DevWalletCreditResponse = z
  .object({ account: Account, ledger_id: z.number().int() })
  .meta({ id: 'DevWalletCreditResponse' });
export type DevWalletCreditResponse = z.infer<typeof DevWalletCreditResponse>;

// ---------------------------------------------------------------------------------------------
// Links in e-mails (the front end opens the modal and calls the API with the token)

/** The link a confirmation, reset or unlock e-mail carries, on the web app's origin. */
export function authLink(
  baseUrl: string,
  kind: 'confirmation' | 'reset_password' | 'unlock',
  token: string,
  locale?: string,
): string {
  const url = new URL(locale ? `/${locale}` : '/', baseUrl);
  if (kind === 'confirmation') {
    url.searchParams.set('modal', AuthModal.confirmation);
    url.searchParams.set('confirmation_token', token);
  } else if (kind === 'reset_password') {
    url.searchParams.set('modal', AuthModal.passwordEdit);
    url.searchParams.set('reset_password_token', token);
  } else {
    url.searchParams.set('modal', AuthModal.unlock);
    url.searchParams.set('unlock_token', token);
  }
  return url.toString();
}
