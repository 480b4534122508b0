'use client';

import { useEffect } from 'react';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { publicChannelOf } from '../live/channels.ts';
import { subscribeChannel } from '../live/push-client.ts';
import { useQueryClient } from '../query/hooks.ts';
import { useTournamentRating } from './api.ts';
import styles from './bonuses.module.css';
import { bonusKeys } from './keys.ts';

function isPoolChanged(data: unknown): data is { event_name: string; message: { campaign_id: number } } {
  if (typeof data !== 'object' || data === null) return false;
  const { event_name, message } = data as { event_name?: unknown; message?: { campaign_id?: unknown } };
  return event_name === 'tournament_pool_changed' && typeof message?.campaign_id === 'number';
}

/**
 * Refetches a tournament's leaderboard whenever `tournament_pool_changed` says its campaign's players
 * farmed points (another player's bets or the player's own), while the leaderboard is shown.
 */
function useLiveRating(id: number, campaignId: number): void {
  const locale = useLocale();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeChannel(publicChannelOf(locale), (data) => {
        if (isPoolChanged(data) && data.message.campaign_id === campaignId)
          void queryClient.invalidateQueries({ queryKey: bonusKeys.rating(id) });
      }),
    [locale, queryClient, id, campaignId],
  );
}

/** A tournament's prize pool, its levels and the leaderboard (SPEC §3 Leaderboard row), kept live. */
export function Leaderboard({ id, campaignId }: { id: number; campaignId: number }) {
  const t = useT('bonuses');
  const locale = useLocale();
  const rating = useTournamentRating(id, true);
  useLiveRating(id, campaignId);
  const data = rating.data;
  if (!data) return null;
  return (
    <div className={styles.tournament} data-section="leaderboard">
      <p className={styles.pool}>
        {t('bonuses.tournament.pool')}{' '}
        <strong data-pool-amount>{formatBalanceAmount(data.pool_amount, data.currency, locale)}</strong>
      </p>
      {data.pool_levels.length > 0 && (
        <ul className={styles.levels} aria-label={t('bonuses.tournament.levels')}>
          {data.pool_levels.map((level) => (
            <li key={level.name} className={styles.level} data-state={level.state}>
              <span>{level.name}</span>
              <span>{formatBalanceAmount(level.pool_amount, data.currency, locale)}</span>
              <span className={styles.levelState}>
                {t(`bonuses.tournament.state.${stateKey(level.state)}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.data.length === 0 ? (
        <p className={styles.meta}>{t('bonuses.tournament.noPlayers')}</p>
      ) : (
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
            {data.data.map((row) => (
              <tr
                key={`${row.position}-${row.email}`}
                data-current={row.current_user || undefined}
                aria-current={row.current_user ? 'true' : undefined}
              >
                <td>{row.position}</td>
                <td dir="ltr" className={styles.playerCell}>
                  {row.current_user ? t('bonuses.card.you') : row.email}
                </td>
                <td>{row.farmed_amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const STATES = new Set(['created', 'active', 'disabled', 'paused', 'finished']);
const stateKey = (state: string) => (STATES.has(state) ? state : 'created');
