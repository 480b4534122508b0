'use client';

import { type MouseEvent, Suspense, use } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useAccess } from '../auth/queries.ts';
import { useSessionHint } from '../auth/session-hint.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { OddsTypeSync } from '../settings/odds-type-sync.tsx';
import styles from './account-area.module.css';
import { loadSignedInArea, signedInAreaIfLoaded } from './signed-in-preload.ts';

/**
 * The balance menu and deposit load once a player is signed in, not for visitors; rendered at once
 * when the sign-in dialog has fetched them already (no placeholder between the dialog and the menu).
 */
function SignedInArea() {
  const { SignedInArea: Area } = signedInAreaIfLoaded() ?? use(loadSignedInArea());
  return <Area />;
}

/** Stands in for the player area while the profile or the signed-in code loads. */
const PLACEHOLDER = (
  <span className={styles.placeholder}>
    <Skeleton width="7.5rem" height="2.25rem" radius="var(--radius-md)" />
  </span>
);

/**
 * The header's player area: sign-in and sign-up buttons for visitors (links to the pages without
 * JavaScript), a placeholder while the profile loads, and the balance menu once signed in.
 * The session hint (a session cookie came with the request: useSessionHint) picks the placeholder over
 * the buttons before hydration.
 */
export function AccountArea() {
  const status = useAuthStatus();
  const sessionHint = useSessionHint();
  if (status === AuthStatus.loggedIn) {
    return (
      <>
        {/* Not lazy: an odds format switched while the menu's code loads is saved, not overwritten. */}
        <OddsTypeSync />
        <Suspense fallback={PLACEHOLDER}>
          <SignedInArea />
        </Suspense>
      </>
    );
  }
  if (status === AuthStatus.pending || (status === AuthStatus.unknown && sessionHint)) return PLACEHOLDER;
  return <SignInButtons />;
}

function SignInButtons() {
  const t = useT();
  // GET /access applies the site config's sign-in/sign-up rules and the visitor's country.
  const access = useAccess().data;
  const signInAllowed = access?.sign_in_allowed !== false;
  const signUpAllowed = access?.sign_up_allowed !== false;
  const open = (name: 'sign_in' | 'sign_up') => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openModal(name);
  };
  return (
    <div className={styles.authButtons}>
      {signInAllowed ? (
        <LocaleLink
          href="/users/sign-in"
          className={buttonClass('secondary', 'md', styles.signIn)}
          onClick={open('sign_in')}
          data-modal-return=""
        >
          <Icon name="user" size={18} className={styles.signInIcon} />
          <span>{t('shell.signIn')}</span>
        </LocaleLink>
      ) : null}
      {signUpAllowed ? (
        <LocaleLink
          href="/users/sign-up"
          className={buttonClass('primary', 'md', styles.signUp)}
          onClick={open('sign_up')}
        >
          {t('auth.signUp.button')}
        </LocaleLink>
      ) : null}
    </div>
  );
}
