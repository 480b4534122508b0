'use client';

import { useT } from '../i18n/provider.tsx';
import { useJackpots } from './api.ts';
import { JackpotCard } from './jackpot-card.tsx';
import { JackpotLeaderboard } from './jackpot-leaderboard.tsx';
import styles from './jackpots.module.css';

/** The jackpot block of /promotions: the jackpots' cards and the latest winners. */
export function JackpotSection() {
  const t = useT('jackpots');
  const jackpots = useJackpots().data?.data;
  if (!jackpots || jackpots.length === 0) return null;
  return (
    <section id="jackpot" className={styles.section} aria-labelledby="jackpot-section-title">
      <h2 id="jackpot-section-title" className={styles.sectionTitle}>
        {t('jackpots.section.title')}
      </h2>
      <div className={styles.layout}>
        {jackpots.map((jackpot) => (
          <JackpotCard key={jackpot.id} jackpot={jackpot} />
        ))}
        <JackpotLeaderboard />
      </div>
    </section>
  );
}
