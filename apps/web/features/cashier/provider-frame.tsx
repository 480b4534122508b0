'use client';

import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/provider.tsx';
import styles from './cashier.module.css';
import {
  frameOriginOf,
  ProviderEvent,
  type ProviderMessage,
  providerEventMessage,
  providerMessageFrom,
} from './provider-events.ts';
import { createPaymentProvider, type ProviderScriptConfig } from './provider-script.ts';

/** The events of the provider script the product listens to. */
const HANDLED_EVENTS = [
  'render-form',
  'notification',
  'accounts-updated',
  'redirect',
  'close-fast-deposit-modal',
];

/**
 * The payment provider's card form (SPEC §7): the provider script renders it into this box and emits
 * its events, of which the handled ones reach `onMessage`. Without a configured script (or when it
 * fails to load) the form is an iframe of `formUrl` whose messages count only when they come from
 * that iframe's window and the origin of `formUrl`.
 */
export function ProviderFrame({
  formUrl,
  script,
  onMessage,
}: {
  formUrl: string;
  script: ProviderScriptConfig | null;
  onMessage: (message: ProviderMessage) => void;
}) {
  const t = useT('cashier');
  const mountRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [fallback, setFallback] = useState(script === null);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const title = t('cashier.form.title');
  // The script's settings by value: a settings refetch must not tear the form down mid-payment.
  const scriptKey = script ? JSON.stringify(script) : null;
  const scriptRef = useRef(script);
  scriptRef.current = script;

  useEffect(() => {
    const script = scriptRef.current;
    if (fallback || !script || scriptKey === null) return;
    let cancelled = false;
    let destroy = () => {};
    const deliver = (message: ProviderMessage | null) => {
      if (!message || cancelled) return;
      if (message.type === ProviderEvent.renderForm) setLoaded(true);
      handler.current(message);
    };
    createPaymentProvider(script).then(
      (provider) => {
        if (cancelled) return provider.destroy();
        for (const name of HANDLED_EVENTS)
          provider.on(name, (payload) => deliver(providerEventMessage(name, payload)));
        const box = mountRef.current;
        if (box) {
          const frame = provider.renderForm(box, { formUrl, title });
          frame.className = styles.frame ?? '';
          frame.removeAttribute('style');
          frame.addEventListener('load', () => !cancelled && setLoaded(true));
        }
        destroy = () => provider.destroy();
      },
      () => !cancelled && setFallback(true),
    );
    return () => {
      cancelled = true;
      destroy();
    };
  }, [fallback, scriptKey, formUrl, title]);

  // Focus moves to the form's box once it is there (the amount step's button is gone): Tab enters
  // the card form, and Escape still reaches the modal (keys inside the iframe never do).
  useEffect(() => {
    if (loaded) boxRef.current?.focus();
  }, [loaded]);

  return (
    <section
      ref={boxRef}
      tabIndex={-1}
      aria-label={title}
      data-provider-frame=""
      className={styles.frameBox}
      aria-busy={!loaded || undefined}
      data-form-loaded={loaded || undefined}
    >
      <div ref={mountRef} />
      {loaded ? null : (
        <p className={styles.frameLoading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('cashier.form.loading')}
        </p>
      )}
      {fallback ? (
        <FallbackFrame
          formUrl={formUrl}
          title={title}
          onLoaded={() => setLoaded(true)}
          onMessage={(m) => handler.current(m)}
        />
      ) : null}
    </section>
  );
}

/** The form in a plain iframe, its messages checked against the frame's window and origin. */
function FallbackFrame({
  formUrl,
  title,
  onLoaded,
  onMessage,
}: {
  formUrl: string;
  title: string;
  onLoaded: () => void;
  onMessage: (message: ProviderMessage) => void;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const origin = frameOriginOf(formUrl, window.location.href);
    if (!origin) return;
    const listener = (event: MessageEvent) => {
      const message = providerMessageFrom(event, { origin, source: ref.current?.contentWindow ?? null });
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [formUrl]);
  return (
    <iframe
      ref={ref}
      src={formUrl}
      title={title}
      className={styles.frame}
      onLoad={onLoaded}
      allow="payment"
    />
  );
}
