'use client';

import type { TrackerSport } from '@sportsbook/domain';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useT } from '../i18n/provider.tsx';
import { createTranslator, type Messages } from '../i18n/translator.ts';
import { type CentreTab, centreTabs, MatchCentreView } from './match-centre-view.tsx';
import type { TrackerState } from './tracker-state.ts';
import { useMatchVideo, useTracker } from './use-tracker.ts';
import { VideoPanel } from './video-panel.tsx';

export interface MatchCentreProps {
  matchId: number;
  sport: TrackerSport | null;
  home: string;
  away: string;
  hasVideo: boolean;
  /** The statistics the server read, drawn until push brings more (the timeline is read on its tab). */
  initial?: TrackerState | null;
  /** A video-only centre's texts (server.ts `videoCentreTexts`), sent instead of the tracker's namespace. */
  texts?: Messages | undefined;
}

/**
 * A match page's centre (SPEC §7 widget stats and video): a live tracker drawn from the feed's
 * incidents, statistics, a timeline and, when the match has video and video is enabled, its stream.
 * The newest incident is also a sentence in a polite live region.
 */
export function MatchCentre({ matchId, sport, home, away, hasVideo, initial, texts }: MatchCentreProps) {
  const namespaced = useT(...(texts ? [] : (['tracker'] as const)));
  const t = useMemo(() => (texts ? createTranslator(texts) : namespaced), [texts, namespaced]);
  const id = useId();
  const [chosen, setChosen] = useState<CentreTab | null>(null);
  // Read once its tab is first opened, then kept current with the rest.
  const [timelineWanted, setTimelineWanted] = useState(false);
  if (chosen === 'timeline' && !timelineWanted) setTimelineWanted(true);
  const tracker = useTracker(matchId, initial, timelineWanted, sport !== null);
  const video = useMatchVideo(matchId, hasVideo);
  const tabs = centreTabs(sport, Boolean(video?.stream));
  // The server draws the centre with its data; it answers its tabs once hydrated (data-loaded).
  const hydrated = useHydrated();
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
  return (
    <MatchCentreView
      t={t}
      id={id}
      sport={sport}
      home={home}
      away={away}
      tracker={tracker}
      tabs={tabs}
      current={current}
      loaded={(sport === null || tracker.loaded) && hydrated}
      video={video?.stream && <VideoPanel t={t} stream={video.stream} />}
      onTab={setChosen}
      onKeyDown={onKeyDown}
    />
  );
}
