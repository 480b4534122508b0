import { byPrice, marketKeyOf } from '@sportsbook/domain';
import styles from './market-list.module.css';
import { LiveMarketGate, MarketSuspendedTag } from './market-live';
import { OutcomeButtons } from './outcome-buttons';
import type { RowMarket } from './row-match';

/** The line of a market for its heading: "total=2.5" → "2.5", "hcp=-1:1" → "-1:1". */
export function specifierText(specifier: string): string {
  return specifier
    .split('|')
    .map((part) => part.split('=')[1] ?? part)
    .join(', ');
}

export interface MarketSectionProps {
  matchId: number;
  market: RowMarket;
  eventName: string;
  eventBettable: boolean;
  /** Starts expanded. */
  open: boolean;
  /** "Suspended", in the page's locale. */
  suspendedLabel: string;
  /** List the outcomes by price, favourite first (outrights). */
  byPriceOrder?: boolean;
}

/**
 * One market of an event page: a collapsible section with its name, line, a "Suspended" tag and its
 * outcomes, following push updates and dropped while push says status 0. A client component's part:
 * the page's markets (market-sections.tsx) and the markets that appear after it loaded (market-push.tsx).
 */
export function MarketSection({
  matchId,
  market,
  eventName,
  eventBettable,
  open,
  suspendedLabel,
  byPriceOrder = false,
}: MarketSectionProps) {
  const shown = byPriceOrder ? { ...market, outcomes: byPrice(market.outcomes) } : market;
  const ref = { matchId, marketKey: marketKeyOf(market), status: market.status };
  return (
    <LiveMarketGate {...ref}>
      <details className={styles.market} open={open} data-market-key={ref.marketKey}>
        <summary className={styles.summary}>
          <h3 className={styles.name}>
            {market.name}
            {market.specifier !== '' && (
              <span className={styles.line}>{specifierText(market.specifier)}</span>
            )}
          </h3>
          <MarketSuspendedTag {...ref} label={suspendedLabel} className={styles.suspended} />
        </summary>
        <div className={styles.outcomes} data-columns={market.outcomes.length === 3 ? 3 : 2}>
          <OutcomeButtons market={shown} eventName={eventName} eventBettable={eventBettable} compactLabels />
        </div>
      </details>
    </LiveMarketGate>
  );
}
