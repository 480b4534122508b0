'use client';

import type { Bonus } from '@sportsbook/contract';
import { Button } from '../../ui/button.tsx';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { formatBetTime } from '../my-bets/format.ts';
import { useActivateBonus, useBonusTerms } from './api.ts';
import styles from './bonuses.module.css';
import { Leaderboard } from './leaderboard.tsx';
import { LootboxPanel } from './lootbox-panel.tsx';
import { bonusCardView, plainTerms } from './model.ts';

/** One bonus of the player (SPEC §2 bonus detail): name, amount, validity, progress, terms, Activate. */
export function BonusCard({ bonus, showTerms = false }: { bonus: Bonus; showTerms?: boolean }) {
  const t = useT('bonuses');
  const locale = useLocale();
  const view = bonusCardView(bonus);
  const activate = useActivateBonus();
  return (
    <article className={styles.card} data-bonus-type={view.type} data-bonus-id={view.id}>
      <header className={styles.cardHead}>
        <span className={styles.type}>{t(`bonuses.type.${view.type}`)}</span>
        <span className={styles.status} data-status={view.status}>
          {t(`bonuses.status.${view.status}`)}
        </span>
      </header>
      <h3 className={styles.name}>{view.name}</h3>
      {view.amount && (
        <p className={styles.amount} data-bonus-amount>
          {formatBalanceAmount(view.amount.value, view.amount.currency, locale)}
        </p>
      )}
      {view.maxBoostPercent !== null && (
        <p className={styles.amount}>{t('bonuses.card.boostUpTo', { percent: view.maxBoostPercent })}</p>
      )}
      {view.points && (
        <p className={styles.meta}>
          {view.points.potential > 0
            ? t('bonuses.card.points', { points: view.points.points, potential: view.points.potential })
            : t('bonuses.card.pointsEarned', { points: view.points.points })}
        </p>
      )}
      {view.lootbox && <LootboxPanel bonus={bonus} />}
      {view.validTo && (
        <p className={styles.meta}>
          {t('bonuses.card.validTo', { date: formatBetTime(view.validTo, locale) })}
        </p>
      )}
      {view.type === 'tournament' && <Leaderboard id={view.id} campaignId={bonus.campaign_id} />}
      {showTerms && <Terms id={view.id} />}
      {view.canActivate && (
        <Button size="sm" disabled={activate.isPending} onClick={() => activate.mutate(view.id)}>
          {t('bonuses.card.activate')}
        </Button>
      )}
      {activate.isError && (
        <p className={styles.error} role="alert">
          {t('bonuses.card.activateFailed')}
        </p>
      )}
    </article>
  );
}

function Terms({ id }: { id: number }) {
  const t = useT('bonuses');
  const terms = useBonusTerms(id, true);
  if (!terms.data?.terms) return null;
  return (
    <details className={styles.terms}>
      <summary>{t('bonuses.card.terms')}</summary>
      <p>{plainTerms(terms.data.terms)}</p>
    </details>
  );
}
