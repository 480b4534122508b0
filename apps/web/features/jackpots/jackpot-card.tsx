'use client';

import type { Jackpot } from '@sportsbook/contract';
import { useT } from '../i18n/provider.tsx';
import styles from './jackpots.module.css';
import { TickingAmount } from './ticking-amount.tsx';

/** A jackpot's card: its total and each level's pool, all ticking up. */
export function JackpotCard({ jackpot }: { jackpot: Jackpot }) {
  const t = useT('jackpots');
  return (
    <article className={styles.card} aria-labelledby={`jackpot-${jackpot.id}`} data-jackpot-card={jackpot.id}>
      <div className={styles.cardHead}>
        <h3 id={`jackpot-${jackpot.id}`} className={styles.cardName}>
          {jackpot.name}
        </h3>
        <p className={styles.total}>
          <TickingAmount amount={jackpot.amount} currency={jackpot.currency} />
        </p>
        <p className={styles.hint}>{t('jackpots.card.hint', { currency: jackpot.currency })}</p>
      </div>
      <ul className={styles.levels} aria-label={t('jackpots.card.levels')}>
        {jackpot.levels.map((level) => (
          <li key={level.code} className={styles.level} data-jackpot-level={level.code}>
            <span className={styles.levelName}>
              {level.name}
              {level.state === 'paused' && (
                <span className={styles.paused}> · {t('jackpots.level.paused')}</span>
              )}
            </span>
            <TickingAmount
              className={styles.levelAmount}
              amount={level.pool_amount}
              currency={jackpot.currency}
            />
          </li>
        ))}
      </ul>
    </article>
  );
}
