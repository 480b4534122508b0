'use client';

import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useJackpotHits } from './api.ts';
import styles from './jackpots.module.css';

/** The latest winners (every player's approved and paid hits, as pseudonyms), refetched every 60 s. */
export function JackpotLeaderboard() {
  const t = useT('jackpots');
  const locale = useLocale();
  const hits = useJackpotHits().data?.data;
  if (!hits) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className={styles.card} data-jackpot-leaderboard="">
      {hits.length === 0 ? (
        <>
          <h3 className={styles.cardName}>{t('jackpots.leaderboard.title')}</h3>
          <p className={styles.empty}>{t('jackpots.leaderboard.empty')}</p>
        </>
      ) : (
        <table className={styles.table}>
          <caption>{t('jackpots.leaderboard.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('jackpots.leaderboard.player')}</th>
              <th scope="col">{t('jackpots.leaderboard.level')}</th>
              <th scope="col" className={styles.num}>
                {t('jackpots.leaderboard.amount')}
              </th>
              <th scope="col" className={styles.hideNarrow}>
                {t('jackpots.leaderboard.date')}
              </th>
            </tr>
          </thead>
          <tbody>
            {hits.map((hit) => (
              <tr key={hit.id}>
                <td className={styles.player}>{hit.user_hash.slice(0, 8)}</td>
                <td>{hit.jackpot_level_name}</td>
                <td className={styles.num}>{formatBalanceAmount(hit.amount, hit.currency, locale)}</td>
                <td className={styles.hideNarrow}>
                  <time dateTime={hit.created_at}>{when.format(new Date(hit.created_at))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
