'use client';

import type { SignUpBody } from '@sportsbook/contract';
import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { useSignedInHeaderPreload } from '../account/signed-in-preload.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormLinks, FormMessage, LinkButton, SelectField, TextField } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps, openModal } from '../modals/modal-store.ts';
import { useMutation } from '../query/hooks.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { CURRENCY_CODES } from './currencies.ts';
import {
  blockedCountryPath,
  type FormErrors,
  fieldErrorText,
  formErrorsFrom,
  requiredErrors,
} from './errors.ts';
import { platformApi, useAccess } from './queries.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './routes.ts';
import { identityBody, identityValues, SignUpIdentityFields, TermsCheckbox } from './sign-up-identity.tsx';

/**
 * Sign up: e-mail, password twice, currency, names, date of birth, country and the terms; then
 * "check your e-mail" with a resend link. The operator's required fields come from /access; a date
 * of birth under 18 is refused by the server (422 underage) and shown under the field.
 */
export function SignUpModal({ reminder }: ModalProps['sign_up']) {
  const t = useT('auth');
  useSignedInHeaderPreload();
  const locale = useLocale();
  const access = useAccess();
  const siteConfig = useSiteConfig();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signUp = useMutation({
    mutationFn: (body: SignUpBody) => platformApi.signUp(locale, body),
    onSuccess: (response) => setSentTo(response.email),
    onError: (error) => {
      const blocked = blockedCountryPath(error);
      if (blocked) window.location.assign(localizedPath(blocked, locale, DEFAULT_LOCALE_CONFIG));
      else if (error instanceof ApiRequestError && error.code === 'underage')
        setErrors({ fields: { date_of_birth: t('auth.error.underage') } });
      else setErrors(formErrorsFrom(error, t));
    },
  });
  const blocked = access.data?.sign_up_allowed === false;
  const required = access.data?.sign_up_required_fields ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
      currency: String(data.get('currency') ?? ''),
      nickname: String(data.get('nickname') ?? ''),
    };
    const identity = identityValues(data);
    const identityRequired = required.filter((field) => field !== 'terms_accepted');
    const fields = {
      ...requiredErrors(t, values, ['email', 'password', 'password_confirmation', 'currency']),
      ...requiredErrors(t, { ...identity }, identityRequired),
    };
    if (!fields.password && values.password.length < PASSWORD_MIN)
      fields.password = fieldErrorText(t, 'password', 'too_short');
    if (!fields.password_confirmation && values.password_confirmation !== values.password)
      fields.password_confirmation = fieldErrorText(t, 'password_confirmation', 'confirmation_mismatch');
    if (data.get('terms_accepted') !== 'on') fields.terms_accepted = t('auth.signUp.adultRequired');
    setErrors({ fields });
    if (Object.keys(fields).length > 0) return;
    signUp.mutate({
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
      currency: values.currency as SignUpBody['currency'],
      ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
      ...identityBody(identity, true),
      language: locale,
    });
  };

  if (sentTo) {
    return (
      <ModalDialog
        name="sign_up"
        tone="success"
        title={t('auth.signUp.sentTitle')}
        onClose={() => closeModal('sign_up')}
        footer={
          <Button variant="secondary" onClick={() => openModal('resend_confirmation', { email: sentTo })}>
            {t('auth.resendConfirmation.title')}
          </Button>
        }
      >
        <FormMessage tone="success">{t('auth.signUp.sent', { email: sentTo })}</FormMessage>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      name="sign_up"
      title={t('auth.signUp.title')}
      description={reminder ? t('auth.signUp.reminder') : undefined}
      onClose={() => closeModal('sign_up')}
    >
      {blocked ? (
        <FormMessage>
          {t(
            siteConfig?.signUp.allowed === false
              ? 'auth.error.sign_up_disabled'
              : 'auth.error.country_blocked',
          )}
        </FormMessage>
      ) : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.fields.email}
        />
        <TextField
          label={t('auth.field.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={t('auth.field.passwordHint', { min: PASSWORD_MIN })}
          error={errors.fields.password}
        />
        <TextField
          label={t('auth.field.passwordConfirmation')}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          error={errors.fields.password_confirmation}
        />
        <div className={formStyles.row}>
          <SelectField
            label={t('auth.field.currency')}
            name="currency"
            required
            defaultValue="EUR"
            error={errors.fields.currency}
          >
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('auth.field.nickname')}
            name="nickname"
            autoComplete="nickname"
            maxLength={100}
            error={errors.fields.nickname}
          />
        </div>
        <SignUpIdentityFields required={required} errors={errors.fields} />
        <TermsCheckbox error={errors.fields.terms_accepted} />
        <Button type="submit" size="lg" className={formStyles.submit} disabled={signUp.isPending || blocked}>
          {signUp.isPending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
        </Button>
      </form>
      <FormLinks>
        <LinkButton onClick={() => openModal('sign_in')}>{t('auth.signUp.toSignIn')}</LinkButton>
      </FormLinks>
    </ModalDialog>
  );
}
