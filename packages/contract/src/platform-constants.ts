/**
 * Constants of the platform API without zod, so client bundles can import them directly
 * (`@sportsbook/contract/platform-constants`); platform.ts re-exports them with the schemas.
 */

/** Paths below API_PREFIX.platform. */
export const PlatformRoute = {
  /** POST SignUpBody → 201 SignUpResponse (a confirmation e-mail is sent; no session yet). */
  signUp: '/users',
  /** POST SignInBody → 200 SignInResponse, sets the session and CSRF cookies (or returns a bearer token). */
  signIn: '/users/sign_in',
  /** DELETE → 204; ends the session and clears the cookies. Needs auth (+ CSRF with the cookie). */
  signOut: '/users/sign_out',
  /** GET ?confirmation_token= → ConfirmationResponse; POST EmailBody → 200 MessageResponse (resend). */
  confirmation: '/users/confirmation',
  /** POST EmailBody → 200 MessageResponse (forgot); PUT ResetPasswordBody → 200 MessageResponse (reset). */
  password: '/users/password',
  /** GET ?unlock_token= → MessageResponse; POST EmailBody → 200 MessageResponse (resend). */
  unlock: '/users/unlock',
  /** GET → PlatformAccess: country blocking and the status-group check for the caller (public). */
  access: '/access',
  /** POST → 201 SportsbookSession: a sportsbook session starts now (session-limit bookkeeping). */
  sportsbookSessions: '/sportsbook_sessions',
  /** POST → SportsbookSession: continue after a reality check (resets the reality-check timer). */
  sportsbookSessionsContinue: '/sportsbook_sessions/continue',
  /** GET → Player. */
  player: '/player',
  /** GET → AccountsResponse; POST AccountCreateBody → AccountsResponse (creates if missing, makes active). */
  accounts: '/player/accounts',
  /** PATCH UpdateLocaleBody → Player. */
  updateLocale: '/player/update_locale',
  /** GET → Phone; POST PhoneBody → Phone (sets the number and sends an SMS code). */
  phone: '/player/phone',
  /** POST PhoneVerifyBody → Phone. */
  phoneVerify: '/player/phone/verify',
  /** GET → CompPoints. */
  compPoints: '/player/comp_points',
  /** GET → StatusGroupsResponse. */
  statusGroups: '/player/status_groups',
  /** POST → ActivityTrack; 401 `activity_limit_reached` when the activity limit is used up. */
  activityLimitTrack: '/player/activity_limit_track',
  /**
   * GET → RealityCheck (the "session info" call, polled every 30 s). 400 `reality_check_not_set`
   * when the player has no reality-check limit (stops polling); 403 `session_limit_reached` when the
   * session limit has run out (the session is ended: open the out-of-session-limit modal).
   */
  realityCheck: '/player/reality_check',
  /** GET → UserLimitsResponse; POST UserLimitCreateBody → 201 UserLimitChangeResponse. */
  userLimits: '/user_limits',
  /** PATCH UserLimitUpdateBody → UserLimitChangeResponse; DELETE → UserLimitChangeResponse. */
  userLimit: '/user_limits/:id',
} as const;

/** Cookie names of the platform API. */
export const PLATFORM_COOKIE = {
  /** The session id: HttpOnly, SameSite=Lax, Path=/, Secure over https. */
  session: 'sb_session',
  /** The CSRF token, readable by scripts (not HttpOnly); echo it in CSRF_HEADER on mutations. */
  csrf: 'sb_csrf',
  /** Test stand-in for geolocation: an ISO 3166-1 alpha-2 country code (COUNTRY_HEADER wins). */
  country: 'sb_country',
} as const;

/** Header that must carry the `sb_csrf` cookie's value on cookie-authenticated mutations. */
export const CSRF_HEADER = 'x-csrf-token';
/** Header standing in for geolocation (as a CDN would set it): ISO 3166-1 alpha-2 code. */
export const COUNTRY_HEADER = 'x-country-code';

/** Names of the player modals the e-mailed links open (`?modal=` query parameter, SPEC §2). */
export const AuthModal = {
  signIn: 'sign_in',
  signUp: 'sign_up',
  confirmation: 'confirmation',
  passwordNew: 'password_new',
  passwordEdit: 'password_edit',
  unlock: 'unlock',
} as const;
export type AuthModal = (typeof AuthModal)[keyof typeof AuthModal];

/** Sign-up fields an operator can make required (SIGNUP_REQUIRED_FIELDS; PlatformAccess lists them). */
export const SIGN_UP_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'country',
  'terms_accepted',
] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

/**
 * Error codes of the platform API (the `code` of an ApiError body). Field problems come as
 * 400 `validation_error` with `details[].message` one of FieldError.
 */
