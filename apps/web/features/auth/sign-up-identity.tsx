'use client';

import type { SignUpField } from '@sportsbook/contract';
import { useId, useMemo } from 'react';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { SelectField, TextField } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { countryOptions } from './countries.ts';
import styles from './sign-up-identity.module.css';

/** Where the terms checkbox links (the general rules page). */
export const TERMS_PATH = '/general-rules';

/** The identity values of the sign-up form as typed (empty strings when left out). */
export interface IdentityValues {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  country: string;
}

export function identityValues(data: FormData): IdentityValues {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    date_of_birth: text('date_of_birth'),
    country: text('country'),
  };
}

/** The identity part of a sign-up body: only the fields given. */
export function identityBody(values: IdentityValues, termsAccepted: boolean) {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  return { ...given, ...(termsAccepted ? { terms_accepted: true as const } : {}) };
}

interface Props {
  required: readonly SignUpField[];
  errors: Record<string, string | undefined>;
}

/**
 * Names, date of birth and country (what a regulated operator must know), each marked optional
 * unless the operator requires it (PlatformAccess.sign_up_required_fields).
 */
export function SignUpIdentityFields({ required, errors }: Props) {
  const t = useT('auth');
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const label = (field: SignUpField, text: string) =>
    required.includes(field) ? text : t('auth.field.optional', { label: text });
  return (
    <>
      <div className={styles.row}>
        <TextField
          label={label('first_name', t('account.field.first_name'))}
          name="first_name"
          autoComplete="given-name"
          maxLength={100}
          required={required.includes('first_name')}
          error={errors.first_name}
        />
        <TextField
          label={label('last_name', t('account.field.last_name'))}
          name="last_name"
          autoComplete="family-name"
          maxLength={100}
          required={required.includes('last_name')}
          error={errors.last_name}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={label('date_of_birth', t('auth.field.dateOfBirth'))}
          name="date_of_birth"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          required={required.includes('date_of_birth')}
          error={errors.date_of_birth}
        />
        <SelectField
          label={label('country', t('account.field.country'))}
          name="country"
          autoComplete="country"
          defaultValue=""
          required={required.includes('country')}
          error={errors.country}
        >
          <option value="">{t('auth.field.countryChoose')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}

/** The "18 or older and I accept the terms" checkbox, the terms linked (opens in a new tab). */
export function TermsCheckbox({ error }: { error: string | undefined }) {
  const t = useT('auth');
  const errorId = useId();
  const marker = '\u0000';
  const [before, after] = t('auth.signUp.terms', { terms: marker }).split(marker);
  return (
    <div>
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          name="terms_accepted"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          {before}
          <LocaleLink href={TERMS_PATH} target="_blank" rel="noopener">
            {t('auth.signUp.termsLink')}
          </LocaleLink>
          {after}
        </span>
      </label>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
