import {
  ErrorCode,
  FieldError,
  PlatformErrorCode,
  type SignUpBody,
  type SignUpField,
} from '@sportsbook/contract';
import { checkDateOfBirth, UNDERAGE_MESSAGE } from '@sportsbook/domain';
import { HttpError } from '../../lib/http-error.ts';
import { platformError } from '../auth/errors.ts';

/** Whether the body gives a sign-up field (an empty or whitespace-only text is not given). */
function given(body: SignUpBody, field: SignUpField): boolean {
  const value = body[field];
  if (typeof value === 'string') return value.trim().length > 0;
  return value !== undefined && value !== null;
}

/**
 * Checks the identity fields of a sign-up: 400 validation_error (details `blank`) for each field the
 * operator requires that is missing, then 422 underage for a date of birth under 18 at `now`
 * (a date in the future counts as under 18).
 */
export function checkSignUpFields(body: SignUpBody, required: readonly SignUpField[], now: Date): void {
  const missing = required.filter((field) => !given(body, field));
  if (missing.length > 0) {
    throw new HttpError(
      400,
      ErrorCode.validation,
      `Required: ${missing.join(', ')}`,
      missing.map((path) => ({ path, message: FieldError.blank })),
    );
  }
  if (body.date_of_birth !== undefined) {
    const dob = checkDateOfBirth(body.date_of_birth, now);
    if (!dob.ok && dob.code !== 'invalid_date') {
      throw platformError(422, PlatformErrorCode.underage, UNDERAGE_MESSAGE);
    }
  }
}
