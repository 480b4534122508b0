import type { Metadata } from 'next';
import { getT } from '@/features/i18n/messages.ts';
import { buildMetadata } from '@/features/layout/metadata.ts';
import { AccountPanels } from '@/features/settings/account-page.tsx';
import styles from '@/features/settings/settings.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/account',
    title: t('account.page.title'),
    description: t('account.page.intro'),
    noindex: true,
  });
}

/** My account: details given at sign-up (read-only) and the betting settings every device uses. */
export default async function AccountPage({ params }: Props) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('account.page.title')}</h1>
      <p className={styles.intro}>{t('account.page.intro')}</p>
      <AccountPanels />
    </div>
  );
}
