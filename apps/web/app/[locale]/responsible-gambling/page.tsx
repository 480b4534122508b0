import { getT } from '@/features/i18n/messages.ts';
import { type LocalePageProps, PlayerPage, playerPageMetadata } from '@/features/layout/player-page.tsx';
import styles from '@/features/responsible-gambling/limits.module.css';
import { LimitsPanel } from '@/features/responsible-gambling/limits-panel.tsx';

export const generateMetadata = playerPageMetadata('/responsible-gambling', 'rg.title', 'rg.intro');

/** Responsible gambling: the player's limits with their statuses and cooling periods (SPEC §3). */
export default async function ResponsibleGamblingPage({ params }: LocalePageProps) {
  const t = getT((await params).locale);
  return (
    <PlayerPage styles={styles} title={t('rg.title')} intro={t('rg.intro')}>
      <LimitsPanel />
    </PlayerPage>
  );
}
