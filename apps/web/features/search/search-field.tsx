'use client';

import {
  DEFAULT_LOCALE_CONFIG,
  localizedPath,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
} from '@sportsbook/domain';
import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../ui/icon.tsx';
import { withNamespace } from '../i18n/load-namespace.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './search.module.css';
import type { SearchComboboxProps } from './search-combobox.tsx';

// The site search's code (the combobox, its results and queries, the mobile dialog) is not in any
// page's first load: the server renders a plain search form, and the combobox replaces it on the first
// hover, touch or focus of its field, carrying over what was typed meanwhile, the caret and the focus.
// Their texts (the `search` namespace) load with their code; the field reads only eager `shell` keys.

type Combobox = ComponentType<SearchComboboxProps>;
let combobox: Promise<Combobox> | undefined;
const loadCombobox = (locale: string) => {
  combobox ??= withNamespace(import('./search-combobox.tsx'), 'search', locale).then((m) => m.SearchCombobox);
  combobox.catch(() => {
    combobox = undefined;
  });
  return combobox;
};

/**
 * The search field as the server renders it: a GET form to the results page (/search?q=), which works
 * without JavaScript and before the combobox has loaded; its first use loads the combobox.
 */
export function SearchField({ id, className }: { id: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const field = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<{ Combobox: Combobox; from: HTMLInputElement | null } | null>(null);
  const load = useCallback(() => {
    loadCombobox(locale).then(
      (Combobox) => setLoaded({ Combobox, from: field.current }),
      () => {},
    );
  }, [locale]);
  // Focused before the page hydrated (no handler yet): load now.
  useEffect(() => {
    if (field.current === document.activeElement) load();
  }, [load]);
  if (loaded) return <loaded.Combobox id={id} className={className} from={loaded.from} />;
  return (
    <search className={className}>
      <form
        action={localizedPath('/search', locale, DEFAULT_LOCALE_CONFIG)}
        method="get"
        className={styles.form}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('shell.search.label')}
        </label>
        <div className={styles.field}>
          <Icon name="search" size={18} className={styles.icon} />
          <input
            ref={field}
            id={id}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            minLength={SEARCH_QUERY_MIN_LENGTH}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t('shell.search.placeholder')}
            className={styles.input}
            onPointerEnter={load}
            onPointerDown={load}
            onFocus={load}
            onInput={load}
          />
        </div>
      </form>
    </search>
  );
}

type Dialog = ComponentType<{ onClose: (returnFocus: boolean) => void }>;

/**
 * The tab bar's Search tab (below 780 px): opens the site search as a full-screen modal dialog
 * (search-overlay.tsx, loaded on the first press), and gives focus back to the tab when it closes.
 * Without JavaScript the header's search form remains.
 */
export function SearchTab({ className, children }: { className?: string; children: ReactNode }) {
  const locale = useLocale();
  const [Open, setOpen] = useState<Dialog | null>(null);
  const tabRef = useRef<HTMLButtonElement>(null);
  const open = () => {
    withNamespace(import('./search-overlay.tsx'), 'search', locale).then(
      (m) => setOpen(() => m.SearchDialog),
      () => {},
    );
  };
  return (
    <>
      <button
        ref={tabRef}
        type="button"
        className={`${className ?? ''} ${styles.tabButton}`}
        aria-haspopup="dialog"
        onClick={open}
      >
        {children}
      </button>
      {Open
        ? createPortal(
            <Open
              onClose={(returnFocus) => {
                setOpen(null);
                if (returnFocus) tabRef.current?.focus();
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}
