import type { AuthModal, PlatformErrorCode, PlatformRoute } from '@sportsbook/contract';

// Values mirrored from the contract with its types, so client bundles need not import zod: a drift
// from the contract fails the type check.

/** Prefix of the platform API (contract API_PREFIX.platform). */
export const PLATFORM_PREFIX = '/api/platform';

/** Platform API paths below PLATFORM_PREFIX (contract PlatformRoute). */
export const platformRoute: typeof PlatformRoute = {
  signUp: '/users',
  signIn: '/users/sign_in',
  signOut: '/users/sign_out',
  confirmation: '/users/confirmation',
  password: '/users/password',
  unlock: '/users/unlock',
  access: '/access',
  sportsbookSessions: '/sportsbook_sessions',
  sportsbookSessionsContinue: '/sportsbook_sessions/continue',
  player: '/player',
  accounts: '/player/accounts',
  updateLocale: '/player/update_locale',
  phone: '/player/phone',
  phoneVerify: '/player/phone/verify',
  compPoints: '/player/comp_points',
  statusGroups: '/player/status_groups',
  activityLimitTrack: '/player/activity_limit_track',
  realityCheck: '/player/reality_check',
  userLimits: '/user_limits',
  userLimit: '/user_limits/:id',
};

/** The full path of a platform route, `:id` filled when given. */
export function platformPath(route: keyof typeof PlatformRoute, id?: number): string {
  const path = platformRoute[route];
  return `${PLATFORM_PREFIX}${id === undefined ? path : path.replace(':id', String(id))}`;
}

/** The readable CSRF cookie (contract PLATFORM_COOKIE.csrf): present while a cookie session may exist. */
export const CSRF_COOKIE = 'sb_csrf';

/** Error codes the front end reacts to (contract PlatformErrorCode). */
export const ErrorCode = {
  unauthorized: 'unauthorized',
  invalidCredentials: 'invalid_credentials',
  unconfirmed: 'unconfirmed',
  locked: 'locked',
  selfExcluded: 'self_excluded',
  coolingOff: 'cooling_off',
  countryBlocked: 'country_blocked',
  emailTaken: 'email_taken',
  tokenInvalid: 'token_invalid',
  tokenExpired: 'token_expired',
  alreadyConfirmed: 'already_confirmed',
  sessionLimitReached: 'session_limit_reached',
  activityLimitReached: 'activity_limit_reached',
  realityCheckNotSet: 'reality_check_not_set',
  validationError: 'validation_error',
} as const satisfies Record<string, PlatformErrorCode | 'validation_error'>;

/** `?modal=` names of the e-mailed links (contract AuthModal). */
export const AUTH_MODAL: typeof AuthModal = {
  signIn: 'sign_in',
  signUp: 'sign_up',
  confirmation: 'confirmation',
  passwordNew: 'password_new',
  passwordEdit: 'password_edit',
  unlock: 'unlock',
};

/** Password length bounds (contract PASSWORD_MIN_LENGTH / PASSWORD_MAX_LENGTH). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
