import type { Event } from '@sportsbook/contract';
import { getT } from '@/features/i18n';
import { getMatches } from '../data';
import { EmptyState } from '../empty-state';
import { LiveListScope } from '../live-match';
import styles from '../page.module.css';
import { LiveAppendedMatches } from './live-list';
import listStyles from './live-list.module.css';
import { SportGroups } from './sport-groups';

/**
 * Every live match, grouped by sport then league, kept current by push: scores, clocks and odds
 * update in place, matches that are over leave, and matches that start are appended at the end.
 */
export async function LiveView({ locale }: { locale: string }) {
  const t = getT(locale);
  const live = await getMatches(locale, {
    type: 'match',
    match_status: 'live',
    context: 'live',
    sort_by: ['sport:desc', 'priority:desc', 'start_time:asc'],
    limit: 500,
  });
  const events: readonly Event[] = live.data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('catalogue.live.title')}</h1>
        <p className={styles.subtitle}>{t('catalogue.live.description')}</p>
      </header>
      <LiveListScope>
        <div className={listStyles.list}>
          {events.length > 0 && <SportGroups events={events} locale={locale} emptyText="" />}
          <LiveAppendedMatches renderedIds={events.map((event) => event.id)} />
          <div className={listStyles.empty}>
            <EmptyState text={t('catalogue.live.empty')} />
          </div>
        </div>
      </LiveListScope>
    </div>
  );
}
