'use client';

import { ApiRequestError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormMessage } from '../modals/field.tsx';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps, openModal } from '../modals/modal-store.ts';
import { useQuery } from '../query/hooks.ts';
import { errorCodeText } from './errors.ts';
import { platformApi } from './queries.ts';
import { ErrorCode } from './routes.ts';

function errorCode(error: unknown): string {
  return error instanceof ApiRequestError ? error.code : 'network';
}

/** Result of following the e-mailed confirmation link: confirmed (then sign in) or why not. */
export function ConfirmationModal({ token }: ModalProps['confirmation']) {
  const t = useT('auth');
  const locale = useLocale();
  const result = useQuery({
    queryKey: ['platform-public', 'confirmation', token],
    queryFn: () => platformApi.confirm(locale, token ?? ''),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const close = () => closeModal('confirmation');
  const code = token ? (result.isError ? errorCode(result.error) : null) : ErrorCode.tokenInvalid;

  if (result.isPending && token) {
    return (
      <ModalDialog name="confirmation" title={t('auth.confirmation.title')} onClose={close}>
        <p role="status">{t('auth.confirmation.checking')}</p>
      </ModalDialog>
    );
  }
  if (result.data) {
    const { email } = result.data;
    return (
      <ModalDialog
        name="confirmation"
        tone="success"
        title={t('auth.confirmation.done')}
        onClose={close}
        footer={<Button onClick={() => openModal('sign_in', { email })}>{t('auth.signIn.submit')}</Button>}
      >
        <FormMessage tone="success">{t('auth.confirmation.doneText', { email })}</FormMessage>
      </ModalDialog>
    );
  }
  const already = code === ErrorCode.alreadyConfirmed;
  return (
    <ModalDialog
      name="confirmation"
      tone={already ? 'default' : 'warning'}
      title={t('auth.confirmation.title')}
      onClose={close}
      footer={
        already ? (
          <Button onClick={() => openModal('sign_in')}>{t('auth.signIn.submit')}</Button>
        ) : (
          <Button onClick={() => openModal('resend_confirmation')}>
            {t('auth.resendConfirmation.title')}
          </Button>
        )
      }
    >
      <FormMessage tone={already ? 'info' : 'error'}>{errorCodeText(t, code ?? 'default')}</FormMessage>
    </ModalDialog>
  );
}

/** Result of following the e-mailed unlock link: unlocked (then sign in) or why not. */
export function UnlockModal({ token }: ModalProps['unlock']) {
  const t = useT('auth');
  const locale = useLocale();
  const result = useQuery({
    queryKey: ['platform-public', 'unlock', token],
    queryFn: () => platformApi.unlock(locale, token ?? ''),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const close = () => closeModal('unlock');
  if (result.isPending && token) {
    return (
      <ModalDialog name="unlock" title={t('auth.unlock.title')} onClose={close}>
        <p role="status">{t('auth.unlock.checking')}</p>
      </ModalDialog>
    );
  }
  if (result.isSuccess) {
    return (
      <ModalDialog
        name="unlock"
        tone="success"
        title={t('auth.unlock.done')}
        onClose={close}
        footer={
          <Button onClick={() => openModal('sign_in', { notice: 'unlocked' })}>
            {t('auth.signIn.submit')}
          </Button>
        }
      >
        <FormMessage tone="success">{t('auth.unlock.doneText')}</FormMessage>
      </ModalDialog>
    );
  }
  const code = token ? errorCode(result.error) : ErrorCode.tokenInvalid;
  return (
    <ModalDialog
      name="unlock"
      tone="warning"
      title={t('auth.unlock.title')}
      onClose={close}
      footer={<Button onClick={() => openModal('resend_unlock')}>{t('auth.resendUnlock.title')}</Button>}
    >
      <FormMessage>{errorCodeText(t, code)}</FormMessage>
    </ModalDialog>
  );
}
