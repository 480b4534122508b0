'use client';

import { MatchStatus } from '@sportsbook/domain';
import type { ReactNode } from 'react';
import { useScopedMatch } from './live-match';
import styles from './match-header.module.css';

/** The header's centre: "2 : 1" once the match has started, a dash before. */
export function HeaderScore({ scoreLabel }: { scoreLabel: string }) {
  const match = useScopedMatch();
  const score = match.statistics?.total_score;
  if (score == null || match.status === MatchStatus.prematch) {
    return (
      <span className={styles.versus} aria-hidden="true">
        –
      </span>
    );
  }
  return (
    <span className={styles.score} data-score="total">
      <span className="visually-hidden">{`${scoreLabel}: `}</span>
      {`${score.home} : ${score.away}`}
    </span>
  );
}

/** Before the start `prematch` (the start time), after it the status text ("Finished") by status code. */
export function HeaderStatus({
  labels,
  prematch,
}: {
  labels: Readonly<Record<number, string>>;
  prematch: ReactNode;
}) {
  const { status } = useScopedMatch();
  return status === MatchStatus.prematch ? prematch : <span>{labels[status]}</span>;
}

export interface HeaderPeriodsProps {
  home: string;
  away: string;
  labels: { caption: string; period: string; total: string };
}

/** Scores by period, with the total once the match has started. */
export function HeaderPeriods({ home, away, labels }: HeaderPeriodsProps) {
  const match = useScopedMatch();
  const periods = match.statistics?.period_score ?? [];
  const score = match.statistics?.total_score;
  const showScore = score != null && match.status !== MatchStatus.prematch;
  if (periods.length === 0) return null;
  const names = { home, away };
  return (
    <table className={styles.periods}>
      <caption className="visually-hidden">{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{labels.period}</span>
          </th>
          {periods.map((period) => (
            <th key={period.period_key} scope="col">
              {period.period_name}
            </th>
          ))}
          {showScore && <th scope="col">{labels.total}</th>}
        </tr>
      </thead>
      <tbody>
        {(['home', 'away'] as const).map((side) => (
          <tr key={side}>
            <th scope="row">{names[side]}</th>
            {periods.map((period) => (
              <td key={period.period_key}>{period[side]}</td>
            ))}
            {showScore && <td className={styles.total}>{score[side]}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
