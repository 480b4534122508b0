import { type ApiError, ErrorCode, PlatformErrorCode } from '@sportsbook/contract';
import { HttpError } from '../../lib/http-error.ts';

/** An HttpError carrying one of the platform codes (PlatformErrorCode). */
export function platformError(
  status: number,
  code: PlatformErrorCode,
  message: string,
  details?: ApiError['details'],
): HttpError {
  return new HttpError(status, code as unknown as ErrorCode, message, details);
}

export function unauthorized(code: PlatformErrorCode = PlatformErrorCode.unauthorized): HttpError {
  const messages: Partial<Record<PlatformErrorCode, string>> = {
    [PlatformErrorCode.sessionLimitReached]: 'The session limit is reached; the session has ended',
    [PlatformErrorCode.activityLimitReached]: 'The activity limit is reached; the session has ended',
  };
  return platformError(401, code, messages[code] ?? 'Sign in first');
}

/** 429 rate_limited with Retry-After (whole seconds, at least 1). */
export function rateLimited(
  retryAfterSeconds: number,
  message = 'Too many requests; try again later',
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(
    429,
    ErrorCode.rateLimited,
    message,
    [{ path: 'retry_after', message: String(seconds) }],
    {
      'Retry-After': String(seconds),
    },
  );
}
