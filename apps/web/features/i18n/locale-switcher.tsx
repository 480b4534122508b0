'use client';

import { DEFAULT_LOCALE_CONFIG, switchLocaleInUrl } from '@sportsbook/domain';
import { useId } from 'react';
import styles from './locale-switcher.module.css';
import { useLocale, useT } from './provider.tsx';

/** A locale's name in its own language, capitalised ("Deutsch", "Português (Brasil)"). */
export function localeSelfName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * Native select of the configured locales; choosing one loads the same page in that locale (SPEC §2:
 * locale segment swapped, query and hash kept). Saving it on the profile comes with sign-in.
 */
export function LocaleSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.settings.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          const { pathname, search, hash } = window.location;
          window.location.assign(
            switchLocaleInUrl(`${pathname}${search}${hash}`, event.target.value, DEFAULT_LOCALE_CONFIG),
          );
        }}
      >
        {DEFAULT_LOCALE_CONFIG.locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeSelfName(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
