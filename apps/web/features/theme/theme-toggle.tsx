'use client';

import { useState } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { useT } from '../i18n/provider.tsx';
import { THEME_COOKIE, type Theme, themeFrom } from './theme.ts';
import styles from './theme-toggle.module.css';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** A toggle button (aria-pressed = dark theme on) that flips `data-theme` and stores the choice in a cookie. */
export function ThemeToggle({ initialTheme }: { initialTheme: Theme }) {
  const t = useT();
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={dark}
      title={t('shell.theme.toggle')}
      onClick={() => {
        const next: Theme = themeFrom(document.documentElement.dataset.theme) === 'dark' ? 'light' : 'dark';
        document.documentElement.dataset.theme = next;
        document.documentElement.style.colorScheme = next;
        // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
        document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
        setTheme(next);
      }}
    >
      <Icon name={dark ? 'moon' : 'sun'} />
      <span className="visually-hidden">{t('shell.theme.dark')}</span>
    </button>
  );
}
