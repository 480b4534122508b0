import { getT } from '@/features/i18n/messages.ts';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { type LocalePageProps, PlayerPage, playerPageMetadata } from '@/features/layout/player-page.tsx';
import { AccountPanels } from '@/features/settings/account-page.tsx';
import styles from '@/features/settings/settings.module.css';

export const generateMetadata = playerPageMetadata('/account', 'account.page.title', 'account.page.intro');

/** My account: details given at sign-up (read-only) and the betting settings every device uses. */
export default async function AccountPage({ params }: LocalePageProps) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <PlayerPage styles={styles} title={t('account.page.title')} intro={t('account.page.intro')}>
      <WithMessages locale={locale} namespaces={['auth']}>
        <AccountPanels />
      </WithMessages>
    </PlayerPage>
  );
}
