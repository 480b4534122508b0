import type { Event, Match, Outright } from '@sportsbook/contract';
import { FavouriteStar } from '@/features/favourites/favourite-star.tsx';
import { getT, LocaleLink } from '@/features/i18n';
import { cardLabelsOf, withColumnHeaders } from './column-header';
import { CountryFlag } from './country-flag';
import { EmptyState } from './empty-state';
import { formatStartTime, groupByTournament, paths } from './format';
import styles from './match-list.module.css';
import { MatchRow } from './match-row';
import { OutrightCard } from './outright-card';
import { rowMatchOf } from './row-match';

type HeadingLevel = 2 | 3 | 4;

export interface MatchListProps {
  events: readonly Event[];
  locale: string;
  /** Level of the league headings, so headings stay in order on every page. */
  headingLevel?: HeadingLevel;
  /** Group under league headings (default) or one flat list showing each match's league. */
  grouped?: boolean;
  /** In an ungrouped list, show each match's league (default true). */
  showLeague?: boolean;
  emptyText: string;
  /** Matches as cards in one scrolling row (slider) or a grid (tile), as a layout block shows them. */
  display?: 'slider' | 'tile' | undefined;
}

/** Events of a listing, grouped by league: matches as rows, outrights as cards. */
export function MatchList({
  events,
  locale,
  headingLevel = 2,
  grouped = true,
  showLeague = true,
  emptyText,
  display,
}: MatchListProps) {
  if (events.length === 0) return <EmptyState text={emptyText} />;
  if (!grouped) {
    return (
      <div className={styles.group}>
        <EventItems events={events} locale={locale} showLeague={showLeague} display={display} />
      </div>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.groups}>
      {groupByTournament(events).map(({ tournament, events: items }) => {
        const first = items[0] as Event;
        return (
          <section key={tournament.id} className={styles.group}>
            <div className={styles.headingRow}>
              <Heading className={styles.heading}>
                <LocaleLink href={paths.tournament(first)} className={styles.headingLink}>
                  <CountryFlag code={first.category.country_code} />
                  <span className={styles.category}>{first.category.name}</span>
                  <span aria-hidden="true"> · </span>
                  <span>{tournament.name}</span>
                </LocaleLink>
              </Heading>
              <FavouriteStar type="leagues" id={tournament.id} name={tournament.name} />
            </div>
            <EventItems events={items} locale={locale} display={display} />
          </section>
        );
      })}
    </div>
  );
}

function EventItems({
  events,
  locale,
  showLeague = false,
  display,
}: {
  events: readonly Event[];
  locale: string;
  showLeague?: boolean;
  display?: 'slider' | 'tile' | undefined;
}) {
  const matches = events.filter((event): event is Match => event.type === 'match');
  const outrights = events.filter((event): event is Outright => event.type !== 'match');
  const t = getT(locale);
  const row = (match: Match, cardLabels?: readonly string[]) => (
    <MatchRow
      key={match.id}
      match={rowMatchOf(match)}
      startText={formatStartTime(match.start_time, locale)}
      showLeague={showLeague}
      {...(cardLabels ? { cardLabels } : {})}
    />
  );
  return (
    <>
      {matches.length > 0 && (
        <ul className={styles.rows} data-cards={display}>
          {display
            ? matches.map((match) => row(match, cardLabelsOf(match, t)))
            : withColumnHeaders(matches, t, (match) => row(match))}
        </ul>
      )}
      {outrights.length > 0 && (
        <ul className={styles.cards}>
          {outrights.map((outright) => (
            <OutrightCard key={outright.id} outright={outright} locale={locale} />
          ))}
        </ul>
      )}
    </>
  );
}
