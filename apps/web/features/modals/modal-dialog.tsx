'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import { dialogShown } from './dialog-events.ts';
import styles from './modal.module.css';
import { returnFocus } from './modal-store.ts';

export interface ModalDialogProps {
  title: ReactNode;
  /** A line under the title, announced with it (aria-describedby). */
  description?: ReactNode;
  /** Whether Escape, the close button and the backdrop close it (SPEC §2: some modals may not). */
  closable?: boolean;
  onClose: () => void;
  /** Icon shown above the title. */
  tone?: 'default' | 'warning' | 'success';
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** data-modal attribute, for tests and styles. */
  name: string;
}

/**
 * A modal <dialog> shown with showModal(): the page behind is inert (the focus trap), focus moves to
 * the first field (or the first focusable element), Escape closes it only when closable, and the
 * modal store returns focus to the opener after close.
 */
export function ModalDialog({
  title,
  description,
  closable = true,
  onClose,
  tone = 'default',
  children,
  footer,
  name,
}: ModalDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closableRef = useRef(closable);
  closableRef.current = closable;
  const nameRef = useRef(name);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ??
      dialog.querySelector<HTMLElement>('[data-modal-body] button, [data-modal-body] a[href]') ??
      dialog.querySelector<HTMLElement>('button, a[href]');
    first?.focus();
    const shownAs = nameRef.current;
    dialogShown(shownAs, true);
    return () => {
      if (dialog.open) dialog.close();
      dialogShown(shownAs, false);
      returnFocus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      className={styles.dialog}
      data-modal={name}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Chromium closes a dialog whose cancel was refused twice in a row; stopping the key itself
      // keeps a non-closable modal open.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (closableRef.current) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (closableRef.current) onClose();
      }}
      onClose={(event) => {
        // A close that bypassed the handlers: reopen a modal that may not close, else follow it.
        const dialog = event.currentTarget;
        if (!dialog.isConnected) return;
        if (closableRef.current) onClose();
        else dialog.showModal();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget && closableRef.current) onClose();
      }}
    >
      <div className={styles.panel} data-tone={tone}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closable ? (
            <button type="button" className={styles.close} onClick={onClose}>
              <Icon name="close" size={20} />
              <span className="visually-hidden">{t('auth.modal.close')}</span>
            </button>
          ) : null}
        </div>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        <div className={styles.body} data-modal-body="">
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>,
    document.body,
  );
}
