import { useMemo } from 'react';
import { SelectionMatchProvider } from '@/features/betslip/selection-context.tsx';
import { selectionMatchOf } from '@/features/betslip/selection-data.ts';
import { FavouriteStar } from '@/features/favourites/favourite-star.tsx';
import { LocaleLink } from '@/features/i18n/locale-link.tsx';
import type { Translate } from '@/features/i18n/translator.ts';
import { matchSeedOf } from '@/features/live/live-store-parts.ts';
import { BidiName, Ltr } from '@/ui/bidi.tsx';
import { formatStartTime, isMatchBettable, isSidesMarket, paths } from './format';
import { LiveBadge } from './live-badge';
import { LiveMatchScope, LiveScore, UnlessOver, WhenLive } from './live-match';
import { LiveMainMarket } from './market-push';
import styles from './match-row.module.css';
import { OutcomeButtons } from './outcome-buttons';
import type { RowMatch } from './row-match';
import { TeamLogo } from './team-logo';

export interface MatchRowViewProps {
  match: RowMatch;
  locale: string;
  /**
   * The start time as the server wrote it (MatchRow), so hydration in another time zone keeps it;
   * formatted here when left out (rows drawn only in the browser).
   */
  startText?: string;
  /** Messages of the locale: getT on the server, useT in the browser. */
  t: Translate;
  showLeague?: boolean;
  /** A card (slider or tiles of a layout block) with these labels over its odds, instead of a row. */
  cardLabels?: readonly string[] | undefined;
}

/**
 * One match in a listing: start time or running live clock, teams (with score once live), the main
 * market's odds and a link to the rest of its markets. Clock, score, status and odds follow push
 * updates, and the main market can appear, change line or drop with them; the rest is plain markup.
 * Always a client component's tree: server listings hand MatchRow a slim match (RowMatch); the live
 * list and /favorites draw it from matches loaded in the browser.
 */
export function MatchRowView({
  match,
  locale,
  t,
  startText,
  showLeague = false,
  cardLabels,
}: MatchRowViewProps) {
  const href = paths.event(match);
  const market = match.main_market;
  const more = Math.max(0, match.available_markets - (market ? 1 : 0));
  const { home, away } = match.competitors;
  const bettable = isMatchBettable(match);
  // Stable while the match is: the row's live scope re-subscribes when its seed changes.
  const seed = useMemo(() => matchSeedOf(match), [match]);
  const selectionMatch = useMemo(() => selectionMatchOf(match), [match]);
  const noOdds = <div className={styles.noOdds}>{t('catalogue.match.noOdds')}</div>;
  return (
    <LiveMatchScope seed={seed} as="li" className={cardLabels ? `${styles.row} ${styles.card}` : styles.row}>
      <div className={styles.when}>
        <FavouriteStar type="matches" id={match.id} name={match.name} />
        <div className={styles.whenText}>
          <WhenLive
            otherwise={
              <time dateTime={match.start_time}>
                {startText ?? formatStartTime(match.start_time, locale)}
              </time>
            }
          >
            <LiveBadge liveLabel={t('catalogue.match.live')} />
          </WhenLive>
          {showLeague && <BidiName className={styles.league}>{match.tournament.name}</BidiName>}
        </div>
      </div>
      <LocaleLink href={href} className={styles.teams}>
        <span className={styles.team}>
          <TeamLogo id={home.id} name={home.name} logo={home.logo} />
          <BidiName className={styles.name} data-team-name aria-hidden="true">
            {home.name}
          </BidiName>
          <LiveScore side="home" className={styles.score} servingLabel={t('catalogue.match.serving')} />
        </span>
        <span className={styles.team}>
          <TeamLogo id={away.id} name={away.name} logo={away.logo} />
          <BidiName className={styles.name} data-team-name aria-hidden="true">
            {away.name}
          </BidiName>
          <LiveScore side="away" className={styles.score} servingLabel={t('catalogue.match.serving')} />
        </span>
      </LocaleLink>
      {cardLabels && (
        <span className={styles.cardLabels} aria-hidden="true" data-card-labels="">
          {cardLabels.map((label, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the labels of one market, in order
            <span key={index}>{label}</span>
          ))}
        </span>
      )}
      <UnlessOver over={<div className={styles.noOdds}>{t('catalogue.match.finished')}</div>}>
        <SelectionMatchProvider match={selectionMatch}>
          <LiveMainMarket
            matchId={match.id}
            marketTypeId={match.sport.main_market_id}
            seed={
              market
                ? { id: market.id, specifier: market.specifier, most_balanced: market.most_balanced }
                : null
            }
            eventName={match.name}
            eventBettable={bettable}
            home={home.name}
            away={away.name}
            className={styles.odds}
            noOdds={noOdds}
          >
            {market && market.outcomes.length > 0 ? (
              <div className={styles.odds}>
                <OutcomeButtons
                  market={market}
                  eventName={match.name}
                  eventBettable={bettable}
                  showLabels={!isSidesMarket(market, home.name, away.name)}
                />
              </div>
            ) : (
              noOdds
            )}
          </LiveMainMarket>
        </SelectionMatchProvider>
      </UnlessOver>
      <UnlessOver over={<span className={styles.more} />}>
        <MoreMarkets href={href} more={more} name={match.name} t={t} />
      </UnlessOver>
    </LiveMatchScope>
  );
}

/** "+44": the link to a match's other markets, or an empty cell keeping the row's columns. */
function MoreMarkets({ href, more, name, t }: { href: string; more: number; name: string; t: Translate }) {
  if (more === 0) return <span className={styles.more} />;
  return (
    <LocaleLink
      href={href}
      className={styles.more}
      aria-label={t('catalogue.match.moreMarketsLabel', { count: more, match: name })}
    >
      <Ltr>{t('catalogue.match.moreMarkets', { count: more })}</Ltr>
    </LocaleLink>
  );
}
