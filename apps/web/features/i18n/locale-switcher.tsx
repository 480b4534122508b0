'use client';

import { DEFAULT_LOCALE_CONFIG, switchLocaleInUrl } from '@sportsbook/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus } from '../auth/auth-store.ts';
import { platformPath } from '../auth/routes.ts';
import { servedLocales } from '../site/rules.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { localeSelfName } from './locale-names.ts';
import styles from './locale-switcher.module.css';
import { useLocale, useT } from './provider.tsx';

/**
 * Saves the locale on the signed-in player's profile (PATCH /player/update_locale), then loads the
 * same page in it (SPEC §2: locale segment swapped, query and hash kept). A failed save still switches.
 */
export async function changeLocale(current: string, next: string): Promise<void> {
  if (getAuthStatus() === AuthStatus.loggedIn) {
    try {
      await apiFetch(platformPath('updateLocale'), {
        locale: current,
        init: { method: 'PATCH', body: JSON.stringify({ locale: next }) },
      });
    } catch {
      // The page still switches; the profile keeps its old locale until the next change.
    }
  }
  const { pathname, search, hash } = window.location;
  window.location.assign(switchLocaleInUrl(`${pathname}${search}${hash}`, next, DEFAULT_LOCALE_CONFIG));
}

/**
 * Native select of the site's locales (site config `locales`, SPEC §3); choosing one saves it (when
 * signed in) and reloads the page in it. `names`: the locales' own names as the server spelled them
 * (locale-names.ts supportedLocaleNames).
 */
export function LocaleSwitcher({ className, names }: { className?: string; names?: Record<string, string> }) {
  const locale = useLocale();
  const configured = useSiteConfig()?.locales;
  const served = servedLocales(configured);
  const options = served.includes(locale) ? served : [locale, ...served];
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
      void changeLocale(locale, next);
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
          <option key={option} value={option} lang={option}>
            {names?.[option] ?? localeSelfName(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
