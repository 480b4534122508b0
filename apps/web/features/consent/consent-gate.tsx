'use client';

import { useEffect, useState } from 'react';
import { useT } from '../i18n/provider.tsx';
import { useSiteConfig } from '../site/use-site-config.ts';
import { type ChatWidget, chatWidget } from './chat.ts';
import styles from './consent.module.css';
import { type Consent, consentCookie, gtmScriptUrl, needsConsent, tagManagerUrl } from './rules.ts';

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

/**
 * Cookie consent (SPEC §9, 365 days) and the tag manager after it (SPEC §7 Analytics). The banner shows
 * only when the site config names a tag manager container or a chat widget (both track) and the visitor has not answered; nothing loads before
 * consent. `initial` is the kept answer read on the server, so the banner does not flash on reload.
 */
export function ConsentGate({ initial, nonce }: { initial: Consent | null; nonce: string }) {
  const t = useT();
  const config = useSiteConfig();
  const [consent, setConsent] = useState<Consent | null>(initial);
  const src = tagManagerUrl(config?.gtmId, consent);
  const chat = chatWidget(config?.chat);
  const chatReady = chat !== null && consent === 'granted';

  useEffect(() => {
    if (src) loadTagManager(src, nonce);
  }, [src, nonce]);
  useEffect(() => {
    if (chatReady && chat) loadChat(chat, nonce);
  }, [chatReady, chat, nonce]);

  const tracks = gtmScriptUrl(config?.gtmId) !== null || chat !== null;
  if (!needsConsent(tracks, consent)) return null;
  const answer = (choice: Consent) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
    document.cookie = consentCookie(choice, window.location.protocol === 'https:');
    setConsent(choice);
  };
  return (
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
  );
}
