'use client';

import type { Player } from '@sportsbook/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormLinks, FormMessage, LinkButton, TextField } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps, openModal } from '../modals/modal-store.ts';
import { useMutation } from '../query/hooks.ts';
import { readResource } from '../resource/store.ts';
import { type FormErrors, fieldErrorText, formErrorsFrom, requiredErrors } from './errors.ts';
import { EXPECTED_401, platformApi, platformKeys } from './queries.ts';
import { ErrorCode, PASSWORD_MAX, PASSWORD_MIN } from './routes.ts';
import { applyPlayer } from './session.ts';

/** Set a new password with the reset_password_token of the e-mailed link (read from, then removed from, the address). */
export function PasswordEditModal({ token }: ModalProps['password_edit']) {
  const t = useT('auth');
  const locale = useLocale();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const reset = useMutation({
    mutationFn: (body: { password: string; password_confirmation: string }) =>
      platformApi.resetPassword(locale, { reset_password_token: token ?? '', ...body }),
    onError: (error) => setErrors(formErrorsFrom(error, t)),
  });
  const close = () => closeModal('password_edit');
  const badToken = !token || errors.code === ErrorCode.tokenInvalid || errors.code === ErrorCode.tokenExpired;

  if (reset.isSuccess) {
    return (
      <ModalDialog
        name="password_edit"
        tone="success"
        title={t('auth.passwordEdit.done')}
        onClose={close}
        footer={
          <Button onClick={() => openModal('sign_in', { notice: 'password_changed' })}>
            {t('auth.signIn.submit')}
          </Button>
        }
      >
        <FormMessage tone="success">{t('auth.signIn.notice.password_changed')}</FormMessage>
      </ModalDialog>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    };
    const fields = requiredErrors(t, values, ['password', 'password_confirmation']);
    if (!fields.password && values.password.length < PASSWORD_MIN)
      fields.password = fieldErrorText(t, 'password', 'too_short');
    if (!fields.password_confirmation && values.password_confirmation !== values.password)
      fields.password_confirmation = fieldErrorText(t, 'password_confirmation', 'confirmation_mismatch');
    setErrors({ fields });
    if (Object.keys(fields).length === 0) reset.mutate(values);
  };

  return (
    <ModalDialog
      name="password_edit"
      title={t('auth.passwordEdit.title')}
      description={t('auth.passwordEdit.description')}
      onClose={close}
    >
      {!token ? <FormMessage>{t('auth.error.token_invalid')}</FormMessage> : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
        <TextField
          label={t('auth.field.newPassword')}
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
        <Button type="submit" size="lg" className={formStyles.submit} disabled={reset.isPending || !token}>
          {t('auth.passwordEdit.submit')}
        </Button>
      </form>
      {badToken ? (
        <FormLinks>
          <LinkButton onClick={() => openModal('password_new')}>{t('auth.passwordNew.link')}</LinkButton>
        </FormLinks>
      ) : null}
    </ModalDialog>
  );
}

/**
 * Re-enter the password before an irreversible step (self-exclusion, cooling-off): checked by
 * signing in again with the player's e-mail, which also renews the session.
 */
export function ConfirmPasswordModal({ reason, onConfirmed }: ModalProps['confirm_password']) {
  const t = useT('auth');
  const locale = useLocale();
  const player = readResource<Player>(platformKeys.player()).data;
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const check = useMutation({
    mutationFn: (password: string) => platformApi.signIn(locale, { email: player?.email ?? '', password }),
    meta: EXPECTED_401,
    onSuccess: (response) => {
      applyPlayer(response.player);
      closeModal('confirm_password');
      onConfirmed();
    },
    onError: (error) => {
      const result = formErrorsFrom(error, t);
      setErrors(
        result.code === ErrorCode.invalidCredentials
          ? { fields: { password: t('auth.confirmPassword.wrong') } }
          : result,
      );
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const fields = requiredErrors(t, { password }, ['password']);
    setErrors({ fields });
    if (Object.keys(fields).length === 0) check.mutate(password);
  };

  return (
    <ModalDialog
      name="confirm_password"
      title={t('auth.confirmPassword.title')}
      description={reason}
      onClose={() => closeModal('confirm_password')}
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
        <TextField
          label={t('auth.field.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.fields.password}
        />
        <Button type="submit" size="lg" className={formStyles.submit} disabled={check.isPending}>
          {t('auth.confirmPassword.submit')}
        </Button>
      </form>
    </ModalDialog>
  );
}
