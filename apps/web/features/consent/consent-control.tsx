'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { framedSecurely } from '../../lib/framed.ts';
import { useT } from '../i18n/provider.tsx';
import { useSiteConfig } from '../site/use-site-config.ts';
import { type ChatWidget, chatWidget } from './chat.ts';
import styles from './consent.module.css';
import { pushNotificationsScript } from './push-notifications.ts';
import {
  bannerShown,
  CONSENT_REOPEN_EVENT,
  CONSENT_STORAGE_KEY,
  type Consent,
  consentCookie,
  consentOnLoad,
  reloadAfter,
  siteTracks,
  tagManagerUrl,
} from './rules.ts';

// The push-notification loader (its SDK glue and settings call) loads only where a push service is
// configured and the visitor consented, not with every page.
const PushNotificationsLoader = lazy(() =>
  import('./push-notifications-loader.tsx').then((m) => ({ default: m.PushNotificationsLoader })),
);

/** Adds the tag manager script once, with the page's CSP nonce, and starts its data layer. */
function loadTagManager(src: string, nonce: string): void {
  if (document.querySelector(`script[data-tag-manager]`)) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.nonce = nonce;
  script.dataset.tagManager = '';
  document.head.appendChild(script);
}

/** Sets the chat provider's globals and adds its script once, with the page's CSP nonce. */
function loadChat(widget: ChatWidget, nonce: string): void {
  if (document.querySelector('script[data-chat-widget]')) return;
  Object.assign(window, widget.globals);
  const script = document.createElement('script');
  script.async = true;
  script.src = widget.src;
  script.nonce = nonce;
  if (widget.scriptId) script.id = widget.scriptId;
  script.dataset.chatWidget = '';
  document.body.appendChild(script);
}

function storedConsent(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps a choice 365 days in the cookie the server reads and in local storage (SPEC §9). */
function keepConsent(choice: Consent): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
  document.cookie = consentCookie(choice, window.location.protocol === 'https:', framedSecurely());
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the cookie alone keeps the choice.
  }
}

/**
 * Cookie consent (SPEC §9, 365 days) and what tracks after it: the tag manager (SPEC §7 Analytics), the
 * chat widget and the push-notification service (SPEC §1). The banner shows only when one of them is
 * configured and the visitor has not answered, or asked to change the answer (the footer's cookie
 * settings); nothing loads before consent. `initial` is the kept answer read on the server, so the
 * banner does not flash on reload. Loaded by ConsentGate (consent-gate.tsx) only where something tracks.
 */
export function ConsentControl({ initial, nonce }: { initial: Consent | null; nonce: string }) {
  const t = useT('consent');
  const config = useSiteConfig();
  const [consent, setConsent] = useState<Consent | null>(initial);
  const [reopened, setReopened] = useState(false);
  const src = tagManagerUrl(config?.gtmId, consent);
  const chat = chatWidget(config?.chat);
  const chatReady = chat !== null && consent === 'granted';
  const push = pushNotificationsScript(config?.pushNotifications);
  const pathname = usePathname();

  useEffect(() => {
    if (initial !== null) return;
    const kept = consentOnLoad(null, storedConsent());
    if (kept) {
      keepConsent(kept);
      setConsent(kept);
    }
  }, [initial]);
  useEffect(() => {
    const reopen = () => setReopened(true);
    window.addEventListener(CONSENT_REOPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_REOPEN_EVENT, reopen);
  }, []);
  useEffect(() => {
    if (src) loadTagManager(src, nonce);
  }, [src, nonce]);
  useEffect(() => {
    if (chatReady && chat) loadChat(chat, nonce);
  }, [chatReady, chat, nonce]);

  const tracks = siteTracks(config);
  const pushLoader =
    push && consent === 'granted' ? (
      <Suspense fallback={null}>
        <PushNotificationsLoader src={push.src} appId={push.appId} nonce={nonce} />
      </Suspense>
    ) : null;
  if (!bannerShown(tracks, consent, reopened, pathname)) return pushLoader;
  const answer = (choice: Consent) => {
    keepConsent(choice);
    if (reloadAfter(consent, choice)) {
      window.location.reload();
      return;
    }
    setConsent(choice);
    setReopened(false);
  };
  return (
    <>
      {pushLoader}
      <section className={styles.banner} aria-labelledby="consent-title">
        <h2 id="consent-title" className={styles.title}>
          {t('shell.consent.title')}
        </h2>
        <p className={styles.text}>{t('shell.consent.text')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => answer('denied')}>
            {t('shell.consent.reject')}
          </button>
          <button type="button" className={styles.primary} onClick={() => answer('granted')}>
            {t('shell.consent.accept')}
          </button>
        </div>
      </section>
    </>
  );
}
