'use client';

import type { VoteChoice, VoteResponse } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { showAlert } from '../alerts/alert-store.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { invalidateResources, reportFailedChange, setResource } from '../resource/store.ts';
import { useResource } from '../resource/use-resource.ts';
import styles from './prediction.module.css';

const VOTE_PATH = `${API_PREFIX.sportsbook}/vote`;

function useVote(matchId: number) {
  const locale = useLocale();
  const status = useAuthStatus();
  const known = status === AuthStatus.loggedIn || status === AuthStatus.notLoggedIn;
  const key = ['vote', matchId, status === AuthStatus.loggedIn] as const;
  return {
    key,
    query: useResource(
      {
        key,
        fetch: () => apiFetch<VoteResponse>(VOTE_PATH, { locale, searchParams: { match_id: matchId } }),
        staleMs: 30_000,
      },
      { enabled: known },
    ),
  };
}

/** Whole percent of the votes, rounded (0 when nobody voted). */
const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count * 100) / total));

/**
 * "Who will win?" on a match page (SPEC §1 predictions, §7 GET and POST /vote): everyone sees the
 * crowd's split; a signed-in player votes home, draw or away once before kick-off (a visitor is asked
 * to sign in first).
 */
export function PredictionCard({ matchId }: { matchId: number }) {
  const t = useT('predictions');
  const locale = useLocale();
  const status = useAuthStatus();
  const { key, query } = useVote(matchId);
  const [voting, setVoting] = useState(false);
  const vote = (choice: VoteChoice) => {
    setVoting(true);
    apiFetch<VoteResponse>(VOTE_PATH, {
      locale,
      init: { method: 'POST', body: JSON.stringify({ match_id: matchId, choice }) },
    })
      .then(
        (answer) => setResource(key, answer),
        (error: unknown) => {
          reportFailedChange(error);
          showAlert({
            tone: 'error',
            name: 'vote-error',
            title: t('pred.error.title'),
            message: t('pred.error.message'),
          });
          void invalidateResources(key);
        },
      )
      .finally(() => setVoting(false));
  };
  const data = query.data;
  if (!data) return <section className={styles.card} aria-busy="true" />;
  const { votes, mine, open } = data;
  const choices: { choice: VoteChoice; label: string }[] = [
    { choice: 'home', label: data.data.home_name },
    ...(data.data.odds_draw !== null || votes.draw > 0
      ? [{ choice: 'draw' as const, label: t('pred.draw') }]
      : []),
    { choice: 'away', label: data.data.away_name },
  ];
  const canVote = open && mine === null && !voting;
  const onVote = (choice: VoteChoice) => {
    if (status !== AuthStatus.loggedIn) {
      openModal('sign_in');
      return;
    }
    vote(choice);
  };
  return (
    <section className={styles.card} aria-labelledby={`prediction-${matchId}`} data-testid="prediction">
      <h2 id={`prediction-${matchId}`} className={styles.title}>
        {t('pred.title')}
      </h2>
      <ul className={styles.choices}>
        {choices.map(({ choice, label }) => (
          <li key={choice} className={styles.choice} data-mine={mine === choice || undefined}>
            <button
              type="button"
              className={styles.vote}
              disabled={!canVote}
              aria-pressed={mine === choice}
              onClick={() => onVote(choice)}
            >
              <span className={styles.label}>{label}</span>
              <span className={styles.share} data-testid={`prediction-${choice}`}>
                {`${share(votes[choice], votes.total)}%`}
              </span>
            </button>
            <span className={styles.bar} style={{ inlineSize: `${share(votes[choice], votes.total)}%` }} />
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        {mine
          ? t('pred.yourVote', { choice: choices.find((c) => c.choice === mine)?.label ?? '' })
          : open
            ? t('pred.prompt')
            : t('pred.closed')}
        {' · '}
        {t('pred.votes', { count: votes.total })}
      </p>
    </section>
  );
}
