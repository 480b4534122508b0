import type { Metadata } from 'next';
import { getT } from '@/features/i18n/messages.ts';
import { buildMetadata } from '@/features/layout/metadata.ts';
import styles from '@/features/my-bets/my-bets.module.css';
import MyBetsList from '@/features/my-bets/my-bets-list.tsx';

type Props = { params: Promise<{ locale: string }> };

/** Section key of this page (SPEC §2). */
const SECTION = 'bets_history';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/my-bets',
    title: t('bets.title'),
    description: t('bets.description'),
    noindex: true,
  });
}

/** My Bets full width (section bets_history): the same list as the bet slip's MY_BETS tab. */
export default async function MyBetsPage({ params }: Props) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <div className={styles.page} data-section={SECTION}>
      <h1 className={styles.pageTitle}>{t('bets.title')}</h1>
      <MyBetsList headingLevel={2} />
    </div>
  );
}
