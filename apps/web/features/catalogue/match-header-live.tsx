'use client';

import { MatchStatus } from '@sportsbook/domain';
import type { ReactNode } from 'react';
import { BidiName, Ltr } from '@/ui/bidi.tsx';
import { Overs, useScopedMatch } from './live-match';
import { type SideScore, sideScore } from './live-score';
import styles from './match-header.module.css';

/**
 * The header's centre: "2 : 1" once the match has started, a dash before. Tennis adds the games of
 * the set in play and the points, a dot on the server's side; cricket shows runs/wickets over the
 * overs each side has faced.
 */
export function HeaderScore({
  scoreLabel,
  servingLabel = '',
}: {
  scoreLabel: string;
  servingLabel?: string;
}) {
  const match = useScopedMatch();
  const score = match.statistics?.total_score;
  if (score == null || match.status === MatchStatus.prematch) {
    return (
      <span className={styles.versus} aria-hidden="true">
        –
      </span>
    );
  }
  const home = sideScore(match.statistics, match.sportKey, 'home');
  const away = sideScore(match.statistics, match.sportKey, 'away');
  const text = (side: SideScore | null) => (side && side.kind !== 'tennis' ? side.text : '');
  if (home?.kind === 'cricket' && away?.kind === 'cricket') {
    return (
      <span className={styles.tennis} data-kind="cricket">
        <span className={styles.score} data-score="total">
          <span className="visually-hidden">{`${scoreLabel}: `}</span>
          {`${home.text} : ${away.text}`}
        </span>
        {(home.overs !== null || away.overs !== null) && (
          <span className={styles.overs} data-score="overs">
            <span>{home.overs !== null && <Overs overs={home.overs} />}</span>
            <span>{away.overs !== null && <Overs overs={away.overs} />}</span>
          </span>
        )}
      </span>
    );
  }
  if (home?.kind !== 'tennis' || away?.kind !== 'tennis') {
    return (
      <span className={styles.score} data-score="total">
        <span className="visually-hidden">{`${scoreLabel}: `}</span>
        {/* Each side isolated: the home score sits on the home team's side in either direction. */}
        <Ltr>{home && away ? text(home) : score.home}</Ltr>
        {' : '}
        <Ltr>{home && away ? text(away) : score.away}</Ltr>
      </span>
    );
  }
  const live = match.status === MatchStatus.live;
  const dot = (side: SideScore & { kind: 'tennis' }) =>
    live && side.serving ? (
      <span className={styles.serve}>
        <span aria-hidden="true">●</span>
        <span className="visually-hidden">{servingLabel}</span>
      </span>
    ) : null;
  return (
    <span className={styles.tennis}>
      <span className={styles.score} data-score="total">
        <span className="visually-hidden">{`${scoreLabel}: `}</span>
        {`${home.sets} : ${away.sets}`}
      </span>
      {live && (
        <span className={styles.game} data-score="game">
          {dot(home)}
          {home.games !== null && `${home.games}–${away.games}`}
          {home.points !== null && <span className={styles.points}>{`${home.points}–${away.points}`}</span>}
          {dot(away)}
        </span>
      )}
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
            <th scope="row">
              <BidiName>{names[side]}</BidiName>
            </th>
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
