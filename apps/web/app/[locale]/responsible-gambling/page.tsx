import type { Metadata } from 'next';
import { getT } from '@/features/i18n/messages.ts';
import { buildMetadata } from '@/features/layout/metadata.ts';
import styles from '@/features/responsible-gambling/limits.module.css';
import { LimitsPanel } from '@/features/responsible-gambling/limits-panel.tsx';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/responsible-gambling',
    title: t('rg.title'),
    description: t('rg.intro'),
    noindex: true,
  });
}

/** Responsible gambling: the player's limits with their statuses and cooling periods (SPEC §3). */
export default async function ResponsibleGamblingPage({ params }: Props) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('rg.title')}</h1>
      <p className={styles.intro}>{t('rg.intro')}</p>
      <LimitsPanel />
    </div>
  );
}
