'use client';

import { useJackpots } from '../jackpots/api.ts';
import { JackpotCard } from '../jackpots/jackpot-card.tsx';
import styles from './blocks.module.css';

/** The jackpot card of each running jackpot. */
export function JackpotCards() {
  const jackpots = useJackpots().data?.data ?? [];
  return (
    <div className={styles.items}>
      {jackpots.map((jackpot) => (
        <JackpotCard key={jackpot.id} jackpot={jackpot} />
      ))}
    </div>
  );
}
