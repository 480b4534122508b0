import type { ListingQuery } from '@sportsbook/domain';
import { getT } from '@/features/i18n';
import { getMatches } from '../data';
import { paths } from '../format';
import { matchesParamsFromListing } from '../listing';
import { ListingControls } from '../listing-controls';
import styles from '../page.module.css';
import { Pagination } from '../pagination';
import { SportGroups } from './sport-groups';

/** Esports: live and upcoming matches of the cyber sports, grouped by sport then league. */
export async function CybersportView({
  locale,
  query,
  search,
}: {
  locale: string;
  query: ListingQuery;
  search: string;
}) {
  const t = getT(locale);
  const matches = await getMatches(locale, {
    sort_by: ['sport:desc', 'start_time:asc'],
    ...matchesParamsFromListing(query),
    sport_type: 'cyber',
    type: 'match',
    match_status: ['live', 'prematch'],
    context: 'cybersport',
  });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('catalogue.cybersport.title')}</h1>
        <p className={styles.subtitle}>{t('catalogue.cybersport.description')}</p>
        <ListingControls
          locale={locale}
          basePath={paths.cybersport}
          search={search}
          query={query}
          timeAndSort
        />
      </header>
      <SportGroups events={matches.data} locale={locale} emptyText={t('catalogue.cybersport.empty')} />
      <Pagination
        pagination={matches.pagination}
        basePath={paths.cybersport}
        search={search}
        locale={locale}
      />
    </div>
  );
}
