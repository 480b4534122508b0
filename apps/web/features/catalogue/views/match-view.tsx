import type { Event, Sport } from '@sportsbook/contract';
import { MatchStatus, trackerSportOfKey } from '@sportsbook/domain';
import { BetBuilderAnchor } from '@/features/bet-builder/anchor';
import { BET_BUILDER_ANCHOR, BET_BUILDER_TAB, getBetBuilder } from '@/features/bet-builder/data';
import { LazyBetBuilder } from '@/features/bet-builder/lazy';
import { selectionMatchOf } from '@/features/betslip/selection-data';
import type { LazyNamespace } from '@/features/i18n/namespaces.ts';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { MatchCentre } from '@/features/match-tracker/match-centre.tsx';
import { readTrackerState, videoCentreTexts } from '@/features/match-tracker/server.ts';
import { PredictionCardWhenNear } from '@/features/predictions/prediction-card-when-near.tsx';
import { Breadcrumbs } from '../breadcrumbs';
import { getMarkets } from '../data';
import { isMatchBettable, paths } from '../format';
import { MarketList } from '../market-list';
import { MatchHeader } from '../match-header';
import styles from '../page.module.css';

/**
 * A match (or outright) page: header with teams, time or live score, then every market by group;
 * when the match offers the bet builder, a "Bet builder" tab (?group=betbuilder, anchor #betBuilder).
 */
export async function MatchView({
  locale,
  sport,
  event,
  group,
}: {
  locale: string;
  sport: Sport;
  event: Event;
  group: string | undefined;
}) {
  const builderGroup = group === BET_BUILDER_TAB;
  const trackerSport =
    event.type === 'match' && event.status !== MatchStatus.prematch ? trackerSportOfKey(sport.key) : null;
  const [markets, builderMarkets, tracker] = await Promise.all([
    getMarkets(locale, event.id, builderGroup ? undefined : group),
    getBetBuilder(locale, event),
    trackerSport ? readTrackerState(locale, event.id) : null,
  ]);
  const showCentre = event.type === 'match' && (trackerSport !== null || event.has_video);
  const videoTexts = showCentre && trackerSport === null ? videoCentreTexts(locale) : undefined;
  const currentGroup = markets.groups.some((item) => item.key === group) ? group : undefined;
  const basePath = paths.event(event);
  const betBuilder = builderMarkets && {
    href: `${basePath}?group=${BET_BUILDER_TAB}`,
    current: builderGroup,
    content: (
      <LazyBetBuilder
        match={selectionMatchOf(event)}
        eventBettable={isMatchBettable(event)}
        markets={builderMarkets}
      />
    ),
  };
  // The texts of the lazy namespaces the page draws come with it: a namespace fetched while hydrating
  // would hold the whole page's hydration, and React drops a tap on a part it cannot hydrate yet. The
  // prediction card draws only once scrolled near, after hydration: it fetches its texts with its code.
  const namespaces: LazyNamespace[] = [
    ...(showCentre && !videoTexts ? (['tracker'] as const) : []),
    ...(betBuilder?.current ? (['bet-builder'] as const) : []),
  ];
  return (
    <WithMessages locale={locale} namespaces={namespaces}>
      <div className={styles.page}>
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { label: sport.name, href: paths.sport(sport.key) },
            { label: event.category.name, href: paths.under(sport.key, event.category.slug) },
            { label: event.tournament.name, href: paths.tournament(event) },
            { label: event.name },
          ]}
        />
        <MatchHeader event={event} locale={locale} />
        {/* Hydrated with the page, not loaded apart: React's server renderer sends a Suspense boundary of
          over 500 bytes this far down a page apart and swaps it in by script later (after the first
          paint on a busy phone), which made the centre's text the page's late largest paint. */}
        {showCentre && (
          <MatchCentre
            matchId={event.id}
            sport={trackerSport}
            home={event.competitors.home.name}
            away={event.competitors.away.name}
            hasVideo={event.has_video}
            initial={tracker}
            texts={videoTexts}
          />
        )}
        <MarketList
          event={event}
          markets={markets.data}
          groups={markets.groups}
          currentGroup={currentGroup}
          basePath={basePath}
          locale={locale}
          betBuilder={betBuilder ?? undefined}
        />
        {betBuilder && <BetBuilderAnchor anchor={BET_BUILDER_ANCHOR} group={BET_BUILDER_TAB} />}
        {event.type === 'match' && <PredictionCardWhenNear matchId={event.id} />}
      </div>
    </WithMessages>
  );
}
