import type { Event, Match } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/domain';
import { FavouriteStar } from '@/features/favourites/favourite-star.tsx';
import { getT } from '@/features/i18n';
import { matchSeedOf } from '@/features/live/live-store-parts.ts';
import { BidiName } from '@/ui/bidi.tsx';
import { formatLongDate, formatOutrightDates, formatTime } from './format';
import { LiveBadge } from './live-badge';
import { LiveMatchScope, WhenLive } from './live-match';
import styles from './match-header.module.css';
import { HeaderPeriods, HeaderScore, HeaderStatus } from './match-header-live';
import { TeamLogo } from './team-logo';

/**
 * The top of a match page: league, teams with logos, start time or live clock and score, period
 * scores. Clock, score, status and periods follow push updates (the page subscribes to the match's
 * own channel here).
 */
export function MatchHeader({ event, locale }: { event: Event; locale: string }) {
  const t = getT(locale);
  if (event.type !== 'match') {
    return (
      <header className={styles.header}>
        <p className={styles.league}>{`${event.category.name} · ${event.tournament.name}`}</p>
        <h1 className={styles.outrightTitle}>{event.name}</h1>
        <p className={styles.when}>
          <time dateTime={event.start_time}>{formatOutrightDates(event, locale)}</time>
        </p>
      </header>
    );
  }
  const match: Match = event;
  const { home, away } = match.competitors;
  const statusLabels = Object.fromEntries(
    Object.values(MatchStatus).map((status) => [status, t(`catalogue.match.status.${status}`)]),
  );
  return (
    <LiveMatchScope seed={matchSeedOf(match)} as="header" className={styles.header} matchChannel>
      <p className={styles.league}>
        <FavouriteStar type="matches" id={match.id} name={match.name} />
        {`${match.category.name} · ${match.tournament.name}`}
      </p>
      <h1 className={styles.teams}>
        <span className={styles.team}>
          <TeamLogo id={home.id} name={home.name} logo={home.logo} size={48} eager />
          <BidiName aria-hidden="true">{home.name}</BidiName>
        </span>
        <span className={styles.centre}>
          <HeaderScore scoreLabel={t('catalogue.match.score')} servingLabel={t('catalogue.match.serving')} />
        </span>
        <span className={styles.team}>
          <TeamLogo id={away.id} name={away.name} logo={away.logo} size={48} eager />
          <BidiName aria-hidden="true">{away.name}</BidiName>
        </span>
      </h1>
      <p className={styles.when}>
        <WhenLive
          otherwise={
            <HeaderStatus
              labels={statusLabels}
              prematch={
                <time dateTime={match.start_time}>
                  {`${formatLongDate(match.start_time, locale)}, ${formatTime(match.start_time, locale)}`}
                </time>
              }
            />
          }
        >
          <LiveBadge liveLabel={t('catalogue.match.live')} />
        </WhenLive>
        {match.stadium && (
          <span className={styles.venue}>{[match.stadium, match.city].filter(Boolean).join(', ')}</span>
        )}
      </p>
      <HeaderPeriods
        home={home.name}
        away={away.name}
        labels={{
          caption: t('catalogue.match.periods'),
          period: t('catalogue.match.period'),
          total: t('catalogue.match.total'),
        }}
      />
    </LiveMatchScope>
  );
}
