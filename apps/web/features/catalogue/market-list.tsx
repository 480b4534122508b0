import type { Event, Market, MarketGroup } from '@sportsbook/contract';
import { marketKeyOf } from '@sportsbook/domain';
import { SelectionMatchProvider } from '@/features/betslip/selection-context.tsx';
import { selectionMatchOf } from '@/features/betslip/selection-data.ts';
import { getT } from '@/features/i18n';
import { EmptyState } from './empty-state';
import { isMatchBettable } from './format';
import { LinkTabs } from './link-tabs';
import styles from './market-list.module.css';
import { LiveMarketGate, MarketSuspendedTag } from './market-live';
import { OutcomeButtons } from './outcome-buttons';

/** Markets shown expanded; the rest start collapsed (their odds are in the HTML all the same). */
const OPEN_MARKETS = 12;

/** The line of a market for its heading: "total=2.5" → "2.5", "hcp=-1:1" → "-1:1". */
function specifierText(specifier: string): string {
  return specifier
    .split('|')
    .map((part) => part.split('=')[1] ?? part)
    .join(', ');
}

export interface MarketListProps {
  event: Event;
  markets: readonly Market[];
  groups: readonly MarketGroup[];
  /** The selected group key, or undefined for all markets. */
  currentGroup: string | undefined;
  /** The event page's path without locale; group tabs add ?group=. */
  basePath: string;
  locale: string;
}

/**
 * Every market of an event: group tabs, then one collapsible section per market with its outcomes.
 * Odds, suspension and dropped markets (status 0) follow push updates; markets that appear later
 * show after a refetch.
 */
export function MarketList({ event, markets, groups, currentGroup, basePath, locale }: MarketListProps) {
  const t = getT(locale);
  const bettable = isMatchBettable(event);
  const tabs = [
    { key: '', href: basePath, label: t('catalogue.markets.all'), current: currentGroup === undefined },
    ...groups.map((group) => ({
      key: group.key,
      href: `${basePath}?group=${encodeURIComponent(group.key)}`,
      label: group.name,
      badge: group.count,
      current: group.key === currentGroup,
    })),
  ];
  return (
    <section className={styles.markets} aria-labelledby="markets-heading">
      <h2 id="markets-heading" className={styles.title}>
        {t('catalogue.markets.title')}
      </h2>
      {groups.length > 0 && <LinkTabs label={t('catalogue.markets.groups')} tabs={tabs} />}
      {markets.length === 0 ? (
        <EmptyState text={t('catalogue.markets.empty')} />
      ) : (
        <SelectionMatchProvider match={selectionMatchOf(event)}>
          <div className={styles.list}>
            {markets.map((market, index) => {
              const marketKey = marketKeyOf(market);
              const ref = { matchId: event.id, marketKey, status: market.status };
              return (
                <LiveMarketGate key={marketKey} {...ref}>
                  <details className={styles.market} open={index < OPEN_MARKETS}>
                    <summary className={styles.summary}>
                      <h3 className={styles.name}>
                        {market.name}
                        {market.specifier !== '' && (
                          <span className={styles.line}>{specifierText(market.specifier)}</span>
                        )}
                      </h3>
                      <MarketSuspendedTag
                        {...ref}
                        label={t('catalogue.markets.suspended')}
                        className={styles.suspended}
                      />
                    </summary>
                    <div className={styles.outcomes} data-columns={market.outcomes.length === 3 ? 3 : 2}>
                      <OutcomeButtons market={market} eventName={event.name} eventBettable={bettable} />
                    </div>
                  </details>
                </LiveMarketGate>
              );
            })}
          </div>
        </SelectionMatchProvider>
      )}
    </section>
  );
}
