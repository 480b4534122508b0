import { LocaleLink } from '@/features/i18n';
import styles from './link-tabs.module.css';

export interface LinkTab {
  key: string;
  /** Site path without locale, query included. */
  href: string;
  label: string;
  current: boolean;
  /** Shown after the label, e.g. a count. */
  badge?: string | number;
}

/**
 * Tabs that are links (each view has its own address, works without JavaScript, crawlable); the
 * current one carries aria-current="page".
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <LocaleLink
              href={tab.href}
              className={styles.tab}
              aria-current={tab.current ? 'page' : undefined}
              scroll={false}
            >
              {tab.label}
              {tab.badge !== undefined && <span className={styles.badge}>{tab.badge}</span>}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
