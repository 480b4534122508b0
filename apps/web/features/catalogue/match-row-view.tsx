import type { Market, Match } from '@sportsbook/contract';
import { LocaleLink } from '@/features/i18n/locale-link.tsx';
import type { Translate } from '@/features/i18n/translator.ts';
import { matchSeedOf } from '@/features/live/live-store.ts';
import { formatStartTime, isMatchBettable, paths } from './format';
import { LiveBadge } from './live-badge';
import { LiveMatchScope, LiveScore, UnlessOver, WhenLive } from './live-match';
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

export interface MatchRowViewProps {
  match: Match;
  locale: string;
  /** Messages of the locale: getT on the server, useT in the browser. */
  t: Translate;
  showLeague?: boolean;
}

/**
 * One match in a listing: start time or running live clock, teams (with score once live), the main
 * market's odds and a link to the rest of its markets. Clock, score, status and odds follow push
 * updates; the rest is plain markup. Renders on the server (MatchRow) and in the browser (matches
 * appended to the live list).
 */
export function MatchRowView({ match, locale, t, showLeague = false }: MatchRowViewProps) {
  const href = paths.event(match);
  const market = match.main_market;
  const more = Math.max(0, match.available_markets - (market ? 1 : 0));
  const { home, away } = match.competitors;
  return (
    <LiveMatchScope seed={matchSeedOf(match)} as="li" className={styles.row}>
      <div className={styles.when}>
        <WhenLive
          otherwise={<time dateTime={match.start_time}>{formatStartTime(match.start_time, locale)}</time>}
        >
          <LiveBadge liveLabel={t('catalogue.match.live')} />
        </WhenLive>
        {showLeague && <span className={styles.league}>{match.tournament.name}</span>}
      </div>
      <LocaleLink href={href} className={styles.teams}>
        <span className={styles.team}>
          <TeamLogo name={home.name} logo={home.logo} />
          <span className={styles.name}>{home.name}</span>
          <LiveScore side="home" className={styles.score} />
        </span>
        <span className={styles.team}>
          <TeamLogo name={away.name} logo={away.logo} />
          <span className={styles.name}>{away.name}</span>
          <LiveScore side="away" className={styles.score} />
        </span>
      </LocaleLink>
      <UnlessOver over={<div className={styles.noOdds}>{t('catalogue.match.finished')}</div>}>
        {market && market.outcomes.length > 0 ? (
          <div className={styles.odds}>
            <OutcomeButtons
              market={market}
              eventName={match.name}
              eventBettable={isMatchBettable(match)}
              showLabels={!isSidesMarket(market, match)}
            />
          </div>
        ) : (
          <div className={styles.noOdds}>{t('catalogue.match.noOdds')}</div>
        )}
      </UnlessOver>
      <UnlessOver over={<span className={styles.more} />}>
        {more > 0 ? (
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
      </UnlessOver>
    </LiveMatchScope>
  );
}
