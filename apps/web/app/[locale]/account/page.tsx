import { getT } from '@/features/i18n/messages.ts';
import { type LocalePageProps, PlayerPage, playerPageMetadata } from '@/features/layout/player-page.tsx';
import { AccountPanels } from '@/features/settings/account-page.tsx';
import styles from '@/features/settings/settings.module.css';

export const generateMetadata = playerPageMetadata('/account', 'account.page.title', 'account.page.intro');

/** My account: details given at sign-up (read-only) and the betting settings every device uses. */
export default async function AccountPage({ params }: LocalePageProps) {
  const t = getT((await params).locale);
  return (
    <PlayerPage styles={styles} title={t('account.page.title')} intro={t('account.page.intro')}>
      <AccountPanels />
    </PlayerPage>
  );
}
