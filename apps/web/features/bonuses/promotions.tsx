'use client';

import type { BonusCampaign } from '@sportsbook/contract';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { useBonuses } from './api.ts';
import { BonusCard } from './bonus-card.tsx';
import styles from './bonuses.module.css';
import { groupByType } from './model.ts';
import { PromoCodeForm } from './promo-form.tsx';
import { PublicCampaigns } from './public-campaigns.tsx';

/**
 * The promotions page body: visitors see the live public campaigns (server-rendered, `campaigns`) and a
 * sign-in prompt (the bonus API is the player's own); players see the promo code block and their
 * bonuses by type.
 */
export function Promotions({ campaigns }: { campaigns: readonly BonusCampaign[] }) {
  const t = useT('bonuses', 'bets');
  const status = useAuthStatus();
  if (status !== AuthStatus.loggedIn) {
    return (
      <div className={styles.root}>
        <PublicCampaigns campaigns={campaigns} />
        {status === AuthStatus.notLoggedIn && (
          <EmptyState
            icon="user"
            headingLevel={2}
            title={t('bonuses.signedOut')}
            description={t('bonuses.signedOutHint')}
            action={<Button onClick={() => openModal('sign_in')}>{t('bets.signIn')}</Button>}
          />
        )}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <PromoCodeForm label={t('bonuses.promo.label')} submitLabel={t('bonuses.promo.submit')} />
      <PlayerBonuses />
      <MorePromotions campaigns={campaigns} />
    </div>
  );
}

/** The public campaigns the player holds no bonus of yet (e.g. a promo code still to redeem). */
function MorePromotions({ campaigns }: { campaigns: readonly BonusCampaign[] }) {
  const held = useBonuses().data?.data;
  if (!held) return null;
  const heldCampaigns = new Set(held.map((bonus) => bonus.campaign_id));
  const more = campaigns.filter((campaign) => !heldCampaigns.has(campaign.id));
  return <PublicCampaigns campaigns={more} titleKey="bonuses.campaigns.more" />;
}

function PlayerBonuses() {
  const t = useT('bonuses', 'bets');
  const query = useBonuses();
  if (query.isError) {
    return (
      <p className={styles.error} role="alert">
        {t('bonuses.loadFailed')}
      </p>
    );
  }
  if (!query.data) return <SkeletonList rows={3} label={t('bonuses.loading')} />;
  const groups = groupByType(query.data.data);
  if (groups.length === 0) {
    return (
      <EmptyState
        icon="info"
        headingLevel={2}
        title={t('bonuses.empty')}
        description={t('bonuses.emptyHint')}
      />
    );
  }
  return (
    <>
      {groups.map((group) => (
        <section key={group.type} className={styles.group} aria-labelledby={`bonus-group-${group.type}`}>
          <h2 id={`bonus-group-${group.type}`} className={styles.groupTitle}>
            {t(`bonuses.type.${group.type}`)}
          </h2>
          <div className={styles.grid}>
            {group.bonuses.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} showTerms />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
