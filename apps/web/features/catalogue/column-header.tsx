import type { Match } from '@sportsbook/contract';
import type { ReactNode } from 'react';
import type { Translate } from '@/features/i18n/translator.ts';
import styles from './match-row.module.css';
import { columnLabels, mainMarketLabels } from './outcome-labels';

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
 * Match rows under a column header: one at the top (labelled by the first row with odds, so a
 * suspended first match does not leave the list without one; by the sport's main market type when
 * no row has odds yet, since push can bring them at any moment) and another wherever the main
 * market's columns change (a flat list of several sports).
 */
export function withColumnHeaders(
  matches: readonly Match[],
  t: Translate,
  row: (match: Match) => ReactNode,
): ReactNode[] {
  const labelsOf = (match: Match) => marketLabelsOf(match, t);
  const out: ReactNode[] = [];
  let current = '';
  let pending = matches.findIndex((match) => labelsOf(match) !== null);
  const first = matches[0];
  if (pending === -1 && first) {
    const labels = mainMarketLabels(first.sport.main_market_id, t);
    if (labels) {
      out.push(<ColumnHeader key={`columns-${first.id}`} labels={labels} />);
      current = labels.join('\u0000');
    }
  }
  matches.forEach((match, index) => {
    const labels = labelsOf(pending > index ? (matches[pending] as Match) : match);
    const key = labels?.join('\u0000') ?? current;
    if (labels && key !== current) {
      out.push(<ColumnHeader key={`columns-${match.id}`} labels={labels} />);
      current = key;
    }
    if (index >= pending) pending = -1;
    out.push(row(match));
  });
  return out;
}

/** The column labels of a match's main market ("1 X 2"), null while it has no odds. */
function marketLabelsOf(match: Match, t: Translate): string[] | null {
  return match.main_market && match.main_market.outcomes.length > 0
    ? columnLabels(match.main_market, t)
    : null;
}

/** A match card's own labels over its odds: its main market's, or its sport's main market type's. */
export function cardLabelsOf(match: Match, t: Translate): readonly string[] | undefined {
  return marketLabelsOf(match, t) ?? mainMarketLabels(match.sport.main_market_id, t) ?? undefined;
}
