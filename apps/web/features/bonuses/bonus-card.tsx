'use client';

import type { Bonus } from '@sportsbook/contract';
import { Button } from '../../ui/button.tsx';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { formatBetTime } from '../my-bets/format.ts';
import { useActivateBonus, useBonusTerms, useTournamentRating } from './api.ts';
import styles from './bonuses.module.css';
import { bonusCardView, plainTerms } from './model.ts';

/** One bonus of the player (SPEC §2 bonus detail): name, amount, validity, progress, terms, Activate. */
export function BonusCard({ bonus, showTerms = false }: { bonus: Bonus; showTerms?: boolean }) {
  const t = useT();
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
          {t('bonuses.card.points', { points: view.points.points, potential: view.points.potential })}
        </p>
      )}
      {view.lootbox && (
        <p className={styles.meta}>
          {view.lootbox.opened
            ? t(view.lootbox.win ? 'bonuses.card.lootboxWon' : 'bonuses.card.lootboxLost')
            : t('bonuses.card.lootboxProgress', {
                done: view.lootbox.betsCount,
                total: view.lootbox.betsToOpen,
              })}
        </p>
      )}
      {view.validTo && (
        <p className={styles.meta}>
          {t('bonuses.card.validTo', { date: formatBetTime(view.validTo, locale) })}
        </p>
      )}
      {view.type === 'tournament' && <Leaderboard id={view.id} />}
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
  const t = useT();
  const terms = useBonusTerms(id, true);
  if (!terms.data?.terms) return null;
  return (
    <details className={styles.terms}>
      <summary>{t('bonuses.card.terms')}</summary>
      <p>{plainTerms(terms.data.terms)}</p>
    </details>
  );
}

function Leaderboard({ id }: { id: number }) {
  const t = useT();
  const rating = useTournamentRating(id, true);
  const rows = rating.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <table className={styles.board}>
      <caption>{t('bonuses.card.leaderboard')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bonuses.card.place')}</th>
          <th scope="col">{t('bonuses.card.player')}</th>
          <th scope="col">{t('bonuses.card.pointsHeader')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.position} data-current={row.current_user || undefined}>
            <td>{row.position}</td>
            <td>{row.current_user ? t('bonuses.card.you') : row.email}</td>
            <td>{row.farmed_amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
