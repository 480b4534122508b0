import { ApiRequestError } from '../../lib/api.ts';
import type { Translate } from '../i18n/translator.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './routes.ts';

/** A form's errors from an API answer: a message per field, and one for the whole form. */
export interface FormErrors {
  fields: Record<string, string>;
  form?: string;
  /** The API code of the form error, for follow-up actions ("resend confirmation"). */
  code?: string;
}

const FIELD_LIMITS: Record<string, { min?: number; max?: number }> = {
  password: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  password_confirmation: { max: PASSWORD_MAX },
  email: { max: 254 },
  first_name: { max: 100 },
  last_name: { max: 100 },
  nickname: { max: 100 },
};

/** The text of a field problem (contract FieldError) for a field. */
export function fieldErrorText(t: Translate, field: string, code: string): string {
  const limits = FIELD_LIMITS[field] ?? {};
  const key = `auth.field.${code}`;
  const text = t(key, { min: limits.min ?? '', max: limits.max ?? '' });
  return text === key ? t('auth.field.invalid') : text;
}

/** The text of an API error code, or the generic one. */
export function errorCodeText(t: Translate, code: string): string {
  const key = `auth.error.${code}`;
  const text = t(key);
  return text === key ? t('auth.error.default') : text;
}

/**
 * Errors to show for a failed request: validation details go under their fields (the first path
 * segment names the field), other codes become a form message. Network failures get a generic one.
 */
export function formErrorsFrom(error: unknown, t: Translate): FormErrors {
  if (!(error instanceof ApiRequestError)) return { fields: {}, form: t('auth.error.network') };
  if (error.code === 'validation_error' && error.details.length > 0) {
    const fields: Record<string, string> = {};
    for (const detail of error.details) {
      const field = detail.path.split('.')[0] ?? '';
      if (field && !fields[field]) fields[field] = fieldErrorText(t, field, detail.message);
    }
    if (Object.keys(fields).length > 0) return { fields };
  }
  if (error.code === 'email_taken')
    return { fields: { email: t('auth.error.email_taken') }, code: error.code };
  return { fields: {}, form: errorCodeText(t, error.code), code: error.code };
}

/** Checks done before sending (the API checks again): required fields and the password rules. */
export function requiredErrors(
  t: Translate,
  values: Record<string, string>,
  required: readonly string[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of required) {
    if ((values[name] ?? '').trim() === '') fields[name] = fieldErrorText(t, name, 'blank');
  }
  const email = values.email;
  if (email !== undefined && !fields.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    fields.email = fieldErrorText(t, 'email', 'invalid');
  }
  return fields;
}

/** The blocked-country page for a `country_blocked` refusal (SPEC §2 fallback page), else null. */
export function blockedCountryPath(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'country_blocked') return null;
  const country = error.details.find((detail) => detail.path === 'country')?.message;
  return country ? `/blocked?country=${encodeURIComponent(country)}` : '/blocked';
}