export const PlatformErrorCode = {
  /** 401: no session, an unknown, expired or signed-out session, or a bad bearer token. */
  unauthorized: 'unauthorized',
  /** 403: a cookie-authenticated mutation without a matching X-CSRF-Token header. */
  csrfFailed: 'csrf_failed',
  /** 401 on sign-in: unknown e-mail or wrong password (counts towards the lock). */
  invalidCredentials: 'invalid_credentials',
  /** 403 on sign-in: the e-mail address is not confirmed yet (offer "resend confirmation"). */
  unconfirmed: 'unconfirmed',
  /** 403 on sign-in: locked after MAX_FAILED_SIGN_INS wrong passwords (offer "resend unlock"). */
  locked: 'locked',
  /** 403 on sign-in and betting: an active self-exclusion (details: ends_at or permanent). */
  selfExcluded: 'self_excluded',
  /** 403 on sign-in and betting: an active cooling-off. */
  coolingOff: 'cooling_off',
  /** 403 on sign-in and sign-up: the caller's country is blocked (show the blocked-country page). */
  countryBlocked: 'country_blocked',
  /** 403: the site configuration turns sign-in off (signIn.allowed false). */
  signInDisabled: 'sign_in_disabled',
  /** 403: the site configuration turns sign-up off (signUp.allowed false). */
  signUpDisabled: 'sign_up_disabled',
  /** 409 on sign-up: the e-mail address is already registered. */
  emailTaken: 'email_taken',
  /** 422 on sign-up: the date of birth makes the player younger than 18 at the server's now. */
  underage: 'underage',
  /** 400: a confirmation, reset or unlock token that is unknown or already used. */
  tokenInvalid: 'token_invalid',
  /** 400: a confirmation, reset or unlock token past its expiry. */
  tokenExpired: 'token_expired',
  /** 400 on confirmation: already confirmed. */
  alreadyConfirmed: 'already_confirmed',
  /**
   * 401 on any authenticated call (403 on the reality-check call): the session or sportsbook-session
   * limit has run out and the session was ended. Open the out-of-session-limit modal.
   */
  sessionLimitReached: 'session_limit_reached',
  /** 401 on activity tracking (and 403 on sign-in): the activity limit is used up for its period. */
  activityLimitReached: 'activity_limit_reached',
  /** 400 on the reality-check call: no reality-check limit is set (stop polling). */
  realityCheckNotSet: 'reality_check_not_set',
  /** 429 on POST /player/phone: asked again before resend_timeout_until. */
  smsResendTimeout: 'sms_resend_timeout',
  /** 429 on POST /player/phone: the daily SMS limit is reached. */
  smsLimitReached: 'sms_limit_reached',
  /** 400 on phone verify: wrong or expired code (or too many attempts: send a new code). */
  smsCodeInvalid: 'sms_code_invalid',
  /** 409 on phone verify: no number set or no code sent. */
  phoneNotSet: 'phone_not_set',
  /** 409 on limits: self-exclusion and cooling-off cannot be changed or removed before they end. */
  limitLocked: 'limit_locked',
  /** 409 on limits: the limit is already disabled or being disabled. */
  limitNotChangeable: 'limit_not_changeable',
  /** 409 on wallet debits: the balance would go below zero. */
  insufficientFunds: 'insufficient_funds',
  /** 403 on betting: a bet limit (largest stake per bet) would be broken. */
  betLimitExceeded: 'bet_limit_exceeded',
  /** 403 on betting: the loss limit of the period would be broken. */
  lossLimitExceeded: 'loss_limit_exceeded',
  /** 403 on betting: the wager limit of the period would be broken. */
  wagerLimitExceeded: 'wager_limit_exceeded',
  /** 403 on deposits: the deposit limit of the period would be broken. */
  depositLimitExceeded: 'deposit_limit_exceeded',
  /** 400: a currency the sportsbook does not offer. */
  currencyUnsupported: 'currency_unsupported',
} as const;
export type PlatformErrorCode = (typeof PlatformErrorCode)[keyof typeof PlatformErrorCode];

/** `details[].message` values of 400 validation errors on platform bodies. */
export const FieldError = {
  blank: 'blank',
  invalid: 'invalid',
  tooShort: 'too_short',
  tooLong: 'too_long',
  confirmationMismatch: 'confirmation_mismatch',
  unsupported: 'unsupported',
} as const;
export type FieldError = (typeof FieldError)[keyof typeof FieldError];

/** Wrong passwords in a row before the account locks (an unlock e-mail is sent). */
export const MAX_FAILED_SIGN_INS = 5;
/** Password length bounds. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Seconds between two SMS codes to one player (resend timeout). */
export const SMS_RESEND_SECONDS = 60;
/** SMS codes per player per day. */
export const SMS_DAILY_LIMIT = 5;
/** Seconds of activity one POST /player/activity_limit_track counts (SPEC §9: every 60 s). */
export const ACTIVITY_TRACK_SECONDS = 60;

/**
 * Currencies the platform offers (GET /settings currencies): subunit digits, fiat flag, and `rate`,
 * the units of the currency one unit of the default currency (EUR) buys, as an exact decimal string
 * (domain convertMoney). Demo rates; an operator's wallet would supply live ones.
 */
export const PLATFORM_CURRENCIES = {
  EUR: { code: 'EUR', subunits: 2, fiat: true, rate: '1' },
  USD: { code: 'USD', subunits: 2, fiat: true, rate: '1.08' },
  BTC: { code: 'BTC', subunits: 8, fiat: false, rate: '0.000016' },
} as const;
/** The book's default currency: rates are against it, stake presets are in it. */
export const DEFAULT_CURRENCY_CODE = 'EUR';
