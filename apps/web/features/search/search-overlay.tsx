'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import styles from './search.module.css';
import { SearchCombobox } from './search-combobox.tsx';

/**
 * The tab bar's Search tab (below 780 px): opens the site search as a full-screen modal dialog, and
 * gives focus back to the tab when it closes. Without JavaScript the header's search form remains.
 */
export function SearchTab({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const tabRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={tabRef}
        type="button"
        className={`${className ?? ''} ${styles.tabButton}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open
        ? createPortal(
            <SearchDialog
              onClose={(returnFocus) => {
                setOpen(false);
                if (returnFocus) tabRef.current?.focus();
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}

/** A modal <dialog>: the page behind is inert (the focus trap), Escape and the close button close it. */
function SearchDialog({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // The page stays inert until the dialog closes, so close it before focus moves back to the tab.
  const close = (returnFocus: boolean) => {
    ref.current?.close();
    onClose(returnFocus);
  };
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal focuses the first focusable element (the close button); typing starts in the input.
    dialog?.querySelector('input')?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      // Escape is handled here rather than left to the dialog's cancel: Chromium skips the cancel
      // after an Escape the combobox consumed (closing its popup), so the second Escape did nothing.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        close(true);
      }}
      // Any other way the dialog closes (e.g. a close request without a cancel event) unmounts it too.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose(false);
      }}
      onCancel={(event) => {
        event.preventDefault();
        close(true);
      }}
    >
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('shell.search.label')}
        </h2>
        <button type="button" className={styles.closeButton} onClick={() => close(true)}>
          <Icon name="close" size={22} />
          <span className="visually-hidden">{t('shell.search.close')}</span>
        </button>
      </div>
      <SearchCombobox id="site-search-overlay" variant="overlay" onNavigate={() => close(false)} />
    </dialog>
  );
}
