import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import { getT } from '../i18n/messages.ts';
import { createTranslator } from '../i18n/translator.ts';
import { blockedCountryPath, formErrorsFrom, requiredErrors } from './errors.ts';

const t = createTranslator({
  'auth.field.blank': 'Fill this in.',
  'auth.field.invalid': 'Invalid.',
  'auth.field.too_short': 'At least {min}.',
  'auth.error.default': 'Something went wrong.',
  'auth.error.network': 'Offline.',
  'auth.error.email_taken': 'Taken.',
  'auth.error.locked': 'Locked.',
});

const apiError = (status: number, code: string, details: { path: string; message: string }[] = []) =>
  new ApiRequestError(status, code, code, '/api/platform/users', details);

describe('formErrorsFrom', () => {
  it('puts validation details under their fields, with the field limits filled in', () => {
    const errors = formErrorsFrom(
      apiError(400, 'validation_error', [
        { path: 'password', message: 'too_short' },
        { path: 'email', message: 'blank' },
        { path: 'nickname', message: 'no_such_code' },
      ]),
      t,
    );
    expect(errors).toEqual({
      fields: { password: 'At least 8.', email: 'Fill this in.', nickname: 'Invalid.' },
    });
  });

  it('shows a taken e-mail on the e-mail field, other codes on the form, unknown ones generically', () => {
    expect(formErrorsFrom(apiError(409, 'email_taken'), t).fields.email).toBe('Taken.');
    expect(formErrorsFrom(apiError(403, 'locked'), t)).toEqual({
      fields: {},
      form: 'Locked.',
      code: 'locked',
    });
    expect(formErrorsFrom(apiError(500, 'boom'), t).form).toBe('Something went wrong.');
    expect(formErrorsFrom(new TypeError('fetch failed'), t).form).toBe('Offline.');
  });
});

describe('requiredErrors', () => {
  it('flags blank required fields and a malformed e-mail', () => {
    expect(requiredErrors(t, { email: 'nope', password: '' }, ['email', 'password'])).toEqual({
      email: 'Invalid.',
      password: 'Fill this in.',
    });
    expect(requiredErrors(t, { email: 'a@b.io', password: 'x' }, ['email', 'password'])).toEqual({});
  });
});

describe('blockedCountryPath', () => {
  it('sends a country_blocked refusal to the blocked page naming the country', () => {
    expect(blockedCountryPath(apiError(403, 'country_blocked', [{ path: 'country', message: 'FR' }]))).toBe(
      '/blocked?country=FR',
    );
    expect(blockedCountryPath(apiError(403, 'locked'))).toBeNull();
  });
});

describe('rate limiting (429 rate_limited)', () => {
  it('asks the player to wait, in every locale', () => {
    const english = getT('en')('auth.error.rate_limited');
    expect(english).not.toBe('auth.error.rate_limited');
    const errors = formErrorsFrom(
      apiError(429, 'rate_limited', [{ path: 'retry_after', message: '30' }]),
      getT('en'),
    );
    expect(errors).toEqual({ fields: {}, form: english, code: 'rate_limited' });
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      expect(getT(locale)('auth.error.rate_limited'), locale).not.toBe(english);
    }
  });
});
