import { type ApiError, type ErrorCode, PlatformErrorCode } from '@sportsbook/contract';
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
