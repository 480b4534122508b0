'use client';

import { DEFAULT_LOCALE_CONFIG, splitLocaleFromPath } from '@sportsbook/domain';
import { usePathname } from 'next/navigation';
import { Icon, isIconName } from '../../ui/icon.tsx';
import { SlipTabLink } from '../betslip/slip-tab-link.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useT } from '../i18n/provider.tsx';
import { SearchTab } from '../search/search-field.tsx';
import styles from './shell.module.css';

/** One tab: a link, the search overlay, or the bet slip sheet (labels already in the reader's locale). */
export interface TabBarItem {
  key: string;
  kind: 'link' | 'search' | 'slip';
  href: string;
  icon: string;
  label: string;
}

/**
 * The bottom tab bar of the mobile layout (below 780 px), its tabs from the `tab-bar-mobile` layout
 * document (by default Home, Live, Search, Bet slip with its count).
 */
export function MobileTabBar({ tabs }: { tabs: readonly TabBarItem[] }) {
  const t = useT();
  const { rest } = splitLocaleFromPath(usePathname(), DEFAULT_LOCALE_CONFIG);
  if (tabs.length === 0) return null;
  return (
    <nav className={styles.tabBar} aria-label={t('shell.nav.mobile')} data-fixed="bottom">
      <ul>
        {tabs.map((tab) => {
          const current = tab.href === rest || (tab.href !== '/' && rest.startsWith(`${tab.href}/`));
          const content = (
            <>
              <Icon name={isIconName(tab.icon) ? tab.icon : 'star'} size={22} />
              <span>{tab.label}</span>
            </>
          );
          return (
            <li key={tab.key}>
              {tab.kind === 'search' ? (
                <SearchTab className={styles.tabBarLink}>{content}</SearchTab>
              ) : tab.kind === 'slip' ? (
                <SlipTabLink className={styles.tabBarLink}>{content}</SlipTabLink>
              ) : (
                <LocaleLink
                  href={tab.href}
                  // The few tabs of the bar are where players go next: prefetched once in view.
                  prefetch="auto"
                  className={styles.tabBarLink}
                  aria-current={current ? 'page' : undefined}
                >
                  {content}
                </LocaleLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
