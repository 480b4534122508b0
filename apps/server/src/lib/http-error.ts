import { type ApiError, ErrorCode } from '@sportsbook/contract';

/** An error that maps to a client-facing `{code, message, details?}` response with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiError['details'],
    /** Response headers the error brings (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toJSON(): ApiError {
    return { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

export function notFound(what: string): HttpError {
  return new HttpError(404, ErrorCode.notFound, `${what} not found`);
}

export function validationError(path: string, message: string): HttpError {
  return new HttpError(400, ErrorCode.validation, 'Request validation failed', [{ path, message }]);
}
