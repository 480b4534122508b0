import type { Category, Sport } from '@sportsbook/contract';
import type { ListingQuery } from '@sportsbook/domain';
import { getT } from '@/features/i18n';
import { Breadcrumbs } from '../breadcrumbs';
import { getCounters, getMatches, getTournaments } from '../data';
import { paths } from '../format';
import { LeagueList } from '../league-list';
import { matchesParamsFromListing } from '../listing';
import { ListingControls } from '../listing-controls';
import { MatchList } from '../match-list';
import styles from '../page.module.css';
import { Pagination } from '../pagination';

/** A category (country or region) page: its leagues with counts, then its matches by league. */
export async function CategoryView({
  locale,
  sport,
  category,
  query,
  search,
}: {
  locale: string;
  sport: Sport;
  category: Category;
  query: ListingQuery;
  search: string;
}) {
  const t = getT(locale);
  const basePath = paths.under(sport.key, category.slug);
  const [leagues, matches] = await Promise.all([
    getTournaments(locale, { sport_key: sport.key, category_id: category.id }),
    getMatches(locale, {
      ...matchesParamsFromListing(query),
      category_id: category.id,
      type: 'match',
      match_status: ['live', 'prematch'],
    }),
  ]);
  const counters = await getCounters(locale, { tournament_ids: leagues.map((league) => league.id) }).catch(
    () => null,
  );
  return (
    <div className={styles.page}>
      <Breadcrumbs
        locale={locale}
        crumbs={[{ label: sport.name, href: paths.sport(sport.key) }, { label: category.name }]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>
          {t('catalogue.category.title', { category: category.name, sport: sport.name })}
        </h1>
      </header>
      <section className={styles.section} aria-labelledby="category-leagues">
        <h2 id="category-leagues" className={styles.sectionTitle}>
          {t('catalogue.category.leagues')}
        </h2>
        <LeagueList
          leagues={leagues}
          counts={counters?.tournaments}
          locale={locale}
          emptyText={t('catalogue.empty.leagues')}
        />
      </section>
      <section className={styles.section} aria-labelledby="category-matches">
        <h2 id="category-matches" className={styles.sectionTitle}>
          {t('catalogue.category.matches')}
        </h2>
        <ListingControls locale={locale} basePath={basePath} search={search} query={query} timeAndSort />
        <MatchList
          events={matches.data}
          locale={locale}
          headingLevel={3}
          emptyText={t('catalogue.empty.matches')}
        />
        <Pagination pagination={matches.pagination} basePath={basePath} search={search} locale={locale} />
      </section>
    </div>
  );
}
