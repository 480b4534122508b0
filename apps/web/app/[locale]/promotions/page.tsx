import type { Metadata } from 'next';
import { Suspense } from 'react';
import { fetchPublicCampaigns } from '@/features/bonuses/campaigns.ts';
import { Promotions } from '@/features/bonuses/promotions.tsx';
import { getT } from '@/features/i18n/messages.ts';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { LazyJackpotSection } from '@/features/jackpots/lazy.tsx';
import { buildMetadata } from '@/features/layout/metadata.ts';
import styles from '@/features/my-bets/my-bets.module.css';
import { LinkedItem } from '@/features/notifications/linked-item.tsx';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/promotions',
    title: t('bonuses.page.title'),
    description: t('bonuses.page.description'),
  });
}

/** Promotions (SPEC §2): the player's bonuses by type, the promo code block; visitors the public campaigns and a sign-in prompt. */
export default async function PromotionsPage({ params }: Props) {
  const { locale } = await params;
  const t = getT(locale);
  const campaigns = await fetchPublicCampaigns(locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('bonuses.page.title')}</h1>
      <WithMessages locale={locale} namespaces={['bonuses', 'bets']}>
        <Promotions campaigns={campaigns} />
      </WithMessages>
      {/* Drawn in the browser only (its cards tick): under the bonuses, so they do not move when it comes. */}
      <LazyJackpotSection />
      <Suspense fallback={null}>
        <LinkedItem param="bonus" />
      </Suspense>
    </div>
  );
}
