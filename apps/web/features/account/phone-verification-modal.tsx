'use client';

import type { Phone } from '@sportsbook/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { type FormErrors, fieldErrorText, formErrorsFrom } from '../auth/errors.ts';
import { platformKeys } from '../auth/queries.ts';
import { platformPath } from '../auth/routes.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormMessage, TextField } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps } from '../modals/modal-store.ts';
import { useMutation, useQuery, useQueryClient } from '../query/hooks.ts';
import { invalidateResources } from '../resource/store.ts';

/** Seconds until `iso` (0 when past or absent). */
function secondsUntil(iso: string | null, now: number): number {
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

/**
 * Phone verification (SPEC §3): the number, an SMS code with its resend timeout and daily limit.
 * Not closable while `required` and the phone is not verified (SPEC §2).
 */
export function PhoneVerificationModal({ required }: ModalProps['phone_verification']) {
  const t = useT('auth');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const phone = useQuery({
    queryKey: platformKeys.phone(),
    queryFn: () => apiFetch<Phone>(platformPath('phone'), { locale, searchParams: { locale } }),
  });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [now, setNow] = useState(() => Date.now());
  const onPhone = (data: Phone) => {
    queryClient.setQueryData(platformKeys.phone(), data);
    setErrors({ fields: {} });
  };
  const sendCode = useMutation({
    mutationFn: (phoneNumber: string) =>
      apiFetch<Phone>(platformPath('phone'), {
        locale,
        init: { method: 'POST', body: JSON.stringify({ phone_number: phoneNumber }) },
      }),
    onSuccess: onPhone,
    onError: (error) => setErrors(formErrorsFrom(error, t)),
  });
  const verify = useMutation({
    mutationFn: (code: string) =>
      apiFetch<Phone>(platformPath('phoneVerify'), {
        locale,
        init: { method: 'POST', body: JSON.stringify({ code }) },
      }),
    onSuccess: (data) => {
      onPhone(data);
      void invalidateResources(platformKeys.player());
    },
    onError: (error) => setErrors(formErrorsFrom(error, t)),
  });

  const wait = secondsUntil(phone.data?.resend_timeout_until ?? null, now);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [wait]);

  const verified = phone.data?.is_verified === true;
  const closable = !required || verified;
  const codeSent = phone.data?.verified_status === 'unverified' && phone.data.phone_number !== null;

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = String(new FormData(event.currentTarget).get('phone_number') ?? '').replace(
      /[\s()-]/g,
      '',
    );
    if (!/^\+[1-9]\d{6,14}$/.test(number)) {
      setErrors({ fields: { phone_number: t('account.phone.invalid') } });
      return;
    }
    sendCode.mutate(number);
  };
  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code)) {
      setErrors({ fields: { code: fieldErrorText(t, 'code', 'invalid') } });
      return;
    }
    verify.mutate(code);
  };

  return (
    <ModalDialog
      name="phone_verification"
      title={t('account.phone.title')}
      description={required && !verified ? t('account.phone.required') : t('account.phone.description')}
      closable={closable}
      onClose={() => closeModal('phone_verification')}
    >
      {phone.isPending ? <p role="status">{t('auth.loading')}</p> : null}
      {verified ? (
        <FormMessage tone="success">
          {t('account.phone.verified', { phone: phone.data?.phone_number ?? '' })}
        </FormMessage>
      ) : null}
      {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
      {phone.data?.sms_limit_reached ? <FormMessage>{t('auth.error.sms_limit_reached')}</FormMessage> : null}
      {phone.data && !verified ? (
        <>
          <form className={formStyles.form} onSubmit={onSend} noValidate>
            <TextField
              label={t('account.phone.number')}
              name="phone_number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              defaultValue={phone.data.phone_number ?? ''}
              hint={t('account.phone.numberHint')}
              error={errors.fields.phone_number}
            />
            <Button
              type="submit"
              variant={codeSent ? 'secondary' : 'primary'}
              disabled={sendCode.isPending || wait > 0 || phone.data.sms_limit_reached}
            >
              {wait > 0
                ? t('account.phone.resendIn', { seconds: wait })
                : codeSent
                  ? t('account.phone.resend')
                  : t('account.phone.send')}
            </Button>
          </form>
          {codeSent ? (
            <form className={formStyles.form} onSubmit={onVerify} noValidate>
              <TextField
                label={t('account.phone.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                dir="ltr"
                error={errors.fields.code}
              />
              <Button type="submit" disabled={verify.isPending}>
                {t('account.phone.verify')}
              </Button>
            </form>
          ) : null}
        </>
      ) : null}
    </ModalDialog>
  );
}
