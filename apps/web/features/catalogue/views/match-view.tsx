import type { Event, Sport } from '@sportsbook/contract';
import { Breadcrumbs } from '../breadcrumbs';
import { getMarkets } from '../data';
import { paths } from '../format';
import { MarketList } from '../market-list';
import { MatchHeader } from '../match-header';
import styles from '../page.module.css';

/** A match (or outright) page: header with teams, time or live score, then every market by group. */
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
  const markets = await getMarkets(locale, event.id, group);
  const currentGroup = markets.groups.some((item) => item.key === group) ? group : undefined;
  return (
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
      <MarketList
        event={event}
        markets={markets.data}
        groups={markets.groups}
        currentGroup={currentGroup}
        basePath={paths.event(event)}
        locale={locale}
      />
    </div>
  );
}
