'use client';

import type { Bet } from '@sportsbook/contract';
import { useLocale, useT } from '../i18n/provider.tsx';
import { formatBetMoney, formatBetTime } from './format.ts';
import styles from './my-bets.module.css';

/** The partial cash outs of a bet, oldest first: amount paid and the stake before and after. */
export function CashoutHistory({ bet }: { bet: Bet }) {
  const t = useT('bets');
  const locale = useLocale();
  const lines = bet.partial_cashouts ?? [];
  if (lines.length === 0) return null;
  const money = (amount: number) => formatBetMoney(amount, bet, locale);
  return (
    <section className={styles.history} aria-label={t('bets.cashout.history.title')}>
      <p className={styles.historyTitle}>{t('bets.cashout.history.title')}</p>
      <ul className={styles.historyList} data-testid="partial-history">
        {lines.map((line) => (
          <li key={`${line.at}:${line.stake_before}`}>
            {t('bets.cashout.history.line', {
              amount: money(line.amount),
              before: money(line.stake_before),
              after: money(line.stake_after),
            })}{' '}
            <time className={styles.muted} dateTime={line.at}>
              {formatBetTime(line.at, locale)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
