import { Suspense } from 'react';
import { getT } from '@/features/i18n/messages.ts';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { type LocalePageProps, PlayerPage, playerPageMetadata } from '@/features/layout/player-page.tsx';
import styles from '@/features/my-bets/my-bets.module.css';
import MyBetsList from '@/features/my-bets/my-bets-list.tsx';
import { LinkedItem } from '@/features/notifications/linked-item.tsx';

export const generateMetadata = playerPageMetadata('/my-bets', 'bets.title', 'bets.description');

/** My Bets full width (section bets_history, SPEC §2): the same list as the bet slip's MY_BETS tab. */
export default async function MyBetsPage({ params }: LocalePageProps) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <PlayerPage styles={styles} title={t('bets.title')} section="bets_history">
      <WithMessages locale={locale} namespaces={['bets', 'betslip']}>
        <MyBetsList headingLevel={2} />
      </WithMessages>
      <Suspense fallback={null}>
        <LinkedItem param="bet" />
      </Suspense>
    </PlayerPage>
  );
}
