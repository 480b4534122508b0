'use client';

import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import styles from './auth-route.module.css';
import { AuthStatus } from './auth-status.ts';
import { useAuthStatus } from './auth-store.ts';

export type AuthRouteModal = 'sign_in' | 'sign_up' | 'password_new' | 'password_edit' | 'confirmation';

/** Reads a token parameter from the address and removes it (SPEC §2: the reset token leaves the address). */
function takeParam(name: string): string | undefined {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value || undefined;
}

function openRouteModal(modal: AuthRouteModal): void {
  switch (modal) {
    case 'password_edit':
      openModal('password_edit', { token: takeParam('reset_password_token') });
      break;
    case 'confirmation':
      openModal('confirmation', { token: takeParam('confirmation_token') });
      break;
    default:
      openModal(modal);
  }
}

/**
 * The page of a player route (/users/sign-in, /users/sign-up, /users/password/new,
 * /users/password/edit, /users/confirmation): opens its modal on arrival and offers to reopen it;
 * once signed in, the sign-in and sign-up pages go home.
 */
export function AuthRoutePage({
  modal,
  title,
  text,
}: {
  modal: AuthRouteModal;
  title: string;
  text: string;
}) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const status = useAuthStatus();

  useEffect(() => {
    openRouteModal(modal);
  }, [modal]);

  useEffect(() => {
    if (status === AuthStatus.loggedIn && (modal === 'sign_in' || modal === 'sign_up')) {
      router.replace(localizedPath('/', locale, DEFAULT_LOCALE_CONFIG));
    }
  }, [status, modal, locale, router]);

  return (
    <Card as="section" className={styles.card} aria-labelledby="auth-route-title">
      <h1 id="auth-route-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <div>
        <Button
          onClick={() => openModal(modal === 'password_edit' || modal === 'confirmation' ? 'sign_in' : modal)}
        >
          {modal === 'password_edit' || modal === 'confirmation' ? t('shell.signIn') : title}
        </Button>
      </div>
    </Card>
  );
}
