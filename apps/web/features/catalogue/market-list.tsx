import type { Event, Market, MarketGroup } from '@sportsbook/contract';
import type { ReactNode } from 'react';
import { SelectionMatchProvider } from '@/features/betslip/selection-context.tsx';
import { selectionMatchOf } from '@/features/betslip/selection-data.ts';
import { getT } from '@/features/i18n';
import { EmptyState } from './empty-state';
import { isMatchBettable } from './format';
import { LinkTabs } from './link-tabs';
import styles from './market-list.module.css';
import { LiveNewMarkets } from './market-push';
import { MarketSections } from './market-sections';
import { rowMarketOf } from './row-match';
import { TabScroller } from './tab-scroller';

/** Markets shown expanded; the rest start collapsed (their odds are in the HTML all the same). */
const OPEN_MARKETS = 12;

export interface MarketListProps {
  event: Event;
  markets: readonly Market[];
  groups: readonly MarketGroup[];
  /** The selected group key, or undefined for all markets. */
  currentGroup: string | undefined;
  /** The event page's path without locale; group tabs add ?group=. */
  basePath: string;
  locale: string;
  /**
   * The bet-builder tab (SPEC §2 special tab key betbuilder), when the match offers the builder:
   * its address, whether it is the current tab, and what it shows instead of the markets then.
   */
  betBuilder?: { href: string; current: boolean; content: ReactNode } | undefined;
}

/**
 * Every market of an event: group tabs, then one collapsible section per market with its outcomes.
 * Odds, suspension and dropped markets (status 0) follow push updates; markets that appear after the
 * page loaded (new lines, or lines that were closed) are added below the others as push brings them.
 */
export function MarketList({
  event,
  markets,
  groups,
  currentGroup,
  basePath,
  locale,
  betBuilder,
}: MarketListProps) {
  const t = getT(locale);
  const bettable = isMatchBettable(event);
  const rowMarkets = markets.map(rowMarketOf);
  const suspended = t('catalogue.markets.suspended');
  const tabs = [
    {
      key: '',
      href: basePath,
      label: t('catalogue.markets.all'),
      current: currentGroup === undefined && !betBuilder?.current,
    },
    ...groups.map((group) => ({
      key: group.key,
      href: `${basePath}?group=${encodeURIComponent(group.key)}`,
      label: group.name,
      badge: group.count,
      current: group.key === currentGroup,
    })),
    ...(betBuilder
      ? [
          {
            key: 'betbuilder',
            href: betBuilder.href,
            label: t('betBuilder.tab'),
            current: betBuilder.current,
          },
        ]
      : []),
  ];
  return (
    <section className={styles.markets} aria-labelledby="markets-heading">
      <h2 id="markets-heading" className={styles.title}>
        {t('catalogue.markets.title')}
      </h2>
      {(groups.length > 0 || betBuilder) && (
        <TabScroller
          prevLabel={t('catalogue.markets.groupsPrev')}
          nextLabel={t('catalogue.markets.groupsNext')}
        >
          <LinkTabs label={t('catalogue.markets.groups')} tabs={tabs} />
        </TabScroller>
      )}
      {betBuilder?.current ? (
        betBuilder.content
      ) : (
        <SelectionMatchProvider match={selectionMatchOf(event)}>
          <div className={styles.list}>
            <MarketSections
              matchId={event.id}
              markets={rowMarkets}
              eventName={event.name}
              eventBettable={bettable}
              openCount={OPEN_MARKETS}
              suspendedLabel={suspended}
              byPriceOrder={event.type !== 'match'}
            />
            <LiveNewMarkets
              matchId={event.id}
              rendered={rowMarkets}
              group={currentGroup ?? null}
              eventName={event.name}
              eventBettable={bettable}
              suspendedLabel={suspended}
              fallback={markets.length === 0 ? <EmptyState text={t('catalogue.markets.empty')} /> : null}
            />
          </div>
        </SelectionMatchProvider>
      )}
    </section>
  );
}
