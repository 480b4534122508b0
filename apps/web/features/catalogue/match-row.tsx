import type { Market, Match } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/domain';
import { getT, LocaleLink } from '@/features/i18n';
import { formatStartTime, isMatchBettable, paths } from './format';
import { LiveBadge } from './live-badge';
import styles from './match-row.module.css';
import { OutcomeButtons } from './outcome-buttons';
import { TeamLogo } from './team-logo';

/**
 * Whether a market's outcomes run home … away (1X2, moneyline): the row already shows the teams in
 * that order, so the buttons need no names (screen readers still get them).
 */
function isSidesMarket(market: Market, match: Match): boolean {
  const names = market.outcomes.map((outcome) => outcome.name);
  return (
    names.length >= 2 &&
    names.length <= 3 &&
    names[0] === match.competitors.home.name &&
    names[names.length - 1] === match.competitors.away.name
  );
}

/**
 * One match in a listing: start time or live clock, teams (with score when live), the main market's
 * odds and a link to the rest of its markets.
 */
export function MatchRow({
  match,
  locale,
  showLeague = false,
}: {
  match: Match;
  locale: string;
  showLeague?: boolean;
}) {
  const t = getT(locale);
  const live = match.status === MatchStatus.live;
  const finished = match.status === MatchStatus.finished || match.status === MatchStatus.closed;
  const score = match.statistics?.total_score;
  const showScore = (live || finished) && score != null;
  const href = paths.event(match);
  const market = match.main_market;
  const more = Math.max(0, match.available_markets - (market ? 1 : 0));
  const { home, away } = match.competitors;
  return (
    <li className={styles.row} data-live={live || undefined}>
      <div className={styles.when}>
        {live ? (
          <LiveBadge match={match} liveLabel={t('catalogue.match.live')} />
        ) : (
          <time dateTime={match.start_time}>{formatStartTime(match.start_time, locale)}</time>
        )}
        {showLeague && <span className={styles.league}>{match.tournament.name}</span>}
      </div>
      <LocaleLink href={href} className={styles.teams}>
        <span className={styles.team}>
          <TeamLogo name={home.name} logo={home.logo} />
          <span className={styles.name}>{home.name}</span>
          {showScore && <span className={styles.score}>{score.home}</span>}
        </span>
        <span className={styles.team}>
          <TeamLogo name={away.name} logo={away.logo} />
          <span className={styles.name}>{away.name}</span>
          {showScore && <span className={styles.score}>{score.away}</span>}
        </span>
      </LocaleLink>
      {market && market.outcomes.length > 0 && !finished ? (
        <div className={styles.odds}>
          <OutcomeButtons
            market={market}
            eventName={match.name}
            eventBettable={isMatchBettable(match)}
            showLabels={!isSidesMarket(market, match)}
          />
        </div>
      ) : (
        <div className={styles.noOdds}>
          {finished ? t('catalogue.match.finished') : t('catalogue.match.noOdds')}
        </div>
      )}
      {more > 0 && !finished ? (
        <LocaleLink
          href={href}
          className={styles.more}
          aria-label={t('catalogue.match.moreMarketsLabel', { count: more, match: match.name })}
        >
          {t('catalogue.match.moreMarkets', { count: more })}
        </LocaleLink>
      ) : (
        <span className={styles.more} />
      )}
    </li>
  );
}
