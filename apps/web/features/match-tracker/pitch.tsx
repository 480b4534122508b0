import { type TrackerSport, trackerPointOf } from '@sportsbook/domain';
import styles from './match-tracker.module.css';
import type { TrackerIncident } from './tracker-state.ts';

/** Height of each surface in the 100-wide drawing. */
const HEIGHT: Record<TrackerSport, number> = { soccer: 64, basketball: 54, tennis: 50 };

function SoccerLines() {
  return (
    <g className={styles.lines}>
      <rect x="1" y="1" width="98" height="62" />
      <line x1="50" y1="1" x2="50" y2="63" />
      <circle cx="50" cy="32" r="8" />
      <rect x="1" y="17" width="15" height="30" />
      <rect x="84" y="17" width="15" height="30" />
      <rect x="1" y="25" width="5" height="14" />
      <rect x="94" y="25" width="5" height="14" />
    </g>
  );
}

function BasketballLines() {
  return (
    <g className={styles.lines}>
      <rect x="1" y="1" width="98" height="52" />
      <line x1="50" y1="1" x2="50" y2="53" />
      <circle cx="50" cy="27" r="6" />
      <rect x="1" y="19" width="18" height="16" />
      <rect x="81" y="19" width="18" height="16" />
      <path d="M1 6 H6 A22 22 0 0 1 6 48 H1" />
      <path d="M99 6 H94 A22 22 0 0 0 94 48 H99" />
      <circle cx="5" cy="27" r="1.5" />
      <circle cx="95" cy="27" r="1.5" />
    </g>
  );
}

function TennisLines() {
  return (
    <g className={styles.lines}>
      <rect x="4" y="3" width="92" height="44" />
      <line x1="4" y1="8" x2="96" y2="8" />
      <line x1="4" y1="42" x2="96" y2="42" />
      <line x1="27" y1="8" x2="27" y2="42" />
      <line x1="73" y1="8" x2="73" y2="42" />
      <line x1="27" y1="25" x2="73" y2="25" />
      <line x1="50" y1="1" x2="50" y2="49" className={styles.net} />
    </g>
  );
}

/**
 * The pitch or court with the ball where the newest incident puts it (home plays left to right).
 * Decorative to assistive technology: the newest incident is announced as text beside it.
 */
export function Pitch({ sport, last }: { sport: TrackerSport; last: TrackerIncident | null }) {
  const height = HEIGHT[sport];
  const point = last ? trackerPointOf(sport, last) : { x: 50, y: 50 };
  const x = point.x;
  const y = (point.y * height) / 100;
  return (
    <svg
      className={styles.pitch}
      data-sport={sport}
      viewBox={`0 0 100 ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.surface} x="0" y="0" width="100" height={height} rx="1.5" />
      {sport === 'soccer' ? <SoccerLines /> : sport === 'basketball' ? <BasketballLines /> : <TennisLines />}
      <g
        className={styles.ball}
        data-testid="tracker-ball"
        data-side={last?.side ?? 'none'}
        data-kind={last?.kind ?? 'none'}
        data-x={Math.round(x)}
        style={{ transform: `translate(${x}px, ${y}px)` }}
      >
        {last?.side && <circle className={styles.halo} r="5" data-side={last.side} />}
        <circle className={styles.dot} r="1.8" />
      </g>
    </svg>
  );
}
