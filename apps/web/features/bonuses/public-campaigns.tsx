'use client';

import type { BonusCampaign } from '@sportsbook/contract';
import { useLocale, useT } from '../i18n/provider.tsx';
import { CampaignList } from './campaign-list.tsx';

/**
 * The live public campaigns on the promotions page: visitors see them all; players, under "More
 * promotions", those they do not hold yet.
 */
export function PublicCampaigns({
  campaigns,
  titleKey,
}: {
  campaigns: readonly BonusCampaign[];
  titleKey?: string;
}) {
  const t = useT('bonuses');
  const locale = useLocale();
  return <CampaignList campaigns={campaigns} t={t} locale={locale} {...(titleKey ? { titleKey } : {})} />;
}
