'use client';

import type { TrackerSport } from '@sportsbook/domain';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useT } from '../i18n/provider.tsx';
import { incidentText } from './incident-text.ts';
import styles from './match-tracker.module.css';
import { StatsPanel, TimelinePanel, VideoPanel } from './panels.tsx';
import { Pitch } from './pitch.tsx';
import type { TrackerState } from './tracker-state.ts';
import { useMatchVideo, useTracker } from './use-tracker.ts';

type Tab = 'tracker' | 'stats' | 'timeline' | 'video';

export interface MatchCentreProps {
  matchId: number;
  sport: TrackerSport | null;
  home: string;
  away: string;
  hasVideo: boolean;
  /** The statistics and timeline the server read, drawn until push brings more. */
  initial?: TrackerState | null;
}

/**
 * A match page's centre (SPEC §7 widget stats and video): a live tracker drawn from the feed's
 * incidents, statistics, a timeline and, when the match has video and video is enabled, its stream.
 * The newest incident is also a sentence in a polite live region.
 */
export function MatchCentre({ matchId, sport, home, away, hasVideo, initial }: MatchCentreProps) {
  const t = useT('tracker');
  const id = useId();
  const tracker = useTracker(matchId, initial);
  const video = useMatchVideo(matchId, hasVideo);
  const tabs: Tab[] = [
    ...(sport ? (['tracker', 'stats', 'timeline'] as const) : []),
    ...(video?.stream ? (['video'] as const) : []),
  ];
  const [chosen, setChosen] = useState<Tab | null>(null);
  // The server draws the centre with its data; it answers its tabs once hydrated (data-loaded).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const current = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  if (!current) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = tabs[(tabs.indexOf(current) + (rtl ? -step : step) + tabs.length) % tabs.length];
    if (!next) return;
    setChosen(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  const last = tracker.last;
  return (
    <section
      className={styles.centre}
      aria-label={t('tracker.title')}
      data-testid="match-centre"
      data-loaded={tracker.loaded && hydrated}
    >
      <div role="tablist" aria-label={t('tracker.title')} className={styles.tabs} onKeyDown={onKeyDown}>
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
            onClick={() => setChosen(tab)}
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
        {current === 'stats' && sport && (
          <StatsPanel t={t} sport={sport} stats={tracker.stats} possession={tracker.possession} />
        )}
        {current === 'timeline' && (
          <TimelinePanel t={t} timeline={tracker.timeline} home={home} away={away} />
        )}
        {current === 'video' && video?.stream && <VideoPanel t={t} stream={video.stream} />}
      </div>
    </section>
  );
}
