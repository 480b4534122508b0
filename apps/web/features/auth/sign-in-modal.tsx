'use client';

import type { SignInBody } from '@sportsbook/contract';
import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useSignedInHeaderPreload } from '../account/signed-in-preload.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormLinks, FormMessage, LinkButton, TextField } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps, openModal } from '../modals/modal-store.ts';
import { useMutation } from '../query/hooks.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { blockedCountryPath, type FormErrors, formErrorsFrom, requiredErrors } from './errors.ts';
import { EXPECTED_401, platformApi, useAccess } from './queries.ts';
import { ErrorCode } from './routes.ts';
import { applyPlayer } from './session.ts';
import { postToTabs } from './tab-channel.ts';

/** Sign in with e-mail and password; wrong password, unconfirmed, locked and exclusions explained. */
export function SignInModal({ expired, email: initialEmail, notice }: ModalProps['sign_in']) {
  const t = useT('auth');
  useSignedInHeaderPreload();
  const locale = useLocale();
  const access = useAccess();
  const siteConfig = useSiteConfig();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const signIn = useMutation({
    mutationFn: (body: SignInBody) => platformApi.signIn(locale, body),
    meta: EXPECTED_401,
    onSuccess: (response) => {
      applyPlayer(response.player);
      postToTabs({ type: 'signed_in' });
      closeModal('sign_in');
    },
    onError: (error) => {
      const blocked = blockedCountryPath(error);
      if (blocked) window.location.assign(localizedPath(blocked, locale, DEFAULT_LOCALE_CONFIG));
      else setErrors(formErrorsFrom(error, t));
    },
  });
  const blocked = access.data?.sign_in_allowed === false;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const fields = requiredErrors(t, values, ['email', 'password']);
    setErrors({ fields });
    if (Object.keys(fields).length > 0) return;
    signIn.mutate({ email: values.email.trim(), password: values.password });
  };

  const followUp =
    errors.code === ErrorCode.unconfirmed ? (
      <LinkButton onClick={() => openModal('resend_confirmation', { email })}>
        {t('auth.resendConfirmation.title')}
      </LinkButton>
    ) : errors.code === ErrorCode.locked ? (
      <LinkButton onClick={() => openModal('resend_unlock', { email })}>
        {t('auth.resendUnlock.title')}
      </LinkButton>
    ) : undefined;

  return (
    <ModalDialog
      name="sign_in"
      title={t('auth.signIn.title')}
      description={expired ? t('auth.signIn.expired') : undefined}
      onClose={() => closeModal('sign_in')}
    >
      {notice ? <FormMessage tone="success">{t(`auth.signIn.notice.${notice}`)}</FormMessage> : null}
      {blocked ? (
        <FormMessage>
          {t(
            siteConfig?.signIn.allowed === false
              ? 'auth.error.sign_in_disabled'
              : 'auth.error.country_blocked',
          )}
        </FormMessage>
      ) : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {errors.form ? <FormMessage action={followUp}>{errors.form}</FormMessage> : null}
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.fields.email}
        />
        <TextField
          label={t('auth.field.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.fields.password}
        />
        <Button type="submit" size="lg" className={formStyles.submit} disabled={signIn.isPending || blocked}>
          {signIn.isPending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
      </form>
      <FormLinks>
        <LinkButton onClick={() => openModal('password_new', { email })}>
          {t('auth.passwordNew.link')}
        </LinkButton>
        <LinkButton onClick={() => openModal('sign_up')}>{t('auth.signIn.toSignUp')}</LinkButton>
      </FormLinks>
    </ModalDialog>
  );
}
