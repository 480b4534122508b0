'use client';

import { useLocale, useT } from '@/features/i18n/provider.tsx';
import { useLiveAppended } from '@/features/live/hooks.ts';
import { withColumnHeaders } from '../column-header';
import listStyles from '../match-list.module.css';
import { MatchRowView } from '../match-row-view';
import styles from './live-list.module.css';

/**
 * Matches that went live after the server rendered /live, appended at the end in the order they
 * started (each fetched whole from GET /matches/{id} unless the push event carried it). They leave
 * again like the server-rendered rows once they are over.
 */
export function LiveAppendedMatches({ renderedIds }: { renderedIds: readonly number[] }) {
  const appended = useLiveAppended(renderedIds);
  const t = useT();
  const locale = useLocale();
  if (appended.length === 0) return null;
  return (
    <div className={`${listStyles.group} ${styles.appended}`}>
      <ul className={listStyles.rows}>
        {withColumnHeaders(appended, t, (match) => (
          <MatchRowView key={match.id} match={match} locale={locale} t={t} showLeague />
        ))}
      </ul>
    </div>
  );
}
