'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n/provider.tsx';
import styles from './connection-alert.module.css';
import { usePushState } from './hooks.ts';

/** How long the push connection may be down before the page says it is offline, in ms. */
export const OFFLINE_ALERT_DELAY_MS = 3000;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is offline (never during server rendering). */
function useBrowserOffline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => !navigator.onLine,
    () => false,
  );
}

/** Whether the push connection has been down (after being asked for) for longer than the delay. */
function usePushDown(): boolean {
  const { active, downSince } = usePushState();
  const [, setTick] = useState(0);
  const age = downSince === null ? 0 : Date.now() - downSince;
  const down = active && downSince !== null && age >= OFFLINE_ALERT_DELAY_MS;
  useEffect(() => {
    if (!active || downSince === null || down) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), OFFLINE_ALERT_DELAY_MS - age + 50);
    return () => clearTimeout(timer);
  }, [active, downSince, down, age]);
  return down;
}

/**
 * The connection alert of SPEC §4 "Offline": shown while the browser is offline or the live
 * connection has been lost for a few seconds, gone once it is back. The wrapper also exposes the
 * push state as data attributes, which browser tests wait on.
 */
export function ConnectionAlert() {
  const t = useT();
  const push = usePushState();
  const offline = useBrowserOffline();
  const pushDown = usePushDown();
  const subscribed = Object.entries(push.channels)
    .filter(([, state]) => state === 'subscribed')
    .map(([name]) => name)
    .join(' ');
  return (
    <div
      className={styles.area}
      data-fixed="bottom"
      data-push-connection={push.connection}
      data-push-subscribed={subscribed}
    >
      {(offline || pushDown) && (
        <div role="alert" className={styles.alert}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className={styles.icon}>
            <path
              fill="currentColor"
              d="M2.3 3.7 3.7 2.3l18 18-1.4 1.4-4.4-4.4a3 3 0 0 1-3.9 3.4L12 20.7l-3-3a3 3 0 0 1 3.3-1.3L9.6 13.6a7 7 0 0 0-2.8 1.9l-1.4-1.4a9 9 0 0 1 2.6-2.1L5.7 9.7a12 12 0 0 0-2.3 1.8L2 10a14 14 0 0 1 2.3-1.8Zm9.7 4.3a11 11 0 0 1 7.6 3.1l-1.4 1.4a9 9 0 0 0-3.3-2Zm0-5a16 16 0 0 1 10.6 4.1L21.2 8.5A14 14 0 0 0 9.8 5.2L8.1 3.5A16 16 0 0 1 12 3Z"
            />
          </svg>
          <div>
            <p className={styles.title}>{t('error.connection.title')}</p>
            <p className={styles.description}>{t('error.connection.description')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
