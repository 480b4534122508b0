import { TRACKER_STAT_KINDS, type TrackerSport, type TrackerStats } from '@sportsbook/domain';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { useT } from '../i18n/provider.tsx';
import { incidentText } from './incident-text.ts';
import styles from './match-tracker.module.css';
import type { TrackerIncident } from './tracker-state.ts';

function StatRow({ label, home, away }: { label: string; home: number; away: number }) {
  const total = home + away;
  // Nothing yet: an empty track, not a bar that suggests an even split.
  const share = total === 0 ? 0 : Math.round((home * 100) / total);
  const rest = total === 0 ? 0 : 100 - share;
  return (
    <li className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{home}</span>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.barHome} style={{ inlineSize: `${share}%` }} />
        <span className={styles.barAway} style={{ inlineSize: `${rest}%` }} />
      </span>
      <span className={styles.statValue}>{away}</span>
    </li>
  );
}

/** Counts per statistic, home left and away right; possession as a share for soccer and basketball. */
export function StatsPanel({
  sport,
  stats,
  possession,
}: {
  sport: TrackerSport;
  stats: TrackerStats;
  possession: { home: number; away: number };
}) {
  const t = useT('tracker-panels');
  return (
    <ul className={styles.stats} data-testid="tracker-stats">
      {sport !== 'tennis' && (
        <StatRow label={`${t('trackerPanels.possession')} %`} home={possession.home} away={possession.away} />
      )}
      {TRACKER_STAT_KINDS[sport].map((kind) => (
        <StatRow
          key={kind}
          label={t(`trackerPanels.stat.${kind}`)}
          home={stats[kind]?.home ?? 0}
          away={stats[kind]?.away ?? 0}
        />
      ))}
    </ul>
  );
}

/** The newest incidents, newest first, with the match clock where there is one. */
export function TimelinePanel({
  timeline,
  home,
  away,
}: {
  /** Null while it is read (its tab was just opened). */
  timeline: readonly TrackerIncident[] | null;
  home: string;
  away: string;
}) {
  const t = useT('tracker-panels');
  if (timeline === null) return <SkeletonList rows={3} label={t('trackerPanels.timelineLoading')} />;
  if (timeline.length === 0) return <p className={styles.muted}>{t('tracker.waiting')}</p>;
  return (
    <ol className={styles.timeline} data-testid="tracker-timeline">
      {timeline.map((incident) => (
        <li key={incident.id} className={styles.entry}>
          <span className={styles.time}>{incident.match_time?.slice(0, 5) ?? ''}</span>
          <span>{incidentText(t, incident, home, away)}</span>
        </li>
      ))}
    </ol>
  );
}
