import type { Sport } from '@sportsbook/contract';
import type { ListingQuery } from '@sportsbook/domain';
import { getT } from '@/features/i18n';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { LazyFavouritesList } from '@/features/layout-blocks/lazy-widgets.tsx';
import { getCounters, getMatches, getTournaments } from '../data';
import { paths } from '../format';
import { LeagueList } from '../league-list';
import { LinkTabs } from '../link-tabs';
import { type CatalogueTab, matchesParamsFromListing, OUTRIGHT_TYPES, tabHref } from '../listing';
import { ListingControls } from '../listing-controls';
import { MatchList } from '../match-list';
import styles from '../page.module.css';
import { Pagination } from '../pagination';

export interface SportViewProps {
  locale: string;
  sport: Sport;
  tab: CatalogueTab;
  query: ListingQuery;
  /** Current query string, '?…' or ''. */
  search: string;
  /** Path of this page without locale: /soccer or /cybersport. */
  basePath?: string;
}

/** A sport's page: tabs top (top leagues' matches), all (every league by category, every match), outrights. */
export async function SportView({
  locale,
  sport,
  tab,
  query,
  search,
  basePath = paths.sport(sport.key),
}: SportViewProps) {
  const t = getT(locale);
  const listing = matchesParamsFromListing(query);
  const leagues = await getTournaments(locale, { sport_key: sport.key });
  const topIds = leagues.filter((league) => league.is_top).map((league) => league.id);
  const status = ['live', 'prematch'];
  if (tab === 'favorites')
    return <SportFavourites locale={locale} sport={sport} search={search} basePath={basePath} />;
  const [matches, counters] = await Promise.all([
    tab === 'outrights'
      ? getMatches(locale, { ...listing, sport_key: sport.key, type: [...OUTRIGHT_TYPES] })
      : getMatches(locale, {
          ...listing,
          sport_key: sport.key,
          type: 'match',
          match_status: status,
          tournament_id: tab === 'top' && topIds.length > 0 ? topIds : undefined,
        }),
    tab === 'all'
      ? getCounters(locale, { tournament_ids: leagues.map((league) => league.id) }).catch(() => null)
      : Promise.resolve(null),
  ]);
  const tabs = sportTabs(t, basePath, search, tab);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('catalogue.sport.title', { sport: sport.name })}</h1>
        <LinkTabs label={t('catalogue.tabs.label')} tabs={tabs} />
        {tab !== 'outrights' && (
          <ListingControls locale={locale} basePath={basePath} search={search} query={query} timeAndSort />
        )}
      </header>
      {tab === 'all' && (
        <section className={styles.section} aria-labelledby="sport-leagues">
          <h2 id="sport-leagues" className={styles.sectionTitle}>
            {t('catalogue.sport.allLeagues')}
          </h2>
          <LeagueList
            leagues={leagues}
            counts={counters?.tournaments}
            locale={locale}
            categoryHeadingLevel={3}
            emptyText={t('catalogue.empty.leagues')}
          />
        </section>
      )}
      <section className={styles.section} aria-labelledby="sport-matches">
        <h2 id="sport-matches" className={styles.sectionTitle}>
          {t(
            tab === 'outrights'
              ? 'catalogue.tabs.outrights'
              : tab === 'top'
                ? 'catalogue.sport.topMatches'
                : 'catalogue.sport.allMatches',
          )}
        </h2>
        <MatchList
          events={matches.data}
          locale={locale}
          headingLevel={3}
          emptyText={t(tab === 'outrights' ? 'catalogue.empty.outrights' : 'catalogue.empty.matches')}
        />
        <Pagination pagination={matches.pagination} basePath={basePath} search={search} locale={locale} />
      </section>
    </div>
  );
}

/** The sport page's tabs: top, all, outrights and the player's favourites (SPEC §2 tab keys). */
function sportTabs(t: ReturnType<typeof getT>, basePath: string, search: string, tab: CatalogueTab) {
  return (['top', 'all', 'outrights', 'favorites'] as const).map((key) => ({
    key,
    href: tabHref(basePath, search, key, 'top'),
    label: t(key === 'favorites' ? 'fav.title' : `catalogue.tabs.${key}`),
    current: key === tab,
  }));
}

/** The favourites tab: the player's followed matches of this sport, read in the browser (they are private). */
function SportFavourites({
  locale,
  sport,
  search,
  basePath,
}: {
  locale: string;
  sport: Sport;
  search: string;
  basePath: string;
}) {
  const t = getT(locale);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('catalogue.sport.title', { sport: sport.name })}</h1>
        <LinkTabs label={t('catalogue.tabs.label')} tabs={sportTabs(t, basePath, search, 'favorites')} />
      </header>
      <section className={styles.section}>
        <WithMessages locale={locale} namespaces={['favourites-page']}>
          <LazyFavouritesList sportKey={sport.key} />
        </WithMessages>
      </section>
    </div>
  );
}
