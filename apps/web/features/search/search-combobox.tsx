'use client';

import {
  DEFAULT_LOCALE_CONFIG,
  isLiveListStatus,
  isValidSearchQuery,
  localizedPath,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
} from '@sportsbook/domain';
import { usePathname, useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { formatStartTime } from '../catalogue/format.ts';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { eventTitle, resultsMessageKey, type SearchOption, searchGroups } from './results.ts';
import styles from './search.module.css';
import { useSearch } from './use-search.ts';

export interface SearchComboboxProps {
  /** Id of the input (the header's is `site-search`, the target of the no-JS Search tab). */
  id: string;
  /** `overlay`: the full-screen mobile dialog, with the results below the input instead of a popup. */
  variant?: 'header' | 'overlay';
  /** Called after a result was opened (the overlay closes then). */
  onNavigate?: () => void;
  /** Class of the outer `<search>` element (its place in the header row). */
  className?: string;
  /**
   * The server-rendered field this combobox replaces on its first use (search-field.tsx): the text
   * typed into it, its caret and its focus carry over.
   */
  from?: HTMLInputElement | null;
}

type View = 'idle' | 'short' | 'loading' | 'error' | 'empty' | 'results';

/**
 * The site search: an editable combobox (ARIA 1.2) with a listbox of events and leagues. Enter on a
 * highlighted option opens it; Enter otherwise opens the results page (/search?q=), which is also
 * where the plain GET form goes without JavaScript.
 */
export function SearchCombobox({ id, variant = 'header', onNavigate, className, from }: SearchComboboxProps) {
  const t = useT('search');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const resultsPath = localizedPath('/search', locale, DEFAULT_LOCALE_CONFIG);
  const listboxId = useId();
  const [taken] = useState(() => takeOver(from));
  const field = useFocusTaken(taken.caret);
  const [input, setInput] = useState(taken.value);
  const [open, setOpen] = useState(taken.caret !== null);
  const [active, setActive] = useState(-1);
  const { flush, query, pending } = useSearch(input);

  const trimmed = input.trim();
  const groups = useMemo(() => (query.data ? searchGroups(query.data) : []), [query.data]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  let view: View;
  if (trimmed === '') view = 'idle';
  else if (!isValidSearchQuery(trimmed)) view = 'short';
  else if (query.isError && !pending) view = 'error';
  else if (options.length > 0) view = 'results';
  else if (query.data && !pending) view = 'empty';
  else view = 'loading';

  const panelShown = open && view !== 'idle';
  const expanded = panelShown && view === 'results';
  const optionId = (index: number) => `${listboxId}-${index}`;

  // New results: nothing highlighted until the user moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the option list changes
  useEffect(() => setActive(-1), [options]);
  // Close on every navigation (not on mount: a combobox that took over a focused field opens).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const message: Record<View, string> = {
    idle: '',
    short: t('shell.search.hint', { min: SEARCH_QUERY_MIN_LENGTH }),
    loading: t('shell.search.loading'),
    error: t('shell.search.error'),
    empty: t('shell.search.noResults'),
    results: resultsText(options.length),
  };
  // Announced politely once settled; "Searching…" is shown but not announced.
  const announcement = open && view !== 'loading' ? message[view] : '';

  function resultsText(count: number): string {
    const key = resultsMessageKey(count, locale);
    const text = t(key, { count });
    return text === key ? t('shell.search.results.other', { count }) : text;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(count === 0 || view !== 'results' ? -1 : down ? 0 : count - 1);
        } else if (count > 0) {
          setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
        }
        break;
      }
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          document.getElementById(optionId(active))?.click();
        }
        break;
      case 'Escape':
        if (panelShown) {
          // Only the popup closes; a second Escape reaches the dialog around the overlay search.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  }

  function onOpened() {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
  }

  return (
    <search className={className}>
      <form
        action={resultsPath}
        method="get"
        className={styles.form}
        data-variant={variant}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isValidSearchQuery(trimmed)) {
            flush();
            setOpen(true);
            return;
          }
          // Enter without a highlighted option opens the results page.
          setOpen(false);
          router.push(`${resultsPath}?${new URLSearchParams({ q: trimmed })}`);
          onNavigate?.();
        }}
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
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            minLength={SEARCH_QUERY_MIN_LENGTH}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t('shell.search.placeholder')}
            className={styles.input}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            // In the overlay the results stay while focus visits the close button.
            onBlur={() => variant === 'header' && setOpen(false)}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className={styles.panel} hidden={!panelShown}>
          {view !== 'results' && view !== 'idle' ? (
            <p className={styles.message} data-view={view}>
              {message[view]}
            </p>
          ) : null}
          <div
            id={listboxId}
            role="listbox"
            aria-label={t('shell.search.listbox')}
            aria-busy={pending || undefined}
            className={styles.listbox}
            hidden={!expanded}
            // Keeps focus in the input while an option is pressed; the click still opens it.
            onMouseDown={(event) => event.preventDefault()}
          >
            {groups.map((group) => {
              const headingId = `${listboxId}-${group.key}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox may own groups, not fieldsets
                <div key={group.key} role="group" aria-labelledby={headingId} className={styles.group}>
                  <div role="presentation" id={headingId} className={styles.groupTitle}>
                    {t(`shell.search.group.${group.key}`)}
                  </div>
                  {group.options.map((option) => {
                    const index = options.indexOf(option);
                    return (
                      <LocaleLink
                        key={option.key}
                        id={optionId(index)}
                        href={option.href}
                        role="option"
                        tabIndex={-1}
                        aria-selected={index === active}
                        className={styles.option}
                        onClick={onOpened}
                      >
                        <OptionContent option={option} liveLabel={t('shell.search.live')} locale={locale} />
                      </LocaleLink>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
        <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
          {announcement}
        </div>
      </form>
    </search>
  );
}

/** What carries over from the field a combobox replaces: its text, and its caret if it had focus. */
function takeOver(from: HTMLInputElement | null | undefined) {
  if (!from) return { value: '', caret: null };
  const focused = from === document.activeElement;
  return { value: from.value, caret: focused ? ([from.selectionStart, from.selectionEnd] as const) : null };
}

/** The input's ref; on mount the input takes the focus and caret of the field it replaced, if any. */
function useFocusTaken(caret: readonly [number | null, number | null] | null) {
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = field.current;
    if (!caret || !input) return;
    input.focus();
    const [start, end] = caret;
    if (start !== null && end !== null) input.setSelectionRange(start, end);
  }, [caret]);
  return field;
}

function OptionContent({
  option,
  liveLabel,
  locale,
}: {
  option: SearchOption;
  liveLabel: string;
  locale: string;
}) {
  if (option.kind === 'tournament') {
    const { tournament } = option;
    return (
      <>
        <span className={styles.title} dir="auto">
          {tournament.name}
        </span>
        <span className={styles.meta}>
          {tournament.sport.name} · {tournament.category.name}
        </span>
      </>
    );
  }
  const { event } = option;
  const live = isLiveListStatus(event.status);
  return (
    <>
      <span className={styles.title} dir="auto">
        {eventTitle(event)}
      </span>
      <span className={styles.meta}>
        {event.sport.name} · {event.tournament.name}
      </span>
      <span className={styles.when}>
        {live ? (
          <span className={styles.live}>{liveLabel}</span>
        ) : (
          <time dateTime={event.start_time}>{formatStartTime(event.start_time, locale)}</time>
        )}
      </span>
    </>
  );
}
