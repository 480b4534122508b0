'use client';

import { useEffect, useId, useRef } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import styles from './search.module.css';
import { SearchCombobox } from './search-combobox.tsx';

/**
 * The site search as a full-screen modal <dialog> (the tab bar's Search tab, search-field.tsx): the page behind is inert (the focus trap), Escape and the close button close it. */
export function SearchDialog({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  const t = useT('search');
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
