import type { ReactNode } from 'react';
import { LocaleLink } from '../features/i18n/locale-link.tsx';
import styles from './tabs.module.css';

export interface TabItem {
  /** Stable key, e.g. a domain tab key ('top', 'all', 'outrights'). */
  key: string;
  label: ReactNode;
  /** Site path without locale; LocaleLink adds it. */
  href: string;
  /** Optional count shown after the label. */
  count?: number;
}

/**
 * URL-driven tabs: a nav of links where the active one has aria-current="page". Each tab is its own
 * address (shareable, works without JS), so links rather than an ARIA tablist.
 */
export function Tabs({
  items,
  activeKey,
  label,
  className,
}: {
  items: readonly TabItem[];
  activeKey: string;
  /** Accessible name of the tab row (e.g. "Match filters"). */
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key}>
              <LocaleLink
                href={item.href}
                className={styles.tab}
                aria-current={active ? 'page' : undefined}
                scroll={false}
              >
                {item.label}
                {item.count !== undefined ? <span className={styles.count}>{item.count}</span> : null}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
