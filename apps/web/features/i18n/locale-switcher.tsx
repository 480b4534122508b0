'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styles from './locale-switcher.module.css';
import { useLocale, useT } from './provider.tsx';

/** One choice of the switcher: a locale and its name in its own language. */
export interface LocaleOption {
  code: string;
  name: string;
}

/**
 * Native select of the site's locales (the server lists them from the site config `locales`, SPEC §3,
 * with their own names); choosing one saves it (when signed in) and reloads the page in it. The code
 * that does so (change-locale.ts) loads with the choice.
 */
export function LocaleSwitcher({
  className,
  options,
}: {
  className?: string;
  options: readonly LocaleOption[];
}) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const switching = useRef(false);
  // One switch per page: a choice made before hydration may reach both paths below (React can
  // replay the change event too), and a second navigation would abort the first.
  const switchTo = useCallback(
    (next: string) => {
      if (switching.current || next === locale) return;
      switching.current = true;
      setSaving(true);
      import('./change-locale.ts').then(
        (m) => m.changeLocale(locale, next),
        () => {
          switching.current = false;
          setSaving(false);
        },
      );
    },
    [locale],
  );
  // A choice made before the page hydrated (no handler yet) is acted on once it has.
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen) switchTo(chosen);
  }, [switchTo]);
  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.settings.language')}
      </label>
      <select
        id={id}
        ref={select}
        className={styles.select}
        value={locale}
        disabled={saving}
        onChange={(event) => switchTo(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
