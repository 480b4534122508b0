'use client';

import type { AdditionalProvider, LaunchResponse } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { platformKeys } from '../auth/queries.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { invalidateResources } from '../resource/store.ts';
import styles from './products.module.css';

/** `source` of the provider page's messages (its script: apps/server/src/modules/providers/assets/play.js). */
const MESSAGE_SOURCE = 'sportsbook-provider';

type Launch = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; url: string };

/**
 * The provider's product in a frame: launched on load for a signed-in player (POST
 * /wallet/{provider}/launch gives a URL with a one-time token, so every mount launches afresh); a
 * visitor is asked to sign in. The URL is site-relative (the page's CSP allows same-origin frames).
 */
export function ProductFrame({ provider, product }: { provider: AdditionalProvider; product: string }) {
  const t = useT('products');
  const locale = useLocale();
  const status = useAuthStatus();
  const [launch, setLaunch] = useState<Launch>({ state: 'idle' });
  const frameRef = useRef<HTMLIFrameElement>(null);

  // balance_changed moves the header at once; the frame's word after a stake or a win refetches the
  // accounts too, covering a push connection that is down. Only our frame's window, same origin, counts.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as { source?: unknown; event?: unknown } | null;
      if (data?.source === MESSAGE_SOURCE && data.event === 'balance') {
        void invalidateResources(platformKeys.accounts());
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const start = useCallback(() => {
    setLaunch({ state: 'loading' });
    apiFetch<LaunchResponse>(`${API_PREFIX.wallet}/${provider}/launch`, { locale, init: { method: 'POST' } })
      .then(({ url }) => {
        // Only a path on this site is framed: anything else would need the CSP to allow it.
        if (!url.startsWith('/') || url.startsWith('//')) throw new Error('unexpected launch URL');
        // The provider page takes the site's theme from the fragment (never sent to a server).
        const theme = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
        setLaunch({ state: 'ready', url: `${url}#theme=${theme}` });
      })
      .catch(() => setLaunch({ state: 'failed' }));
  }, [provider, locale]);

  useEffect(() => {
    if (status === AuthStatus.loggedIn) start();
    else setLaunch({ state: 'idle' });
  }, [status, start]);

  if (status === AuthStatus.notLoggedIn) {
    return (
      <EmptyState
        icon="user"
        title={t('products.signedOut.title')}
        description={t('products.signedOut.description', { product })}
        action={<Button onClick={() => openModal('sign_in')}>{t('products.signIn')}</Button>}
      />
    );
  }
  if (launch.state === 'failed') {
    return (
      <EmptyState
        title={t('products.error', { product })}
        action={<Button onClick={start}>{t('products.retry')}</Button>}
      />
    );
  }
  if (launch.state !== 'ready') {
    return (
      <div role="status">
        <span className="visually-hidden">{t('products.loading', { product })}</span>
        <Skeleton height="24rem" radius="var(--radius-md)" />
      </div>
    );
  }
  return (
    <iframe
      ref={frameRef}
      className={styles.frame}
      src={launch.url}
      title={t('products.frame', { product })}
      data-testid="product-frame"
      referrerPolicy="no-referrer"
    />
  );
}
