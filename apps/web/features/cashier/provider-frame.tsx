'use client';

import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/provider.tsx';
import styles from './cashier.module.css';
import { frameOriginOf, type ProviderMessage, providerMessageFrom } from './provider-events.ts';

/**
 * The payment provider's card form in an iframe. Only messages from the frame's own window and
 * origin (that of `formUrl`) reach `onMessage`; everything else posted to the page is ignored.
 */
export function ProviderFrame({
  formUrl,
  onMessage,
}: {
  formUrl: string;
  onMessage: (message: ProviderMessage) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    const origin = frameOriginOf(formUrl, window.location.href);
    if (!origin) return;
    const listener = (event: MessageEvent) => {
      const message = providerMessageFrom(event, { origin, source: ref.current?.contentWindow ?? null });
      if (!message) return;
      if (message.type === 'render_form') setLoaded(true);
      handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [formUrl]);

  return (
    <div className={styles.frameBox} aria-busy={!loaded || undefined}>
      {loaded ? null : (
        <p className={styles.frameLoading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('cashier.form.loading')}
        </p>
      )}
      <iframe
        ref={ref}
        src={formUrl}
        title={t('cashier.form.title')}
        className={styles.frame}
        data-loaded={loaded || undefined}
        onLoad={() => setLoaded(true)}
        allow="payment"
        referrerPolicy="same-origin"
      />
    </div>
  );
}
