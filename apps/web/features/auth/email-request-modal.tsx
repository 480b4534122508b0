'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormLinks, FormMessage, LinkButton, TextField } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, openModal } from '../modals/modal-store.ts';
import { useMutation } from '../query/hooks.ts';
import { type FormErrors, formErrorsFrom, requiredErrors } from './errors.ts';
import { platformApi } from './queries.ts';

type Kind = 'resend_confirmation' | 'resend_unlock' | 'password_new';

const SEND: Record<Kind, (locale: string, email: string) => Promise<unknown>> = {
  resend_confirmation: platformApi.resendConfirmation,
  resend_unlock: platformApi.resendUnlock,
  password_new: platformApi.forgotPassword,
};

const KEY: Record<Kind, string> = {
  resend_confirmation: 'auth.resendConfirmation',
  resend_unlock: 'auth.resendUnlock',
  password_new: 'auth.passwordNew',
};

/**
 * One e-mail field that asks for a link: resend confirmation instructions, resend unlock
 * instructions, or forgot password. The answer never says whether the address is registered.
 */
export function EmailRequestModal({ kind, email: initialEmail }: { kind: Kind; email?: string | undefined }) {
  const t = useT('auth');
  const locale = useLocale();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const send = useMutation({
    mutationFn: (email: string) => SEND[kind](locale, email),
    onError: (error) => setErrors(formErrorsFrom(error, t)),
  });
  const key = KEY[kind];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const fields = requiredErrors(t, { email }, ['email']);
    setErrors({ fields });
    if (Object.keys(fields).length === 0) send.mutate(email.trim());
  };

  return (
    <ModalDialog
      name={kind}
      title={t(`${key}.title`)}
      description={send.isSuccess ? undefined : t(`${key}.description`)}
      onClose={() => closeModal(kind)}
    >
      {send.isSuccess ? (
        <FormMessage tone="success">{t('auth.emailSent')}</FormMessage>
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
          <TextField
            label={t('auth.field.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={initialEmail}
            error={errors.fields.email}
          />
          <Button type="submit" size="lg" className={formStyles.submit} disabled={send.isPending}>
            {t(`${key}.submit`)}
          </Button>
        </form>
      )}
      <FormLinks>
        <LinkButton onClick={() => openModal('sign_in')}>{t('auth.backToSignIn')}</LinkButton>
      </FormLinks>
    </ModalDialog>
  );
}
