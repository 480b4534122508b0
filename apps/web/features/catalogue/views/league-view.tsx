import type { Sport, Tournament } from '@sportsbook/contract';
import type { ListingQuery } from '@sportsbook/domain';
import { FavouriteStar } from '@/features/favourites/favourite-star.tsx';
import { getT } from '@/features/i18n';
import { Breadcrumbs } from '../breadcrumbs';
import { getMatches } from '../data';
import { paths } from '../format';
import { LinkTabs } from '../link-tabs';
import { type CatalogueTab, matchesParamsFromListing, OUTRIGHT_TYPES, tabHref } from '../listing';
import { ListingControls } from '../listing-controls';
import { MatchList } from '../match-list';
import styles from '../page.module.css';
import { Pagination } from '../pagination';

/** A league page: its matches (tab all) or its outrights (tab outrights). */
export async function LeagueView({
  locale,
  sport,
  league,
  tab,
  query,
  search,
}: {
  locale: string;
  sport: Sport;
  league: Tournament;
  tab: CatalogueTab;
  query: ListingQuery;
  search: string;
}) {
  const t = getT(locale);
  const basePath = paths.under(sport.key, league.slug);
  const listing = matchesParamsFromListing(query);
  const [matches, outrights] = await Promise.all([
    getMatches(locale, {
      ...listing,
      ...(tab === 'outrights' ? { page: 1, limit: 1 } : {}),
      tournament_id: league.id,
      type: 'match',
      match_status: ['live', 'prematch'],
    }),
    getMatches(locale, {
      tournament_id: league.id,
      type: [...OUTRIGHT_TYPES],
      ...(tab === 'outrights' ? { page: query.page, limit: listing.limit } : { limit: 1 }),
    }),
  ]);
  const shown = tab === 'outrights' ? outrights : matches;
  const tabs = [
    {
      key: 'all',
      label: t('catalogue.tabs.matches'),
      href: tabHref(basePath, search, 'all', 'all'),
      current: tab !== 'outrights',
      badge: matches.pagination.total,
    },
    {
      key: 'outrights',
      label: t('catalogue.tabs.outrights'),
      href: tabHref(basePath, search, 'outrights', 'all'),
      current: tab === 'outrights',
      badge: outrights.pagination.total,
    },
  ];
  return (
    <div className={styles.page}>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: sport.name, href: paths.sport(sport.key) },
          { label: league.category.name, href: paths.under(sport.key, league.category.slug) },
          { label: league.name },
        ]}
      />
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{league.name}</h1>
          <FavouriteStar type="leagues" id={league.id} name={league.name} />
        </div>
        <p className={styles.subtitle}>{`${sport.name} · ${league.category.name}`}</p>
        <LinkTabs label={t('catalogue.tabs.label')} tabs={tabs} />
        {tab !== 'outrights' && (
          <ListingControls locale={locale} basePath={basePath} search={search} query={query} timeAndSort />
        )}
      </header>
      <section className={styles.section} aria-labelledby="league-events">
        <h2 id="league-events" className={styles.sectionTitle}>
          {t(tab === 'outrights' ? 'catalogue.tabs.outrights' : 'catalogue.category.matches')}
        </h2>
        <MatchList
          events={shown.data}
          locale={locale}
          grouped={false}
          showLeague={false}
          emptyText={t(tab === 'outrights' ? 'catalogue.empty.outrights' : 'catalogue.empty.matches')}
        />
        <Pagination pagination={shown.pagination} basePath={basePath} search={search} locale={locale} />
      </section>
    </div>
  );
}
