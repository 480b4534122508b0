'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useSignedInHeaderPreload } from '../account/signed-in-preload.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useAccounts } from '../auth/queries.ts';
import { onAcceptedHostMessage, onBridgeAnnounced } from './bridge-events.ts';
import { inFrame } from './embed-gate.tsx';
import styles from './init-session.module.css';
import { type HostToken, INIT_GRACE_MS, INIT_MAX_WAIT_MS, initReady } from './init-session.ts';

/**
 * The body of /init-sportsbook (SPEC §2, §5): a loading state over the whole frame while the host's
 * session-init and token arrive (heard through the frame bridge's channel), then the target page in
 * place of this one (client-side, so the signed-in header and balance carry over). Not framed (a
 * browser that sent no Sec-Fetch-Dest): straight to the target.
 */
export function InitSession({ target, label }: { target: string; label: string }) {
  const router = useRouter();
  const auth = useAuthStatus();
  // The header's texts too: the first paint of the target shows the signed-in header whole.
  const headerTexts = useSignedInHeaderPreload();
  const accountsLoaded = useAccounts().isSuccess && headerTexts;
  const [token, setToken] = useState<HostToken>('none');
  const [clock, setClock] = useState({ elapsedMs: 0, sinceAnnouncedMs: null as number | null });
  const [framed, setFramed] = useState<boolean | null>(null);
  const gone = useRef(false);

  useEffect(() => {
    const isFramed = inFrame();
    setFramed(isFramed);
    if (!isFramed) {
      gone.current = true;
      window.location.replace(target);
      return;
    }
    const started = performance.now();
    let announcedAt: number | null = null;
    const tick = () => {
      const now = performance.now();
      setClock({
        elapsedMs: now - started,
        sinceAnnouncedMs: announcedAt === null ? null : now - announcedAt,
      });
    };
    const timers = [window.setTimeout(tick, INIT_MAX_WAIT_MS)];
    const stopAnnounced = onBridgeAnnounced(() => {
      announcedAt = performance.now();
      timers.push(window.setTimeout(tick, INIT_GRACE_MS));
    });
    const stop = onAcceptedHostMessage((message) => {
      // The host navigated the frame itself (a deep link): that page replaces this one.
      if (message.type === 'page_changed' || message.type === 'search_modal') gone.current = true;
      if (message.type !== 'set_auth_token') return;
      const value: unknown = message.payload.token;
      setToken(value === '' || value === null ? 'cleared' : 'token');
    });
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
      stop();
      stopAnnounced();
    };
  }, [target]);

  useEffect(() => {
    if (!framed || gone.current || !initReady({ ...clock, token, auth, accountsLoaded })) return;
    gone.current = true;
    router.replace(target);
  }, [framed, clock, token, auth, accountsLoaded, router, target]);

  return (
    <div className={styles.cover} data-testid="init-sportsbook" aria-busy="true">
      <div className={styles.box} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}
