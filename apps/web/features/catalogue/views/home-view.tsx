import { getT, LocaleLink } from '@/features/i18n';
import { LazyJackpotBanner } from '@/features/jackpots/lazy';
import { getMatches, getTournaments } from '../data';
import { paths } from '../format';
import { LeagueList } from '../league-list';
import { MatchList } from '../match-list';
import styles from '../page.module.css';

/** Priority context of the home page's lists (SPEC §3: priorities per context key). */
const HOME_CONTEXT = 'home';

/** Home: live now, top leagues, upcoming top matches. */
export async function HomeView({ locale }: { locale: string }) {
  const t = getT(locale);
  const [live, upcoming, topLeagues] = await Promise.all([
    getMatches(locale, {
      type: 'match',
      match_status: 'live',
      context: HOME_CONTEXT,
      sort_by: ['priority:desc', 'start_time:asc'],
      limit: 10,
    }),
    getMatches(locale, {
      type: 'match',
      match_status: 'prematch',
      context: HOME_CONTEXT,
      sort_by: ['priority:desc', 'start_time:asc'],
      limit: 20,
    }),
    getTournaments(locale, { is_top: true, context: HOME_CONTEXT, limit: 12 }),
  ]);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('catalogue.home.title')}</h1>
        <p className={styles.subtitle}>{t('catalogue.home.subtitle')}</p>
      </header>
      <LazyJackpotBanner />
      <section className={styles.section} aria-labelledby="home-live">
        <div className={styles.sectionHeader}>
          <h2 id="home-live" className={styles.sectionTitle}>
            {t('catalogue.home.live')}
          </h2>
          {live.pagination.total > 0 && (
            <LocaleLink href={paths.live} className={styles.seeAll}>
              {t('catalogue.home.allLive', { count: live.pagination.total })}
            </LocaleLink>
          )}
        </div>
        <MatchList events={live.data} locale={locale} grouped={false} emptyText={t('catalogue.live.empty')} />
      </section>
      <section className={styles.section} aria-labelledby="home-leagues">
        <h2 id="home-leagues" className={styles.sectionTitle}>
          {t('catalogue.home.topLeagues')}
        </h2>
        <LeagueList leagues={topLeagues} locale={locale} emptyText={t('catalogue.empty.leagues')} />
      </section>
      <section className={styles.section} aria-labelledby="home-upcoming">
        <div className={styles.sectionHeader}>
          <h2 id="home-upcoming" className={styles.sectionTitle}>
            {t('catalogue.home.upcoming')}
          </h2>
          <LocaleLink href={paths.schedule} className={styles.seeAll}>
            {t('catalogue.home.schedule')}
          </LocaleLink>
        </div>
        <MatchList
          events={upcoming.data}
          locale={locale}
          grouped={false}
          emptyText={t('catalogue.empty.matches')}
        />
      </section>
    </div>
  );
}
