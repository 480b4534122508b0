import type { Event, SearchResponse, Tournament } from '@sportsbook/contract';
import {
  isLiveListStatus,
  isValidSearchQuery,
  rankSearch,
  SEARCH_QUERY_MIN_LENGTH,
} from '@sportsbook/domain';
import { formatStartTime, groupBySport, paths } from '@/features/catalogue/format';
import { MatchList } from '@/features/catalogue/match-list';
import pageStyles from '@/features/catalogue/page.module.css';
import { TeamLogo } from '@/features/catalogue/team-logo';
import { getT, LocaleLink } from '@/features/i18n';
import { EmptyState } from '@/ui';
import { eventTitle, resultsMessageKey } from './results.ts';
import styles from './results-view.module.css';

export interface SearchResultsViewProps {
  locale: string;
  /** The query as typed (trimmed). */
  q: string;
  /** The API's answer; null when the query was too short to send. */
  response: SearchResponse | null;
  /** Where the refine form submits (the localized /search path). */
  action: string;
}

/**
 * The search results page: a form to refine the query, then matches by sport and league (a team
 * named exactly first, then live first; rows with odds as in every listing), leagues and teams, each
 * under its own heading; an empty state when nothing matches.
 */
export function SearchResultsView({ locale, q, response, action }: SearchResultsViewProps) {
  const t = getT(locale);
  const ranked = response ? rankSearch(q, response.events, response.tournaments) : null;
  const count = ranked ? ranked.matches.length + ranked.leagues.length + ranked.teams.length : 0;
  const countKey = resultsMessageKey(count, locale);
  const countText = t(countKey, { count });
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title} tabIndex={-1}>
          {q ? t('shell.search.page.heading', { q: isolate(q) }) : t('shell.search.page.title')}
        </h1>
        {ranked && count > 0 && (
          <p className={pageStyles.subtitle} role="status">
            {countText === countKey ? t('shell.search.results.other', { count }) : countText}
          </p>
        )}
        <search>
          <form action={action} method="get" className={styles.form}>
            <label htmlFor="search-page-q" className="visually-hidden">
              {t('shell.search.label')}
            </label>
            <input
              id="search-page-q"
              name="q"
              type="search"
              defaultValue={q}
              minLength={SEARCH_QUERY_MIN_LENGTH}
              required
              enterKeyHint="search"
              placeholder={t('shell.search.placeholder')}
              className={styles.input}
            />
            <button type="submit" className={styles.submit}>
              {t('shell.search.page.submit')}
            </button>
          </form>
        </search>
      </header>
      {!ranked || !isValidSearchQuery(q) ? (
        <EmptyState
          icon="search"
          title={t('shell.search.page.prompt')}
          description={t('shell.search.hint', { min: SEARCH_QUERY_MIN_LENGTH })}
        />
      ) : count === 0 ? (
        <EmptyState
          icon="search"
          title={t('shell.search.page.empty', { q: isolate(q) })}
          description={t('shell.search.page.emptyHint')}
        />
      ) : (
        <>
          {ranked.matches.length > 0 && (
            <Group id="search-matches" title={t('shell.search.group.matches')} count={ranked.matches.length}>
              {groupBySport(ranked.matches).map(({ sport, events }) => (
                <div key={sport.id} className={styles.sport} data-sport={sport.key}>
                  <h3 className={styles.sportTitle}>{sport.name}</h3>
                  <MatchList events={events} locale={locale} headingLevel={4} emptyText="" />
                </div>
              ))}
            </Group>
          )}
          {ranked.leagues.length > 0 && (
            <Group id="search-leagues" title={t('shell.search.group.leagues')} count={ranked.leagues.length}>
              <ul className={styles.list}>
                {ranked.leagues.map((league) => (
                  <LeagueItem key={league.id} league={league} />
                ))}
              </ul>
            </Group>
          )}
          {ranked.teams.length > 0 && (
            <Group id="search-teams" title={t('shell.search.group.teams')} count={ranked.teams.length}>
              <ul className={styles.list}>
                {ranked.teams.map(({ team, event }) => (
                  <TeamItem key={team.id} team={team} event={event} locale={locale} />
                ))}
              </ul>
            </Group>
          )}
        </>
      )}
    </div>
  );
}

/** The query wrapped in first-strong isolates, so a Latin query keeps its place in an RTL sentence. */
function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

function Group({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section className={pageStyles.section} aria-labelledby={id} data-group={id}>
      <h2 id={id} className={pageStyles.sectionTitle}>
        {title} <span className={styles.count}>{count}</span>
      </h2>
      {children}
    </section>
  );
}

function LeagueItem({ league }: { league: Tournament }) {
  return (
    <li>
      <LocaleLink href={paths.under(league.sport.key, league.slug)} className={styles.item}>
        <span className={styles.itemTitle} dir="auto">
          {league.name}
        </span>
        <span className={styles.itemMeta}>
          {league.sport.name} · {league.category.name}
        </span>
      </LocaleLink>
    </li>
  );
}

function TeamItem({
  team,
  event,
  locale,
}: {
  team: { id: number; name: string; logo?: string | null };
  event: Event;
  locale: string;
}) {
  const t = getT(locale);
  const live = isLiveListStatus(event.status);
  const match = eventTitle(event);
  return (
    <li>
      <LocaleLink href={paths.event(event)} className={`${styles.item} ${styles.team}`}>
        <TeamLogo id={team.id} name={team.name} logo={team.logo ?? null} size={32} eager />
        <span className={styles.itemText}>
          <span className={styles.itemTitle} dir="auto" aria-hidden="true">
            {team.name}
          </span>
          <span className={styles.itemMeta}>
            {live ? (
              <span className={styles.live}>{t('shell.search.page.liveMatch', { match })}</span>
            ) : (
              <>
                {t('shell.search.page.nextMatch', { match })}
                {' · '}
                <time dateTime={event.start_time}>{formatStartTime(event.start_time, locale)}</time>
              </>
            )}
          </span>
        </span>
      </LocaleLink>
    </li>
  );
}
