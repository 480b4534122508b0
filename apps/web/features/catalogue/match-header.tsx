import type { Event, Match } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/domain';
import { getT } from '@/features/i18n';
import { formatLongDate, formatTime } from './format';
import { LiveBadge } from './live-badge';
import styles from './match-header.module.css';
import { TeamLogo } from './team-logo';

/** The top of a match page: league, teams with logos, start time or live clock and score, period scores. */
export function MatchHeader({ event, locale }: { event: Event; locale: string }) {
  const t = getT(locale);
  if (event.type !== 'match') {
    return (
      <header className={styles.header}>
        <p className={styles.league}>{`${event.category.name} · ${event.tournament.name}`}</p>
        <h1 className={styles.outrightTitle}>{event.name}</h1>
        <p className={styles.when}>
          <time dateTime={event.start_time}>{formatLongDate(event.start_time, locale)}</time>
        </p>
      </header>
    );
  }
  const match: Match = event;
  const live = match.status === MatchStatus.live;
  const score = match.statistics?.total_score;
  const showScore = score != null && match.status !== MatchStatus.prematch;
  const periods = match.statistics?.period_score ?? [];
  const { home, away } = match.competitors;
  return (
    <header className={styles.header}>
      <p className={styles.league}>{`${match.category.name} · ${match.tournament.name}`}</p>
      <h1 className={styles.teams}>
        <span className={styles.team}>
          <TeamLogo name={home.name} logo={home.logo} size={48} />
          <span>{home.name}</span>
        </span>
        <span className={styles.centre}>
          {showScore ? (
            <span className={styles.score}>
              <span className="visually-hidden">{`${t('catalogue.match.score')}: `}</span>
              {`${score.home} : ${score.away}`}
            </span>
          ) : (
            <span className={styles.versus} aria-hidden="true">
              –
            </span>
          )}
        </span>
        <span className={styles.team}>
          <TeamLogo name={away.name} logo={away.logo} size={48} />
          <span>{away.name}</span>
        </span>
      </h1>
      <p className={styles.when}>
        {live ? (
          <LiveBadge match={match} liveLabel={t('catalogue.match.live')} />
        ) : match.status === MatchStatus.prematch ? (
          <time dateTime={match.start_time}>
            {`${formatLongDate(match.start_time, locale)}, ${formatTime(match.start_time, locale)}`}
          </time>
        ) : (
          <span>{t(`catalogue.match.status.${match.status}`)}</span>
        )}
        {match.stadium && (
          <span className={styles.venue}>{[match.stadium, match.city].filter(Boolean).join(', ')}</span>
        )}
      </p>
      {periods.length > 0 && (
        <table className={styles.periods}>
          <caption className="visually-hidden">{t('catalogue.match.periods')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('catalogue.match.period')}</span>
              </th>
              {periods.map((period) => (
                <th key={period.period_key} scope="col">
                  {period.period_name}
                </th>
              ))}
              {showScore && <th scope="col">{t('catalogue.match.total')}</th>}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{match.competitors[side].name}</th>
                {periods.map((period) => (
                  <td key={period.period_key}>{period[side]}</td>
                ))}
                {showScore && <td className={styles.total}>{score[side]}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </header>
  );
}
