import type { TrackerSport } from '@sportsbook/domain';
import { type KeyboardEvent, lazy, type ReactNode, Suspense } from 'react';
import { Skeleton } from '../../ui/skeleton.tsx';
import { withNamespace } from '../i18n/load-namespace.ts';
import type { Translate } from '../i18n/translator.ts';
import { incidentText } from './incident-text.ts';
import styles from './match-tracker.module.css';
import { Pitch } from './pitch.tsx';
import type { TrackerState } from './tracker-state.ts';

export type CentreTab = 'tracker' | 'stats' | 'timeline' | 'video';

// The statistics and timeline tabs' code loads when one of them is first opened, with the texts only
// they read (the `tracker-panels` namespace): the centre arrives on its tracker tab, and most visitors
// never open the others. Only the browser opens them (a click), in the page's locale.
const panels = () => withNamespace(import('./panels.tsx'), 'tracker-panels', document.documentElement.lang);
const StatsPanel = lazy(() => panels().then((m) => ({ default: m.StatsPanel })));
const TimelinePanel = lazy(() => panels().then((m) => ({ default: m.TimelinePanel })));

/** The centre's tabs: the tracker's three for a sport it draws, the video when there is a stream. */
export function centreTabs(sport: TrackerSport | null, hasStream: boolean): CentreTab[] {
  return [
    ...(sport ? (['tracker', 'stats', 'timeline'] as const) : []),
    ...(hasStream ? (['video'] as const) : []),
  ];
}

export interface MatchCentreViewProps {
  t: Translate;
  /** Prefix of the tabs' and panel's ids. */
  id: string;
  sport: TrackerSport | null;
  home: string;
  away: string;
  tracker: TrackerState;
  tabs: readonly CentreTab[];
  current: CentreTab;
  /** Whether the centre answers its tabs (hydrated, data loaded): data-loaded. */
  loaded: boolean;
  /** The video tab's panel (client only). */
  video?: ReactNode;
  onTab?: (tab: CentreTab) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * A match page's centre as markup (SPEC §7 widget stats and video), drawn from what MatchCentre
 * holds: its tabs, the tracker's pitch or court, the newest incident, statistics and timeline.
 */
export function MatchCentreView(props: MatchCentreViewProps) {
  const { t, id, sport, home, away, tracker, tabs, current, loaded } = props;
  const last = tracker.last;
  return (
    <section
      className={styles.centre}
      aria-label={t('tracker.title')}
      data-testid="match-centre"
      data-loaded={loaded}
    >
      <div role="tablist" aria-label={t('tracker.title')} className={styles.tabs} onKeyDown={props.onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={props.onTab && (() => props.onTab?.(tab))}
          >
            {t(`tracker.tab.${tab}`)}
          </button>
        ))}
      </div>
      {sport && (
        <p className={styles.last} aria-live="polite" data-testid="tracker-last">
          {last ? (
            incidentText(t, last, home, away)
          ) : tracker.loaded ? (
            <span className={styles.muted}>{t('tracker.waiting')}</span>
          ) : null}
        </p>
      )}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${current}`}>
        {current === 'tracker' && sport && (
          <>
            <div className={styles.teams}>
              <span className={styles.team}>
                <span className={styles.swatch} data-side="home" aria-hidden="true" />
                {home}
              </span>
              <span className={styles.team}>
                {away}
                <span className={styles.swatch} data-side="away" aria-hidden="true" />
              </span>
            </div>
            <Pitch sport={sport} last={last} />
          </>
        )}
        <Suspense fallback={<Skeleton height="7rem" radius="var(--radius-md)" />}>
          {current === 'stats' && sport && (
            <StatsPanel sport={sport} stats={tracker.stats} possession={tracker.possession} />
          )}
          {current === 'timeline' && <TimelinePanel timeline={tracker.timeline} home={home} away={away} />}
        </Suspense>
        {current === 'video' && props.video}
      </div>
    </section>
  );
}
