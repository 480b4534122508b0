import { notFound } from 'next/navigation';
import { getT } from '@/features/i18n/messages.ts';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { type LocalePageProps, PlayerPage, playerPageMetadata } from '@/features/layout/player-page.tsx';
import styles from '@/features/responsible-gambling/limits.module.css';
import { LimitsPanel } from '@/features/responsible-gambling/limits-panel.tsx';
import { getServerSiteConfig } from '@/features/site/server.ts';

export const generateMetadata = playerPageMetadata('/responsible-gambling', 'rg.title', 'rg.intro');

/** Responsible gambling: the player's limits with their statuses and cooling periods (SPEC §3). */
export default async function ResponsibleGamblingPage({ params }: LocalePageProps) {
  const { locale } = await params;
  // SPEC §6: the responsible_gambling feature flag gates the tools; off, the page does not exist.
  if ((await getServerSiteConfig(locale)).flags.responsible_gambling !== true) notFound();
  const t = getT(locale);
  return (
    <PlayerPage styles={styles} title={t('rg.title')} intro={t('rg.intro')}>
      <WithMessages locale={locale} namespaces={['auth']}>
        <LimitsPanel />
      </WithMessages>
    </PlayerPage>
  );
}
