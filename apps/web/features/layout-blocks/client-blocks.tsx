'use client';

import { lazy, useEffect, useState } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { BrowserJackpotGate } from '../jackpots/lazy.tsx';
import styles from './blocks.module.css';

// Jackpot cards and the leaderboard load only where a document places them and only when the jackpots
// flag is on, in the browser (not drawn by the server): their code is in no page's first load.
const Cards = lazy(() => import('./jackpot-cards.tsx').then((m) => ({ default: m.JackpotCards })));
const Leaderboard = lazy(() =>
  import('../jackpots/jackpot-leaderboard.tsx').then((m) => ({ default: m.JackpotLeaderboard })),
);

export function LazyJackpotCards() {
  return (
    <BrowserJackpotGate>
      <Cards />
    </BrowserJackpotGate>
  );
}

export function LazyJackpotLeaderboard() {
  return (
    <BrowserJackpotGate>
      <Leaderboard />
    </BrowserJackpotGate>
  );
}

const timeOf = (locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date());

/** The reader's local time, to the minute (empty in the server render: the server's clock is not theirs). */
export function ClockBlock() {
  const t = useT();
  const locale = useLocale();
  const [time, setTime] = useState('');
  useEffect(() => {
    setTime(timeOf(locale));
    const timer = setInterval(() => setTime(timeOf(locale)), 15_000);
    return () => clearInterval(timer);
  }, [locale]);
  return (
    <span className={styles.clock}>
      <Icon name="clock" size={16} />
      <span className="visually-hidden">{t('layout.clock')}</span>
      <time suppressHydrationWarning>{time}</time>
    </span>
  );
}

/** The name of the event the chat toggle sends; a chat integration listens for it on window. */
export const CHAT_TOGGLE_EVENT = 'sportsbook:chat-toggle';

/** Opens or closes the live chat (SPEC §1) of the site config, through CHAT_TOGGLE_EVENT. */
export function ChatToggleBlock() {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => window.dispatchEvent(new Event(CHAT_TOGGLE_EVENT))}
    >
      <Icon name="info" size={18} />
      {t('layout.chat')}
    </button>
  );
}
