import type { ListingQuery } from '@sportsbook/domain';
import { getT } from '@/features/i18n';
import { getMatches } from '../data';
import { addDays, isoDay, serverUtcOffsetMinutes } from '../format';
import { matchesParamsFromListing } from '../listing';
import { ListingControls } from '../listing-controls';
import styles from '../page.module.css';
import { Pagination } from '../pagination';
import { SportGroups } from './sport-groups';

/** Days offered by the schedule (today and the next 13) and results (today and the previous 6). */
const SCHEDULE_DAYS = 14;
const RESULTS_DAYS = 7;

/**
 * Schedule (upcoming matches of one day) and results (finished matches of one day with final
 * scores): day tabs, a date picker, and the day's matches grouped by sport and league.
 */
export async function DayView({
  locale,
  kind,
  query,
  search,
}: {
  locale: string;
  kind: 'schedule' | 'results';
  query: ListingQuery;
  search: string;
}) {
  const t = getT(locale);
  const now = new Date();
  const today = isoDay(now, serverUtcOffsetMinutes(now));
  const schedule = kind === 'schedule';
  const dates = Array.from({ length: schedule ? SCHEDULE_DAYS : RESULTS_DAYS }, (_, index) =>
    addDays(today, schedule ? index : -index),
  );
  const min = schedule ? today : (dates[dates.length - 1] as string);
  const max = schedule ? (dates[dates.length - 1] as string) : today;
  const selected = query.date !== undefined && query.date >= min && query.date <= max ? query.date : today;
  const matches = await getMatches(locale, {
    ...matchesParamsFromListing({ ...query, time: [], date: selected }),
    type: 'match',
    match_status: schedule ? ['prematch', 'live'] : 'finished',
    sort_by: schedule ? ['sport:desc', 'start_time:asc'] : ['sport:desc', 'start_time:desc'],
  });
  const basePath = `/${kind}`;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`catalogue.${kind}.title`)}</h1>
        <p className={styles.subtitle}>{t(`catalogue.${kind}.description`)}</p>
        <ListingControls
          locale={locale}
          basePath={basePath}
          search={search}
          query={query}
          days={{ dates, selected, min, max }}
        />
      </header>
      <SportGroups events={matches.data} locale={locale} emptyText={t(`catalogue.${kind}.empty`)} />
      <Pagination pagination={matches.pagination} basePath={basePath} search={search} locale={locale} />
    </div>
  );
}
