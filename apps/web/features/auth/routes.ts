import {
  AuthModal,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLATFORM_COOKIE,
  PlatformErrorCode,
  PlatformRoute,
} from '@sportsbook/contract/platform-constants';

// The zod-free constants module of the contract, so client bundles do not pull in zod.

/** Prefix of the platform API (contract API_PREFIX.platform). */
export const PLATFORM_PREFIX = '/api/platform';

/** Platform API paths below PLATFORM_PREFIX (contract PlatformRoute). */
export const platformRoute = PlatformRoute;

/** The full path of a platform route, `:id` filled when given. */
export function platformPath(route: keyof typeof PlatformRoute, id?: number): string {
  const path: string = platformRoute[route];
  return `${PLATFORM_PREFIX}${id === undefined ? path : path.replace(':id', String(id))}`;
}

/** The readable CSRF cookie: present while a cookie session may exist. */
export const CSRF_COOKIE = PLATFORM_COOKIE.csrf;

/** Error codes the front end reacts to (contract PlatformErrorCode, plus validation_error). */
export const ErrorCode = { ...PlatformErrorCode, validationError: 'validation_error' } as const;

/** `?modal=` names of the e-mailed links. */
export const AUTH_MODAL = AuthModal;

/** Password length bounds. */
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;
