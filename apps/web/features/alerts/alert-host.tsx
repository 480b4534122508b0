'use client';

import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import { useCurrentModal } from '../modals/modal-store.ts';
import { type AlertData, dismissAlert, useCurrentAlert } from './alert-store.ts';
import styles from './alerts.module.css';

/** Horizontal drag, in px, that throws an alert away (SPEC §2: closable by click or drag). */
const DRAG_DISMISS_PX = 60;

/**
 * The page's alert (one at a time, SPEC §2), at the top edge: errors are announced at once
 * (role=alert), the others politely (role=status). A click on its close button or a sideways drag
 * closes it; it also closes itself after 5 s (alert store).
 */
export function AlertHost() {
  const t = useT();
  const alert = useCurrentAlert();
  const modal = useCurrentModal();
  const start = useRef<number | null>(null);
  // A modal <dialog> makes the rest of the page inert and sits in the top layer: while one is open
  // the alert renders inside it, so it shows above the modal and its close button still works.
  const [container, setContainer] = useState<Element | null>(null);
  useEffect(() => {
    setContainer(modal ? document.querySelector('dialog[open]') : null);
  }, [modal]);
  const place = (node: ReactNode) => (container ? createPortal(node, container) : node);
  if (!alert) return <div className={styles.region} data-fixed="top" aria-live="polite" />;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null && Math.abs(event.clientX - start.current) >= DRAG_DISMISS_PX) {
      dismissAlert(alert.id);
    }
    start.current = null;
  };
  return place(
    <div className={styles.region} data-fixed="top">
      <div
        key={alert.id}
        role={alert.tone === 'error' ? 'alert' : 'status'}
        className={styles.alert}
        data-tone={alert.tone}
        data-alert={alert.name}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        <span className={styles.mark} aria-hidden="true">
          <Icon name={alert.tone === 'success' ? 'check' : 'info'} size={18} />
        </span>
        <AlertText alert={alert} />
        <button
          type="button"
          className={styles.close}
          onClick={() => dismissAlert(alert.id)}
          aria-label={t('shell.alert.close')}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    </div>,
  );
}

/** The alert's title and message; a button when the alert has an action (it closes the alert). */
function AlertText({ alert }: { alert: AlertData & { id: number } }) {
  const text = (
    <>
      <span className={styles.title}>{alert.title}</span>
      {alert.message ? <span className={styles.message}>{alert.message}</span> : null}
      {alert.selectHint ? <span className={styles.message}>{alert.selectHint}</span> : null}
    </>
  );
  if (!alert.onSelect) return <div className={styles.text}>{text}</div>;
  const onSelect = alert.onSelect;
  return (
    <button
      type="button"
      className={`${styles.text} ${styles.action}`}
      onClick={() => {
        dismissAlert(alert.id);
        onSelect();
      }}
    >
      {text}
    </button>
  );
}
