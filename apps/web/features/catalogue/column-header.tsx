import type { Match } from '@sportsbook/contract';
import type { ReactNode } from 'react';
import type { Translate } from '@/features/i18n/translator.ts';
import styles from './match-row.module.css';
import { columnLabels } from './outcome-labels';

/**
 * The headings over the odds columns of the rows below it ("1 X 2", "1 2", "Over 2.5 Under 2.5"),
 * laid out on the rows' grid. Hidden from screen readers: every odds button already says its outcome.
 */
export function ColumnHeader({ labels }: { labels: readonly string[] }) {
  return (
    <li className={styles.columns} aria-hidden="true" data-testid="odds-columns">
      <span className={styles.columnLabels}>
        {labels.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the labels of one market, in order
          <span key={index} className={styles.columnLabel}>
            {label}
          </span>
        ))}
      </span>
    </li>
  );
}

/**
 * Match rows with a column header before the first row and wherever the main market's columns
 * change (a flat list of several sports); rows without odds keep the header above them.
 */
export function withColumnHeaders(
  matches: readonly Match[],
  t: Translate,
  row: (match: Match) => ReactNode,
): ReactNode[] {
  const out: ReactNode[] = [];
  let current = '';
  for (const match of matches) {
    const market = match.main_market;
    if (market && market.outcomes.length > 0) {
      const labels = columnLabels(market, t);
      const key = labels.join('\u0000');
      if (key !== current) {
        out.push(<ColumnHeader key={`columns-${match.id}`} labels={labels} />);
        current = key;
      }
    }
    out.push(row(match));
  }
  return out;
}
