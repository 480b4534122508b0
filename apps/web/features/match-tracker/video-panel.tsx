'use client';

import type { MatchStream } from '@sportsbook/contract';
import { useSyncExternalStore } from 'react';
import type { Translate } from '../i18n/translator.ts';
import styles from './match-tracker.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (listener: () => void) => {
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** The match's stream; it plays by itself (muted) unless the visitor asked for reduced motion. */
export function VideoPanel({ t, stream }: { t: Translate; stream: MatchStream }) {
  const reduced = useSyncExternalStore(
    subscribeMotion,
    () => matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  return (
    <video
      className={styles.video}
      data-testid="match-video"
      src={stream.url}
      aria-label={t('tracker.video.label')}
      muted
      loop={stream.loop}
      playsInline
      controls
      autoPlay={!reduced}
    >
      {t('tracker.video.unsupported')}
    </video>
  );
}
