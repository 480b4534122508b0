import type { Counts, Tournament } from '@sportsbook/contract';
import { getT, LocaleLink } from '@/features/i18n';
import { CountryFlag } from './country-flag';
import { EmptyState } from './empty-state';
import { paths } from './format';
import styles from './league-list.module.css';

/** Matches plus outrights of a league (SPEC §3 counts). */
export function totalCount(counts: Counts | undefined): number | undefined {
  if (!counts) return undefined;
  return counts.match_count + counts.season_count + counts.simple_tournament_count + counts.stage_count;
}

function groupByCategory(leagues: readonly Tournament[]) {
  const groups = new Map<number, { category: Tournament['category']; leagues: Tournament[] }>();
  for (const league of leagues) {
    const group = groups.get(league.category.id) ?? { category: league.category, leagues: [] };
    group.leagues.push(league);
    groups.set(league.category.id, group);
  }
  return [...groups.values()];
}

export interface LeagueListProps {
  leagues: readonly Tournament[];
  /** Counts per tournament id, from POST /counters. */
  counts?: Readonly<Record<string, Counts>>;
  locale: string;
  /** Group under category headings (at this level), or one flat list. */
  categoryHeadingLevel?: 2 | 3;
  emptyText: string;
}

/** Links to leagues with their event counts, optionally grouped by category (country). */
export function LeagueList({
  leagues,
  counts = {},
  locale,
  categoryHeadingLevel,
  emptyText,
}: LeagueListProps) {
  if (leagues.length === 0) return <EmptyState text={emptyText} />;
  if (categoryHeadingLevel === undefined)
    return <Leagues leagues={leagues} counts={counts} locale={locale} showCategory />;
  const Heading = `h${categoryHeadingLevel}` as const;
  return (
    <div className={styles.categories}>
      {groupByCategory(leagues).map(({ category, leagues: items }) => (
        <section key={category.id} className={styles.category}>
          <Heading className={styles.heading}>
            <LocaleLink
              href={paths.under((items[0] as Tournament).sport.key, category.slug)}
              className={styles.headingLink}
            >
              <CountryFlag code={category.country_code} />
              {category.name}
            </LocaleLink>
          </Heading>
          <Leagues leagues={items} counts={counts} locale={locale} />
        </section>
      ))}
    </div>
  );
}

function Leagues({
  leagues,
  counts,
  locale,
  showCategory = false,
}: {
  leagues: readonly Tournament[];
  counts: Readonly<Record<string, Counts>>;
  locale: string;
  showCategory?: boolean;
}) {
  const t = getT(locale);
  return (
    <ul className={styles.list}>
      {leagues.map((league) => {
        const count = totalCount(counts[String(league.id)]);
        return (
          <li key={league.id}>
            <LocaleLink href={paths.under(league.sport.key, league.slug)} className={styles.link}>
              <span className={styles.name}>
                {showCategory && (
                  <span className={styles.categoryName}>
                    <CountryFlag code={league.category.country_code} />
                    {league.category.name} ·{' '}
                  </span>
                )}
                {league.name}
              </span>
              {count !== undefined && (
                <span className={styles.count}>
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">{t('catalogue.nav.count', { count })}</span>
                </span>
              )}
            </LocaleLink>
          </li>
        );
      })}
    </ul>
  );
}
