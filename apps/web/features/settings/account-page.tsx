'use client';

import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { ProfileCard } from './profile-card.tsx';
import styles from './settings.module.css';
import { SettingsCard } from './settings-card.tsx';

/** The account page's body: the player's details and betting settings, or a sign-in prompt. */
export function AccountPanels() {
  const t = useT('auth');
  const status = useAuthStatus();
  if (status === AuthStatus.notLoggedIn) {
    return (
      <Card as="section">
        <p className={styles.muted}>{t('account.page.signIn')}</p>
        <div>
          <Button onClick={() => openModal('sign_in')}>{t('shell.signIn')}</Button>
        </div>
      </Card>
    );
  }
  return (
    <div className={styles.layout}>
      <ProfileCard />
      <SettingsCard />
    </div>
  );
}
